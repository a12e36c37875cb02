/// One cell's place in the migration plan.
public struct MigrationStep: Sendable, Hashable {
    public enum Stage: String, Sendable, Hashable {
        /// Already renders SwiftUI.
        case done
        /// Low or medium risk: migrate in this order.
        case next
        /// High risk: migrate last, after profiling.
        case last
    }

    public var cell: CellInventoryEntry
    public var stage: Stage
    /// 1-based position among the cells still to migrate; `nil` for done cells.
    public var order: Int?
    /// Why the cell sits here, in one sentence.
    public var reason: String
}
