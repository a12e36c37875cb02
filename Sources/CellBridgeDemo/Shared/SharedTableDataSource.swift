#if canImport(UIKit)
    import CellBridge
    import UIKit

    /// The one data source and delegate every table screen of the demo shares.
    ///
    /// Like ``SharedCollectionDataSource`` it never names a feature type. Swipe actions come from
    /// the view models that declare them (`SwipeActionProvidingCellViewModel`), through the bridge,
    /// the same on every OS; events from SwiftUI rows arrive with the index path the row has when
    /// the event is sent. Neither ever uses an index path captured at configure time.
    @MainActor
    final class SharedTableDataSource: NSObject, UITableViewDataSource, UITableViewDelegate {
        /// The rows shown, in order. Set it, then reload the table view.
        var items: [CollectionCellViewModel] = []
        /// Events SwiftUI rows send (`\.cellBridgeSendEvent`), with the row's view model and its
        /// index path resolved when the event arrived.
        var onContentEvent: ((AnyHashable, CollectionCellViewModel, IndexPath) -> Void)?

        let bridge: TableCellBridge

        init(tableView: UITableView, parentViewController: UIViewController, strategy: HostingStrategy = .automatic) {
            bridge = TableCellBridge(
                tableView: tableView, parentViewController: parentViewController, strategy: strategy)
            super.init()
            tableView.dataSource = self
            tableView.delegate = self
            bridge.onContentEvent = { [weak self] event, indexPath in
                guard let self, self.items.indices.contains(indexPath.row) else { return }
                self.onContentEvent?(event, self.items[indexPath.row], indexPath)
            }
        }

        // MARK: UITableViewDataSource

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            items.count
        }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            bridge.cell(for: items[indexPath.row], at: indexPath)
        }

        // MARK: UITableViewDelegate

        func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            bridge.willDisplay(cell, at: indexPath)
        }

        func tableView(
            _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
        ) {
            bridge.didEndDisplaying(cell, at: indexPath)
        }

        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            tableView.deselectRow(at: indexPath, animated: true)
        }

        func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
            -> UISwipeActionsConfiguration?
        {
            guard items.indices.contains(indexPath.row) else { return nil }
            return bridge.trailingSwipeActionsConfiguration(for: items[indexPath.row], at: indexPath)
        }

        func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
            -> UISwipeActionsConfiguration?
        {
            guard items.indices.contains(indexPath.row) else { return nil }
            return bridge.leadingSwipeActionsConfiguration(for: items[indexPath.row], at: indexPath)
        }
    }
#endif
