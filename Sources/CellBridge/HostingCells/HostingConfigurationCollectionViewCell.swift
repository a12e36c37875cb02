#if canImport(UIKit)
    import UIKit

    /// The one collection cell class the bridge registers for every iOS 16+ SwiftUI item; its content
    /// is a `UIHostingConfiguration`.
    ///
    /// Everything it does is in ``HostingConfigurationCellCore``, shared with the table's cell.
    final class HostingConfigurationCollectionViewCell: UICollectionViewCell, HostingConfigurationCell {
        private(set) lazy var core = HostingConfigurationCellCore(cell: self, kind: .collectionView)

        override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            super.apply(layoutAttributes)
            core.context.layoutAttributesApplied(layoutAttributes)
        }

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
