#if canImport(UIKit)
    import SwiftUI
    import UIKit

    /// Carries out the core's ``HostingLifecycle`` commands on one real `UIHostingController`.
    ///
    /// A slot belongs to one container view (a hosting cell's `contentView`, a configuration's
    /// content view, a ``SwiftUIHostingView``) and owns one hosting controller for its whole life.
    /// It adds no rule: it finds the parent, turns UIKit moments into ``HostingEvent``s and runs
    /// the ``HostingCommand``s it gets back, in order.
    @MainActor
    final class HostingSlot<Content: View> {
        // MARK: Lifecycle

        /// - Parameters:
        ///   - container: the view the hosted view is pinned into.
        ///   - kind: what holds the container; decides which views are made see-through
        ///     (``HostedCellBackground``).
        init(
            container: UIView,
            kind: ContainerKind,
            context: HostedContentContext,
            policy: ContainmentPolicy = .childViewController,
            safeArea: SafeAreaPolicy = .cell,
            sizingOptions: HostingSizingPlan.SizingOptions = [],
            osVersion: OSVersion = .current
        ) {
            // A reusable view's controller is a child only while displayed (Epoxy's model); a
            // standalone view's is one for its life, its appearance coming from its parent's.
            self.container = container
            self.context = context
            #if DEBUG
                // Self-check fault: the hosted content takes the safe area of the bars it scrolls under.
                let safeAreaStrategy =
                    SelfCheckFaultSwitch.isOn("safe-area-not-isolated")
                    ? .systemDefault
                    : safeArea.strategy(for: osVersion, legacyIsolation: CellBridgeSettings.legacySafeAreaIsolation)
            #else
                let safeAreaStrategy = safeArea.strategy(
                    for: osVersion, legacyIsolation: CellBridgeSettings.legacySafeAreaIsolation)
            #endif
            self.safeAreaStrategy = safeAreaStrategy
            ignoredSafeArea = SafeAreaRegions(safeAreaStrategy.ignoredRegions)
            self.insetsLayoutMarginsFromSafeArea = safeArea.insetsLayoutMarginsFromSafeArea
            self.sizingOptions = sizingOptions
            seeThroughViews = HostedCellBackground.seeThroughViews(in: kind)
            lifecycle = HostingLifecycle(policy: policy, leavesParentWhenNotDisplayed: kind != .standaloneView)
        }

        /// `deinit` is not isolated to the main actor (isolated deinit needs Swift 6.1), yet the
        /// controller must leave its parent here or it stays in `parent.children` forever. The
        /// lifecycle value is copied and asked for its release commands; they run at once when
        /// UIKit released us on the main thread (it always does for views), else on the next
        /// main-queue turn with only the controller captured.
        deinit {
            var lifecycle = lifecycle
            let commands = lifecycle.handle(.released)
            guard let controller, !commands.isEmpty else { return }
            if Thread.isMainThread {
                MainThread.runIsolated { Self.runRelease(commands, on: controller) }
            } else {
                DispatchQueue.main.async { MainThread.runIsolated { Self.runRelease(commands, on: controller) } }
            }
        }

        // MARK: Internal

        /// The hosting controller, once the first content arrived.
        private(set) var controller: SlotHostingController<HostedRoot<Content>>?

        /// The parent view controller the controller is a child of now, if any.
        var currentParent: UIViewController? { attachedParent }

        /// Shows `content`: creates the controller the first time, replaces the root view after,
        /// and has it measured. `parent` is the screen the app gave, for the content's navigation;
        /// the containment parent is always the nearest view controller above the slot
        /// (``ContainmentParent``). `identity` is the item's (nil: none stated); another identity than the
        /// last gives the content fresh SwiftUI state (``ContentIdentityTracker``). `isNewDequeue`
        /// marks content shown for a dequeue on a host that hears no `prepareForReuse`
        /// (``ItemContinuity/forNewDequeue``).
        func configure(
            _ content: Content, parent explicitParent: UIViewController?, identity: AnyHashable? = nil,
            isNewDequeue: Bool = false
        ) {
            if let explicitParent {
                self.explicitParent = explicitParent
                context.explicitScreen = explicitParent
            }
            pendingContent = content
            let change = context.contentConfigured(identity: identity, isNewDequeue: isNewDequeue)
            #if DEBUG
                // Self-check faults: the hosted view keeps the content it showed before.
                if SelfCheckFaultSwitch.isOn("stale-content-on-reuse"), lifecycle.hasController,
                    change.continuity == .anotherItem
                {
                    pendingContent = nil
                }
                if SelfCheckFaultSwitch.isOn("reconfigure-not-applied"), lifecycle.hasController,
                    change.continuity == .sameItem
                {
                    pendingContent = nil
                }
            #endif
            handle { .configure(parent: $0) }
            #if DEBUG
                // Self-check fault: content reconfigured under a screen that covers it appears.
                if SelfCheckFaultSwitch.isOn("appear-while-off-window"), lifecycle.isCoveredByParent, let controller {
                    controller.beginAppearanceTransition(true, animated: false)
                    controller.endAppearanceTransition()
                }
            #endif
        }

        /// `didMoveToSuperview`: a parent may be reachable now.
        func hierarchyChanged() { handle { .hierarchyChanged(parent: $0) } }

        /// `didMoveToWindow` of a cell: a parent may be reachable now, and content displayed while
        /// out of a window appears once it is in one (``HostingEvent/windowChanged(isInWindow:)``).
        func windowChanged(isInWindow: Bool) {
            hierarchyChanged()
            handle { _ in .windowChanged(isInWindow: isInWindow) }
        }

        /// `didMoveToWindow` of a slot no delegate reports display for and that no collection view
        /// recycles (a standalone hosting view): appearance follows window presence
        /// (``HostingEvent/windowPresenceChanged(isInWindow:)``).
        func standaloneWindowChanged(isInWindow: Bool) {
            windowChanged(isInWindow: isInWindow)
            handle { _ in .windowPresenceChanged(isInWindow: isInWindow) }
        }

        /// Display events decided elsewhere (``ConfigurationDisplaySignals``), in order.
        func display(_ events: [HostingEvent]) {
            for event in events {
                // A forwarded willDisplay reads the window as any willDisplay does.
                if case .willDisplay = event { willDisplay() } else { handle { _ in event } }
            }
        }

        /// Right before UIKit measures the container: attach so the first size is the real one.
        func willMeasure() { handle { .willMeasure(parent: $0) } }

        /// `willDisplay`: the window is read now, not remembered from the last `didMoveToWindow`. A
        /// list laid out before it is in a window (`layoutIfNeeded` in `viewDidLoad`, a preloaded
        /// tab) displays cells that were never in one, and appearing them by hand would run
        /// `onAppear` before the screen shows and unbalance UIKit's own transitions when it does
        /// (Epoxy's `handleWillDisplay` reads the window the same way).
        func willDisplay() {
            let isInWindow = container?.window != nil
            if lifecycle.isInWindow != isInWindow { handle { _ in .windowChanged(isInWindow: isInWindow) } }
            handle { .willDisplay(parent: $0) }
        }

        func didEndDisplaying() { handle { _ in .didEndDisplaying } }

        func prepareForReuse() {
            context.prepareForReuse()
            handle { _ in .prepareForReuse }
        }

        func contentRequestedResize() { handle { _ in .contentRequestedResize } }

        /// Detaches for good (the content view is being replaced); deinit does the same.
        func release() { handle { _ in .released } }

        // MARK: Private

        private weak var container: UIView?
        private let context: HostedContentContext
        private let safeAreaStrategy: SafeAreaStrategy
        /// What every root view ignores with `.ignoresSafeArea`, decided once from the strategy.
        private let ignoredSafeArea: SafeAreaRegions
        private let insetsLayoutMarginsFromSafeArea: Bool
        private let sizingOptions: HostingSizingPlan.SizingOptions
        private let seeThroughViews: HostedCellBackground.Views
        private var lifecycle: HostingLifecycle
        private var pendingContent: Content?
        /// The parent given to `configure`, held weakly; nil means "use the responder chain".
        private weak var explicitParent: UIViewController?
        /// The parent the core attached us to, held weakly (UIKit's `children` holds the strong one).
        private weak var attachedParent: UIViewController?
        /// The candidate parent of the event being handled, for `addChild` / `didMove`.
        private weak var candidateParent: UIViewController?
        /// A `settle` is scheduled for a later turn.
        private var isSettleScheduled = false
        /// This slot said once that the given parent is not the nearest one (no string per event after).
        private var hasAdvisedParent = false

        /// Feeds one event. A parent the core still counts as attached but whose weak reference is
        /// gone is reported as deallocated first, so the core degrades instead of UIKit trapping.
        /// The candidate parent is the nearest view controller above the slot, which UIKit requires
        /// (``ContainmentParent``); a different parent the app gave is said once.
        private func handle(_ makeEvent: (ParentID?) -> HostingEvent) {
            if lifecycle.parent != nil, attachedParent == nil {
                run(lifecycle.handle(.parentDeallocated))
            }
            let nearest = container?.nearestViewController
            let choice = ContainmentParent.choose(
                nearest: nearest.map { ParentID($0) }, given: explicitParent.map { ParentID($0) })
            if choice.givenDiffers, !hasAdvisedParent, let nearest, let given = explicitParent {
                hasAdvisedParent = true
                CellBridgeProblems.adviseOnce(
                    "the parentViewController given (\(type(of: given))) is not the view controller whose view "
                        + "holds the list (\(type(of: nearest))); hosting controllers become children of the latter, "
                        + "as UIKit requires, and the given one is used only to present and push from the content.",
                    key: "parent \(type(of: given)) \(type(of: nearest))")
            }
            var parent = choice.parent == nil ? nil : nearest
            #if DEBUG
                // Self-check fault: the parent the app gave is taken over the view's own controller.
                if SelfCheckFaultSwitch.isOn("hosting-parent-from-bridge") { parent = explicitParent ?? nearest }
            #endif
            candidateParent = parent
            let event = makeEvent(parent.map { ParentID($0) })
            #if DEBUG
                // Self-check fault: the controller stays the screen's child after its cell left the screen.
                if SelfCheckFaultSwitch.isOn("child-kept-after-display-ends"), event == .didEndDisplaying {
                    run(lifecycle.handle(event).filter { $0 != .willMoveToNilParent && $0 != .removeFromParent })
                    candidateParent = nil
                    return
                }
            #endif
            run(lifecycle.handle(event))
            candidateParent = nil
        }

        /// A controller that waited for an appearance transition to end before leaving its parent
        /// leaves on the next turn, outside UIKit's callback (``HostingLifecycle/needsSettling``).
        private func settleIfNeeded() {
            guard lifecycle.needsSettling, !isSettleScheduled else { return }
            isSettleScheduled = true
            MainThread.onLaterTurn { [weak self] in
                guard let self else { return }
                self.isSettleScheduled = false
                self.handle { _ in .settle }
            }
        }

        private func run(_ commands: some Sequence<HostingCommand>) {
            for command in commands { run(command) }
        }

        private func run(_ command: HostingCommand) {
            switch command {
            case .createController:
                guard let content = pendingContent else { return }
                let controller = SlotHostingController(rootView: root(for: content))
                configureNew(controller)
                // Straight to the lifecycle, not through `handle`: the callback can run in the
                // middle of a command list (adding the view to a window appears it), and it
                // produces no command.
                controller.onAppearanceChange = { [weak self] appearance in
                    self?.lifecycle.handle(.controllerAppearanceChanged(appearance))
                    self?.settleIfNeeded()
                }
                self.controller = controller
            case .addChild:
                #if DEBUG
                    // Self-check fault: containment never happens.
                    if SelfCheckFaultSwitch.isOn("hosting-controller-not-child") { return }
                #endif
                guard let controller, let parent = candidateParent else { return }
                parent.addChild(controller)
                attachedParent = parent
            case .addView:
                guard let controller, let container else { return }
                install(controller.view, in: container)
            case .didMoveToParent:
                guard let controller, let parent = attachedParent else { return }
                controller.didMove(toParent: parent)
            case .replaceRootView:
                guard let controller, let content = pendingContent else { return }
                controller.rootView = root(for: content)
            case .forceLayout:
                #if DEBUG
                    // Self-check fault: SwiftUI lays the content out at 0×0.
                    if SelfCheckFaultSwitch.isOn("hosted-at-zero-size"), let container {
                        SelfCheckFaultSwitch.layOutAtZeroSize(container)
                    }
                #endif
                // From iOS 15.2 the new root view is applied in this layout pass; never at a size
                // the container does not really have yet (the core's HostedLayoutTiming).
                guard let view = controller?.view, let bounds = container?.bounds,
                    HostedLayoutTiming.forcesLayout(
                        containerWidth: Double(bounds.width), containerHeight: Double(bounds.height))
                else { return }
                view.setNeedsLayout()
                view.layoutIfNeeded()
            case .invalidateIntrinsicSize:
                controller?.view.invalidateIntrinsicContentSize()
            case .beginAppearanceTransition, .endAppearanceTransition, .willMoveToNilParent, .removeView:
                if let controller { Self.runControllerStep(command, on: controller) }
            case .removeFromParent:
                if let controller { Self.runControllerStep(command, on: controller) }
                attachedParent = nil
            }
            pendingContent = command == .createController || command == .replaceRootView ? nil : pendingContent
        }

        private func root(for content: Content) -> HostedRoot<Content> {
            HostedRoot(content: content, context: context, ignoredSafeArea: ignoredSafeArea)
        }

        private func configureNew(_ controller: SlotHostingController<HostedRoot<Content>>) {
            // Selection and highlight are drawn by the cell behind the content (core rule).
            var clearsHostedView = seeThroughViews.contains(.hostedView)
            #if DEBUG
                // Self-check fault: the hosted view keeps the hosting controller's opaque background.
                if SelfCheckFaultSwitch.isOn("hosted-view-opaque") { clearsHostedView = false }
            #endif
            if clearsHostedView { controller.view.backgroundColor = .clear }
            controller.view.insetsLayoutMarginsFromSafeArea = insetsLayoutMarginsFromSafeArea
            switch safeAreaStrategy {
            case .safeAreaRegions(let respected):
                if #available(iOS 16.4, tvOS 16.4, *) { controller.safeAreaRegions = SafeAreaRegions(respected) }
            case .zeroedSafeAreaInsets(let ignored):
                // Declared public (underscored) in SwiftUI's interface since iOS 13, deprecated in
                // 16.4 in favour of safeAreaRegions: the hosting view's safe area reads zero.
                if #unavailable(iOS 16.4, tvOS 16.4) {
                    controller._disableSafeArea = true
                    if ignored.contains(.keyboard) { KeyboardAvoidance.disable(in: controller.view) }
                }
            case .systemDefault, .ignoresSafeAreaModifier:
                break
            }
            if !sizingOptions.isEmpty, #available(iOS 16.0, tvOS 16.0, *) {
                var options: UIHostingControllerSizingOptions = []
                if sizingOptions.contains(.intrinsicContentSize) { options.insert(.intrinsicContentSize) }
                if sizingOptions.contains(.preferredContentSize) { options.insert(.preferredContentSize) }
                controller.sizingOptions = options
            }
        }

        /// Pins the hosted view to the container's edges. Its frame is set to the container's
        /// bounds *before* it joins the hierarchy, so SwiftUI's first layout happens at the real
        /// size and not at 0×0 (Epoxy PR #137: images requested at a bogus size).
        private func install(_ view: UIView, in container: UIView) {
            view.frame = container.bounds
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            view.pinEdges(to: container)
        }

        /// `deinit`'s release commands, run with nothing but the controller left.
        private static func runRelease(_ commands: HostingCommands, on controller: UIViewController) {
            for command in commands { runControllerStep(command, on: controller) }
        }

        /// The commands that need nothing but the controller (appearance and removal), for the
        /// slot and its `deinit` alike.
        private static func runControllerStep(_ command: HostingCommand, on controller: UIViewController) {
            switch command {
            case .beginAppearanceTransition(let isAppearing):
                controller.beginAppearanceTransition(isAppearing, animated: false)
            case .endAppearanceTransition:
                controller.endAppearanceTransition()
            case .willMoveToNilParent:
                controller.willMove(toParent: nil)
            case .removeView:
                controller.view.removeFromSuperview()
            case .removeFromParent:
                controller.removeFromParent()
            case .createController, .addChild, .addView, .didMoveToParent, .replaceRootView, .forceLayout,
                .invalidateIntrinsicSize:
                break
            }
        }
    }
#endif
