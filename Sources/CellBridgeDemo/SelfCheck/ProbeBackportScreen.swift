#if canImport(UIKit)
    import CellBridge
    import SwiftUI
    import UIKit

    /// Probe items shown through ``SwiftUIHostingConfiguration`` by a hand-written data source, the
    /// way an app uses the backport without a bridge: plain cells, a content configuration set in
    /// `cellForItemAt`, display callbacks forwarded with one line each.
    final class ProbeBackportScreen: ProbeScreenController, ProbeScreen, UICollectionViewDataSource,
        UICollectionViewDelegate
    {
        private var collectionView: UICollectionView!

        init(items: [ProbeViewModel]) {
            super.init(
                scenario: "SwiftUIHostingConfiguration in a collection view", strategy: .automatic, items: items)
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: ProbeLayout.list())
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Probe")
            collectionView.dataSource = self
            collectionView.delegate = self
            view.addSubview(collectionView)
        }

        var scrollView: UIScrollView { collectionView }

        func insertAtTop(_ newItems: [ProbeViewModel]) {
            items.insert(contentsOf: newItems, at: 0)
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

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            items.count
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Probe", for: indexPath)
            let viewModel = items[indexPath.item]
            cell.contentConfiguration = SwiftUIHostingConfiguration(parentViewController: self) {
                ProbeView(item: viewModel.item, recorder: viewModel.recorder).id(viewModel.id)
            }
            .margins(.all, 0)
            .onContentEvent { [weak self] event, indexPath in self?.onEvent?(event, indexPath) }
            return cell
        }

        func collectionView(
            _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
        ) {
            cell.cellBridgeWillDisplay()
        }

        func collectionView(
            _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
            forItemAt indexPath: IndexPath
        ) {
            cell.cellBridgeDidEndDisplaying()
        }
    }
#endif
