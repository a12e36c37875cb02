#if canImport(UIKit)
    import SwiftUI
    import UIKit

    /// What ``HostingCollectionViewCell`` and ``HostingTableViewCell`` share: one slot, typed by
    /// the first content it shows, and the context its SwiftUI content talks to.
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
        /// The SwiftUI view type shown, for diagnostics.
        private(set) var viewTypeName: String?

        func configure<Content: View>(_ content: Content, parent: UIViewController?) {
            if let typed = slot as? HostingSlot<Content> {
                typed.configure(content, parent: parent)
                return
            }
            if let slot {
                // One reuse identifier per SwiftUI view type is the routing contract; a cell that
                // receives another view type breaks it. Degrade: release the old slot properly.
                assertionFailure(
                    "CellBridge: a hosting cell showing \(viewTypeName ?? "?") was configured with \(Content.self). "
                        + "Register one reuse identifier per SwiftUI view type (className = the view's type name).")
                slot.release()
            }
            guard let container else { return }
            let typed = HostingSlot<Content>(container: container, context: context)
            slot = typed
            viewTypeName = String(describing: Content.self)
            typed.configure(content, parent: parent)
        }

        func contentRequestedResize() {
            guard let slot, let cell = context.owner else { return }
            slot.contentRequestedResize()
            ResizeScheduler.shared.cellRequestedResize(cell, kind: kind)
        }

        // MARK: Private

        private weak var container: UIView?
        private let kind: ContainerKind
    }
#endif
