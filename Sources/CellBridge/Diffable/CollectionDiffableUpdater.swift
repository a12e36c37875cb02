#if canImport(UIKit)
    import UIKit

    /// A `UICollectionViewDiffableDataSource` whose cells come from a ``CollectionCellBridge``, and
    /// snapshots applied so that changed items are **reconfigured, not reloaded**.
    ///
    /// A diffable data source compares item identifiers only, so an item whose content changed keeps
    /// its cell unless told otherwise, and the usual fix — reloading it — dequeues a new cell: SwiftUI
    /// `@State`, scroll positions and running animations are lost. The updater remembers each item's
    /// `className`, render path and `itemVersion` and, for every item still in the new snapshot,
    /// asks the core (``SnapshotUpdatePlanner``): reconfigure what may have changed (iOS 15+
    /// `reconfigureItems`; on iOS 14 the content of the cell that shows the item, on screen or
    /// prefetched, is replaced in place, the same thing by hand), reload only what now needs another
    /// kind of cell, and leave the rest alone: an item with no cell is configured from its new view
    /// model when it is next shown.
    ///
    /// Item identifiers must be stable identities (a database id), not the view models themselves:
    /// a view model that changes would otherwise be a new item, deleted and inserted.
    ///
    /// ```swift
    /// updater = CollectionDiffableUpdater<Section, Score.ID>(collectionView: collectionView, bridge: bridge)
    ///
    /// var snapshot = NSDiffableDataSourceSnapshot<Section, Score.ID>()
    /// snapshot.appendSections([.live])
    /// snapshot.appendItems(scores.map(\.id))
    /// updater.apply(snapshot, viewModels: Dictionary(uniqueKeysWithValues: scores.map { ($0.id, ScoreViewModel($0)) }))
    /// ```
    @preconcurrency @MainActor
    public final class CollectionDiffableUpdater<Section: Hashable & Sendable, ItemID: Hashable & Sendable> {
        // MARK: Lifecycle

        /// Creates the data source for `collectionView` (which becomes its `dataSource`), dequeuing
        /// every cell through `bridge`, which the updater keeps alive. Forward `willDisplay` /
        /// `didEndDisplaying` from your delegate to the bridge as usual.
        public init(collectionView: UICollectionView, bridge: CollectionCellBridge) {
            self.collectionView = collectionView
            #if DEBUG
                // Self-check fault: nothing keeps a bridge that only the updater holds.
                keptBridge = SelfCheckFaultSwitch.isOn("updater-holds-bridge-weakly") ? nil : bridge
            #else
                keptBridge = bridge
            #endif
            self.bridge = bridge
            let engine = bridge.engine
            self.engine = engine
            let update = update
            dataSource = UICollectionViewDiffableDataSource<Section, ItemID>(collectionView: collectionView) {
                [weak bridge] collectionView, indexPath, id in
                // Never nil (UIKit throws): an identifier without a view model gets the registered
                // fallback cell, with the problem logged (the core's CellProvision).
                update.cell(
                    for: id, in: collectionView, at: indexPath, through: engine,
                    parentViewController: bridge?.parentViewController)
            }
        }

        // MARK: Public

        /// The data source, for section headers (`supplementaryViewProvider`) and lookups.
        public let dataSource: UICollectionViewDiffableDataSource<Section, ItemID>

        /// The view model of the item `id` in the snapshot shown now.
        public func viewModel(for id: ItemID) -> CollectionCellViewModel? {
            update.viewModels[id]
        }

        /// Applies `snapshot`, whose items' view models are `viewModels`, reconfiguring the items
        /// that changed since the last apply instead of reloading them.
        public func apply(
            _ snapshot: NSDiffableDataSourceSnapshot<Section, ItemID>, viewModels: [ItemID: CollectionCellViewModel],
            animatingDifferences: Bool = true, completion: (() -> Void)? = nil
        ) {
            update.apply(
                snapshot, viewModels: viewModels, to: dataSource, of: collectionView, through: engine,
                parentViewController: bridge?.parentViewController, animatingDifferences: animatingDifferences,
                completion: completion)
        }

        // MARK: Private

        private weak var collectionView: UICollectionView?
        /// Held strongly: the app's handlers and the screen are the bridge's, and nothing else may
        /// be keeping it (`Updater(…, bridge: Bridge(…))`). The bridge holds its view weakly, so no
        /// cycle forms.
        private let keptBridge: CollectionCellBridge?
        private weak var bridge: CollectionCellBridge?
        /// The bridge's engine, which the data source's cell provider needs for every cell.
        private let engine: CellBridgeEngine<UICollectionView>
        private let update = DiffableUpdate<UICollectionView, Section, ItemID>()
    }
#endif
