#if canImport(UIKit)
    import UIKit

    extension UITableView: CellContainer {
        typealias HostingCell = HostingTableViewCell
        typealias ConfigurationCell = HostingConfigurationTableViewCell

        static func makeDetachedCell() -> UITableViewCell { UITableViewCell() }

        func registerNib(_ nib: UINib, forReuseIdentifier identifier: String) {
            register(nib, forCellReuseIdentifier: identifier)
        }

        func registerClass(_ cellClass: AnyClass?, forReuseIdentifier identifier: String) {
            register(cellClass, forCellReuseIdentifier: identifier)
        }

        func dequeueCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
            dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        }

        func visibleCell(at indexPath: IndexPath) -> UITableViewCell? {
            cellForRow(at: indexPath)
        }

        func currentIndexPath(of cell: UITableViewCell) -> IndexPath? {
            indexPath(for: cell)
        }
    }
#endif
