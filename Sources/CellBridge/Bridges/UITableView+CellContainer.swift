#if canImport(UIKit)
    import UIKit

    extension UITableView: CellContainer {
        typealias HostingCell = HostingTableViewCell

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

        /// Tables have no `CellRegistration`: their form of it is one cell class registered under
        /// a fixed identifier, with the configure step kept to run after each dequeue.
        func makeSharedHostingRegistration(configure: @escaping ConfigureHostingConfigurationCell)
            -> ConfigureHostingConfigurationCell
        {
            register(
                HostingConfigurationTableViewCell.self,
                forCellReuseIdentifier: HostingConfigurationTableViewCell.reuseIdentifier)
            return configure
        }

        func dequeueHostingConfigurationCell(
            using configure: ConfigureHostingConfigurationCell, item: HostedItem, for indexPath: IndexPath
        ) -> UITableViewCell? {
            guard #available(iOS 16.0, tvOS 16.0, *),
                let cell = dequeueReusableCell(
                    withIdentifier: HostingConfigurationTableViewCell.reuseIdentifier, for: indexPath)
                    as? HostingConfigurationTableViewCell
            else { return nil }
            configure(cell, item)
            return cell
        }
    }
#endif
