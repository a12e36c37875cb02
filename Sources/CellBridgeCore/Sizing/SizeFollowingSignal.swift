/// What tells a hosting slot that its SwiftUI content changed its own size, per OS and host.
///
/// A collection or table view never looks inside a cell after measuring it, so content that grows
/// by itself (an expanded text, a loaded image) stays clipped unless something notices. What can
/// notice without measuring on every layout pass differs by OS:
/// - iOS 16+: `UIHostingController.sizingOptions` containing `.preferredContentSize` makes SwiftUI
///   keep the controller's `preferredContentSize` equal to the content's ideal size; the slot's
///   controller overrides the setter, so a change of ideal size arrives as a call, computed by
///   SwiftUI in its own update, and costs CellBridge one measurement then, none otherwise.
///   A standalone view needs nothing: `.intrinsicContentSize` makes the hosting view invalidate
///   its own intrinsic size, and Auto Layout follows that outside a cell.
/// - iOS 14–15 have no sizing options. SwiftUI's updates do reach the hosted view's layout pass
///   (`viewDidLayoutSubviews` at unchanged bounds) from iOS 15.2, whose rendering is asynchronous
///   (Epoxy PRs #152/#155); for 14.x–15.1 Apple documents nothing either way. So the slot measures
///   on such a pass, except one that follows an update CellBridge itself caused (a cell-state
///   change, a same-size root view), and content there should ask with `cellBridgeRequestResize`,
///   which works on every OS, the way Epoxy's content calls its size invalidator.
public enum SizeFollowingSignal: Hashable, Sendable {
    /// Nothing to follow: the host's size is set from outside, or the OS follows by itself.
    case none
    /// iOS 16+: SwiftUI reports its ideal size through `preferredContentSize`.
    case idealSizeReports
    /// iOS 14–15: the hosted view's layout passes at unchanged bounds, best effort.
    case layoutPasses

    /// The first OS whose hosting controller reports its content's ideal size by itself.
    public static let idealSizeReportsMinimumOS = HostingSizingPlan.sizingOptionsMinimumOS

    /// The signal for a host in `container` whose size follows its content (`followsContent`: a
    /// cell always; a standalone view unless it fills its container), on `osVersion`.
    public static func signal(in container: ContainerKind, followsContent: Bool = true, osVersion: OSVersion)
        -> SizeFollowingSignal
    {
        guard followsContent else { return .none }
        let reports = osVersion >= idealSizeReportsMinimumOS
        switch container {
        case .standaloneView: return reports ? .none : .layoutPasses
        case .collectionView, .tableView: return reports ? .idealSizeReports : .layoutPasses
        }
    }
}
