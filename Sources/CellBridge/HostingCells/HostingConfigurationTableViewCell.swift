#if canImport(UIKit)
    import UIKit

    /// The one table cell class the bridge registers for every iOS 16+ SwiftUI item; its content is a
    /// `UIHostingConfiguration`.
    ///
    /// Everything it does is in ``HostingConfigurationCellCore``, shared with the collection's cell.
    final class HostingConfigurationTableViewCell: UITableViewCell, HostingConfigurationCell {
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
