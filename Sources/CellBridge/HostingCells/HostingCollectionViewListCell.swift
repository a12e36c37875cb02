#if canImport(UIKit)
    import UIKit

    /// ``HostingCollectionViewCell`` for a collection view with a list layout
    /// (``CollectionCellBridge/usesListCells``), iOS 14–15 and ``HostingStrategy/hostingCellsEverywhere``:
    /// a `UICollectionViewListCell`, which a list needs for its swipe actions, separators, accessories and
    /// list backgrounds.
    ///
    /// Its behaviour is ``HostingCellCore``'s, like the plain cell's; only UIKit's superclass differs,
    /// and Swift cannot share overrides between two superclasses. The bridge drives it; for a cell of
    /// your own use ``HostingCollectionViewCell``.
    final class HostingCollectionViewListCell: UICollectionViewListCell, HostingCellCoreOwner {
        override init(frame: CGRect) {
            super.init(frame: frame)
            HostingCellCore.prepare(self, contentView: contentView, kind: .collectionView)
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
            HostingCellCore.prepare(self, contentView: contentView, kind: .collectionView)
        }

        private(set) lazy var core = HostingCellCore(cell: self, container: contentView, kind: .collectionView)

        override func didMoveToSuperview() {
            super.didMoveToSuperview()
            core.hierarchyChanged()
        }

        override func didMoveToWindow() {
            super.didMoveToWindow()
            core.hierarchyChanged()
            core.windowChanged(isInWindow: window != nil)
        }

        override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            super.apply(layoutAttributes)
            // Says what the view is (a cell, or a header of some kind) with or without a bridge.
            core.context.layoutAttributesApplied(layoutAttributes)
        }

        override func prepareForReuse() {
            super.prepareForReuse()
            core.prepareForReuse()
        }

        override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
            -> UICollectionViewLayoutAttributes
        {
            core.willMeasure()
            return super.preferredLayoutAttributesFitting(layoutAttributes)
        }

        override func systemLayoutSizeFitting(
            _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
            verticalFittingPriority: UILayoutPriority
        ) -> CGSize {
            // Attached before the first size is taken (Epoxy PR #150).
            core.willMeasure()
            return super.systemLayoutSizeFitting(
                targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                verticalFittingPriority: verticalFittingPriority)
        }

        override func updateConfiguration(using state: UICellConfigurationState) {
            super.updateConfiguration(using: state)
            core.update(state: state)
        }
    }
#endif
