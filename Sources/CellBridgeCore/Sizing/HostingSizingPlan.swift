/// The concrete work one ``HostingSizing`` choice needs on one OS.
///
/// iOS 16 gave `UIHostingController` `sizingOptions`, which keep the intrinsic size and the
/// preferred content size in step with SwiftUI on their own. Before it, the hosting view's
/// intrinsic size follows SwiftUI by itself but the preferred content size does not: the shell
/// must compute `sizeThatFits` after each layout and publish it.
///
/// ```swift
/// HostingSizingPlan(sizing: .preferredContentSize, osVersion: OSVersion(major: 15))
/// // pinsToContainerEdges: false, sizingOptions: [], publishesPreferredContentSizeManually: true
/// ```
public struct HostingSizingPlan: Hashable, Sendable {
    /// Mirrors `UIHostingControllerSizingOptions` without SwiftUI.
    public struct SizingOptions: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let intrinsicContentSize = SizingOptions(rawValue: 1 << 0)
        public static let preferredContentSize = SizingOptions(rawValue: 1 << 1)
    }

    /// The first OS with `UIHostingController.sizingOptions`.
    public static let sizingOptionsMinimumOS = OSVersion(major: 16)

    /// Pin the hosting view to all four edges of its container.
    public let pinsToContainerEdges: Bool
    /// What to set `sizingOptions` to (only meaningful on iOS 16+; empty means leave it).
    public let sizingOptions: SizingOptions
    /// Compute `sizeThatFits` after layout and assign `preferredContentSize` by hand.
    public let publishesPreferredContentSizeManually: Bool

    /// The plan for SwiftUI content inside a hosting cell or a backport content view.
    ///
    /// The hosted view is pinned to the cell's edges and the cell is measured from its intrinsic
    /// size. From iOS 16, `sizingOptions = .intrinsicContentSize` makes the hosting view
    /// invalidate *its own* intrinsic size whenever SwiftUI's ideal size changes, but the
    /// container's `selfSizingInvalidation` (`.enabled`) only reacts to the cell or its
    /// `contentView` invalidating theirs, so that alone does not resize the cell: content that
    /// changes its own size asks through `cellBridgeRequestResize`, which the shell turns into the
    /// steps ``ResizePlanner`` gives for the OS (the contract Epoxy ships with its size invalidator).
    public static func hostedCell(osVersion: OSVersion) -> HostingSizingPlan {
        HostingSizingPlan(sizing: .intrinsicContentSize, osVersion: osVersion)
    }

    /// The plan for `sizing` on `osVersion`.
    public init(sizing: HostingSizing, osVersion: OSVersion) {
        let hasOptions = osVersion >= Self.sizingOptionsMinimumOS
        switch sizing {
        case .fillsContainer:
            pinsToContainerEdges = true
            sizingOptions = []
            publishesPreferredContentSizeManually = false
        case .intrinsicContentSize:
            pinsToContainerEdges = false
            sizingOptions = hasOptions ? .intrinsicContentSize : []
            publishesPreferredContentSizeManually = false
        case .preferredContentSize:
            pinsToContainerEdges = false
            sizingOptions = hasOptions ? [.preferredContentSize, .intrinsicContentSize] : []
            publishesPreferredContentSizeManually = !hasOptions
        }
    }
}
