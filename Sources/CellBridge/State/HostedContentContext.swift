#if canImport(UIKit)
    import Combine
    import UIKit

    /// What one hosting slot tells its SwiftUI content, and how the content reaches back.
    ///
    /// One context lives as long as its cell (or hosting view). State changes travel through
    /// `@Published` instead of a new root view, so a highlight never rebuilds the content (the
    /// anytype crash came from replacing configurations on every state change). Every reference
    /// back to UIKit is weak: the context is held by the hosted root view, which is held by the
    /// hosting controller, which the cell owns.
    @MainActor
    final class HostedContentContext: ObservableObject {
        // MARK: Lifecycle

        init() {}

        // MARK: Internal

        /// The state SwiftUI reads as `\.cellBridgeCellState`.
        @Published private(set) var cellState = CellState.normal
        /// Stamps the content shown now; events stamped earlier are dropped.
        private var gate = CellEventGate()

        /// The view whose container (collection or table view) resolves index paths and resizes.
        weak var owner: UIView?
        /// Set by a bridge: receives events with the index path resolved at event time.
        var eventSink: (@MainActor (AnyHashable, IndexPath) -> Void)?
        /// Runs the resize; set by the slot's owner.
        var resizeHandler: (@MainActor () -> Void)?

        private var relay = CellStateRelay()

        func update(state: CellState) {
            if let published = relay.update(state) { cellState = published }
        }

        /// New content: stamp it.
        func contentConfigured() {
            _ = gate.configure()
        }

        func prepareForReuse() {
            gate.prepareForReuse()
            if let published = relay.prepareForReuse() { cellState = published }
        }

        /// The index path of the owning cell now, asked of its container.
        func currentIndexPath() -> IndexPath? {
            if let cell = owner as? UICollectionViewCell {
                return cell.enclosing(UICollectionView.self)?.indexPath(for: cell)
            }
            if let cell = owner as? UITableViewCell {
                return cell.enclosing(UITableView.self)?.indexPath(for: cell)
            }
            return nil
        }

        func send(_ event: AnyHashable, from generation: ContentGeneration) {
            switch gate.decide(sentBy: generation, resolvedPosition: currentIndexPath()) {
            case .deliver(let indexPath):
                eventSink?(event, indexPath)
            case .dropStaleContent, .dropDetachedCell:
                break
            }
        }

        func requestResize() {
            resizeHandler?()
        }

        // MARK: Environment actions

        var resizeAction: CellResizeAction {
            CellResizeAction { [weak self] in self?.requestResize() }
        }

        var eventAction: CellEventAction {
            let generation = gate.current
            return CellEventAction { [weak self] event in self?.send(event, from: generation) }
        }

        var indexPathAction: CurrentIndexPathAction {
            CurrentIndexPathAction { [weak self] in self?.currentIndexPath() }
        }
    }
#endif
