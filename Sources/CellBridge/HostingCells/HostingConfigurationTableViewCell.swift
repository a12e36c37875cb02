#if canImport(UIKit)
    import UIKit

    /// The table cell the bridge registers once on iOS 16+; its content is a `UIHostingConfiguration`.
    ///
    /// Everything it does is in ``HostingConfigurationCellCore``, shared with the collection's cell.
    final class HostingConfigurationTableViewCell: UITableViewCell, HostingConfigurationCell {
        /// The reuse identifier the bridge registers this class under, once, when it is created
        /// (tables have no `CellRegistration`; this is the table form of the shared registration).
        static let reuseIdentifier = "CellBridge.HostingConfigurationTableViewCell"

        private(set) lazy var core = HostingConfigurationCellCore(cell: self, kind: .tableView)

        override func prepareForReuse() {
            super.prepareForReuse()
            core.prepareForReuse()
        }

        override func updateConfiguration(using state: UICellConfigurationState) {
            super.updateConfiguration(using: state)
            core.update(state: state)
        }
    }
#endif
