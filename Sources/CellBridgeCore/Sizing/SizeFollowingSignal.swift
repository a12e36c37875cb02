/// What tells a hosting slot that its SwiftUI content changed its own size, per host and OS.
///
/// A collection or table view never looks inside a cell after measuring it, so content that grows
/// by itself (an expanded text, a loaded image) stays clipped unless something notices. SwiftUI
/// applies its updates in the hosted view's layout pass: from iOS 15.2, whose rendering is
/// asynchronous, every update reaches `viewDidLayoutSubviews` at unchanged bounds (Epoxy PRs
/// #152/#155); for 14.x–15.1 Apple documents nothing either way, so there it is best effort and
/// content should ask with `cellBridgeRequestResize`, which works on every OS, the way Epoxy's
/// content calls its size invalidator. The slot measures the content's height at its width on
/// such a pass, except the one that follows an update CellBridge itself caused (a cell-state
/// change, a root view for the same item and version: ``HostedSizeFollower/expectOwnUpdate()``),
/// so a highlight or a live update costs no measurement.
///
/// Not the content's ideal size (`sizingOptions` with `.preferredContentSize`, iOS 16+): that is
/// the size for an unspecified proposal, which does not change when a "Read more" toggle changes
/// the wrapped height at the cell's width, and setting it informs the parent view controller of
/// every cell's size.
public enum SizeFollowingSignal: Hashable, Sendable {
    /// Nothing to follow: the host's size is set from outside, or the OS follows by itself.
    case none
    /// The hosted view's layout passes at unchanged bounds that CellBridge did not cause.
    case layoutPasses

    /// The first OS whose hosting view keeps a standalone view's intrinsic size in step itself
    /// (`sizingOptions = .intrinsicContentSize`).
    public static let standaloneFollowsItselfMinimumOS = HostingSizingPlan.sizingOptionsMinimumOS

    /// The signal for a host in `container` whose size follows its content (`followsContent`: a
    /// cell always; a standalone view unless it fills its container), on `osVersion`.
    public static func signal(in container: ContainerKind, followsContent: Bool = true, osVersion: OSVersion)
        -> SizeFollowingSignal
    {
        guard followsContent else { return .none }
        switch container {
        case .standaloneView: return osVersion >= standaloneFollowsItselfMinimumOS ? .none : .layoutPasses
        case .collectionView, .tableView: return .layoutPasses
        }
    }
}
