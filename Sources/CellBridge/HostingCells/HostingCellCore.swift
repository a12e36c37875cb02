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

        init(cell: UIView, container: UIView, kind: ContainerKind) {
            self.container = container
            self.kind = kind
            context.owner = cell
            context.resizeHandler = { [weak self] in self?.contentRequestedResize() }
        }

        // MARK: Internal

        let context = HostedContentContext()
        private(set) var slot: (any HostingSlotDriving)?

        /// The parent the hosting controller is a child of now.
        var hostingParentViewController: UIViewController? { slot?.currentParent }

        /// Called from the cell's initializers: a see-through cell, so selection and highlight
        /// drawn behind the content show, and no layout margins taken from the safe area.
        static func prepare(_ cell: UIView, contentView: UIView) {
            cell.backgroundColor = .clear
            contentView.backgroundColor = .clear
            contentView.insetsLayoutMarginsFromSafeArea = SafeAreaPolicy.cell.insetsLayoutMarginsFromSafeArea
            cell.insetsLayoutMarginsFromSafeArea = SafeAreaPolicy.cell.insetsLayoutMarginsFromSafeArea
        }

        /// Shows `content`; whether the slot is reused, created or replaced is the core's
        /// ``HostingContentTypePolicy``.
        func configure<Content: View>(_ content: Content, parent: UIViewController?) {
            let configured = HostedContentType(Content.self)
            switch HostingContentTypePolicy.decision(hosting: hostedType, configuredWith: configured) {
            case .reuseSlot:
                (slot as? HostingSlot<Content>)?.configure(content, parent: parent)
                return
            case .replaceSlot(let message):
                assertionFailure(message)
                slot?.release()
            case .createSlot:
                break
            }
            guard let container else { return }
            let typed = HostingSlot<Content>(
                container: container, context: context,
                sizingOptions: HostingSizingPlan.hostedCell(osVersion: .current).sizingOptions)
            slot = typed
            hostedType = configured
            typed.configure(content, parent: parent)
        }

        func hierarchyChanged() { slot?.hierarchyChanged() }

        func willMeasure() { slot?.willMeasure() }

        func willDisplay() { slot?.willDisplay() }

        func didEndDisplaying() { slot?.didEndDisplaying() }

        func prepareForReuse() { slot?.prepareForReuse() }

        func update(state: UICellConfigurationState) { context.update(state: CellState(state)) }

        func contentRequestedResize() {
            guard let slot, let cell = context.owner else { return }
            slot.contentRequestedResize()
            ResizeScheduler.shared.cellRequestedResize(cell, kind: kind)
        }

        // MARK: Private

        private weak var container: UIView?
        private let kind: ContainerKind
        /// The content type of `slot`, set with it.
        private var hostedType: HostedContentType?
    }
#endif
