#if canImport(UIKit)
    import SwiftUI
    import UIKit

    /// Any SwiftUI view inside any `UIView`, contained by the same core rules as the cells.
    ///
    /// iOS has no public `UIHostingView`; the usual workaround (grab a hosting controller's view
    /// and forget the controller) loses appearance callbacks, trait and environment propagation
    /// and `presentationMode`. This view owns one hosting controller for its life, makes it a
    /// child of the nearest view controller (or the one given) as soon as it is reachable, leaves
    /// it when the view goes away, and maps "in a window" to appear / disappear. With
    /// ``HostingSizing/intrinsicContentSize`` its intrinsic size is the content's: on iOS 16+ the
    /// hosting controller's sizing options keep it in step; content that changes its own size on
    /// iOS 14–15 asks with `\.cellBridgeRequestResize`, the one resize contract on every path.
    ///
    /// ```swift
    /// let header = SwiftUIHostingView(rootView: ProfileHeader(user: user), sizing: .intrinsicContentSize)
    /// stackView.addArrangedSubview(header)
    /// header.rootView = ProfileHeader(user: updatedUser)  // same controller, new root view
    /// ```
    public final class SwiftUIHostingView<Content: View>: UIView {
        // MARK: Lifecycle

        /// - Parameters:
        ///   - rootView: the SwiftUI content; replace it later through ``rootView``.
        ///   - parentViewController: the screen the content presents and pushes from (weak); the
        ///     hosting controller is a child of the view controller whose view holds this view.
        ///   - sizing: how the view takes its size (see ``HostingSizing``).
        ///   - safeArea: which safe-area regions the content respects; a screen respects all.
        ///   - containment: `.viewOnly` skips child-controller containment for cheap leaf content.
        public init(
            rootView: Content,
            parentViewController: UIViewController? = nil,
            sizing: HostingSizing = .intrinsicContentSize,
            safeArea: SafeAreaPolicy = .screen,
            containment: ContainmentPolicy = .childViewController
        ) {
            self.rootView = rootView
            self.parentViewController = parentViewController
            sizingPlan = HostingSizingPlan(sizing: sizing, osVersion: .current)
            super.init(frame: .zero)
            backgroundColor = .clear
            insetsLayoutMarginsFromSafeArea = safeArea.insetsLayoutMarginsFromSafeArea
            context.owner = self
            context.resizeHandler = { [weak self] in self?.contentRequestedResize() }
            #if DEBUG
                // Self-check faults: the content is hosted without containment (the controller's
                // view taken, the controller forgotten); the view does not follow its content's size.
                let containment = SelfCheckFaultSwitch.isOn("hosting-view-not-contained") ? .viewOnly : containment
                let sizingOptions =
                    SelfCheckFaultSwitch.isOn("hosting-view-size-not-followed") ? [] : sizingPlan.sizingOptions
            #else
                let sizingOptions = sizingPlan.sizingOptions
            #endif
            slot = HostingSlot(
                container: self, kind: .standaloneView, context: context, policy: containment, safeArea: safeArea,
                sizingOptions: sizingOptions)
            slot.configure(rootView, parent: parentViewController)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            nil
        }

        // MARK: Public

        /// The SwiftUI content. Setting it replaces the root view on the same hosting controller.
        public var rootView: Content {
            didSet { slot.configure(rootView, parent: parentViewController) }
        }

        /// Receives the events the content sends with `\.cellBridgeSendEvent` (a hosting view has no
        /// index path); events from a root view since replaced are dropped.
        ///
        /// ```swift
        /// header.onContentEvent = { [weak self] event in
        ///     if event == AnyHashable(HeaderEvent.editTapped) { self?.startEditing() }
        /// }
        /// ```
        public var onContentEvent: ((AnyHashable) -> Void)? {
            get { context.unpositionedEventSink }
            set { context.unpositionedEventSink = newValue }
        }

        /// Receives the screens the content asks to show with `\.cellBridgeNavigate`, instead of the
        /// default push onto the screen's navigation controller (``NavigationRoute``).
        public var onNavigationRequest: ((CellNavigationRequest) -> Void)? {
            get { context.hostNavigationHandler }
            set { context.hostNavigationHandler = newValue }
        }

        /// The containment parent given at creation (weak).
        public private(set) weak var parentViewController: UIViewController?

        /// The hosting controller, for presenting from it or reading its `preferredContentSize`.
        public var hostingController: UIViewController? { slot.controller }

        /// What the chosen ``HostingSizing`` means on this OS (pin to the container or not).
        public let sizingPlan: HostingSizingPlan

        // MARK: UIKit

        public override func didMoveToSuperview() {
            super.didMoveToSuperview()
            slot.hierarchyChanged()
        }

        public override func didMoveToWindow() {
            super.didMoveToWindow()
            #if DEBUG
                // Self-check fault: entering the window is taken for leaving it, and leaving for entering.
                let isInWindow = (window != nil) != SelfCheckFaultSwitch.isOn("hosting-view-window-inverted")
            #else
                let isInWindow = window != nil
            #endif
            slot.standaloneWindowChanged(isInWindow: isInWindow)
        }

        public override func systemLayoutSizeFitting(
            _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
            verticalFittingPriority: UILayoutPriority
        ) -> CGSize {
            slot.willMeasure()
            return super.systemLayoutSizeFitting(
                targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                verticalFittingPriority: verticalFittingPriority)
        }

        public override func sizeThatFits(_ size: CGSize) -> CGSize {
            slot.willMeasure()
            return slot.controller?.sizeThatFits(in: size) ?? super.sizeThatFits(size)
        }

        public override func layoutSubviews() {
            super.layoutSubviews()
            // Before iOS 16 nothing keeps preferredContentSize in step with SwiftUI (core rule).
            if sizingPlan.publishesPreferredContentSizeManually, let controller = slot.controller {
                let fitting = controller.sizeThatFits(in: CGSize(width: bounds.width, height: .greatestFiniteMagnitude))
                if controller.preferredContentSize != fitting { controller.preferredContentSize = fitting }
            }
        }

        // MARK: Private

        private let context = HostedContentContext(hasPosition: false)
        private var slot: HostingSlot<Content>!

        private func contentRequestedResize() {
            #if DEBUG
                // Self-check fault (with the sizing options dropped above): the content's ask is ignored.
                if SelfCheckFaultSwitch.isOn("hosting-view-size-not-followed") { return }
            #endif
            slot.contentRequestedResize()
            ResizeScheduler.shared.cellRequestedResize(self, kind: .standaloneView)
        }
    }
#endif
