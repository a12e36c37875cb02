#if canImport(UIKit)
    import UIKit

    /// The cell of the bridge's one shared iOS 16+ registration; its content is a `UIHostingConfiguration`.
    ///
    /// Everything it does is in ``HostingConfigurationCellCore``, shared with the table's cell.
    final class HostingConfigurationCollectionViewCell: UICollectionViewCell, HostingConfigurationCell {
        private(set) lazy var core = HostingConfigurationCellCore(cell: self, kind: .collectionView)

        override func prepareForReuse() {
            super.prepareForReuse()
            core.prepareForReuse()
        }

        override func updateConfiguration(using state: UICellConfigurationState) {
            super.updateConfiguration(using: state)
            core.update(state: state)
        }
    }
#endif
