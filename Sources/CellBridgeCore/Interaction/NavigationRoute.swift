/// How a navigation request from SwiftUI cell content reaches the screen.
///
/// A `NavigationLink` inside a cell's SwiftUI content is not wired to the screen's
/// `UINavigationController` (`UIHostingConfiguration` hosts the content without a view controller
/// in the navigation stack, and a hosting cell's controller is only a child of the screen). The
/// content asks the cell to navigate instead, and the request goes, in order:
///
/// 1. to the app's own handler when it set one (a coordinator owns navigation);
/// 2. a push onto the screen's navigation controller when it has one;
/// 3. a push without a navigation controller becomes a modal presentation from the screen, so
///    the destination still shows;
/// 4. a presentation from the screen;
/// 5. nowhere, when the cell is not on any screen (it is dropped and logged).
///
/// ```swift
/// NavigationRoute.route(for: .push, appHandlesNavigation: false, hasNavigationController: true, hasScreen: true)
/// // .pushOntoNavigationController
/// ```
public enum NavigationRoute: Hashable, Sendable {
    /// The kind of navigation the content asked for.
    public enum Request: Hashable, Sendable {
        case push
        case present
    }

    /// The app's handler receives the request and decides.
    case appHandler
    /// `screen.navigationController.pushViewController(_:animated:)`.
    case pushOntoNavigationController
    /// `screen.present(_:animated:)`.
    case presentFromScreen
    /// No screen to navigate from: drop the request.
    case unavailable

    /// Where `request` goes, given what the cell's screen offers right now.
    public static func route(
        for request: Request, appHandlesNavigation: Bool, hasNavigationController: Bool, hasScreen: Bool
    ) -> NavigationRoute {
        if appHandlesNavigation { return .appHandler }
        guard hasScreen else { return .unavailable }
        if request == .push, hasNavigationController { return .pushOntoNavigationController }
        return .presentFromScreen
    }
}
