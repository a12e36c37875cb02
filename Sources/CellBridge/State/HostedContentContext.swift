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
    /// The context finds its view's position itself (``ElementPosition``) from what the view is,
    /// which is stated, never learnt later: by the bridge that dequeued it, by the class of a table's
    /// header-footer view, by the layout attributes UIKit applies to a hosting cell, or by the app
    /// on a ``SwiftUIHostingConfiguration`` (``SwiftUIHostingConfiguration/supplementaryElement(ofKind:)``).
    /// So a cell, header or footer the app dequeues by hand delivers events and resizes exactly like
    /// one a bridge made.
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
        weak var owner: UIView?
        /// What the owner is to its container: set by the view's class (a table header or
        /// footer), by the layout attributes UIKit applies to a hosting cell, by the bridge that
        /// dequeued it, or by the app on a content configuration.
        var element: ReusableElement
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
        weak var explicitScreen: UIViewController? {
            didSet {
                #if DEBUG
                    // Self-check fault: the content holds its screen strongly (a retain cycle).
                    if SelfCheckFaultSwitch.isOn("parent-retained-strongly") { retainedScreen = explicitScreen }
                #endif
            }
        }
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
        var contentGeneration: Int {
            #if DEBUG
                return identities.generation &+ faultReappearances
            #else
                return identities.generation
            #endif
        }

        #if DEBUG
            /// Same-item reconfigures under the self-check fault `reconfigure-reappears`, each a new
            /// SwiftUI identity for the content.
            private var faultReappearances = 0
        #endif

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
            cellState = published
            if (published.isSelected || published.isHighlighted) && tapHandling == .contentHandlesTaps {
                forwardingMonitor?.selectedWhileContentHandlesTaps()
            }
        }

        /// New content for `identity` (nil: none stated): stamp it, and decide whether its SwiftUI
        /// state is kept (the core's ``ContentIdentityTracker``); events from the old content survive
        /// a same-item update. `isNewDequeue` is true when a host that never hears `prepareForReuse`
        /// (a content configuration's view) shows content for a dequeue (``ItemContinuity/forNewDequeue``).
        @discardableResult
        func contentConfigured(identity: AnyHashable?, isNewDequeue: Bool = false)
            -> ContentIdentityTracker<AnyHashable>.Change
        {
            if isNewDequeue { identities.prepareForReuse() }
            let change = identities.configure(identity: identity)
            let continuity = isNewDequeue ? change.continuity.forNewDequeue : change.continuity
            #if DEBUG
                // Self-check fault: a same-item reconfigure gives the content a new SwiftUI identity, so
                // the content disappears and appears again.
                if SelfCheckFaultSwitch.isOn("reconfigure-reappears"), continuity == .sameItem {
                    faultReappearances &+= 1
                }
                // Self-check fault: a same-item reconfigure drops the events of the content it replaces.
                if SelfCheckFaultSwitch.isOn("reconfigure-drops-earlier-action") {
                    _ = gate.configure(continuity: .anotherItem)
                    return change
                }
                // Self-check fault: content for another item leaves the event stamp as it was, so events
                // from the content the cell showed before are still delivered.
                if SelfCheckFaultSwitch.isOn("stale-event-delivered-after-reuse") { return change }
            #endif
            _ = gate.configure(continuity: continuity)
            return change
        }

        /// What the view does right after its next display is forwarded (by a bridge or by hand):
        /// show content that changed while UIKit held the cell off screen, or ask to resize (the
        /// engine's iOS 14 reconfigure). A reuse drops it: the dequeue configures the next content.
        var whenNextDisplayed: (@MainActor () -> Void)?

        /// Runs and clears ``whenNextDisplayed``; the view's display was forwarded just before.
        func runWhenNextDisplayed() {
            guard let action = whenNextDisplayed else { return }
            whenNextDisplayed = nil
            action()
        }

        func prepareForReuse() {
            whenNextDisplayed = nil
            if isDisplayedByDelegate { forwardingMonitor?.reusedWhileDisplayed() }
            isDisplayedByDelegate = false
            // A reconfigure of a displayed cell brings no new willDisplay; only a reuse starts over.
            displayForwardedSinceDequeue = false
            #if DEBUG
                // Self-check fault: a reuse leaves the event stamp as it was (see contentConfigured).
                if !SelfCheckFaultSwitch.isOn("stale-event-delivered-after-reuse") { gate.prepareForReuse() }
            #else
                gate.prepareForReuse()
            #endif
            #if DEBUG
                // Self-check fault: content without an identity keeps its SwiftUI state across a reuse.
                if SelfCheckFaultSwitch.isOn("state-kept-without-identity") {
                    if let published = relay.prepareForReuse() { cellState = published }
                    return
                }
            #endif
            identities.prepareForReuse()
            if let published = relay.prepareForReuse() { cellState = published }
        }

        /// A display callback reached the view (forwarded by a bridge or by hand).
        func displayForwarded(isDisplayed: Bool) {
            #if DEBUG
                // Self-check fault: UIKit's own self-sizing is switched off in the container served.
                if SelfCheckFaultSwitch.isOn("self-sizing-switched-off") {
                    SelfCheckFaultSwitch.stopSelfSizing(around: cell)
                }
            #endif
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

        /// Where the owning view is now, asked of its container the way it names places
        /// (``ElementPosition``); nil when it is in none (the reuse pool, removed).
        func currentIndexPath() -> IndexPath? {
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
            #if DEBUG
                // Self-check fault: the position is resolved once and remembered, not when the event fires.
                if SelfCheckFaultSwitch.isOn("event-position-remembered") {
                    rememberedPosition = rememberedPosition ?? currentIndexPath()
                }
                let position = rememberedPosition ?? currentIndexPath()
            #else
                let position = currentIndexPath()
            #endif
            switch gate.decide(sentBy: generation, resolvedPosition: position) {
            case .deliver(let indexPath):
                #if DEBUG
                    // Self-check fault: the host's own handler (a view used without a bridge) is never called.
                    if SelfCheckFaultSwitch.isOn("hand-header-event-lost") {
                        bridgeEventSink?(event, indexPath)
                        return
                    }
                #endif
                hostEventSink?(event, indexPath)
                bridgeEventSink?(event, indexPath)
            case .dropStaleContent:
                break
            case .dropDetachedCell:
                adviseIfStatedElementIsMissing()
            }
        }

        /// A visible collection cell whose collection view gives it no item index path may be a
        /// supplementary view nobody said was one (a list cell registered as a section header):
        /// say how to state it, once. Nothing is learnt from the layout (UIKIT-PITFALLS 29).
        private func adviseIfStatedElementIsMissing() {
            guard element == .cell, let cell = cell as? UICollectionViewCell, cell.window != nil, !cell.isHidden
            else { return }
            CellBridgeProblems.adviseOnce(
                "an event from a SwiftUIHostingConfiguration in a \(type(of: cell)) on screen was dropped: its "
                    + "collection view gives it no item index path. If it is a supplementary view (a header "
                    + "registered with SupplementaryRegistration), say so: .supplementaryElement(ofKind: kind).",
                key: "unstated supplementary \(type(of: cell))")
        }

        /// A tap on the content that none of its controls took, in a cell whose content selects it
        /// (``CellTapHandling/contentControlsAndCell``): selected or deselected as a user's tap on the
        /// cell would (``ContentSelectionStep``). UIKit's programmatic selection tells the delegate
        /// nothing, so the shell does what UIKit does for a tap: asks the app's own `shouldSelect` /
        /// `willSelectRowAt` (through the bridge's forwarding delegate, which is required for this
        /// tap handling), deselects the item a single selection replaces with its `didDeselect`, then
        /// selects with `didSelect`.
        func selectCellFromContent() {
            guard CellSelectionRules.contentSelectsCell(for: tapHandling), let cell else { return }
            if let cell = cell as? UICollectionViewCell, let collectionView = cell.enclosing(UICollectionView.self),
                let indexPath = collectionView.indexPath(for: cell)
            {
                let forwarding = collectionView.delegate as? CollectionForwardingDelegate
                if forwarding == nil { Self.adviseForwardingForContentSelection() }
                switch ContentSelectionStep.forTap(
                    isSelected: cell.isSelected, allowsSelection: collectionView.allowsSelection,
                    allowsMultipleSelection: collectionView.allowsMultipleSelection)
                {
                case .select:
                    let allowed = ContentSelectionInProgress.asking {
                        forwarding?.appAllowsSelection(at: indexPath, in: collectionView) ?? true
                    }
                    guard allowed else { return }
                    if !collectionView.allowsMultipleSelection {
                        for previous in collectionView.indexPathsForSelectedItems ?? [] where previous != indexPath {
                            collectionView.deselectItem(at: previous, animated: false)
                            collectionView.delegate?.collectionView?(collectionView, didDeselectItemAt: previous)
                        }
                    }
                    collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
                    collectionView.delegate?.collectionView?(collectionView, didSelectItemAt: indexPath)
                case .deselect:
                    guard forwarding?.appAllowsDeselection(at: indexPath, in: collectionView) ?? true else { return }
                    collectionView.deselectItem(at: indexPath, animated: false)
                    collectionView.delegate?.collectionView?(collectionView, didDeselectItemAt: indexPath)
                case .nothing:
                    break
                }
            } else if let cell = cell as? UITableViewCell, let tableView = cell.enclosing(UITableView.self),
                let indexPath = tableView.indexPath(for: cell)
            {
                let forwarding = tableView.delegate as? TableForwardingDelegate
                if forwarding == nil { Self.adviseForwardingForContentSelection() }
                switch ContentSelectionStep.forTap(
                    isSelected: cell.isSelected, allowsSelection: tableView.allowsSelection,
                    allowsMultipleSelection: tableView.allowsMultipleSelection)
                {
                case .select:
                    let target = ContentSelectionInProgress.asking {
                        forwarding.map { $0.appSelection(at: indexPath, in: tableView) } ?? indexPath
                    }
                    guard let target else { return }
                    if !tableView.allowsMultipleSelection {
                        for previous in tableView.indexPathsForSelectedRows ?? [] where previous != target {
                            tableView.deselectRow(at: previous, animated: false)
                            tableView.delegate?.tableView?(tableView, didDeselectRowAt: previous)
                        }
                    }
                    tableView.selectRow(at: target, animated: false, scrollPosition: .none)
                    tableView.delegate?.tableView?(tableView, didSelectRowAt: target)
                case .deselect:
                    guard let target = forwarding.map({ $0.appDeselection(at: indexPath, in: tableView) }) ?? indexPath
                    else { return }
                    tableView.deselectRow(at: target, animated: false)
                    tableView.delegate?.tableView?(tableView, didDeselectRowAt: target)
                case .nothing:
                    break
                }
            }
        }

        private static func adviseForwardingForContentSelection() {
            CellBridgeProblems.adviseOnce(
                "a cell with tapHandling .contentControlsAndCell was tapped, but its view's delegate is not the "
                    + "bridge's forwarding delegate, so the app's own shouldSelect could not be asked and a button's "
                    + "tap may also select the row. Set view.delegate = bridge.forwardingDelegate(to: yourDelegate).",
                key: "content selection without forwarding")
        }

        func requestResize() {
            #if DEBUG
                // Self-check fault: the content's request to resize is ignored.
                if SelfCheckFaultSwitch.isOn("resize-request-ignored") { return }
            #endif
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

        // Made once per context (the event action once per content stamp), not on every render:
        // a new closure in the environment would re-render every view that reads it on each
        // highlight.

        private(set) lazy var resizeAction = CellResizeAction { [weak self] in self?.requestResize() }

        var eventAction: CellEventAction {
            let generation = gate.current
            if let cached = cachedEventAction, cached.generation == generation { return cached.action }
            let action = CellEventAction { [weak self] event in self?.send(event, from: generation) }
            cachedEventAction = (generation, action)
            return action
        }

        private(set) lazy var navigationAction = CellNavigationAction { [weak self] request in self?.navigate(request) }

        private(set) lazy var indexPathAction = CurrentIndexPathAction { [weak self] in self?.currentIndexPath() }

        private var cachedEventAction: (generation: ContentGeneration, action: CellEventAction)?

        // MARK: Private

        private let hasPosition: Bool
        /// Stamps the content shown now; events stamped for another item are dropped.
        private var gate = CellEventGate()
        private var relay = CellStateRelay()
        private var identities = ContentIdentityTracker<AnyHashable>()
        #if DEBUG
            /// What the self-check faults `parent-retained-strongly` and `event-position-remembered` keep.
            private var retainedScreen: UIViewController?
            private var rememberedPosition: IndexPath?
        #endif
    }

    /// True while a content tap asks the app whether its cell may be selected
    /// (``CellTapHandling/contentControlsAndCell``): the bridge's `shouldSelect(_:)`, which an app may
    /// call from its own `shouldSelect`, then answers for the content's tap, not for UIKit's touch
    /// (``CellSelectionRules/allowsSelection(for:byContent:)``).
    @MainActor
    enum ContentSelectionInProgress {
        private(set) static var isActive = false

        static func asking<Answer>(_ body: () -> Answer) -> Answer {
            isActive = true
            defer { isActive = false }
            return body()
        }
    }
#endif
