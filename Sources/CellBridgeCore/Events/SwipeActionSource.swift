/// Where a table row's or list cell's swipe actions come from.
public enum SwipeActionSource: Hashable, Sendable {
    /// The view model's declared actions, turned into `UISwipeActionsConfiguration` by the
    /// bridge for the shared delegate's `trailingSwipeActionsConfigurationForRowAt`.
    case declaredActions
    /// Nothing from the delegate, so `UIHostingConfiguration` can bridge the content's own
    /// SwiftUI `.swipeActions` (iOS 16+ only).
    case swiftUISwipeActions
    /// No swipe actions for this row.
    case none
}
