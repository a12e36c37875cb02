#if canImport(UIKit)
    import CellBridge
    import UIKit

    /// Probe rows in a table view under the demo's own shared data source and its bridge.
    final class ProbeTableScreen: ProbeScreenController, ProbeScreen {
        private var tableView: UITableView!
        private var dataSource: SharedTableDataSource!

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView = UITableView(frame: view.bounds, style: .plain)
            tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            // No separator: a row's height is then exactly its content's.
            tableView.separatorStyle = .none
            tableView.rowHeight = UITableView.automaticDimension
            tableView.estimatedRowHeight = 60
            view.addSubview(tableView)
            dataSource = SharedTableDataSource(tableView: tableView, parentViewController: self, strategy: strategy)
            dataSource.sections = [SharedTableSection(header: nil, rows: items)]
            dataSource.onContentEvent = { [weak self] event, _, indexPath in self?.onEvent?(event, indexPath) }
        }

        var scrollView: UIScrollView { tableView }

        func insertAtTop(_ newItems: [ProbeViewModel]) {
            items.insert(contentsOf: newItems, at: 0)
            dataSource.sections = [SharedTableSection(header: nil, rows: items)]
            tableView.insertRows(at: newItems.indices.map { IndexPath(row: $0, section: 0) }, with: .automatic)
        }

        func visibleCellHeights() -> [(indexPath: IndexPath, height: CGFloat)] {
            (tableView.indexPathsForVisibleRows ?? []).compactMap { indexPath in
                tableView.cellForRow(at: indexPath).map { (indexPath, $0.frame.height) }
            }
        }

        func liveCellViews() -> [UIView] {
            tableView.subviews.filter { $0 is UITableViewCell }
        }
    }
#endif
