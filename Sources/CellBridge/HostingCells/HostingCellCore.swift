#if canImport(UIKit)
    import SwiftUI
    import UIKit

    /// What ``HostingCollectionViewCell`` and ``HostingTableViewCell`` share: one slot, typed by
    /// the first content it shows, the context its SwiftUI content talks to, and the bodies of
    /// the UIKit overrides.
    ///
    /// The two cells derive from different UIKit classes, so they cannot share a base class; each
    /// override in them is one line that calls its counterpart here.
    @MainActor
    final class HostingCellCore {
        // MARK: Lifecycle

        init(cell: UIView, container: UIView, kind: ContainerKind, element: ReusableElement = .cell) {
            self.container = container
            self.kind = kind
            context = HostedContentContext(element: element)
            context.owner = cell
            context.resizeHandler = { [weak self] in self?.contentRequestedResize() }
        }

        // MARK: Internal

        let context: HostedContentContext
        private(set) var slot: (any HostingSlotDriving)?

        /// The parent the hosting controller is a child of now.
        var hostingParentViewController: UIViewController? { slot?.currentParent }

        /// Called from the cell's initializers: what lies over the cell's own background is made
        /// see-through, never the cell itself (its background is the grouped table's card and its
        /// selection: the core's ``HostedCellBackground``), and no layout margins come from the
        /// safe area.
        static func prepare(_ cell: UIView, contentView: UIView, kind: ContainerKind) {
            let seeThrough = HostedCellBackground.seeThroughViews(in: kind)
            if seeThrough.contains(.cell) { cell.backgroundColor = .clear }
            if seeThrough.contains(.contentView) { contentView.backgroundColor = .clear }
            #if DEBUG
                // Self-check fault: the cell's own background, a grouped table's card, is cleared too.
                if SelfCheckFaultSwitch.isOn("grouped-card-cleared") { SelfCheckFaultSwitch.clearBackground(of: cell) }
            #endif
            contentView.insetsLayoutMarginsFromSafeArea = SafeAreaPolicy.cell.insetsLayoutMarginsFromSafeArea
            cell.insetsLayoutMarginsFromSafeArea = SafeAreaPolicy.cell.insetsLayoutMarginsFromSafeArea
        }

        /// Shows `content` for the item `identity` names (nil: none stated); whether the slot is
        /// reused, created or replaced is the core's ``HostingContentTypePolicy``. `containment`
        /// applies when the slot is created: a cell keeps the policy of its first content.
        func configure<Content: View>(
            _ content: Content, parent: UIViewController?, identity: AnyHashable? = nil,
            containment: ContainmentPolicy = .childViewController
        ) {
            let configured = HostedContentType(Content.self)
            switch HostingContentTypePolicy.decision(hosting: hostedType, configuredWith: configured) {
            case .reuseSlot:
                (slot as? HostingSlot<Content>)?.configure(content, parent: parent, identity: identity)
                return
            case .replaceSlot(let message):
                CellBridgeProblems.report(message)
                slot?.release()
            case .createSlot:
                break
            }
            guard let container else { return }
            let typed = HostingSlot<Content>(
                container: container, kind: kind, context: context, policy: containment,
                sizingOptions: HostingSizingPlan.hostedCell(osVersion: .current).sizingOptions)
            slot = typed
            hostedType = configured
            typed.configure(content, parent: parent, identity: identity)
            // A replacement for a displayed slot is displayed too: no willDisplay will come for it.
            if context.isDisplayedByDelegate { typed.willDisplay() }
        }

        func hierarchyChanged() { slot?.hierarchyChanged() }

        /// `didMoveToWindow`: the slot appears content displayed outside a window once it is in one.
        func windowChanged(isInWindow: Bool) { slot?.windowChanged(isInWindow: isInWindow) }

        func willMeasure() { slot?.willMeasure() }

        func willDisplay() {
            context.displayForwarded(isDisplayed: true)
            slot?.willDisplay()
            // After the display: the view and controller are back, inside the core's appearance, and
            // waiting content replaces the old in place (same item, state kept).
            context.runWhenNextDisplayed()
        }

        func didEndDisplaying() {
            context.displayForwarded(isDisplayed: false)
            slot?.didEndDisplaying()
        }

        func prepareForReuse() {
            if let slot {
                slot.prepareForReuse()
            } else {
                context.prepareForReuse()
            }
        }

        func update(state: UICellConfigurationState) { context.update(state: CellState(state)) }

        func contentRequestedResize() {
            guard let slot, let cell = context.owner else { return }
            slot.contentRequestedResize()
            ResizeScheduler.shared.viewRequestedResize(cell, in: kind, as: context.element, context: context)
        }

        // MARK: Private

        private weak var container: UIView?
        private let kind: ContainerKind
        /// The content type of `slot`, set with it.
        private var hostedType: HostedContentType?
    }
#endif
