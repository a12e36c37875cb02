#if canImport(UIKit)
    import UIKit

    /// What a collection or table diffable data source offers the updaters (both have it under the
    /// same names, without a protocol in common).
    @MainActor
    protocol DiffableDataSourceApplying<SectionID, ItemID>: AnyObject {
        associatedtype SectionID: Hashable & Sendable
        associatedtype ItemID: Hashable & Sendable

        func indexPath(for itemIdentifier: ItemID) -> IndexPath?
        func itemIdentifier(for indexPath: IndexPath) -> ItemID?
        func apply(
            _ snapshot: NSDiffableDataSourceSnapshot<SectionID, ItemID>, animatingDifferences: Bool,
            completion: (() -> Void)?)
    }

    extension ItemUpdate.Item {
        /// What the core's ``ItemUpdate`` needs to know of an item, from its view model.
        @MainActor
        init(viewModel: CollectionCellViewModel) {
            let renderable = viewModel as? SwiftUIRenderableCellViewModel
            self.init(
                className: viewModel.className, isSwiftUIBacked: renderable != nil, version: renderable?.itemVersion,
                instance: type(of: viewModel) is AnyClass ? ObjectIdentifier(viewModel as AnyObject) : nil)
        }
    }

    extension UICollectionViewDiffableDataSource: DiffableDataSourceApplying {}
    extension UITableViewDiffableDataSource: DiffableDataSourceApplying {}

    /// How the collection and table updaters apply a snapshot: the core's ``SnapshotUpdatePlanner``
    /// decides, per item still in the snapshot, what UIKit must do, and this carries it out.
    @MainActor
    final class DiffableUpdate<Container: CellContainer, SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
        /// The view models of the snapshot shown now, read by the data source's cell provider.
        private(set) var viewModels: [ItemID: CollectionCellViewModel] = [:]
        private var planner = SnapshotUpdatePlanner<ItemID>()
        /// The cell the data source's provider last configured for each item: on iOS 14 the cells to
        /// configure again when their item changes (the core's ``ItemCells``).
        private var cells = ItemCells<ItemID, Container.Cell>()

        /// The data source's cell provider: the cell for the item `id` at `indexPath`, dequeued
        /// from `container` through `engine` and configured with the item's view model (the
        /// registered fallback cell when it has none), recorded as the item's.
        func cell(
            for id: ItemID, in container: Container, at indexPath: IndexPath,
            through engine: CellBridgeEngine<Container>,
            parentViewController: UIViewController?
        ) -> Container.Cell {
            #if DEBUG
                // Self-check fault: the updater's cells are dequeued but never configured.
                let viewModel = SelfCheckFaultSwitch.isOn("updater-cells-unconfigured") ? nil : viewModels[id]
            #else
                let viewModel = viewModels[id]
            #endif
            let cell = engine.cell(
                for: viewModel, in: container, at: indexPath, parentViewController: parentViewController,
                itemID: AnyHashable(id))
            cells.provided(cell, for: id)
            return cell
        }

        /// Applies `snapshot` with `viewModels` through `dataSource` of `container`, configuring
        /// changed visible cells in place through `engine` on iOS 14.
        ///
        /// Apple lets an app call a diffable data source's `apply` from a background queue, if it
        /// always does. This apply also reads and reconfigures visible cells, which UIKit allows
        /// only on the main thread, so a call from another thread is carried to the main queue, in
        /// the order the calls came (the core's ``MainThreadConfinement``), and the developer is
        /// told once; `completion` then runs on the main queue.
        func apply(
            _ snapshot: NSDiffableDataSourceSnapshot<SectionID, ItemID>, viewModels: [ItemID: CollectionCellViewModel],
            to dataSource: some DiffableDataSourceApplying<SectionID, ItemID>, of container: Container?,
            through engine: CellBridgeEngine<Container>, parentViewController: UIViewController?,
            animatingDifferences: Bool, completion: (() -> Void)?
        ) {
            #if DEBUG
                // Self-check fault: an apply from a background queue runs there, UIKit calls and all.
                let isMainThread = Thread.isMainThread || SelfCheckFaultSwitch.isOn("background-apply-not-hopped")
            #else
                let isMainThread = Thread.isMainThread
            #endif
            switch MainThreadConfinement.decide(isMainThread: isMainThread) {
            case .runNow:
                break
            case .hopToMainQueue:
                #if DEBUG
                    // Self-check faults: an apply from a background queue is dropped; or its completion
                    // runs on another queue than the main one.
                    if SelfCheckFaultSwitch.isOn("background-apply-dropped") { return }
                    let finish =
                        SelfCheckFaultSwitch.isOn("background-completion-off-main")
                        ? completion.map(SelfCheckFaultSwitch.offMainQueue) : completion
                #else
                    let finish = completion
                #endif
                // Handed over, not shared: nothing here is touched on this thread again.
                let call = HandedOver(
                    (snapshot, viewModels, dataSource, container, engine, parentViewController, finish))
                DispatchQueue.main.async {
                    MainThread.runIsolated {
                        CellBridgeProblems.adviseOnce(
                            "a diffable updater's apply was called off the main thread. UIKit allows it for a "
                                + "data source's apply, but the updater also reconfigures visible cells, so CellBridge "
                                + "runs it on the main queue, in order, and its completion there too: the data "
                                + "source's state is the main queue's now, so read its snapshot() there (a "
                                + "read-modify-write on your own queue would read a snapshot not yet applied).",
                            key: "background apply")
                        let (snapshot, viewModels, dataSource, container, engine, parent, completion) = call.value
                        self.apply(
                            snapshot, viewModels: viewModels, to: dataSource, of: container, through: engine,
                            parentViewController: parent, animatingDifferences: animatingDifferences,
                            completion: completion)
                    }
                }
                return
            }
            var snapshot = snapshot
            let items = Self.items(snapshot.itemIdentifiers, viewModels: viewModels)
            cells.keepOnly(Set(items.map(\.id)))
            let plan = planner.plan(
                items: items, withCells: Set(items.lazy.map(\.id).filter { self.cells.cell(for: $0) != nil }),
                osVersion: .current)
            self.viewModels = viewModels
            // iOS 14: the cells that show a changed item (on screen, prefetched or kept off screen) are
            // configured again where they are, before the apply moves them.
            for id in plan.replaceContentInPlace {
                guard let container, let viewModel = viewModels[id], let cell = cells.cell(for: id) else { continue }
                engine.replaceContentInPlace(
                    of: cell, in: container, with: viewModel, parentViewController: parentViewController,
                    itemID: AnyHashable(id), isOnScreen: isOnScreen(cell, id, in: container, dataSource))
            }
            if !plan.reload.isEmpty { snapshot.reloadItems(plan.reload) }
            if !plan.reconfigure.isEmpty, #available(iOS 15.0, tvOS 15.0, *) {
                snapshot.reconfigureItems(plan.reconfigure)
            }
            defer {
                // After the apply, where the reconfigured items are now; UIKit reconfigured their cells
                // through the provider, which recorded them.
                if let container, ItemUpdate.reconfiguredCellsAskToResize(osVersion: .current) {
                    for id in plan.reconfigure {
                        guard let cell = cells.cell(for: id) else { continue }
                        engine.askToResize(cell, isOnScreen: isOnScreen(cell, id, in: container, dataSource))
                    }
                }
            }
            switch SnapshotApplyAnimation.mode(animatingDifferences: animatingDifferences, osVersion: .current) {
            case .animated:
                dataSource.apply(snapshot, animatingDifferences: true, completion: completion)
            case .notAnimated:
                dataSource.apply(snapshot, animatingDifferences: false, completion: completion)
            case .animatedDiffWithoutAnimation:
                UIView.performWithoutAnimation {
                    dataSource.apply(snapshot, animatingDifferences: true, completion: completion)
                }
            }
        }

        /// Whether `cell`, which shows the item `id`, is the one on screen at the item's place.
        private func isOnScreen(
            _ cell: Container.Cell, _ id: ItemID, in container: Container,
            _ dataSource: some DiffableDataSourceApplying<SectionID, ItemID>
        ) -> Bool {
            dataSource.indexPath(for: id).flatMap(container.visibleCell(at:)) === cell
        }

        /// What the core needs to know of each item of `identifiers`, from its view model.
        private static func items(_ identifiers: [ItemID], viewModels: [ItemID: CollectionCellViewModel])
            -> [(id: ItemID, item: ItemUpdate.Item)]
        {
            identifiers.compactMap { id in viewModels[id].map { (id, ItemUpdate.Item(viewModel: $0)) } }
        }
    }
#endif
