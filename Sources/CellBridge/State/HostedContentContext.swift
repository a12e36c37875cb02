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
    ///
    /// The context finds its view's position itself (``ElementPosition``), so a cell, header or
    /// footer the app dequeues by hand delivers events and resizes exactly like one a bridge made.
    @MainActor
    final class HostedContentContext: ObservableObject {
        // MARK: Lifecycle

        /// - Parameter hasPosition: false for a host that is not a cell (a standalone hosting view,
        ///   even one placed inside a cell): its events are delivered without an index path.
        init(hasPosition: Bool = true, element: ReusableElement = .cell) {
            self.hasPosition = hasPosition
            self.element = element
        }

        // MARK: Internal

        /// The state SwiftUI reads as `\.cellBridgeCellState`.
        @Published private(set) var cellState = CellState.normal

        /// The view whose container (collection or table view) resolves index paths and resizes.
        weak var owner: UIView? {
            didSet { if owner !== oldValue { hasLearntElement = false } }
        }
        /// What the owner is to its container: set by the view's class (a table header or
        /// footer), learnt from the layout attributes UIKit applies (a collection view element),
        /// or told by the bridge that dequeued it.
        var element: ReusableElement
        /// True for a host nobody tells what it is (a content configuration's view in the app's
        /// own cell, header or footer): ``element`` is learnt from the view around it, once, the
        /// first time the position is asked while it is on screen (``refreshElement()``).
        var learnsElement = false

        /// True while a host that learns its element has not: a collection element's is learnt
        /// from its layout, which is asked only outside a layout pass.
        var elementIsUnknown: Bool { learnsElement && !hasLearntElement }
        /// Set by a bridge: receives events with the index path resolved at event time.
        var bridgeEventSink: (@MainActor (AnyHashable, IndexPath) -> Void)?
        /// The host's own public handler (a hosting cell's or a configuration's `onContentEvent`).
        var hostEventSink: ((AnyHashable, IndexPath) -> Void)?
        /// A host with no index path (a standalone hosting view) receives events here.
        var unpositionedEventSink: ((AnyHashable) -> Void)?
        /// Runs the resize; set by the slot's owner.
        var resizeHandler: (@MainActor () -> Void)?
        /// Called when the context publishes a change of its own to the content (a cell state):
        /// the SwiftUI update it causes is not the content resizing itself (``HostedSizeFollower/expectOwnUpdate()``).
        var ownUpdateHandler: (@MainActor () -> Void)?
        /// The screen given explicitly (a bridge's or configure's parent view controller), weak;
        /// nil means "the first view controller up the cell's responder chain".
        weak var explicitScreen: UIViewController?
        /// The host's own navigation handler (a hosting cell's or hosting view's `onNavigationRequest`).
        var hostNavigationHandler: ((CellNavigationRequest) -> Void)?
        /// Looks up the bridge's navigation handler when a request arrives (it may be set later).
        var bridgeNavigationHandler: (@MainActor () -> ((CellNavigationRequest) -> Void)?)?
        /// The bridge that configured the view watches for the forwarding its delegate forgot.
        weak var forwardingMonitor: DelegateForwardingMonitor?
        /// Who answers taps on the item shown now (set by the bridge).
        var tapHandling = CellTapHandling.cellSelects

        /// The SwiftUI identity of the content shown now (`.id(_:)` on the content): it changes
        /// when the cell shows another item, so that item starts with fresh SwiftUI state.
        var contentGeneration: Int { identities.generation }

        /// The stamp of the content shown now: it changes when the view shows another item (or is
        /// reused), not on a same-item reconfigure (``CellEventGate``).
        var contentStamp: ContentGeneration { gate.current }

        /// The item identity of the content shown now, if known.
        var currentIdentity: AnyHashable? { identities.identity }

        /// True between a forwarded `willDisplay` and its `didEndDisplaying`.
        private(set) var isDisplayedByDelegate = false
        /// True once a `willDisplay` reached the view since it was last dequeued.
        private(set) var displayForwardedSinceDequeue = false

        func update(state: CellState) {
            guard let published = relay.update(state) else { return }
            ownUpdateHandler?()
            cellState = published
            if (published.isSelected || published.isHighlighted) && tapHandling == .contentHandlesTaps {
                forwardingMonitor?.selectedWhileContentHandlesTaps()
            }
        }

        /// New content for `identity` at `version` (nil: unknown): stamp it, and decide whether its
        /// SwiftUI state is kept and whether its size may have changed (the core's
        /// ``ContentIdentityTracker``); events from the old content survive a same-item update.
        /// `isNewDequeue` is true when a host that never hears `prepareForReuse` (a content
        /// configuration's view) shows content for a dequeue (``ItemContinuity/forNewDequeue``).
        @discardableResult
        func contentConfigured(identity: AnyHashable?, version: Int? = nil, isNewDequeue: Bool = false)
            -> ContentIdentityTracker<AnyHashable>.Change
        {
            let change = identities.configure(identity: identity, version: version)
            _ = gate.configure(continuity: isNewDequeue ? change.continuity.forNewDequeue : change.continuity)
            return change
        }

        func prepareForReuse() {
            if isDisplayedByDelegate { forwardingMonitor?.reusedWhileDisplayed() }
            isDisplayedByDelegate = false
            // A reconfigure of a displayed cell brings no new willDisplay; only a reuse starts over.
            displayForwardedSinceDequeue = false
            gate.prepareForReuse()
            if let published = relay.prepareForReuse() {
                ownUpdateHandler?()
                cellState = published
            }
        }

        /// A display callback reached the view (forwarded by a bridge or by hand).
        func displayForwarded(isDisplayed: Bool) {
            isDisplayedByDelegate = isDisplayed
            if isDisplayed { displayForwardedSinceDequeue = true }
        }

        /// UIKit applied layout attributes: a collection view element says what it is.
        func layoutAttributesApplied(_ attributes: UICollectionViewLayoutAttributes) {
            let category: ElementPosition.LayoutCategory
            switch attributes.representedElementCategory {
            case .cell: category = .cell
            case .supplementaryView: category = .supplementaryView
            case .decorationView: category = .decorationView
            @unknown default: return
            }
            if let learnt = ElementPosition.element(layoutCategory: category, kind: attributes.representedElementKind) {
                element = learnt
            }
        }

        /// The owning cell (or header or footer view), when the owner is one or lies inside one.
        var cell: UIView? {
            guard let owner else { return nil }
            if owner.reusableViewKind != nil { return owner }
            return owner.enclosingReusableView?.view
        }

        /// For a host that ``learnsElement`` and has not yet: what its reusable view is to its
        /// container (unchanged when the container cannot say, as in the reuse pool). A reusable
        /// view never changes element: UIKit reuses it from the queue of its kind and identifier.
        ///
        /// Without `askingLayout` only what needs no layout is learnt: a table's views by class, a
        /// collection cell by its index path. `askingLayout` also matches a collection view's layout
        /// attributes, which must not be asked inside a layout pass or a data source call (UIKit
        /// re-entered there ends in "stuck in its update/layout loop"): only from a later
        /// main-queue turn (``ResizeScheduler``'s flush, a deferred event, ``currentIndexPath()``'s
        /// scheduled learning).
        func refreshElement(askingLayout: Bool = false) {
            guard elementIsUnknown, let view = cell, let kind = view.reusableViewKind else { return }
            let learnt: ReusableElement?
            switch kind {
            case .collectionViewCell, .collectionReusableView:
                learnt = view.enclosing(UICollectionView.self)?.element(
                    of: view, enclosedBy: kind, askingLayout: askingLayout)
            case .tableViewCell, .tableHeaderFooterView:
                learnt = ElementPosition.element(enclosedBy: kind, hasCellIndexPath: false, placed: [])
            }
            if let learnt {
                element = learnt
                hasLearntElement = true
            }
        }

        /// Learns the element from the layout on the next main-queue turn, once.
        private func learnElementSoon() {
            guard elementIsUnknown, !isLearningScheduled else { return }
            isLearningScheduled = true
            MainThread.onLaterTurn { [weak self] in
                self?.isLearningScheduled = false
                self?.refreshElement(askingLayout: true)
            }
        }

        /// Where the owning view is now, asked of its container the way it names places
        /// (``ElementPosition``); nil when it is in none (the reuse pool, removed).
        func currentIndexPath() -> IndexPath? {
            // Maybe called inside a layout pass (SwiftUI's body, onAppear): no layout is asked here.
            refreshElement()
            learnElementSoon()
            guard let view = cell else { return nil }
            switch ElementPosition.lookup(for: element) {
            case .cellIndexPath:
                if let cell = view as? UICollectionViewCell {
                    return cell.enclosing(UICollectionView.self)?.indexPath(for: cell)
                }
                if let cell = view as? UITableViewCell { return cell.enclosing(UITableView.self)?.indexPath(for: cell) }
                return nil
            case .supplementaryIndexPath:
                return view.enclosing(UICollectionView.self)?.currentPosition(ofSupplementary: view, as: element)
            case .tableSection:
                return view.enclosing(UITableView.self)?.currentPosition(ofSupplementary: view, as: element)
            }
        }

        func send(_ event: AnyHashable, from generation: ContentGeneration) {
            guard hasPosition else {
                if gate.deliversUnpositioned(sentBy: generation) { unpositionedEventSink?(event) }
                return
            }
            refreshElement()
            if elementIsUnknown {
                // A collection element not learnt yet: the event waits a turn for its layout to be asked.
                MainThread.onLaterTurn { [weak self] in
                    self?.refreshElement(askingLayout: true)
                    self?.deliver(event, from: generation)
                }
                return
            }
            deliver(event, from: generation)
        }

        private func deliver(_ event: AnyHashable, from generation: ContentGeneration) {
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
        private var hasLearntElement = false
        private var isLearningScheduled = false
        /// Stamps the content shown now; events stamped for another item are dropped.
        private var gate = CellEventGate()
        private var relay = CellStateRelay()
        private var identities = ContentIdentityTracker<AnyHashable>()
    }
#endif
