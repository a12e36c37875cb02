#if canImport(UIKit)
    import CellBridge
    import UIKit

    /// The one data source and delegate every collection screen of the demo shares.
    ///
    /// It is what an existing app already has: a list of view models and a `cellForItemAt` that
    /// knows only the `className` contract. It never names a feature type — banners, profiles,
    /// promotions, sleep cards and product lanes all go through the same three bridge calls —
    /// so a cell moving to SwiftUI changes its view model, never this file.
    @MainActor
    final class SharedCollectionDataSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        /// The items shown, in order. Set it, then reload or reconfigure the collection view.
        var items: [CollectionCellViewModel] = []
        /// Called when the user selects an item; the index path is the one UIKit passes now.
        var onSelect: ((CollectionCellViewModel, IndexPath) -> Void)?

        let bridge: CollectionCellBridge

        /// Creates the bridge with the data source, as the screen is built; `usesListCells` for a
        /// list layout, whose SwiftUI rows need list cells for swipe actions and separators. Other
        /// collection views may use this data source too (set theirs to it): each cell comes from
        /// the view that asks.
        init(
            collectionView: UICollectionView, parentViewController: UIViewController,
            strategy: HostingStrategy = .automatic, usesListCells: Bool = false
        ) {
            // The demo lets CellBridge register its XIB cells by name (each nib is named after its
            // class); an app that registers them itself keeps the default, legacyCells: .byApp.
            bridge = CollectionCellBridge(
                collectionView: collectionView, parentViewController: parentViewController, strategy: strategy,
                usesListCells: usesListCells, legacyCells: .byBridge)
            super.init()
            collectionView.dataSource = self
            collectionView.delegate = self
        }

        // MARK: UICollectionViewDataSource

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            items.count
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            bridge.cell(for: items[indexPath.item], in: collectionView, at: indexPath)
        }

        // MARK: UICollectionViewDelegate

        func collectionView(
            _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
        ) {
            bridge.willDisplay(cell, at: indexPath)
        }

        func collectionView(
            _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
            forItemAt indexPath: IndexPath
        ) {
            bridge.didEndDisplaying(cell, at: indexPath)
        }

        func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
            items.indices.contains(indexPath.item) && bridge.shouldHighlight(items[indexPath.item])
        }

        /// Cells whose SwiftUI content has buttons of its own are never selected, so a tap on a
        /// button does not also fire `didSelect`. The delegate still names no feature type.
        func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
            items.indices.contains(indexPath.item) && bridge.shouldSelect(items[indexPath.item])
        }

        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            collectionView.deselectItem(at: indexPath, animated: true)
            guard items.indices.contains(indexPath.item) else { return }
            onSelect?(items[indexPath.item], indexPath)
        }
    }
#endif
