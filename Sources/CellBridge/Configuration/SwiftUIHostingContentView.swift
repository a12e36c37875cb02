#if canImport(UIKit)
    import SwiftUI
    import UIKit

    /// The content view of ``SwiftUIHostingConfiguration``: one hosting slot for its whole life.
    ///
    /// UIKit keeps a content view while successive configurations of the same type are applied
    /// (`supports(_:)`), so each new configuration is a `rootView` replacement on the same
    /// controller followed by a forced layout, which is all the cell needs to be measured again.
    /// The view is made at `.zero`; it is never forced through a layout before UIKit gives it a
    /// real size (``HostedLayoutTiming``). Appearance follows forwarded display callbacks, else
    /// new content for another item and window changes (``ConfigurationDisplaySignals``). The
    /// cell's layout margins are followed whenever UIKit changes them (``MarginTracker``), and the
    /// content carries its item's SwiftUI identity (``SwiftUIHostingConfiguration/itemIdentity(_:)``).
    final class SwiftUIHostingContentView<Content: View>: UIView, UIContentView, HostedDisplayReceiving {
        // MARK: Lifecycle

        init(configuration: SwiftUIHostingConfiguration<Content>) {
            current = configuration
            super.init(frame: .zero)
            backgroundColor = .clear
            insetsLayoutMarginsFromSafeArea = SafeAreaPolicy.cell.insetsLayoutMarginsFromSafeArea
            // This view's own margins follow the cell's (its superview's), so UIKit calls
            // layoutMarginsDidChange here whenever the cell's change (Epoxy's hosting view tracks
            // them the same way); the margins read are the superview's, resolved by the core.
            directionalLayoutMargins = .zero
            preservesSuperviewLayoutMargins = true
            context.owner = self
            context.resizeHandler = { [weak self] in self?.contentRequestedResize() }
            apply(configuration)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            nil
        }

        // MARK: UIContentView

        var configuration: UIContentConfiguration {
            get { current }
            set {
                guard let configuration = newValue as? SwiftUIHostingConfiguration<Content> else {
                    // UIKit only does this when `supports(_:)` was ignored; keep the old content.
                    CellBridgeProblems.report(
                        "\(type(of: newValue)) was applied to a \(Self.self); the old content stays")
                    return
                }
                switch ConfigurationApplication.kind(
                    applied: current.contentIdentity.id, incoming: configuration.contentIdentity.id)
                {
                case .stateOnly:
                    // UIKit re-applying the configuration for a new cell state (every touch):
                    // publish the state; the root view and the content's stamp stay.
                    current = configuration
                    connectHandlers(of: configuration)
                    context.update(state: configuration.cellState)
                case .newContent:
                    // New content: for another item the old content goes and the new one comes;
                    // the same item reconfigured stays on screen.
                    let isInWindow = window != nil
                    let isNewDequeue = !displaySignals.newContentIsInPlace
                    var continuity = ItemContinuity.between(
                        previous: current.identity, next: configuration.identity, hadContent: true)
                    if isNewDequeue { continuity = continuity.forNewDequeue }
                    let leaving = displaySignals.willApplyNewContent(isInWindow: isInWindow, continuity: continuity)
                    slot.display(leaving)
                    margins.contentReplaced()
                    apply(configuration, isNewDequeue: isNewDequeue)
                    let arriving = displaySignals.didApplyNewContent(isInWindow: isInWindow, continuity: continuity)
                    if !arriving.isEmpty { Self.hintForwardingOnce() }
                    slot.display(arriving)
                }
            }
        }

        func supports(_ configuration: UIContentConfiguration) -> Bool {
            configuration is SwiftUIHostingConfiguration<Content>
        }

        // MARK: Display

        func hostedContentWillDisplay() {
            context.displayForwarded(isDisplayed: true)
            slot.display(displaySignals.displayForwarded(isDisplayed: true))
        }

        func hostedContentDidEndDisplaying() {
            context.displayForwarded(isDisplayed: false)
            slot.display(displaySignals.displayForwarded(isDisplayed: false))
        }

        // MARK: UIKit

        override func didMoveToSuperview() {
            super.didMoveToSuperview()
            context.owner = enclosingCell ?? self
            context.element = element(of: current)
            slot.hierarchyChanged()
            followCellMargins()
        }

        override func didMoveToWindow() {
            super.didMoveToWindow()
            slot.windowChanged(isInWindow: window != nil)
            slot.display(displaySignals.windowChanged(isInWindow: window != nil))
        }

        override func layoutMarginsDidChange() {
            super.layoutMarginsDidChange()
            followCellMargins()
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            // A margin change that reached the cell without reaching this view (one that did not
            // preserve its superview's) is caught at the next layout pass.
            followCellMargins()
        }

        override func systemLayoutSizeFitting(
            _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
            verticalFittingPriority: UILayoutPriority
        ) -> CGSize {
            // A reused row in a section with other margins is measured with the margins it has now.
            followCellMargins(whileMeasuring: true)
            slot.willMeasure()
            return super.systemLayoutSizeFitting(
                targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                verticalFittingPriority: verticalFittingPriority)
        }

        override func sizeThatFits(_ size: CGSize) -> CGSize {
            followCellMargins(whileMeasuring: true)
            slot.willMeasure()
            return super.sizeThatFits(size)
        }

        // MARK: Private

        private var current: SwiftUIHostingConfiguration<Content>
        private let context = HostedContentContext()
        private var displaySignals = ConfigurationDisplaySignals()
        private var margins = MarginTracker()
        /// The forwarding hint is logged once per process.
        private static var hasHintedForwarding: Bool {
            get { ForwardingHintFlag.logged }
            set { ForwardingHintFlag.logged = newValue }
        }
        /// A content configuration lives in a cell; collection and table cells answer every slot
        /// rule alike (see-through views, following the content's size), so either kind will do.
        private lazy var slot = HostingSlot<ConfigurationRoot<Content>>(
            container: self, kind: .collectionView, context: context,
            sizingOptions: HostingSizingPlan.hostedCell(osVersion: .current).sizingOptions)

        /// Shows `configuration`; `isNewDequeue` when UIKit applied it to a cell dequeued for an item
        /// (this view hears no `prepareForReuse`: ``ConfigurationDisplaySignals/newContentIsInPlace``
        /// tells the two apart).
        private func apply(_ configuration: SwiftUIHostingConfiguration<Content>, isNewDequeue: Bool = false) {
            current = configuration
            context.element = element(of: configuration)
            connectHandlers(of: configuration)
            context.update(state: configuration.cellState)
            let resolved = margins.resolve(base: cellMargins, margins: configuration.contentMargins)
            slot.configure(
                root(for: configuration, margins: resolved ?? margins.applied ?? .zero),
                parent: configuration.parentViewController, identity: configuration.identity,
                isNewDequeue: isNewDequeue)
        }

        /// Re-applies the content when the cell's margins moved since it was applied, and, outside
        /// a measurement and while the cell is on screen, asks it to resize: new margins change the
        /// content's height, and UIKit measures only what it dequeues or is told about.
        private func followCellMargins(whileMeasuring: Bool = false) {
            #if DEBUG
                // Self-check fault: the content keeps the margins it was made with.
                if SelfCheckFaultSwitch.isOn("margins-not-followed") { return }
            #endif
            guard superview != nil, let resolved = margins.resolve(base: cellMargins, margins: current.contentMargins)
            else { return }
            slot.configure(
                root(for: current, margins: resolved), parent: current.parentViewController, identity: current.identity)
            let cellIsHidden = enclosingCell?.isHidden ?? self.isHidden
            if !whileMeasuring, displaySignals.isOnScreen(isInWindow: window != nil, isHidden: cellIsHidden) {
                contentRequestedResize()
            }
        }

        private func root(for configuration: SwiftUIHostingConfiguration<Content>, margins: EdgeLengths)
            -> ConfigurationRoot<Content>
        {
            ConfigurationRoot(
                content: configuration.content,
                margins: EdgeInsets(
                    top: CGFloat(margins.top), leading: CGFloat(margins.leading), bottom: CGFloat(margins.bottom),
                    trailing: CGFloat(margins.trailing)),
                minWidth: configuration.minWidth, minHeight: configuration.minHeight,
                background: configuration.backgroundView)
        }

        /// The configuration's event and navigation handlers, and its screen, for the content.
        private func connectHandlers(of configuration: SwiftUIHostingConfiguration<Content>) {
            context.hostEventSink = configuration.eventHandler
            context.hostNavigationHandler = configuration.navigationHandler
        }

        /// The cell's layout margins (the content view's superview's), nil outside a cell.
        private var cellMargins: EdgeLengths? {
            guard let base = superview?.directionalLayoutMargins else { return nil }
            return EdgeLengths(
                top: Double(base.top), leading: Double(base.leading), bottom: Double(base.bottom),
                trailing: Double(base.trailing))
        }

        private static func hintForwardingOnce() {
            #if DEBUG
                guard !hasHintedForwarding else { return }
                hasHintedForwarding = true
                CellBridgeLog.error(ConfigurationDisplaySignals.forwardingHint, in: CellBridgeLog.registration)
            #endif
        }

        /// The container re-measures the cell, header or footer this view is in; which of them it
        /// is decides how (a header is re-measured through its layout on every OS).
        private func contentRequestedResize() {
            slot.contentRequestedResize()
            guard let (cell, kind) = enclosingReusableView else { return }
            ResizeScheduler.shared.viewRequestedResize(cell, in: kind.container, as: context.element, context: context)
        }

        /// What the view this content is in is to its container: what the configuration states,
        /// else what its class says (``ElementPosition/element(statedAs:enclosedBy:)``).
        private func element(of configuration: SwiftUIHostingConfiguration<Content>) -> ReusableElement {
            ElementPosition.element(statedAs: configuration.statedElement, enclosedBy: enclosingReusableView?.kind)
        }

        /// The cell, header or footer this view is the content of.
        private var enclosingCell: UIView? { enclosingReusableView?.view }
    }

    /// Whether the backport's forwarding hint was logged (one flag for every content type).
    @MainActor
    private enum ForwardingHintFlag {
        static var logged = false
    }
#endif
