#if canImport(UIKit)
    import SwiftUI
    import UIKit

    /// Navigates from SwiftUI cell content through the screen the cell is on, on every OS and path.
    ///
    /// A `NavigationLink` inside a cell's SwiftUI content does not push onto the screen's
    /// `UINavigationController`: `UIHostingConfiguration` puts no view controller in the navigation
    /// stack, and a hosting cell's controller is only a child of the screen. Ask the cell instead:
    /// the request goes to the app's handler when it set one (``CollectionCellBridge/onNavigationRequest``),
    /// else it is pushed onto the screen's navigation controller, or presented from the screen when
    /// there is none (``NavigationRoute``). The screen is the bridge's parent view controller, else the
    /// first view controller up the cell's responder chain, looked up when the action runs.
    ///
    /// ```swift
    /// @Environment(\.cellBridgeNavigate) private var navigate
    /// Button("Details") { navigate.push(ProfileDetailView(profile: profile)) }
    /// ```
    public struct CellNavigationAction: Sendable {
        let handler: @MainActor @Sendable (CellNavigationRequest) -> Void

        init(handler: @escaping @MainActor @Sendable (CellNavigationRequest) -> Void) {
            self.handler = handler
        }

        /// Pushes `viewController` (presents it when the screen has no navigation controller).
        @MainActor public func push(_ viewController: UIViewController, animated: Bool = true) {
            handler(CellNavigationRequest(kind: .push, viewController: viewController, animated: animated))
        }

        /// Pushes a hosting controller showing `view`, titled `title`.
        @MainActor public func push<Destination: View>(_ view: Destination, title: String? = nil, animated: Bool = true)
        {
            let controller = UIHostingController(rootView: view)
            controller.title = title
            push(controller, animated: animated)
        }

        /// Presents `viewController` modally from the screen.
        @MainActor public func present(_ viewController: UIViewController, animated: Bool = true) {
            handler(CellNavigationRequest(kind: .present, viewController: viewController, animated: animated))
        }

        /// Presents a hosting controller showing `view` modally from the screen.
        @MainActor public func present<Destination: View>(_ view: Destination, animated: Bool = true) {
            present(UIHostingController(rootView: view), animated: animated)
        }
    }
#endif
