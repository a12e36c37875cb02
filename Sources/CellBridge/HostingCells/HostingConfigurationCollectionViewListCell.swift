#if canImport(UIKit)
    import UIKit

    /// ``HostingConfigurationCollectionViewCell`` for a collection view with a list layout
    /// (``CollectionCellBridge/usesListCells``): a `UICollectionViewListCell`, which a list needs for
    /// its swipe actions, separators, accessories and list backgrounds (Apple: "using a list cell
    /// inside a list enables additional list-specific behavior").
    ///
    /// Its behaviour is ``HostingConfigurationCellCore``'s, like the plain cell's; only UIKit's
    /// superclass differs, and Swift cannot share overrides between two superclasses.
    final class HostingConfigurationCollectionViewListCell: UICollectionViewListCell, HostingConfigurationCell {
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
