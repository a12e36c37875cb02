/// What becomes of a resize request whose view's place cannot be found when it is carried out.
///
/// A view in the reuse pool (hidden, or out of the window) has nothing to resize: the request is
/// dropped. So is one from a cell whose container knows its cells (a cell a bridge or the app
/// dequeued as one, `indexPath(for:)`): on screen without an index path, it is animating out of a
/// delete or being moved, and invalidating the whole layout then disturbs the animation. A host
/// that learns its place from the layout (a content configuration's view in the app's own
/// header or supplementary view) on screen whose place the container does not name (an element
/// of an orthogonally scrolling section) still changed size, and dropping the request leaves it
/// clipped or overlapping its neighbours: the whole container is asked again. For such a host in
/// a table the usual batch update does, since it asks every height; a table's own cell without a
/// row is dropped like a collection view's.
///
/// ```swift
/// UnplacedResize.decide(in: .collectionView, isVisible: true, learnsPlace: true)  // .invalidateWholeContainer
/// ```
public enum UnplacedResize: Hashable, Sendable {
    /// Nothing to resize: the view is not on screen.
    case drop
    /// Invalidate every element of the container (a collection view's whole layout).
    case invalidateWholeContainer
    /// The container's usual request needs no place (a table's empty batch update).
    case resizeAsUsual

    /// The step for a request from a view in `container` that no place was found for;
    /// `learnsPlace` for a host nobody told what it is.
    public static func decide(in container: ContainerKind, isVisible: Bool, learnsPlace: Bool) -> UnplacedResize {
        guard isVisible, learnsPlace else { return .drop }
        switch container {
        case .collectionView: return .invalidateWholeContainer
        case .tableView: return .resizeAsUsual
        case .standaloneView: return .drop
        }
    }
}
