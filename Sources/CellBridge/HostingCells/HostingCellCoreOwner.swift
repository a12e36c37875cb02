#if canImport(UIKit)
    import UIKit

    /// A hosting cell run by a ``HostingCellCore``: what ``CellBridgeEngine`` needs of
    /// ``HostingCollectionViewCell`` and ``HostingTableViewCell`` alike.
    @MainActor
    protocol HostingCellCoreOwner: UIView {
        var core: HostingCellCore { get }
        /// The identifier the cell was dequeued with: the SwiftUI view type's name.
        var reuseIdentifier: String? { get }
    }

    extension HostingCollectionViewCell: HostingCellCoreOwner {}

    extension HostingTableViewCell: HostingCellCoreOwner {}
#endif
