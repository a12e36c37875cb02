#if canImport(UIKit)
    import CellBridge
    import UIKit

    /// Probe items in a collection view under the demo's own shared data source and its bridge.
    final class ProbeCollectionScreen: ProbeScreenController, ProbeScreen {
        private var collectionView: UICollectionView!
        private var dataSource: SharedCollectionDataSource!

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: ProbeLayout.list())
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(collectionView)
            dataSource = SharedCollectionDataSource(
                collectionView: collectionView, parentViewController: self, strategy: strategy)
            dataSource.items = items
            dataSource.bridge.onContentEvent = { [weak self] event, indexPath in self?.onEvent?(event, indexPath) }
        }

        var scrollView: UIScrollView { collectionView }

        func insertAtTop(_ newItems: [ProbeViewModel]) {
            items.insert(contentsOf: newItems, at: 0)
            dataSource.items = items
            collectionView.performBatchUpdates {
                collectionView.insertItems(at: newItems.indices.map { IndexPath(item: $0, section: 0) })
            }
        }

        func visibleCellHeights() -> [(indexPath: IndexPath, height: CGFloat)] {
            collectionView.indexPathsForVisibleItems.compactMap { indexPath in
                collectionView.cellForItem(at: indexPath).map { (indexPath, $0.frame.height) }
            }
        }

        func liveCellViews() -> [UIView] {
            collectionView.subviews.filter { $0 is UICollectionViewCell }
        }
    }
#endif
