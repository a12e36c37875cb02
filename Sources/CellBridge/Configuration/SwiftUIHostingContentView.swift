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
    /// new content and window changes (``ConfigurationDisplaySignals``).
    final class SwiftUIHostingContentView<Content: View>: UIView, UIContentView, HostedDisplayReceiving {
        // MARK: Lifecycle

        init(configuration: SwiftUIHostingConfiguration<Content>) {
            current = configuration
            super.init(frame: .zero)
            backgroundColor = .clear
            insetsLayoutMarginsFromSafeArea = SafeAreaPolicy.cell.insetsLayoutMarginsFromSafeArea
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
                    assertionFailure("CellBridge: \(type(of: newValue)) applied to a \(Self.self)")
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
                    // The cell was dequeued for an item: the old content goes, the new one comes.
                    let isInWindow = window != nil
                    slot.display(displaySignals.willApplyNewContent(isInWindow: isInWindow))
                    apply(configuration)
                    slot.display(displaySignals.didApplyNewContent(isInWindow: isInWindow))
                }
            }
        }

        func supports(_ configuration: UIContentConfiguration) -> Bool {
            configuration is SwiftUIHostingConfiguration<Content>
        }

        // MARK: Display

        func hostedContentWillDisplay() { slot.display(displaySignals.displayForwarded(isDisplayed: true)) }

        func hostedContentDidEndDisplaying() { slot.display(displaySignals.displayForwarded(isDisplayed: false)) }

        // MARK: UIKit

        override func didMoveToSuperview() {
            super.didMoveToSuperview()
            context.owner = enclosingCell ?? self
            slot.hierarchyChanged()
            // The cell's own margins are only known once inside it: re-apply if they differ
            // (not on the way out, where there are no margins to follow).
            if superview != nil, resolvedMargins(for: current) != appliedMargins { apply(current) }
        }

        override func didMoveToWindow() {
            super.didMoveToWindow()
            slot.hierarchyChanged()
            slot.display(displaySignals.windowChanged(isInWindow: window != nil))
        }

        override func systemLayoutSizeFitting(
            _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
            verticalFittingPriority: UILayoutPriority
        ) -> CGSize {
            slot.willMeasure()
            return super.systemLayoutSizeFitting(
                targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                verticalFittingPriority: verticalFittingPriority)
        }

        override func sizeThatFits(_ size: CGSize) -> CGSize {
            slot.willMeasure()
            return super.sizeThatFits(size)
        }

        // MARK: Private

        private var current: SwiftUIHostingConfiguration<Content>
        private let context = HostedContentContext()
        private var displaySignals = ConfigurationDisplaySignals()
        /// A content configuration lives in a cell; collection and table cells answer every slot
        /// rule alike (see-through views, following the content's size), so either kind will do.
        private lazy var slot = HostingSlot<ConfigurationRoot<Content>>(
            container: self, kind: .collectionView, context: context,
            sizingOptions: HostingSizingPlan.hostedCell(osVersion: .current).sizingOptions)

        private func apply(_ configuration: SwiftUIHostingConfiguration<Content>) {
            current = configuration
            connectHandlers(of: configuration)
            context.update(state: configuration.cellState)
            let margins = resolvedMargins(for: configuration)
            appliedMargins = margins
            let root = ConfigurationRoot(
                content: configuration.content,
                margins: EdgeInsets(
                    top: CGFloat(margins.top), leading: CGFloat(margins.leading), bottom: CGFloat(margins.bottom),
                    trailing: CGFloat(margins.trailing)),
                minWidth: configuration.minWidth, minHeight: configuration.minHeight,
                background: configuration.backgroundView)
            slot.configure(root, parent: configuration.parentViewController)
        }

        private var appliedMargins: EdgeLengths?

        /// The configuration's event and navigation handlers, and its screen, for the content.
        private func connectHandlers(of configuration: SwiftUIHostingConfiguration<Content>) {
            context.hostEventSink = configuration.eventHandler
            context.hostNavigationHandler = configuration.navigationHandler
        }

        /// The configuration's margin overrides on top of the cell's layout margins (core rule).
        private func resolvedMargins(for configuration: SwiftUIHostingConfiguration<Content>) -> EdgeLengths {
            let base = superview?.directionalLayoutMargins ?? .zero
            return configuration.contentMargins.resolved(
                base: EdgeLengths(
                    top: Double(base.top), leading: Double(base.leading), bottom: Double(base.bottom),
                    trailing: Double(base.trailing)))
        }

        private func contentRequestedResize() {
            slot.contentRequestedResize()
            guard let cell = enclosingCell else { return }
            ResizeScheduler.shared.cellRequestedResize(
                cell, kind: cell is UITableViewCell ? .tableView : .collectionView)
        }

        private var enclosingCell: UIView? {
            enclosing(UICollectionViewCell.self) ?? enclosing(UITableViewCell.self)
        }
    }
#endif
