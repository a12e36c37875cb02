#if canImport(UIKit)
    import UIKit

    /// Runs the core's resize plan for cells, headers and footers whose SwiftUI content asked to
    /// resize (`\.cellBridgeRequestResize`, the contract Epoxy ships with its intrinsic-size
    /// invalidator: the content knows when it changed size, CellBridge does not guess it).
    ///
    /// The hosted view was already laid out and invalidated by the slot (``ResizeAction/invalidateHostedView``).
    /// What remains is telling the container, which the core's ``ResizePlanner`` decides per OS,
    /// container and element, and the ``ResizeCoalescer`` merges per run-loop turn: one layout
    /// invalidation per collection view and one batch update per table view, however many asked.
    /// A request whose view is no longer placed (in the reuse pool, animating out) is dropped: a
    /// view is measured again when it is next dequeued.
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
            guard runViewSteps(of: view, in: kind, as: element) else { return }
            let id = ObjectIdentifier(view)
            requests[id] = Request(view: view, context: context, kind: kind, element: element)
            if coalescer.request(id) {
                MainThread.onLaterTurn { [weak self] in self?.flush() }
            }
        }

        // MARK: Private

        @MainActor
        private struct Request {
            weak var view: UIView?
            weak var context: HostedContentContext?
            /// The container the view asked (a table nested in a collection cell is not the collection's).
            let kind: ContainerKind
            let element: ReusableElement

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

        private func flush() {
            var collections: [ObjectIdentifier: (view: UICollectionView, asked: [(ReusableElement, IndexPath)])] = [:]
            var tables: [ObjectIdentifier: UITableView] = [:]
            for id in coalescer.flush() {
                guard let request = requests.removeValue(forKey: id), let view = request.view,
                    let indexPath = request.indexPath
                else { continue }
                switch request.kind {
                case .collectionView:
                    guard let collectionView = view.enclosing(UICollectionView.self) else { continue }
                    collections[ObjectIdentifier(collectionView), default: (collectionView, [])].asked.append(
                        (request.element, indexPath))
                case .tableView:
                    guard let tableView = view.enclosing(UITableView.self) else { continue }
                    tables[ObjectIdentifier(tableView)] = tableView
                case .standaloneView:
                    continue
                }
            }
            for (collectionView, asked) in collections.values {
                invalidate(collectionView.collectionViewLayout, for: asked)
            }
            for tableView in tables.values {
                switch Self.batchUpdateSafety(of: tableView) {
                case .run:
                    UIView.performWithoutAnimation { tableView.performBatchUpdates(nil) }
                case .drop:
                    CellBridgeProblems.adviseOnce(
                        "a hosted row asked to resize while its table was out of step with its data source (row "
                            + "counts differ, or an update is in progress); the resize was dropped and the row is "
                            + "measured again at the table's next update. Tell the table about data changes in the "
                            + "same turn as you make them.",
                        key: "dropped table resize \(ObjectIdentifier(tableView))")
                }
            }
        }

        /// Tells `layout` that the elements `asked` changed size, the way the core's
        /// ``CollectionLayoutInvalidation`` picks for its kind.
        private func invalidate(_ layout: UICollectionViewLayout, for asked: [(ReusableElement, IndexPath)]) {
            // Only UIKit's own flow layout: a subclass may clear its caches only in invalidateLayout()
            // or force-cast the context it gets, as a custom layout may.
            let kind: CollectionLayoutInvalidation.Layout =
                layout is UICollectionViewCompositionalLayout
                ? .compositional : layout.isMember(of: UICollectionViewFlowLayout.self) ? .flow : .custom
            switch CollectionLayoutInvalidation.scope(for: kind) {
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

        /// Runs the steps of the core's plan that `view` takes itself; true when its container must
        /// be told too (``ResizePlanner/containerActions(in:element:)``).
        private func runViewSteps(of view: UIView, in kind: ContainerKind, as element: ReusableElement) -> Bool {
            let actions = planner.actions(in: kind, element: element)
            if actions.contains(.invalidateCellIntrinsicSize) {
                // iOS 16+: the container's selfSizingInvalidation re-measures this one cell
                // ("Calling -invalidateIntrinsicContentSize on a self-sizing cell or its contentView
                // will cause it to be resized if necessary", UICollectionView.h / UITableView.h).
                view.invalidateIntrinsicContentSize()
            }
            if actions.contains(.invalidateStandaloneIntrinsicSize) {
                view.invalidateIntrinsicContentSize()
                view.superview?.setNeedsLayout()
            }
            return !planner.containerActions(in: kind, element: element).isEmpty
        }

        /// Whether `tableView` and its data source agree on every section's row count now.
        private static func batchUpdateSafety(of tableView: UITableView) -> TableBatchUpdateSafety {
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
                hasUncommittedUpdates: tableView.hasUncommittedUpdates)
        }
    }
#endif
