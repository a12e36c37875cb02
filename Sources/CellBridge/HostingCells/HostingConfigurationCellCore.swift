#if canImport(UIKit)
    import SwiftUI
    import UIKit

    /// What the iOS 16+ configuration cells share: the context their SwiftUI content talks to,
    /// the `UIHostingConfiguration` they show, and the bodies of their UIKit overrides.
    ///
    /// Apple's configuration hosts SwiftUI without a child controller and handles containment
    /// and content size changes itself. What it does not do is tell the content the cell's state,
    /// and rebuilding the configuration on every state change replaces content views under fast
    /// reuse (anytype-swift PR #4945). The cells publish their state through the content's context
    /// instead: the configuration is set once per configure and state changes only re-render what
    /// reads them.
    @MainActor
    final class HostingConfigurationCellCore {
        // MARK: Lifecycle

        init(cell: UIView, kind: ContainerKind) {
            context.owner = cell
            context.resizeHandler = { [weak self, weak cell] in
                guard let self, let cell else { return }
                ResizeScheduler.shared.viewRequestedResize(
                    cell, in: kind, as: self.context.element, context: self.context)
            }
        }

        // MARK: Internal

        let context = HostedContentContext()

        /// The SwiftUI view type shown, for diagnostics.
        var viewTypeName: String?

        /// The configuration showing `content` for the item `identity` names, stamped as the cell's
        /// new content, with the margins the core gives hosted cells on every path
        /// (``ContentMargins/hostedCell``).
        @available(iOS 16.0, tvOS 16.0, *)
        func configuration(showing content: AnyView, identity: AnyHashable?) -> any UIContentConfiguration {
            context.contentConfigured(identity: identity)
            let root = HostedRoot(content: content, context: context, ignoredSafeArea: [])
            // No system minimum either (Apple: a nil minimum "indicates that the system default should
            // be used"): a compact row keeps its own height, as in the hosting cells of iOS 14–15.
            return UIHostingConfiguration { root }.margins(ContentMargins.hostedCell).minSize(width: 0, height: 0)
        }

        func prepareForReuse() {
            context.prepareForReuse()
        }

        func update(state: UICellConfigurationState) { context.update(state: CellState(state)) }
    }
#endif
