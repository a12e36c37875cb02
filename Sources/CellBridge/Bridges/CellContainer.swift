#if canImport(UIKit)
    import UIKit

    /// What ``CellBridgeEngine`` needs of a collection or table view: the few calls whose names
    /// differ between the two, and the cell classes CellBridge registers in each.
    ///
    /// Every registration is a nib or a class under a reuse identifier, including the iOS 16+
    /// `UIHostingConfiguration` cell: one plain cell class dequeued like any other and given its
    /// configuration after the dequeue. No `UICollectionView.CellRegistration` is ever created, so
    /// none can be created inside `cellForItemAt`, where UIKit asserts (iOS 15+).
    @MainActor
    protocol CellContainer: UIView {
        /// The container's cell base class.
        associatedtype Cell: UIView
        /// The iOS 14–15 hosting cell, registered per SwiftUI view type.
        associatedtype HostingCell: HostingCellCoreOwner
        /// The iOS 16+ cell every `UIHostingConfiguration` item is dequeued as.
        associatedtype ConfigurationCell: HostingConfigurationCell

        /// A cell for a bridge whose container is gone: never shown, only returned.
        static func makeDetachedCell() -> Cell

        func registerNib(_ nib: UINib, forReuseIdentifier identifier: String)
        func registerClass(_ cellClass: AnyClass?, forReuseIdentifier identifier: String)
        func dequeueCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> Cell

        /// The visible cell at `indexPath`, if any (`cellForItem(at:)` / `cellForRow(at:)`).
        func visibleCell(at indexPath: IndexPath) -> Cell?
        /// Where `cell` is now (`indexPath(for:)`), nil once it left the container.
        func currentIndexPath(of cell: Cell) -> IndexPath?
    }
#endif
