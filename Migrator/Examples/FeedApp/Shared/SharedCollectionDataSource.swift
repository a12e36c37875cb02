import CellBridge
import UIKit

/// The shared data source every feed-like screen uses. It stays generic: it dequeues by the view
/// model's className and never learns a feature cell type.
final class SharedCollectionDataSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var items: [CollectionCellViewModel] = []
    private let bridge: CollectionCellBridge

    init(collectionView: UICollectionView, parentViewController: UIViewController) {
        bridge = CollectionCellBridge(collectionView: collectionView, parentViewController: parentViewController)
        super.init()
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let viewModel = items[indexPath.item]
        if let renderable = viewModel as? SwiftUIRenderableCellViewModel {
            return bridge.cell(for: renderable, at: indexPath)
        }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: viewModel.className, for: indexPath)
        (cell as? ConfigurableCell)?.configure(with: viewModel)
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        bridge.willDisplay(cell, at: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        bridge.didEndDisplaying(cell, at: indexPath)
    }
}
