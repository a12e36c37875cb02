#if canImport(UIKit)
    import SwiftUI
    import UIKit

    /// The hosting cell of iOS 14–15 (and of every OS with ``HostingStrategy/hostingCellsEverywhere``,
    /// and of SwiftUI headers): one `UIHostingController` for the cell's whole life.
    ///
    /// The bridge registers it under each SwiftUI view type's name (the article's per-type reuse
    /// identifiers) and calls ``configure(rootView:parentViewController:)-(AnyView,_)`` from `cellForItemAt`.
    /// It can also be used on its own, the way the article does. What it gets right, each rule
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
    /// ```swift
    /// collectionView.register(HostingCollectionViewCell.self,
    ///                         forCellWithReuseIdentifier: String(describing: BannerView.self))
    /// let cell = collectionView.dequeueReusableCell(withReuseIdentifier: viewModel.className,
    ///                                               for: indexPath) as! HostingCollectionViewCell
    /// cell.configure(rootView: viewModel.makeHostedView(), parentViewController: self)
    /// ```
    public final class HostingCollectionViewCell: UICollectionViewCell {
        // MARK: Lifecycle

        public override init(frame: CGRect) {
            super.init(frame: frame)
            HostingCellCore.prepare(self, contentView: contentView, kind: .collectionView)
        }

        public required init?(coder: NSCoder) {
            super.init(coder: coder)
            HostingCellCore.prepare(self, contentView: contentView, kind: .collectionView)
        }

        // MARK: Public

        /// Shows `rootView`, replacing what the cell showed before on the same hosting controller.
        ///
        /// - Parameters:
        ///   - rootView: the content, usually `viewModel.makeHostedView()`.
        ///   - parentViewController: the screen's view controller; nil finds it through the
        ///     responder chain once the cell is in the collection view. Held weakly.
        public func configure(rootView: AnyView, parentViewController: UIViewController?) {
            core.configure(rootView, parent: parentViewController)
        }

        /// Shows `rootView` without type erasure, for callers that know the view type. A cell
        /// keeps the first type it was configured with: reuse it only for that type.
        public func configure<Content: View>(rootView: Content, parentViewController: UIViewController?) {
            core.configure(rootView, parent: parentViewController)
        }

        /// Call from `collectionView(_:willDisplay:forItemAt:)` when not using a bridge (the bridge does it for
        /// you): the content's `onAppear` then follows what is really on screen.
        public func willDisplay() { core.willDisplay() }

        /// Call from `collectionView(_:didEndDisplaying:forItemAt:)` when not using a bridge: balances ``willDisplay()``.
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

        public override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            super.apply(layoutAttributes)
            // Says what the view is (a cell, or a header of some kind) with or without a bridge.
            core.context.layoutAttributesApplied(layoutAttributes)
        }

        public override func prepareForReuse() {
            super.prepareForReuse()
            core.prepareForReuse()
        }

        public override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
            -> UICollectionViewLayoutAttributes
        {
            core.willMeasure()
            return super.preferredLayoutAttributesFitting(layoutAttributes)
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

        private(set) lazy var core = HostingCellCore(cell: self, container: contentView, kind: .collectionView)
    }
#endif
