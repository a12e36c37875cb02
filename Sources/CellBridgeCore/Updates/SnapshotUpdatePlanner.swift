/// Plans what applying a new diffable snapshot does to the items the old one had too, from what
/// the bridge saw of each item last time (``ItemUpdate``).
///
/// The shell hands it the new snapshot's items with their view models' `className`, render path
/// and content version, and which items UIKit holds a cell for; it answers which to reconfigure, which to
/// reload and which to replace in place, and remembers the new items for the next apply.
///
/// ```swift
/// var planner = SnapshotUpdatePlanner<String>()
/// planner.plan(items: [("a", score(version: 1))], withCells: ["a"], osVersion: OSVersion(major: 16))   // nothing
/// planner.plan(items: [("a", score(version: 2))], withCells: ["a"], osVersion: OSVersion(major: 16))   // reconfigure ["a"]
/// ```
public struct SnapshotUpdatePlanner<ItemID: Hashable> {
    /// The items to hand UIKit, in snapshot order.
    public struct Plan: Equatable {
        /// `reconfigureItems(_:)` before the apply (iOS 15+).
        public var reconfigure: [ItemID] = []
        /// `reloadItems(_:)` before the apply.
        public var reload: [ItemID] = []
        /// Configured again in place before the apply, then resized (iOS 14, items UIKit holds a
        /// cell for).
        public var replaceContentInPlace: [ItemID] = []

        public init(reconfigure: [ItemID] = [], reload: [ItemID] = [], replaceContentInPlace: [ItemID] = []) {
            self.reconfigure = reconfigure
            self.reload = reload
            self.replaceContentInPlace = replaceContentInPlace
        }
    }

    /// What was applied last, per item.
    public private(set) var items: [ItemID: ItemUpdate.Item] = [:]

    public init() {}

    /// The plan for applying `newItems` (the new snapshot's items, in order), and records them.
    /// `withCells`: the items UIKit holds a cell for (``ItemUpdate/decision(from:to:osVersion:hasCell:)``).
    /// Items new to the snapshot are the data source's to insert; items gone, to delete.
    public mutating func plan(
        items newItems: [(id: ItemID, item: ItemUpdate.Item)], withCells: Set<ItemID>, osVersion: OSVersion
    ) -> Plan {
        var plan = Plan()
        var next: [ItemID: ItemUpdate.Item] = [:]
        next.reserveCapacity(newItems.count)
        for (id, item) in newItems {
            next[id] = item
            guard let old = items[id] else { continue }
            switch ItemUpdate.decision(from: old, to: item, osVersion: osVersion, hasCell: withCells.contains(id)) {
            case .keepCell: break
            case .reconfigure: plan.reconfigure.append(id)
            case .reload: plan.reload.append(id)
            case .replaceContentInPlace: plan.replaceContentInPlace.append(id)
            }
        }
        items = next
        return plan
    }
}

extension SnapshotUpdatePlanner: Sendable where ItemID: Sendable {}
extension SnapshotUpdatePlanner.Plan: Sendable where ItemID: Sendable {}
