#if canImport(UIKit)
    import SwiftUI
    import UIKit

    /// A table section header or footer with SwiftUI content: one `UIHostingController` for its life.
    ///
    /// The header-footer counterpart of ``HostingTableViewCell``, on every OS: Apple documents
    /// `UIHostingConfiguration` for cells, not for `UITableViewHeaderFooterView`, so the bridge hosts
    /// SwiftUI headers and footers here on iOS 16+ too (``ReusableElement/tableHeaderFooter``). The
    /// same core rules apply: containment attached before the first measure and released with the
    /// view, appearance balanced through `willDisplayHeaderView` / `didEndDisplayingHeaderView`
    /// (forward them to the bridge), the re-measure order after a root-view swap, content that asks
    /// to resize (`\.cellBridgeRequestResize`) re-measured, the header's own background (a grouped
    /// table's) left alone.
    ///
    /// ```swift
    /// tableView.register(HostingTableHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "SectionTitle")
    /// let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "SectionTitle") as! HostingTableHeaderFooterView
    /// header.configure(rootView: AnyView(SectionTitle(text: "Today")), parentViewController: self)
    /// ```
    public final class HostingTableHeaderFooterView: UITableViewHeaderFooterView {
        // MARK: Lifecycle

        public override init(reuseIdentifier: String?) {
            super.init(reuseIdentifier: reuseIdentifier)
            HostingCellCore.prepare(self, contentView: contentView, kind: .tableView)
        }

        public required init?(coder: NSCoder) {
            super.init(coder: coder)
            HostingCellCore.prepare(self, contentView: contentView, kind: .tableView)
        }

        // MARK: Public

        /// Shows `rootView`, replacing what the view showed before on the same hosting controller.
        public func configure(rootView: AnyView, parentViewController: UIViewController?) {
            core.configure(rootView, parent: parentViewController)
        }

        /// Shows `rootView` without type erasure; a view keeps the first type it was configured with.
        public func configure<Content: View>(rootView: Content, parentViewController: UIViewController?) {
            core.configure(rootView, parent: parentViewController)
        }

        /// Call from `tableView(_:willDisplayHeaderView:forSection:)` (or the footer's) when not
        /// using a bridge: the content's `onAppear` then follows what is on screen.
        public func willDisplay() { core.willDisplay() }

        /// Call from `tableView(_:didEndDisplayingHeaderView:forSection:)` when not using a bridge.
        public func didEndDisplaying() { core.didEndDisplaying() }

        /// Receives the events the content sends with `\.cellBridgeSendEvent`; the index path's
        /// `section` is the section the view heads or ends when the event arrives (its `row` is 0),
        /// found by the view itself, so a header dequeued without a bridge delivers them too.
        ///
        /// ```swift
        /// header.onContentEvent = { [weak self] event, indexPath in self?.handle(event, inSection: indexPath.section) }
        /// ```
        public var onContentEvent: ((AnyHashable, IndexPath) -> Void)? {
            get { core.context.hostEventSink }
            set { core.context.hostEventSink = newValue }
        }

        /// Receives the screens the content asks to show with `\.cellBridgeNavigate`, instead of
        /// the default push onto the screen's navigation controller (``NavigationRoute``), as on
        /// the hosting cells.
        public var onNavigationRequest: ((CellNavigationRequest) -> Void)? {
            get { core.context.hostNavigationHandler }
            set { core.context.hostNavigationHandler = newValue }
        }

        /// The hosting controller's parent now (nil while hosted without containment).
        public var hostingParentViewController: UIViewController? { core.hostingParentViewController }

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

        // MARK: Internal

        private(set) lazy var core = HostingCellCore(
            cell: self, container: contentView, kind: .tableView, element: .tableHeaderFooter)
    }

#endif
