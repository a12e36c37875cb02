/// How a collection view's layout is told that hosted cells or headers changed size, by kind of layout.
///
/// - A compositional layout gets `invalidateLayout()`. Invalidating only the items (`invalidateItems(at:)`
///   in a context) may leave its cached self-sized attributes in place, so the cell never grows:
///   Airbnb's Epoxy hit exactly this and shipped the whole-layout invalidation (PR #109, "We need to
///   invalidate the layout to get the enclosing UICollectionView to allow the cell to resize"),
///   which its hosting view still does. The cost is one layout pass over the visible items.
/// - A flow layout gets a `UICollectionViewFlowLayoutInvalidationContext` naming the items and
///   supplementary views that asked, with `invalidateFlowLayoutDelegateMetrics` and
///   `invalidateFlowLayoutAttributes` set. Both default to false (UIKit's documentation), and with
///   them false the flow layout "will keep all layout information, effectively not invalidating"
///   (`UICollectionViewFlowLayout.h`): the cell would stay clipped. The documentation says to set
///   the first when items change size and the second when items move, and a taller item moves the
///   ones after it.
/// - Any other layout gets `invalidateLayout()`: a custom layout may clear its caches in an
///   override of `invalidateLayout()` alone, which a targeted `invalidateLayout(with:)` never
///   reaches, while `invalidateLayout()` reaches overrides of either.
///
/// ```swift
/// CollectionLayoutInvalidation.scope(for: .compositional)  // .wholeLayout
/// CollectionLayoutInvalidation.scope(for: .flow)           // .flowLayoutElementsThatAsked
/// ```
public enum CollectionLayoutInvalidation: Hashable, Sendable {
    /// The kinds of collection view layout that are invalidated differently.
    public enum Layout: Hashable, Sendable {
        /// `UICollectionViewCompositionalLayout` or a subclass.
        case compositional
        /// `UICollectionViewFlowLayout` itself.
        case flow
        /// Any other `UICollectionViewLayout`, a flow layout subclass among them (it may clear its
        /// caches only in `invalidateLayout()`, or expect a context class of its own).
        case custom
    }

    /// `collectionViewLayout.invalidateLayout()`.
    case wholeLayout
    /// `invalidateLayout(with:)` and a flow layout context naming each item (`invalidateItems(at:)`)
    /// and supplementary view (`invalidateSupplementaryElements(ofKind:at:)`) that asked, with
    /// `invalidateFlowLayoutDelegateMetrics` and `invalidateFlowLayoutAttributes` true.
    case flowLayoutElementsThatAsked

    public static func scope(for layout: Layout) -> CollectionLayoutInvalidation {
        switch layout {
        case .flow: return .flowLayoutElementsThatAsked
        case .compositional, .custom: return .wholeLayout
        }
    }
}
