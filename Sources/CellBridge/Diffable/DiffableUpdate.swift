#if canImport(UIKit)
    import UIKit

    /// What the collection and table diffable updaters share: the core's plan for a new snapshot,
    /// turned into UIKit's reload and reconfigure requests.
    @MainActor
    enum DiffableUpdate {
        /// What the core needs to know of each item of `identifiers`, from its view model.
        static func items<ItemID: Hashable>(
            _ identifiers: [ItemID], viewModels: [ItemID: CollectionCellViewModel]
        ) -> [(id: ItemID, item: ItemUpdate.Item)] {
            identifiers.compactMap { id in
                guard let viewModel = viewModels[id] else { return nil }
                let renderable = viewModel as? SwiftUIRenderableCellViewModel
                return (
                    id,
                    ItemUpdate.Item(
                        className: viewModel.className, isSwiftUIBacked: renderable != nil,
                        version: renderable?.itemVersion)
                )
            }
        }

        /// Marks the plan's reloads and (iOS 15+) reconfigures on `snapshot`.
        static func mark<Section: Hashable & Sendable, ItemID: Hashable & Sendable>(
            _ plan: SnapshotUpdatePlanner<ItemID>.Plan, on snapshot: inout NSDiffableDataSourceSnapshot<Section, ItemID>
        ) {
            if !plan.reload.isEmpty { snapshot.reloadItems(plan.reload) }
            if !plan.reconfigure.isEmpty, #available(iOS 15.0, tvOS 15.0, *) {
                snapshot.reconfigureItems(plan.reconfigure)
            }
        }
    }

    /// The view models of the snapshot shown now, shared with the data source's cell provider.
    @MainActor
    final class DiffableViewModels<ItemID: Hashable> {
        var byID: [ItemID: CollectionCellViewModel] = [:]
    }
#endif
