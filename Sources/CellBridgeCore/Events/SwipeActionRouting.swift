/// Decides which mechanism supplies a table row's or list cell's swipe actions, on every OS and render path.
///
/// SwiftUI's `.swipeActions` only reaches UIKit through `UIHostingConfiguration` (iOS 16+);
/// inside an iOS 14–15 hosting cell it does nothing, and on iOS 14 the modifier does not even
/// exist. Actions the view model declares work everywhere because the bridge hands them to
/// UIKit as `UISwipeActionsConfiguration` from the delegate. The delegate's answer wins over
/// the hosting configuration's, so the bridge must answer nil when it wants SwiftUI's own
/// actions to show.
///
/// ```swift
/// SwipeActionRouting.source(for: .hostingCell(reuseIdentifier: "RowView"), declaresActions: true)
/// // .declaredActions
/// SwipeActionRouting.source(for: .hostingConfiguration, declaresActions: false)
/// // .swiftUISwipeActions
/// ```
public enum SwipeActionRouting {
    /// The source of a row's swipe actions on `path`, given whether its view model declares any.
    public static func source(for path: RenderPath, declaresActions: Bool) -> SwipeActionSource {
        if declaresActions { return .declaredActions }
        if case .hostingConfiguration = path { return .swiftUISwipeActions }
        return .none
    }
}
