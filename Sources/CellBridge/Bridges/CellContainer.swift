#if canImport(UIKit)
    import UIKit

    /// What ``CellBridgeEngine`` needs of a collection or table view: the few calls whose names
    /// differ between the two, and the iOS 16+ `UIHostingConfiguration` dequeue, the one place
    /// where the two really work differently (a `CellRegistration` for collection views, a
    /// registered cell class for table views, which have no registrations).
    @MainActor
    protocol CellContainer: UIView {
        /// The container's cell base class.
        associatedtype Cell: UIView
        /// The iOS 14–15 hosting cell, registered per SwiftUI view type.
        associatedtype HostingCell: HostingCellCoreOwner
        /// What the container keeps to dequeue `UIHostingConfiguration` cells, made once.
        associatedtype SharedHostingRegistration

        /// Configures a dequeued `UIHostingConfiguration` cell for an item.
        typealias ConfigureHostingConfigurationCell = @MainActor (any HostingConfigurationCell, HostedItem) -> Void

        /// A cell for a bridge whose container is gone: never shown, only returned.
        static func makeDetachedCell() -> Cell

        func registerNib(_ nib: UINib, forReuseIdentifier identifier: String)
        func registerClass(_ cellClass: AnyClass?, forReuseIdentifier identifier: String)
        func dequeueCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> Cell

        /// iOS 16+: prepares `UIHostingConfiguration` cells; called when the bridge is created,
        /// never inside `cellForItemAt` (UIKit asserts on registrations made there).
        func makeSharedHostingRegistration(configure: @escaping ConfigureHostingConfigurationCell)
            -> SharedHostingRegistration

        /// iOS 16+: a `UIHostingConfiguration` cell for `item`, configured; nil when it cannot be had.
        func dequeueHostingConfigurationCell(
            using registration: SharedHostingRegistration, item: HostedItem, for indexPath: IndexPath
        ) -> Cell?
    }
#endif
