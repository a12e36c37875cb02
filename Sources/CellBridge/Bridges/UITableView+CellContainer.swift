#if canImport(UIKit)
    import UIKit

    extension UITableView: CellContainer {
        static func makeDetachedCell() -> UITableViewCell { UITableViewCell() }

        static var containerKind: ContainerKind { .tableView }

        static func baseClass(of element: ReusableElement) -> AnyClass {
            element == .cell ? UITableViewCell.self : UITableViewHeaderFooterView.self
        }

        static func hostingClass(for source: CellSource, as element: ReusableElement, listCells: Bool)
            -> (any BridgeHostingView.Type)?
        {
            switch (source, element) {
            case (.hostingCell, .cell): return HostingTableViewCell.self
            case (.hostingCell, _): return HostingTableHeaderFooterView.self
            case (.hostingConfigurationCell, _): return HostingConfigurationTableViewCell.self
            case (.nib, _), (.cellClass, _): return nil
            }
        }

        func registerNib(_ nib: UINib, as element: ReusableElement, reuseIdentifier: String) {
            if element == .cell {
                register(nib, forCellReuseIdentifier: reuseIdentifier)
            } else {
                register(nib, forHeaderFooterViewReuseIdentifier: reuseIdentifier)
            }
        }

        func registerClass(_ viewClass: AnyClass?, as element: ReusableElement, reuseIdentifier: String) {
            if element == .cell {
                register(viewClass, forCellReuseIdentifier: reuseIdentifier)
            } else {
                register(viewClass, forHeaderFooterViewReuseIdentifier: reuseIdentifier)
            }
        }

        func dequeueCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
            dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        }

        /// A table answers: without an index path, `dequeueReusableCell(withIdentifier:)` and
        /// `dequeueReusableHeaderFooterView(withIdentifier:)` return nil when nothing is registered
        /// under the identifier, and a cell (the app's, or its storyboard prototype) when something is.
        /// A view of CellBridge's own hosting class is a registration the app made the way the
        /// articles do (`register(HostingTableViewCell.self, forCellReuseIdentifier: "RowView")`).
        /// The probed view is dropped (a table does not object to a dequeued cell never returned);
        /// the row's own cell is dequeued with its index path, so it has the row's width when the
        /// app's `configure(with:)` runs.
        func existingRegistration(of identifier: String, as element: ReusableElement) -> ExistingRegistration {
            let view: UIView? =
                element == .cell
                ? dequeueReusableCell(withIdentifier: identifier)
                : dequeueReusableHeaderFooterView(withIdentifier: identifier)
            guard let view else { return .notRegistered }
            let ownClass = Self.hostingClass(for: .hostingCell, as: element, listCells: false)
            let isOwn = ownClass.map { ObjectIdentifier(type(of: view)) == ObjectIdentifier($0) } ?? false
            #if DEBUG
                // Self-check fault: the app's registration of CellBridge's own hosting class is taken for a foreign one.
                if SelfCheckFaultSwitch.isOn("app-registration-not-adopted") { return .registered }
            #endif
            return isOwn ? .registeredHostingView : .registered
        }

        func dequeueSupplementaryView(as element: ReusableElement, reuseIdentifier: String, at indexPath: IndexPath)
            -> UIView?
        {
            guard element == .tableHeaderFooter else { return nil }
            return dequeueReusableHeaderFooterView(withIdentifier: reuseIdentifier)
        }

        /// The section `view` heads or ends, as an index path whose `row` is 0.
        func currentPosition(ofSupplementary view: UIView, as element: ReusableElement) -> IndexPath? {
            (0..<numberOfSections).first { headerView(forSection: $0) === view || footerView(forSection: $0) === view }
                .map { IndexPath(row: 0, section: $0) }
        }

        var visibleIndexPaths: [IndexPath] { indexPathsForVisibleRows ?? [] }

        func visibleCell(at indexPath: IndexPath) -> UITableViewCell? {
            cellForRow(at: indexPath)
        }

        func currentIndexPath(of cell: UITableViewCell) -> IndexPath? {
            indexPath(for: cell)
        }

        func reconfigureCells(at indexPaths: [IndexPath]) {
            if #available(iOS 15.0, tvOS 15.0, *) {
                reconfigureRows(at: indexPaths)
            } else {
                reloadRows(at: indexPaths, with: .none)
            }
        }

        func reloadCells(at indexPaths: [IndexPath]) {
            reloadRows(at: indexPaths, with: .none)
        }
    }
#endif
