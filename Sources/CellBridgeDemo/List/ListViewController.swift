#if canImport(UIKit)
    import CellBridge
    import UIKit

    /// The articles' table: SwiftUI rows with a favourite button next to a legacy row built in
    /// code, under one shared table data source, with swipe-to-delete.
    ///
    /// Delete a few rows, then tap a star further down: the tap reaches this screen with the
    /// index path the row has at that moment, so the right item changes. A row that had captured
    /// its configure-time index path would now update its neighbour.
    public final class ListViewController: UIViewController {
        private let store = DemoStore()
        private var tableView: UITableView!
        private var dataSource: SharedTableDataSource!

        public init() {
            super.init(nibName: nil, bundle: nil)
            title = "List"
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("ListViewController is built in code")
        }

        public override func viewDidLoad() {
            super.viewDidLoad()
            tableView = UITableView(frame: view.bounds, style: .insetGrouped)
            tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            tableView.rowHeight = UITableView.automaticDimension
            tableView.estimatedRowHeight = 52
            tableView.sectionHeaderHeight = UITableView.automaticDimension
            tableView.estimatedSectionHeaderHeight = 36
            view.addSubview(tableView)

            dataSource = SharedTableDataSource(tableView: tableView, parentViewController: self)
            dataSource.onContentEvent = { [weak self] event, viewModel, _ in
                guard event == AnyHashable(TodoRowEvent.toggleFavorite), let row = viewModel as? TodoRowViewModel
                else { return }
                // `viewModel` is the row at `indexPath` as it is now, resolved when the tap arrived.
                self?.toggleFavorite(of: row)
            }
            navigationItem.rightBarButtonItem = UIBarButtonItem(
                title: "Reset", style: .plain, target: self, action: #selector(reset))
            reloadItems()
        }

        // MARK: Private

        @objc private func reset() {
            store.todos = DemoStore().todos
            reloadItems()
        }

        private func reloadItems() {
            var todos: [CollectionCellViewModel] = []
            for todo in store.todos {
                let row = TodoRowViewModel(todo: todo)
                row.onDelete = { [weak self] indexPath in
                    self?.deleteRow(at: indexPath) ?? false
                }
                todos.append(row)
            }
            dataSource.sections = [
                // A legacy header built in code, found by className like any legacy cell.
                SharedTableSection(
                    header: TipsHeaderViewModel(title: "Tips"),
                    rows: [
                        TipCellViewModel(
                            title: "Swipe a row to delete it",
                            detail:
                                "Then tap a star further down: the row is found when you tap, not when it was drawn.")
                    ]),
                // A SwiftUI header: the same bridge, the same shared data source.
                SharedTableSection(header: TodoHeaderViewModel(title: "To-dos"), rows: todos),
            ]
            tableView.reloadData()
        }

        /// Model and visible row change together; no reload.
        private func toggleFavorite(of row: TodoRowViewModel) {
            guard let storeIndex = store.todos.firstIndex(where: { $0.id == row.todoID }) else { return }
            store.todos[storeIndex].isFavorite.toggle()
            // The row observes its view model: changing it redraws the visible cell.
            row.isFavorite = store.todos[storeIndex].isFavorite
        }

        private func deleteRow(at indexPath: IndexPath) -> Bool {
            guard let row = dataSource.row(at: indexPath) as? TodoRowViewModel else { return false }
            store.todos.removeAll { $0.id == row.todoID }
            dataSource.sections[indexPath.section].rows.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            return true
        }
    }
#endif
