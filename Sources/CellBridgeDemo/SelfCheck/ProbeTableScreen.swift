#if canImport(UIKit)
    import CellBridge
    import UIKit

    /// Probe rows (and SwiftUI section headers, when the sections have them) in a plain table view,
    /// through a shared data source written the way an app's is: everything goes through one
    /// ``TableCellBridge``. Its delegate also tells the screen's ``DisplayTracker``s what UIKit
    /// displays.
    final class ProbeTableScreen: ProbeScreenController, ProbeScreen, UITableViewDataSource, UITableViewDelegate {
        private let strategy: HostingStrategy
        private var tableView: UITableView!
        private var bridge: TableCellBridge!

        init(strategy: HostingStrategy, sections: [ProbeSection]) {
            self.strategy = strategy
            super.init(sections: sections)
        }

        /// A plain table filling `view`, added to it, whose rows and headers size themselves from
        /// estimates no probe has, exactly at their content's height.
        static func probeTable(filling view: UIView) -> UITableView {
            let tableView = UITableView(frame: view.bounds, style: .plain)
            tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            // No separator: a row's height is then exactly its content's.
            tableView.separatorStyle = .none
            tableView.rowHeight = UITableView.automaticDimension
            tableView.estimatedRowHeight = ProbeHeights.itemEstimate
            tableView.sectionHeaderHeight = UITableView.automaticDimension
            tableView.estimatedSectionHeaderHeight = ProbeHeights.headerEstimate
            if #available(iOS 15.0, *) {
                // Table views prefetch cells from iOS 15; a cell configured early for another item
                // hides the reuse bugs the height check looks for (rule 25).
                tableView.isPrefetchingEnabled = false
                tableView.sectionHeaderTopPadding = 0
            }
            view.addSubview(tableView)
            return tableView
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView = Self.probeTable(filling: view)
            tableView.dataSource = self
            tableView.delegate = self
            bridge = TableCellBridge(tableView: tableView, parentViewController: self, strategy: strategy)
            bridge.onContentEvent = { [weak self] event, indexPath in self?.onEvent?(event, indexPath) }
        }

        var scrollView: UIScrollView { tableView }

        var hostsViewControllers: Bool {
            guard let first = sections.first?.items.first else { return false }
            return bridge.renderPath(for: first) != .hostingConfiguration
        }

        func insertAtTop(_ newItems: [ProbeViewModel]) {
            sections[0].items.insert(contentsOf: newItems, at: 0)
            updateStarted()
            tableView.performBatchUpdates(
                { tableView.insertRows(at: newItems.indices.map { IndexPath(row: $0, section: 0) }, with: .automatic) },
                completion: { [weak self] _ in self?.updateFinished() })
        }

        func insertSectionsAtTop(_ newSections: [ProbeSection]) {
            sections.insert(contentsOf: newSections, at: 0)
            updateStarted()
            tableView.performBatchUpdates(
                { tableView.insertSections(IndexSet(integersIn: 0..<newSections.count), with: .automatic) },
                completion: { [weak self] _ in self?.updateFinished() })
        }

        func reconfigureItem(at indexPath: IndexPath) {
            if #available(iOS 15.0, *) {
                tableView.reconfigureRows(at: [indexPath])
            } else {
                tableView.reloadRows(at: [indexPath], with: .none)
            }
        }

        func visibleCells() -> [(indexPath: IndexPath, view: UIView)] {
            (tableView.indexPathsForVisibleRows ?? []).compactMap { indexPath in
                tableView.cellForRow(at: indexPath).map { (indexPath, $0) }
            }
        }

        func visibleHeaders() -> [(section: Int, view: UIView)] {
            (0..<tableView.numberOfSections).compactMap { section in
                tableView.headerView(forSection: section).map { (section, $0) }
            }
        }

        // MARK: UITableViewDataSource

        func numberOfSections(in tableView: UITableView) -> Int { sections.count }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            sections[section].items.count
        }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            bridge.cell(for: sections[indexPath.section].items[indexPath.row], in: tableView, at: indexPath)
        }

        // MARK: UITableViewDelegate

        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            sections[section].header.flatMap { bridge.headerFooterView(for: $0, in: tableView, section: section) }
        }

        func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            if let item = item(at: indexPath) { cellDisplay.willDisplay(cell, showing: item.id) }
            bridge.willDisplay(cell, at: indexPath)
        }

        func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
        {
            cellDisplay.didEndDisplaying(cell)
            bridge.didEndDisplaying(cell, at: indexPath)
        }

        func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
            headerDisplay.willDisplay(view, showing: ProbeHeader.recorderID(ofSection: section))
            bridge.willDisplayHeaderFooterView(view, forSection: section)
        }

        func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
            headerDisplay.didEndDisplaying(view)
            bridge.didEndDisplayingHeaderFooterView(view, forSection: section)
        }
    }
#endif
