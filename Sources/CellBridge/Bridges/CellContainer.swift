#if canImport(UIKit)
    import UIKit

    /// What ``CellBridgeEngine`` needs of a collection or table view: the few calls whose names
    /// differ between the two, for cells and for headers and footers, and the view classes
    /// CellBridge registers in each.
    ///
    /// Every registration is a nib or a class under a reuse identifier, including the iOS 16+
    /// `UIHostingConfiguration` cell: one plain cell class dequeued like any other and given its
    /// configuration after the dequeue. No `UICollectionView.CellRegistration` is ever created, so
    /// none can be created inside `cellForItemAt`, where UIKit asserts (iOS 15+).
    @MainActor
    protocol CellContainer: UIView {
        /// The container's cell base class.
        associatedtype Cell: UIView

        /// A cell for a bridge whose container is gone: never shown, only returned.
        static func makeDetachedCell() -> Cell

        /// Which kind of container the core's sizing rules treat this as.
        static var containerKind: ContainerKind { get }

        /// The class a legacy view registered as `element` must descend from.
        static func baseClass(of element: ReusableElement) -> AnyClass
        /// The class CellBridge registers for its own `source` (``CellSource/hostingCell``,
        /// ``CellSource/hostingConfigurationCell``) as `element`; `listCells` asks for the
        /// `UICollectionViewListCell` variants a list layout needs (collection views only). Only
        /// complete ``BridgeHostingView`` classes can be returned.
        static func hostingClass(for source: CellSource, as element: ReusableElement, listCells: Bool)
            -> (any BridgeHostingView.Type)?

        func registerNib(_ nib: UINib, as element: ReusableElement, reuseIdentifier: String)
        func registerClass(_ viewClass: AnyClass?, as element: ReusableElement, reuseIdentifier: String)
        func dequeueCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> Cell
        /// What the container knows of `identifier` before CellBridge registers it
        /// (``ExistingRegistration``). A view the container dequeued to find out is thrown away:
        /// only the dequeue with an index path sizes a cell before it is configured (Apple's
        /// `UITableView.h`: the newer dequeue "guarantees a cell is returned and resized properly").
        func existingRegistration(of identifier: String, as element: ReusableElement) -> ExistingRegistration
        /// A header or footer registered as `element`, or nil when `element` is not one of this
        /// container's.
        func dequeueSupplementaryView(as element: ReusableElement, reuseIdentifier: String, at indexPath: IndexPath)
            -> UIView?
        /// A view where `view` (a header or footer of this container) is now, the way the
        /// container names places: a collection's supplementary index path, a table's section.
        func currentPosition(ofSupplementary view: UIView, as element: ReusableElement) -> IndexPath?

        /// The index paths of the visible cells (`indexPathsForVisibleItems` / `…VisibleRows`).
        var visibleIndexPaths: [IndexPath] { get }
        /// The visible cell at `indexPath`, if any (`cellForItem(at:)` / `cellForRow(at:)`).
        func visibleCell(at indexPath: IndexPath) -> Cell?
        /// Where `cell` is now (`indexPath(for:)`), nil once it left the container.
        func currentIndexPath(of cell: Cell) -> IndexPath?

        /// UIKit's reconfigure of these items (iOS 15+: `reconfigureItems(at:)` / `reconfigureRows(at:)`),
        /// which configures their existing cells through the data source; a reload before iOS 15.
        func reconfigureCells(at indexPaths: [IndexPath])
        /// `reloadItems(at:)` / `reloadRows(at:with: .none)`.
        func reloadCells(at indexPaths: [IndexPath])
    }
#endif
