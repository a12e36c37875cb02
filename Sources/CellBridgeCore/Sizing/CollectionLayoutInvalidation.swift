/// How a collection view's layout is told that hosted cells or headers changed size, by kind of layout.
///
/// - A compositional layout gets `invalidateLayout()`. Invalidating only the items (`invalidateItems(at:)`
///   in a context) may leave its cached self-sized attributes in place, so the cell never grows:
///   Airbnb's Epoxy hit exactly this and shipped the whole-layout invalidation (PR #109, "We need to
///   invalidate the layout to get the enclosing UICollectionView to allow the cell to resize"),
///   which its hosting view still does. The cost is one layout pass over the visible items.
/// - A flow layout, and any other, gets an invalidation context of its own class naming the items
///   and supplementary views that asked: that is the self-sizing path a flow layout with
///   `estimatedItemSize` documents, and invalidating everything there can drop the self-sized
///   attributes of items off screen, so the content jumps when scrolled far.
///
/// ```swift
/// CollectionLayoutInvalidation.scope(isCompositional: true)   // .wholeLayout
/// CollectionLayoutInvalidation.scope(isCompositional: false)  // .elementsThatAsked
/// ```
public enum CollectionLayoutInvalidation: Hashable, Sendable {
    /// `collectionViewLayout.invalidateLayout()`.
    case wholeLayout
    /// `invalidateLayout(with:)` and a context naming each item (`invalidateItems(at:)`) and
    /// supplementary view (`invalidateSupplementaryElements(ofKind:at:)`) that asked.
    case elementsThatAsked

    public static func scope(isCompositional: Bool) -> CollectionLayoutInvalidation {
        isCompositional ? .wholeLayout : .elementsThatAsked
    }
}
