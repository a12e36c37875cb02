/// Which cell UIKit holds for each item of a diffable data source, as far as the bridge can know:
/// the cell its own cell provider last configured for the item, until the provider hands that cell
/// another item.
///
/// iOS 14 has no `reconfigureItems`, and UIKit lists only the cells on screen, not the ones it
/// prefetched or keeps after they scrolled off (a collection view may display such a cell again
/// without asking its data source: WWDC 2016, "What's New in UICollectionView"). Every one of them
/// came from the provider, so the provider's own record is the list (``ItemUpdate``). A cell in the
/// reuse pool is still on it: configuring it again is wasted work, never wrong content.
///
/// ```swift
/// var cells = ItemCells<String, Cell>()
/// cells.provided(cell, for: "a")
/// cells.provided(cell, for: "b")   // reused for "b"
/// cells.cell(for: "a")             // nil
/// ```
public struct ItemCells<ItemID: Hashable, Cell: AnyObject> {
    private struct Held {
        weak var cell: Cell?
    }

    private var cellOfItem: [ItemID: Held] = [:]
    private var itemOfCell: [ObjectIdentifier: ItemID] = [:]

    public init() {}

    /// The cell provider configured `cell` for `item`: the cell is that item's now, and no longer
    /// the one it showed before; the item's previous cell (reloaded away) is no longer its.
    public mutating func provided(_ cell: Cell, for item: ItemID) {
        let key = ObjectIdentifier(cell)
        if let previous = itemOfCell[key], previous != item { cellOfItem[previous] = nil }
        if let old = cellOfItem[item]?.cell, old !== cell { itemOfCell[ObjectIdentifier(old)] = nil }
        itemOfCell[key] = item
        cellOfItem[item] = Held(cell: cell)
    }

    /// The cell UIKit holds for `item`, if it is alive and still shows the item.
    public func cell(for item: ItemID) -> Cell? {
        guard let cell = cellOfItem[item]?.cell, itemOfCell[ObjectIdentifier(cell)] == item else { return nil }
        return cell
    }

    /// Forgets the items not in `items` (gone from the snapshot) and the cells UIKit freed.
    public mutating func keepOnly(_ items: Set<ItemID>) {
        cellOfItem = cellOfItem.filter { items.contains($0.key) && $0.value.cell != nil }
        itemOfCell = [:]
        for (item, held) in cellOfItem {
            if let cell = held.cell { itemOfCell[ObjectIdentifier(cell)] = item }
        }
    }
}
