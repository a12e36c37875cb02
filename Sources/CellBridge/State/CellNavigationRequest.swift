#if canImport(UIKit)
    import UIKit

    /// A screen SwiftUI cell content asks to show: pushed onto the screen's navigation controller
    /// or presented from the screen (``NavigationRoute`` decides), or handed to the app's handler.
    ///
    /// ```swift
    /// bridge.onNavigationRequest = { [weak self] request in
    ///     self?.coordinator.show(request.viewController, pushing: request.kind == .push)
    /// }
    /// ```
    public struct CellNavigationRequest {
        /// Push or present.
        public var kind: NavigationRoute.Request
        /// The screen to show.
        public var viewController: UIViewController
        /// Whether UIKit animates the transition.
        public var animated: Bool

        public init(kind: NavigationRoute.Request, viewController: UIViewController, animated: Bool = true) {
            self.kind = kind
            self.viewController = viewController
            self.animated = animated
        }
    }
#endif
