// Client code written the way "SwiftUI views in UIKit cells with UIHostingConfiguration" writes
// it — an ObservableObject item view model, events resolving the index path at tap time,
// swipe actions — on iOS 14 through the bridge.
#if canImport(UIKit)
    import CellBridge
    import SwiftUI
    import UIKit

    struct Item {
        var title: String
        var isFavorite: Bool
    }

    final class ItemViewModel: ObservableObject, SwiftUIRenderableCellViewModel, SwipeActionProvidingCellViewModel {
        @Published private(set) var item: Item
        private let onItemChange: (Item) -> Void
        private let onDelete: (IndexPath) -> Void

        init(item: Item, onItemChange: @escaping (Item) -> Void, onDelete: @escaping (IndexPath) -> Void) {
            self.item = item
            self.onItemChange = onItemChange
            self.onDelete = onDelete
        }

        func toggleFavoriteStatus() {
            item.isFavorite.toggle()
            onItemChange(item)
        }

        var favoriteButtonIconName: String { "star" + (item.isFavorite ? ".fill" : "") }
        var className: String { String(describing: ItemView.self) }
        func makeHostedView() -> AnyView { AnyView(ItemView(viewModel: self)) }

        var trailingSwipeActions: [CellSwipeAction] {
            [
                CellSwipeAction(title: "Delete", systemImageName: "trash", style: .destructive) {
                    [onDelete] indexPath in
                    onDelete(indexPath)
                    return true
                }
            ]
        }
    }

    struct ItemView: View {
        @ObservedObject var viewModel: ItemViewModel
        @Environment(\.cellBridgeSendEvent) private var sendEvent

        var body: some View {
            HStack {
                Text(viewModel.item.title)
                Spacer()
                Button(action: viewModel.toggleFavoriteStatus) {
                    Image(systemName: viewModel.favoriteButtonIconName)
                }
                Button("Share") { sendEvent("share") }
            }
        }
    }

    final class ListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
        private var items: [Item] = [Item(title: "One", isFavorite: false)]
        private lazy var tableView = UITableView()
        private lazy var bridge = TableCellBridge(tableView: tableView, parentViewController: self)

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.dataSource = self
            tableView.delegate = self
            // The index path is resolved when the event arrives, never captured at configure time.
            bridge.onContentEvent = { [weak self] event, indexPath in
                guard event == AnyHashable("share"), let self else { return }
                print("share", self.items[indexPath.row].title)
            }
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let viewModel = ItemViewModel(
                item: items[indexPath.row],
                onItemChange: { [weak self] item in
                    guard let index = self?.items.firstIndex(where: { $0.title == item.title }) else { return }
                    self?.items[index] = item
                },
                onDelete: { [weak self] indexPath in
                    self?.items.remove(at: indexPath.row)
                    self?.tableView.deleteRows(at: [indexPath], with: .automatic)
                })
            return bridge.cell(for: viewModel, at: indexPath)
        }

        func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            bridge.willDisplay(cell, at: indexPath)
        }

        func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
        {
            bridge.didEndDisplaying(cell, at: indexPath)
        }
    }
#endif
