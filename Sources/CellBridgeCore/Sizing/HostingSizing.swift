/// How a hosted SwiftUI view (a whole screen, or any view in any `UIView`) takes its size.
public enum HostingSizing: Hashable, Sendable {
    /// Pinned to the container's edges; the container decides (a whole screen).
    case fillsContainer
    /// The hosting view reports SwiftUI's ideal size as its intrinsic content size, so Auto
    /// Layout around it (a stack view, a header) sizes it from the content.
    case intrinsicContentSize
    /// The hosting controller publishes its content's size as `preferredContentSize`, for
    /// popovers, sheets and custom containers that read it.
    case preferredContentSize
}
