#if canImport(UIKit)
    import UIKit

    /// A `UITableViewDiffableDataSource` whose cells come from a ``TableCellBridge``, and snapshots
    /// applied so that changed rows are **reconfigured, not reloaded**: the table form of
    /// ``CollectionDiffableUpdater``, with the same rules (``SnapshotUpdatePlanner``).
    ///
    /// ```swift
    /// updater = TableDiffableUpdater<Section, Todo.ID>(tableView: tableView, bridge: bridge)
    /// updater.apply(snapshot, viewModels: viewModelsByID)
    /// ```
    @preconcurrency @MainActor
    public final class TableDiffableUpdater<Section: Hashable & Sendable, ItemID: Hashable & Sendable> {
        // MARK: Lifecycle

        /// Creates the data source for `tableView`, dequeuing every cell through `bridge`, which the
        /// updater keeps alive.
        public init(tableView: UITableView, bridge: TableCellBridge) {
            self.tableView = tableView
            self.bridge = bridge
            let update = update
            let dataSource = SwipeableTableDataSource<Section, ItemID>(tableView: tableView) {
                tableView, indexPath, id in
                // Never nil (UIKit throws): an identifier without a view model gets the registered
                // fallback cell, with the problem logged (the core's CellProvision).
                update.cell(
                    for: id, in: tableView, at: indexPath, through: bridge.engine,
                    parentViewController: bridge.parentViewController)
            }
            dataSource.viewModelOf = { update.viewModels[$0] }
            self.dataSource = dataSource
        }

        // MARK: Public

        /// The data source, for section titles and lookups.
        public let dataSource: UITableViewDiffableDataSource<Section, ItemID>

        /// The view model of the row `id` now.
        public func viewModel(for id: ItemID) -> CollectionCellViewModel? {
            update.viewModels[id]
        }

        /// The height the SwiftUI row `id` had when it was last displayed, for
        /// `tableView(_:estimatedHeightForRowAt:)`; nil when it has not been displayed yet or is not
        /// a SwiftUI row. Like ``TableCellBridge/estimatedHeight(for:)``, but for rows whose content
        /// carries the item identifier (view models that name no identity of their own).
        ///
        /// ```swift
        /// func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        ///     updater.dataSource.itemIdentifier(for: indexPath).flatMap(updater.estimatedHeight(for:)) ?? 72
        /// }
        /// ```
        public func estimatedHeight(for id: ItemID) -> CGFloat? {
            guard let viewModel = update.viewModels[id] else { return nil }
            return bridge.engine.displayedHeight(for: viewModel, itemID: AnyHashable(id)).map { CGFloat($0) }
        }

        /// Applies `snapshot` with its rows' `viewModels`, reconfiguring what changed.
        public func apply(
            _ snapshot: NSDiffableDataSourceSnapshot<Section, ItemID>, viewModels: [ItemID: CollectionCellViewModel],
            animatingDifferences: Bool = true, completion: (() -> Void)? = nil
        ) {
            update.apply(
                snapshot, viewModels: viewModels, to: dataSource, of: tableView, through: bridge.engine,
                parentViewController: bridge.parentViewController, animatingDifferences: animatingDifferences,
                completion: completion)
        }

        // MARK: Private

        private weak var tableView: UITableView?
        /// Held strongly: the data source's cell provider needs it for every cell, and nothing
        /// else may be keeping it (`Updater(…, bridge: Bridge(…))`). The bridge holds its view
        /// weakly, so no cycle forms.
        private let bridge: TableCellBridge
        private let update = DiffableUpdate<UITableView, Section, ItemID>()
    }

    /// The updater's data source: a row whose view model declares swipe actions may be edited, which
    /// the table asks before it asks the delegate for the actions. A plain diffable data source says
    /// no to every row on iOS 14, so the row would never swipe (apps subclass it for exactly this).
    final class SwipeableTableDataSource<Section: Hashable & Sendable, ItemID: Hashable & Sendable>:
        UITableViewDiffableDataSource<Section, ItemID>
    {
        /// The view models of the rows shown now, read when the table asks.
        var viewModelOf: ((ItemID) -> CollectionCellViewModel?)?

        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
            guard let id = itemIdentifier(for: indexPath),
                let provider = viewModelOf?(id) as? SwipeActionProvidingCellViewModel
            else { return super.tableView(tableView, canEditRowAt: indexPath) }
            return !provider.leadingSwipeActions.isEmpty || !provider.trailingSwipeActions.isEmpty
                || super.tableView(tableView, canEditRowAt: indexPath)
        }
    }
#endif
