#if canImport(UIKit)
    import UIKit

    /// Runs the core's resize plan for cells, headers and footers whose SwiftUI content asked to
    /// resize.
    ///
    /// The hosted view was already invalidated and laid out by the slot (``ResizeAction/invalidateHostedView``).
    /// What remains is telling the container, which the core's ``ResizePlanner`` decides per OS,
    /// container and element, and the ``ResizeCoalescer`` merges per run-loop turn: one layout
    /// invalidation per collection view and one batch update per table view, however many asked.
    @MainActor
    final class ResizeScheduler {
        // MARK: Lifecycle

        private init() {}

        // MARK: Internal

        static let shared = ResizeScheduler()

        let planner = ResizePlanner(osVersion: .current)

        /// A cell's (or standalone view's) content asked to resize.
        func cellRequestedResize(_ cell: UIView, kind: ContainerKind) {
            viewRequestedResize(cell, in: kind, as: .cell, context: nil)
        }

        /// `view`'s content asked to resize; `context` resolves where the view is when the
        /// request is carried out (a header's index path is not the collection view's to give).
        func viewRequestedResize(
            _ view: UIView, in kind: ContainerKind, as element: ReusableElement, context: HostedContentContext?
        ) {
            if let context, context.elementIsUnknown, kind == .collectionView {
                // A collection element not learnt yet (a content configuration in the app's own view):
                // the flush learns it from the layout, outside any layout pass, and plans it then.
                enqueue(ObjectIdentifier(view), Request(view: view, context: context, kind: kind, isPlanned: false))
                return
            }
            guard runViewSteps(of: view, in: kind, as: element) else { return }
            enqueue(ObjectIdentifier(view), Request(view: view, context: context, kind: kind))
        }

        // MARK: Private

        @MainActor
        private struct Request {
            weak var view: UIView?
            weak var context: HostedContentContext?
            /// The container the view asked (a table nested in a collection cell is not the collection's).
            let kind: ContainerKind
            /// False for a request queued before its element was known: the flush plans it.
            var isPlanned = true

            /// Where the view is now: its context finds it (``ElementPosition``); a view without
            /// one is a cell and asks its collection or table view.
            var indexPath: IndexPath? {
                if let context { return context.currentIndexPath() }
                if let cell = view as? UICollectionViewCell {
                    return cell.enclosing(UICollectionView.self)?.indexPath(for: cell)
                }
                if let cell = view as? UITableViewCell { return cell.enclosing(UITableView.self)?.indexPath(for: cell) }
                return nil
            }
        }

        private var coalescer = ResizeCoalescer<ObjectIdentifier>()
        private var requests: [ObjectIdentifier: Request] = [:]
        /// How often each table's batch update has waited for its data source (``TableBatchUpdateSafety``).
        private var tableWaits: [ObjectIdentifier: TableWait] = [:]

        @MainActor
        private struct TableWait {
            weak var table: UITableView?
            var waits = 0
            var retryIsScheduled = false
            var pending: [(ObjectIdentifier, Request)] = []
        }

        private func flush() {
            var collections:
                [ObjectIdentifier: (view: UICollectionView, asked: [(ReusableElement, IndexPath)], wholeLayout: Bool)] =
                    [:]
            var tables: [ObjectIdentifier: (view: UITableView, requests: [(ObjectIdentifier, Request)])] = [:]
            for id in coalescer.flush() {
                guard let request = requests.removeValue(forKey: id), let view = request.view else { continue }
                if !request.isPlanned, let context = request.context {
                    context.refreshElement(askingLayout: true)  // a turn after the request: no layout pass
                    // Learnt now: planned as any request for its element (a cell on iOS 16+ is re-measured
                    // by its own invalidation); still unknown, it takes the layout path below.
                    if !context.elementIsUnknown, !runViewSteps(of: view, in: .collectionView, as: context.element) {
                        continue
                    }
                }
                let indexPath = request.indexPath
                if request.kind == .collectionView, let collectionView = view.enclosing(UICollectionView.self) {
                    let key = ObjectIdentifier(collectionView)
                    if let indexPath {
                        let element = request.context?.element ?? .cell
                        collections[key, default: (collectionView, [], false)].asked.append((element, indexPath))
                    } else if Self.unplaced(request, view, in: .collectionView) == .invalidateWholeContainer {
                        collections[key, default: (collectionView, [], false)].wholeLayout = true
                    }
                } else if request.kind == .tableView, let tableView = view.enclosing(UITableView.self),
                    indexPath != nil || Self.unplaced(request, view, in: .tableView) == .resizeAsUsual
                {
                    tables[ObjectIdentifier(tableView), default: (tableView, [])].requests.append((id, request))
                }
            }
            for (collectionView, asked, wholeLayout) in collections.values {
                let layout = collectionView.collectionViewLayout
                // Only UIKit's own flow layout: a subclass may clear its caches only in invalidateLayout()
                // or force-cast the context it gets, as a custom layout may.
                let kind: CollectionLayoutInvalidation.Layout =
                    layout is UICollectionViewCompositionalLayout
                    ? .compositional : layout.isMember(of: UICollectionViewFlowLayout.self) ? .flow : .custom
                switch wholeLayout ? .wholeLayout : CollectionLayoutInvalidation.scope(for: kind) {
                case .wholeLayout:
                    layout.invalidateLayout()
                case .flowLayoutElementsThatAsked:
                    let context = UICollectionViewFlowLayoutInvalidationContext()
                    // Both default to false, and then the flow layout keeps every size and position.
                    context.invalidateFlowLayoutDelegateMetrics = true
                    context.invalidateFlowLayoutAttributes = true
                    for (element, indexPath) in asked {
                        if case .supplementary(let kind) = element {
                            context.invalidateSupplementaryElements(ofKind: kind, at: [indexPath])
                        } else {
                            context.invalidateItems(at: [indexPath])
                        }
                    }
                    layout.invalidateLayout(with: context)
                }
            }
            for (key, table) in tables {
                // A table freed while waiting may leave its address to a new one: that one starts afresh.
                var wait =
                    tableWaits[key].flatMap { $0.table === table.view ? $0 : nil } ?? TableWait(table: table.view)
                if wait.retryIsScheduled {
                    // One retry per table at a time: what asks meanwhile goes with it.
                    wait.pending += table.requests
                    tableWaits[key] = wait
                    continue
                }
                switch Self.batchUpdateSafety(of: table.view, waitsSoFar: wait.waits) {
                case .run:
                    tableWaits[key] = nil
                    UIView.performWithoutAnimation { table.view.performBatchUpdates(nil) }
                case .retryLater:
                    wait.waits += 1
                    wait.pending = table.requests
                    wait.retryIsScheduled = true
                    tableWaits[key] = wait
                    let delay = TableBatchUpdateSafety.delay(beforeTry: wait.waits)
                    MainThread.onLaterTurn(after: delay) { [weak self, weak tableView = table.view] in
                        guard let tableView else {
                            // Freed while waiting (unless a new table took its address since).
                            if self?.tableWaits[key]?.table == nil { self?.tableWaits[key] = nil }
                            return
                        }
                        self?.retryTable(tableView)
                    }
                case .giveUp:
                    tableWaits[key] = nil
                }
            }
        }

        /// Tries a table's batch update again now, with the requests its retry waited with (a stale
        /// retry for a freed table whose address a new one took does nothing).
        private func retryTable(_ tableView: UITableView) {
            let key = ObjectIdentifier(tableView)
            guard var wait = tableWaits[key], wait.table === tableView else { return }
            let pending = wait.pending
            wait.pending = []
            wait.retryIsScheduled = false
            tableWaits[key] = wait
            // A request whose view is gone is skipped, and never replaces a newer one for its address.
            for (id, request) in pending where request.view != nil && requests[id] == nil {
                requests[id] = request
                _ = coalescer.request(id)
            }
            flush()
            // Every request dropped out (gone, off screen): the next one starts a new wait.
            if tableWaits[key]?.retryIsScheduled != true { tableWaits[key] = nil }
        }

        /// Runs the steps of the core's plan that `view` takes itself; true when its container must
        /// be told too (``ResizePlanner/containerActions(in:element:)``).
        private func runViewSteps(of view: UIView, in kind: ContainerKind, as element: ReusableElement) -> Bool {
            let actions = planner.actions(in: kind, element: element)
            if actions.contains(.invalidateCellIntrinsicSize) {
                // iOS 16+: the container's selfSizingInvalidation re-measures this one cell.
                view.invalidateIntrinsicContentSize()
            }
            if actions.contains(.invalidateStandaloneIntrinsicSize) {
                view.invalidateIntrinsicContentSize()
                view.superview?.setNeedsLayout()
            }
            return !planner.containerActions(in: kind, element: element).isEmpty
        }

        /// What to do for `view`, whose place its container did not name (``UnplacedResize``).
        private static func unplaced(_ request: Request, _ view: UIView, in container: ContainerKind) -> UnplacedResize
        {
            UnplacedResize.decide(
                in: container, isVisible: view.window != nil && !view.isHidden,
                learnsPlace: request.context?.learnsElement ?? false)
        }

        /// Whether `tableView` and its data source agree on every section's row count now.
        private static func batchUpdateSafety(of tableView: UITableView, waitsSoFar: Int) -> TableBatchUpdateSafety {
            var tableCounts: [Int] = []
            var dataSourceCounts: [Int] = []
            if let dataSource = tableView.dataSource {
                let sections = dataSource.numberOfSections?(in: tableView) ?? 1
                dataSourceCounts = (0..<max(sections, 0)).map {
                    dataSource.tableView(tableView, numberOfRowsInSection: $0)
                }
                tableCounts = (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) }
            }
            return TableBatchUpdateSafety.decide(
                tableRowCounts: tableCounts, dataSourceRowCounts: dataSourceCounts,
                hasUncommittedUpdates: tableView.hasUncommittedUpdates, waitsSoFar: waitsSoFar)
        }

        /// Queues a request for the next turn's flush (scheduling it, for the first of a turn).
        private func enqueue(_ id: ObjectIdentifier, _ request: Request) {
            requests[id] = request
            if coalescer.request(id) {
                MainThread.onLaterTurn { [weak self] in self?.flush() }
            }
        }
    }
#endif
