#if canImport(UIKit)
    import SwiftUI
    import UIKit

    extension UIViewController {
        /// Embeds a SwiftUI screen (or part of one) in this view controller, the migration
        /// article's first pattern, with containment done by the core's rules.
        ///
        /// The hosting controller becomes this controller's child; with ``HostingSizing/fillsContainer``
        /// the view is pinned to `container`'s edges (default: `view`), otherwise it is added
        /// unconstrained for you to place.
        ///
        /// ```swift
        /// override func viewDidLoad() {
        ///     super.viewDidLoad()
        ///     embedSwiftUI(SettingsView(store: store))
        /// }
        /// ```
        @discardableResult
        public func embedSwiftUI<Content: View>(
            _ content: Content,
            in container: UIView? = nil,
            sizing: HostingSizing = .fillsContainer,
            safeArea: SafeAreaPolicy = .screen
        ) -> SwiftUIHostingView<Content> {
            let container = container ?? view!
            let hostingView = SwiftUIHostingView(
                rootView: content, parentViewController: self, sizing: sizing, safeArea: safeArea)
            hostingView.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(hostingView)
            if hostingView.sizingPlan.pinsToContainerEdges { hostingView.pinEdges(to: container) }
            return hostingView
        }
    }
#endif
