#if canImport(UIKit)
    import UIKit

    /// A screen of probe items the self-check drives: a real collection or table view, scrolled,
    /// updated and left the way a user would.
    @MainActor
    protocol ProbeScreen: UIViewController {
        /// What the check's lines call it ("collection view, automatic path", …).
        var scenario: String { get }
        /// The scroll view showing the items.
        var scrollView: UIScrollView { get }
        /// The items in order.
        var items: [ProbeViewModel] { get }
        /// Called with each event the items' content sends, and the index path the bridge resolved.
        var onEvent: ((AnyHashable, IndexPath) -> Void)? { get set }
        /// Inserts `newItems` at the top, animated the way an app's update would be.
        func insertAtTop(_ newItems: [ProbeViewModel])
        /// Every visible cell's index path and height.
        func visibleCellHeights() -> [(indexPath: IndexPath, height: CGFloat)]
        /// The view of every cell that may own a hosting controller now (visible or kept for reuse).
        func liveCellViews() -> [UIView]
    }

    extension ProbeScreen {
        /// The index of `indexPath`'s item: collection views count items, table views rows.
        func item(at indexPath: IndexPath) -> ProbeViewModel? {
            let index = indexPath.item
            return items.indices.contains(index) ? items[index] : nil
        }
    }

    /// A compositional list in which every cell sizes itself, the layout a migrated feed uses.
    @MainActor
    enum ProbeLayout {
        static func list() -> UICollectionViewLayout {
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(60))
            let item = NSCollectionLayoutItem(layoutSize: size)
            let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
            return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }
    }
#endif
