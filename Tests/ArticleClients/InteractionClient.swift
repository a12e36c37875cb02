// Client code a team writes for taps, navigation, list swipe actions and containment choices:
// a SwiftUI cell with buttons of its own, a coordinator that owns navigation, a collection-view
// list with swipe actions, a light cell hosted without containment. The shared delegate still
// names no feature type. No product: the iOS build compiling it is the proof.
#if canImport(UIKit)
    import CellBridge
    import SwiftUI
    import UIKit

    final class OrderRowViewModel: ObservableObject, SwiftUIRenderableCellViewModel, SwipeActionProvidingCellViewModel,
        Identifiable
    {
        let id: Int
        @Published var isStarred = false
        private let onArchive: (IndexPath) -> Bool

        init(id: Int, onArchive: @escaping (IndexPath) -> Bool) {
            self.id = id
            self.onArchive = onArchive
        }

        var className: String { String(describing: OrderRowView.self) }
        func makeHostedView() -> AnyView { AnyView(OrderRowView(viewModel: self)) }

        /// The row has its own star button: the cell must not also select.
        var tapHandling: CellTapHandling { .contentHandlesTaps }

        var trailingSwipeActions: [CellSwipeAction] {
            [CellSwipeAction(title: "Archive", systemImageName: "archivebox", handler: onArchive)]
        }
    }

    struct OrderRowView: View {
        @ObservedObject var viewModel: OrderRowViewModel
        @Environment(\.cellBridgeNavigate) private var navigate

        var body: some View {
            HStack {
                Text("Order \(viewModel.id)")
                Spacer()
                Button {
                    viewModel.isStarred.toggle()
                } label: {
                    Image(systemName: viewModel.isStarred ? "star.fill" : "star")
                }
                .buttonStyle(BorderlessButtonStyle())
                Button("Track") { navigate.push(Text("Tracking \(viewModel.id)"), title: "Tracking") }
                    .buttonStyle(BorderlessButtonStyle())
            }
        }
    }

    /// A small tag: no child view controller needed on the hosting-cell path.
    struct TagViewModel: SwiftUIRenderableCellViewModel {
        let name: String
        var className: String { "TagView" }
        func makeHostedView() -> AnyView { AnyView(Text(name).font(.caption)) }
        var hostingContainment: ContainmentPolicy { .viewOnly }
    }

    /// Navigation is the coordinator's: it receives every request SwiftUI cells make.
    @MainActor
    final class OrdersCoordinator {
        let navigationController: UINavigationController

        init(navigationController: UINavigationController) {
            self.navigationController = navigationController
        }

        func handle(_ request: CellNavigationRequest) {
            switch request.kind {
            case .push: navigationController.pushViewController(request.viewController, animated: request.animated)
            case .present: navigationController.present(request.viewController, animated: request.animated)
            }
        }
    }

    /// The shared list delegate: a compositional list with swipe actions, selection answered by
    /// the bridge, navigation handed to the coordinator.
    final class SharedListDelegate: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var items: [CollectionCellViewModel] = []
        let collectionView: UICollectionView
        private let bridge: CollectionCellBridge

        init(screen: UIViewController, coordinator: OrdersCoordinator) {
            var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
            bridge = CollectionCellBridge(collectionView: collectionView, parentViewController: screen)
            bridge.usesListCells = true
            super.init()
            list.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
                guard let self, self.items.indices.contains(indexPath.item) else { return nil }
                return self.bridge.trailingSwipeActionsConfiguration(
                    for: self.items[indexPath.item], in: self.collectionView, at: indexPath)
            }
            collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: list)
            collectionView.dataSource = self
            collectionView.delegate = self
            bridge.onNavigationRequest = { [weak coordinator] request in coordinator?.handle(request) }
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            items.count
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            bridge.cell(for: items[indexPath.item], in: collectionView, at: indexPath)
        }

        func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
            bridge.shouldHighlight(items[indexPath.item])
        }

        func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
            bridge.shouldSelect(items[indexPath.item])
        }

        func collectionView(
            _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
        ) {
            bridge.willDisplay(cell, at: indexPath)
        }

        func collectionView(
            _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
            forItemAt indexPath: IndexPath
        ) {
            bridge.didEndDisplaying(cell, at: indexPath)
        }
    }

    /// The table counterpart: `willSelectRowAt` answered by the bridge.
    final class SharedTableSelection: NSObject, UITableViewDelegate {
        var items: [CollectionCellViewModel] = []
        let bridge: TableCellBridge

        init(bridge: TableCellBridge) {
            self.bridge = bridge
        }

        func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
            bridge.shouldHighlight(items[indexPath.row])
        }

        func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            bridge.shouldSelect(items[indexPath.row]) ? indexPath : nil
        }
    }
#endif
