#if canImport(UIKit)
    import CellBridge
    import UIKit

    /// One section of a shared table: an optional header and its rows, all plain view models.
    struct SharedTableSection {
        var header: CollectionCellViewModel?
        var rows: [CollectionCellViewModel]
    }

    /// The one data source and delegate every table screen of the demo shares.
    ///
    /// Like ``SharedCollectionDataSource`` it never names a feature type: rows and section headers
    /// alike are view models, legacy or SwiftUI-backed, rendered by the bridge. Swipe actions come from
    /// the view models that declare them (`SwipeActionProvidingCellViewModel`), through the bridge,
    /// the same on every OS; events from SwiftUI rows arrive with the index path the row has when
    /// the event is sent. Neither ever uses an index path captured at configure time.
    @MainActor
    final class SharedTableDataSource: NSObject, UITableViewDataSource, UITableViewDelegate {
        /// The sections shown, in order. Set them, then reload the table view.
        var sections: [SharedTableSection] = []
        /// Events SwiftUI rows send (`\.cellBridgeSendEvent`), with the row's view model and its
        /// index path resolved when the event arrived.
        var onContentEvent: ((AnyHashable, CollectionCellViewModel, IndexPath) -> Void)?

        let bridge: TableCellBridge

        init(tableView: UITableView, parentViewController: UIViewController, strategy: HostingStrategy = .automatic) {
            // CellBridge registers the legacy rows by name (a table never has them replaced: it is
            // asked first); an app that registers them itself keeps the default, legacyCells: .byApp.
            bridge = TableCellBridge(
                tableView: tableView, parentViewController: parentViewController, strategy: strategy,
                legacyCells: .byBridge)
            super.init()
            tableView.dataSource = self
            tableView.delegate = self
            bridge.onContentEvent = { [weak self] event, indexPath in
                guard let self, let row = self.row(at: indexPath) else { return }
                self.onContentEvent?(event, row, indexPath)
            }
        }

        // MARK: UITableViewDataSource

        /// The row at `indexPath`, if there is one now.
        func row(at indexPath: IndexPath) -> CollectionCellViewModel? {
            guard sections.indices.contains(indexPath.section),
                sections[indexPath.section].rows.indices.contains(indexPath.row)
            else { return nil }
            return sections[indexPath.section].rows[indexPath.row]
        }

        func numberOfSections(in tableView: UITableView) -> Int {
            sections.count
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            sections[section].rows.count
        }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            bridge.cell(for: sections[indexPath.section].rows[indexPath.row], in: tableView, at: indexPath)
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

        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            sections[section].header.flatMap { bridge.headerFooterView(for: $0, in: tableView, section: section) }
        }

        func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
            bridge.willDisplayHeaderFooterView(view, forSection: section)
        }

        func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
            bridge.didEndDisplayingHeaderFooterView(view, forSection: section)
        }

        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            tableView.deselectRow(at: indexPath, animated: true)
        }

        func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
            -> UISwipeActionsConfiguration?
        {
            guard let row = row(at: indexPath) else { return nil }
            return bridge.trailingSwipeActionsConfiguration(for: row, in: tableView, at: indexPath)
        }

        func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
            -> UISwipeActionsConfiguration?
        {
            guard let row = row(at: indexPath) else { return nil }
            return bridge.leadingSwipeActionsConfiguration(for: row, in: tableView, at: indexPath)
        }
    }
#endif
