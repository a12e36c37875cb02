#if canImport(UIKit)
    import UIKit

    /// Runs the core's resize plan for cells whose SwiftUI content asked to resize.
    ///
    /// The hosted view was already invalidated and laid out by the slot (``ResizeAction/invalidateHostedView``).
    /// What remains is telling the container, which the core's ``ResizePlanner`` decides per OS
    /// and the ``ResizeCoalescer`` merges per run-loop turn: one layout invalidation per collection
    /// view and one batch update per table view, however many cells asked.
    @MainActor
    final class ResizeScheduler {
        // MARK: Lifecycle

        private init() {}

        // MARK: Internal

        static let shared = ResizeScheduler()

        let planner = ResizePlanner(osVersion: .current)

        func cellRequestedResize(_ cell: UIView, kind: ContainerKind) {
            let actions = planner.actions(in: kind)
            if actions.contains(.invalidateCellIntrinsicSize) {
                // iOS 16+: the container's selfSizingInvalidation re-measures this one cell.
                cell.invalidateIntrinsicContentSize()
            }
            if actions.contains(.invalidateStandaloneIntrinsicSize) {
                cell.invalidateIntrinsicContentSize()
                cell.superview?.setNeedsLayout()
            }
            guard !planner.containerActions(in: kind).isEmpty else { return }
            let id = ObjectIdentifier(cell)
            cells[id] = WeakView(view: cell)
            if coalescer.request(id) {
                DispatchQueue.main.async { [weak self] in MainThread.runIsolated { self?.flush() } }
            }
        }

        // MARK: Private

        private struct WeakView {
            weak var view: UIView?
        }

        private var coalescer = ResizeCoalescer<ObjectIdentifier>()
        private var cells: [ObjectIdentifier: WeakView] = [:]

        private func flush() {
            var collectionItems: [ObjectIdentifier: (UICollectionView, [IndexPath])] = [:]
            var tables: [ObjectIdentifier: UITableView] = [:]
            for id in coalescer.flush() {
                guard let cell = cells.removeValue(forKey: id)?.view else { continue }
                if let cell = cell as? UICollectionViewCell, let collectionView = cell.enclosing(UICollectionView.self),
                    let indexPath = collectionView.indexPath(for: cell)
                {
                    collectionItems[ObjectIdentifier(collectionView), default: (collectionView, [])].1.append(indexPath)
                } else if let cell = cell as? UITableViewCell, let tableView = cell.enclosing(UITableView.self),
                    tableView.indexPath(for: cell) != nil
                {
                    // A cell with no index path (hidden in the reuse pool) has no height to update.
                    tables[ObjectIdentifier(tableView)] = tableView
                }
            }
            for (collectionView, indexPaths) in collectionItems.values {
                let layout = collectionView.collectionViewLayout
                let contextClass =
                    type(of: layout).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
                let context = (contextClass ?? UICollectionViewLayoutInvalidationContext.self).init()
                context.invalidateItems(at: indexPaths)
                layout.invalidateLayout(with: context)
            }
            for tableView in tables.values {
                UIView.performWithoutAnimation { tableView.performBatchUpdates(nil) }
            }
        }
    }
#endif
