#if canImport(UIKit)
    import SwiftUI
    import UIKit

    /// The hosting table cell of iOS 14–15 (and of every OS with ``HostingStrategy/hostingCellsEverywhere``):
    /// one `UIHostingController` for the cell's whole life.
    ///
    /// The table counterpart of ``HostingCollectionViewCell``: the bridge registers it under each
    /// SwiftUI view type's name and calls ``configure(rootView:parentViewController:)-(AnyView,_)`` from
    /// `cellForRowAt`. What it gets right, each rule
    /// decided by the core's ``HostingLifecycle``:
    /// - the controller is created once; a reconfigure replaces `rootView`, with no containment
    ///   operation and no `EmptyView` detour;
    /// - the controller becomes a child of the parent as soon as one is reachable (the given one,
    ///   else up the responder chain), on superview and window changes and before measuring;
    /// - it is the parent's child only while the cell is displayed (Epoxy's model: the screen's
    ///   `children` hold visible cells' controllers, ``CellBridgeHostingController``), leaves it
    ///   for good when the cell goes away, and survives the parent going first;
    /// - `onAppear` / `onDisappear` follow `willDisplay` / `didEndDisplaying` when the delegate
    ///   forwards them through the bridge;
    /// - the hosted view and the content view have a clear background, so the cell's own
    ///   background (a grouped table's card) and its selection show; safe-area
    ///   insets and keyboard avoidance are kept out (``SafeAreaPolicy/cell``);
    /// - selection, highlight and the rest reach SwiftUI as `\.cellBridgeCellState`;
    /// - content that asks to resize (`\.cellBridgeRequestResize`) resizes the cell, and events
    ///   it sends reach ``onContentEvent`` with the index path the cell has then.
    ///
    /// Table cells are measured through `systemLayoutSizeFitting`, which is where the slot
    /// attaches before the first height is taken.
    ///
    /// ```swift
    /// tableView.register(HostingTableViewCell.self, forCellReuseIdentifier: String(describing: RowView.self))
    /// let cell = tableView.dequeueReusableCell(withIdentifier: viewModel.className,
    ///                                          for: indexPath) as! HostingTableViewCell
    /// cell.configure(rootView: viewModel.makeHostedView(), parentViewController: self)
    /// ```
    public final class HostingTableViewCell: UITableViewCell {
        // MARK: Lifecycle

        public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            HostingCellCore.prepare(self, contentView: contentView, kind: .tableView)
        }

        public required init?(coder: NSCoder) {
            super.init(coder: coder)
            HostingCellCore.prepare(self, contentView: contentView, kind: .tableView)
        }

        // MARK: Public

        /// Shows `rootView`, replacing what the cell showed before on the same hosting controller.
        ///
        /// - Parameters:
        ///   - rootView: the content, usually `viewModel.makeHostedView()`.
        ///   - parentViewController: the screen's view controller; nil finds it through the
        ///     responder chain once the cell is in the table view. Held weakly.
        public func configure(rootView: AnyView, parentViewController: UIViewController?) {
            core.configure(rootView, parent: parentViewController)
        }

        /// Shows `rootView` without type erasure, for callers that know the view type. A cell
        /// keeps the first type it was configured with: reuse it only for that type.
        public func configure<Content: View>(rootView: Content, parentViewController: UIViewController?) {
            core.configure(rootView, parent: parentViewController)
        }

        /// Call from `tableView(_:willDisplay:forRowAt:)` when not using a bridge (the bridge does it for
        /// you): the content's `onAppear` then follows what is really on screen.
        public func willDisplay() { core.willDisplay() }

        /// Call from `tableView(_:didEndDisplaying:forRowAt:)` when not using a bridge: balances ``willDisplay()``.
        public func didEndDisplaying() { core.didEndDisplaying() }

        /// The hosting controller's parent now (nil while hosted without containment).
        public var hostingParentViewController: UIViewController? { core.hostingParentViewController }

        /// Receives the events the cell's SwiftUI content sends with `\.cellBridgeSendEvent`, with
        /// the cell's index path resolved when the event arrives; events from content the cell no
        /// longer shows are dropped. For cells used by hand; a bridge delivers to its own
        /// `onContentEvent` as well.
        ///
        /// ```swift
        /// cell.onContentEvent = { [weak self] event, indexPath in self?.handle(event, at: indexPath) }
        /// ```
        public var onContentEvent: ((AnyHashable, IndexPath) -> Void)? {
            get { core.context.hostEventSink }
            set { core.context.hostEventSink = newValue }
        }

        /// Receives the screens the cell's SwiftUI content asks to show with `\.cellBridgeNavigate`,
        /// instead of the default push onto the screen's navigation controller (see
        /// ``NavigationRoute``). For apps whose coordinators own navigation.
        public var onNavigationRequest: ((CellNavigationRequest) -> Void)? {
            get { core.context.hostNavigationHandler }
            set { core.context.hostNavigationHandler = newValue }
        }

        // MARK: UIKit

        public override func didMoveToSuperview() {
            super.didMoveToSuperview()
            core.hierarchyChanged()
        }

        public override func didMoveToWindow() {
            super.didMoveToWindow()
            core.hierarchyChanged()
            core.windowChanged(isInWindow: window != nil)
        }

        public override func prepareForReuse() {
            super.prepareForReuse()
            core.prepareForReuse()
        }

        public override func systemLayoutSizeFitting(
            _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
            verticalFittingPriority: UILayoutPriority
        ) -> CGSize {
            // Attached before the first size is taken (Epoxy PR #150).
            core.willMeasure()
            return super.systemLayoutSizeFitting(
                targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                verticalFittingPriority: verticalFittingPriority)
        }

        public override func updateConfiguration(using state: UICellConfigurationState) {
            super.updateConfiguration(using: state)
            core.update(state: state)
        }

        // MARK: Internal

        private(set) lazy var core = HostingCellCore(cell: self, container: contentView, kind: .tableView)
    }
#endif
