// Client code as storyboard-era screens write it: the views are implicitly unwrapped outlets or
// weak optionals, and are passed to the bridge as they are. None of these calls may pick a
// deprecated form (the iOS build fails on any warning), so the optional-view overloads that such
// arguments select are not deprecated; only the forms without `in:` are. No product: the iOS
// build compiling it without a warning is the proof.
#if canImport(UIKit)
    import CellBridge
    import UIKit

    final class OutletListScreen: UIViewController {
        @IBOutlet var collectionView: UICollectionView!
        @IBOutlet var tableView: UITableView!
        weak var searchResultsView: UICollectionView?
        var items: [CollectionCellViewModel] = []
        var collectionBridge: CollectionCellBridge!
        var tableBridge: TableCellBridge!

        func swipeActions(at indexPath: IndexPath) -> [UISwipeActionsConfiguration?] {
            let item = items[indexPath.item]
            return [
                collectionBridge.trailingSwipeActionsConfiguration(for: item, in: collectionView, at: indexPath),
                collectionBridge.leadingSwipeActionsConfiguration(for: item, in: searchResultsView, at: indexPath),
                tableBridge.trailingSwipeActionsConfiguration(for: item, in: tableView, at: indexPath),
                tableBridge.leadingSwipeActionsConfiguration(for: item, in: tableView, at: indexPath),
            ]
        }

        func header(for viewModel: CollectionCellViewModel, at indexPath: IndexPath) -> UICollectionReusableView {
            collectionBridge.supplementaryView(
                for: viewModel, ofKind: UICollectionView.elementKindSectionHeader, in: collectionView, at: indexPath)
        }
    }
#endif
