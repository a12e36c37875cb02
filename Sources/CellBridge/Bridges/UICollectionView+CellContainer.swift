#if canImport(UIKit)
    import UIKit

    extension UICollectionView: CellContainer {
        static func makeDetachedCell() -> UICollectionViewCell { UICollectionViewCell() }

        static var containerKind: ContainerKind { .collectionView }

        static func baseClass(of element: ReusableElement) -> AnyClass {
            element == .cell ? UICollectionViewCell.self : UICollectionReusableView.self
        }

        /// Cells serve as supplementary views too: a `UICollectionViewCell` is a reusable view.
        static func hostingClass(for source: CellSource, as element: ReusableElement, listCells: Bool)
            -> (any BridgeHostingView.Type)?
        {
            #if DEBUG
                // Self-check fault: SwiftUI rows of a list layout get plain cells.
                let listRow =
                    element.usesListCell(inListLayout: listCells)
                    && !SelfCheckFaultSwitch.isOn("plain-cells-in-list-layout")
            #else
                let listRow = element.usesListCell(inListLayout: listCells)
            #endif
            switch source {
            case .hostingCell: return listRow ? HostingCollectionViewListCell.self : HostingCollectionViewCell.self
            case .hostingConfigurationCell:
                return listRow
                    ? HostingConfigurationCollectionViewListCell.self : HostingConfigurationCollectionViewCell.self
            case .nib, .cellClass: return nil
            }
        }

        func registerNib(_ nib: UINib, as element: ReusableElement, reuseIdentifier: String) {
            switch element {
            case .cell, .tableHeaderFooter:
                register(nib, forCellWithReuseIdentifier: reuseIdentifier)
            case .supplementary(let kind):
                register(nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: reuseIdentifier)
            }
        }

        func registerClass(_ viewClass: AnyClass?, as element: ReusableElement, reuseIdentifier: String) {
            switch element {
            case .cell, .tableHeaderFooter:
                register(viewClass, forCellWithReuseIdentifier: reuseIdentifier)
            case .supplementary(let kind):
                register(viewClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: reuseIdentifier)
            }
        }

        func dequeueCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
            dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        }

        /// UIKit has no public query, and dequeuing an identifier nobody registered throws: the
        /// container cannot tell, and the app's statement decides (``LegacyCellRegistration``).
        func existingRegistration(of identifier: String, as element: ReusableElement) -> ExistingRegistration {
            .unknown
        }

        func dequeueSupplementaryView(as element: ReusableElement, reuseIdentifier: String, at indexPath: IndexPath)
            -> UIView?
        {
            guard case .supplementary(let kind) = element else { return nil }
            return dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: reuseIdentifier, for: indexPath)
        }

        func currentPosition(ofSupplementary view: UIView, as element: ReusableElement) -> IndexPath? {
            guard case .supplementary(let kind) = element else { return nil }
            return indexPathsForVisibleSupplementaryElements(ofKind: kind).first {
                supplementaryView(forElementKind: kind, at: $0) === view
            }
        }

        var visibleIndexPaths: [IndexPath] { indexPathsForVisibleItems }

        func visibleCell(at indexPath: IndexPath) -> UICollectionViewCell? {
            cellForItem(at: indexPath)
        }

        func currentIndexPath(of cell: UICollectionViewCell) -> IndexPath? {
            indexPath(for: cell)
        }

        func reconfigureCells(at indexPaths: [IndexPath]) {
            if #available(iOS 15.0, tvOS 15.0, *) {
                reconfigureItems(at: indexPaths)
            } else {
                reloadItems(at: indexPaths)
            }
        }

        func reloadCells(at indexPaths: [IndexPath]) {
            reloadItems(at: indexPaths)
        }
    }
#endif
