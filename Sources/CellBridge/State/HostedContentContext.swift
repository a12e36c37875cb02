#if canImport(UIKit)
    import Combine
    import UIKit

    /// What one hosting slot tells its SwiftUI content, and how the content reaches back.
    ///
    /// One context lives as long as its cell (or hosting view). State changes travel through
    /// `@Published` instead of a new root view, so a highlight never rebuilds the content (the
    /// anytype crash came from replacing configurations on every state change). Every reference
    /// back to UIKit is weak: the context is held by the hosted root view, which is held by the
    /// hosting controller, which the cell owns.
    @MainActor
    final class HostedContentContext: ObservableObject {
        // MARK: Lifecycle

        /// - Parameter hasPosition: false for a host that is not a cell (a standalone hosting view,
        ///   even one placed inside a cell): its events are delivered without an index path.
        init(hasPosition: Bool = true) {
            self.hasPosition = hasPosition
        }

        // MARK: Internal

        /// The state SwiftUI reads as `\.cellBridgeCellState`.
        @Published private(set) var cellState = CellState.normal

        /// The view whose container (collection or table view) resolves index paths and resizes.
        weak var owner: UIView?
        /// Set by a bridge: receives events with the index path resolved at event time.
        var bridgeEventSink: (@MainActor (AnyHashable, IndexPath) -> Void)?
        /// The host's own public handler (a hosting cell's or a configuration's `onContentEvent`).
        var hostEventSink: ((AnyHashable, IndexPath) -> Void)?
        /// A host with no index path (a standalone hosting view) receives events here.
        var unpositionedEventSink: ((AnyHashable) -> Void)?
        /// Runs the resize; set by the slot's owner.
        var resizeHandler: (@MainActor () -> Void)?
        /// The screen given explicitly (a bridge's or configure's parent view controller), weak;
        /// nil means "the first view controller up the cell's responder chain".
        weak var explicitScreen: UIViewController?
        /// The host's own navigation handler (a hosting cell's or hosting view's `onNavigationRequest`).
        var hostNavigationHandler: ((CellNavigationRequest) -> Void)?
        /// Looks up the bridge's navigation handler when a request arrives (it may be set later).
        var bridgeNavigationHandler: (@MainActor () -> ((CellNavigationRequest) -> Void)?)?

        /// The SwiftUI identity of the content shown now (`.id(_:)` on the content): it changes
        /// when the cell shows another item, so that item starts with fresh SwiftUI state.
        var contentGeneration: Int { identities.generation }

        func update(state: CellState) {
            if let published = relay.update(state) { cellState = published }
        }

        /// New content for `identity` (nil: unknown): stamp it, and decide whether its SwiftUI
        /// state is kept (the core's ``ContentIdentityTracker``).
        func contentConfigured(identity: AnyHashable?) {
            _ = gate.configure()
            identities.configure(identity: identity)
        }

        func prepareForReuse() {
            gate.prepareForReuse()
            if let published = relay.prepareForReuse() { cellState = published }
        }

        /// The owning cell, when the owner is one (a content view finds its cell once inside it).
        var cell: UIView? {
            guard let owner else { return nil }
            if owner is UICollectionViewCell || owner is UITableViewCell || owner is UITableViewHeaderFooterView {
                return owner
            }
            return owner.enclosing(UICollectionViewCell.self) ?? owner.enclosing(UITableViewCell.self)
        }

        /// Where the owner is when it is a header or footer, not an item's cell (its container
        /// resolves it); set by the bridge that dequeued it, nil for cells.
        var positionResolver: (@MainActor () -> IndexPath?)?

        /// The index path of the owning cell (or header) now, asked of its container.
        func currentIndexPath() -> IndexPath? {
            if let positionResolver { return positionResolver() }
            if let cell = cell as? UICollectionViewCell {
                return cell.enclosing(UICollectionView.self)?.indexPath(for: cell)
            }
            if let cell = cell as? UITableViewCell {
                return cell.enclosing(UITableView.self)?.indexPath(for: cell)
            }
            return nil
        }

        func send(_ event: AnyHashable, from generation: ContentGeneration) {
            guard hasPosition else {
                if gate.deliversUnpositioned(sentBy: generation) { unpositionedEventSink?(event) }
                return
            }
            switch gate.decide(sentBy: generation, resolvedPosition: currentIndexPath()) {
            case .deliver(let indexPath):
                hostEventSink?(event, indexPath)
                bridgeEventSink?(event, indexPath)
            case .dropStaleContent, .dropDetachedCell:
                break
            }
        }

        func requestResize() {
            resizeHandler?()
        }

        /// Carries out a navigation request from the content by the core's ``NavigationRoute``.
        func navigate(_ request: CellNavigationRequest) {
            let appHandler = hostNavigationHandler ?? bridgeNavigationHandler?()
            let screen = explicitScreen ?? (cell ?? owner)?.nearestViewController
            let route = NavigationRoute.route(
                for: request.kind, appHandlesNavigation: appHandler != nil,
                hasNavigationController: screen?.navigationController != nil, hasScreen: screen != nil)
            switch route {
            case .appHandler:
                appHandler?(request)
            case .pushOntoNavigationController:
                screen?.navigationController?.pushViewController(request.viewController, animated: request.animated)
            case .presentFromScreen:
                screen?.present(request.viewController, animated: request.animated)
            case .unavailable:
                CellBridgeLog.error(
                    "A cell's SwiftUI content asked to show \(type(of: request.viewController)), but the cell is on no "
                        + "screen: pass parentViewController to the bridge or set onNavigationRequest.",
                    in: CellBridgeLog.navigation)
            }
        }

        // MARK: Environment actions

        var resizeAction: CellResizeAction {
            CellResizeAction { [weak self] in self?.requestResize() }
        }

        var eventAction: CellEventAction {
            let generation = gate.current
            return CellEventAction { [weak self] event in self?.send(event, from: generation) }
        }

        var navigationAction: CellNavigationAction {
            CellNavigationAction { [weak self] request in self?.navigate(request) }
        }

        var indexPathAction: CurrentIndexPathAction {
            CurrentIndexPathAction { [weak self] in self?.currentIndexPath() }
        }

        // MARK: Private

        private let hasPosition: Bool
        /// Stamps the content shown now; events stamped earlier are dropped.
        private var gate = CellEventGate()
        private var relay = CellStateRelay()
        private var identities = ContentIdentityTracker<AnyHashable>()
    }
#endif
