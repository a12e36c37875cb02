/// One cell's place in the migration plan.
public struct MigrationStep: Sendable, Hashable {
    public enum Stage: String, Sendable, Hashable {
        /// Already renders SwiftUI.
        case done
        /// Low or medium risk: migrate in this order.
        case next
        /// High risk: migrate last, after profiling.
        case last
        /// Nothing uses it: delete it, no migration needed.
        case delete
        /// A dependency's cell: not the app's to migrate.
        case outOfScope
    }

    public var cell: CellInventoryEntry
    public var stage: Stage
    /// 1-based position among the cells still to migrate; `nil` for done, unused and dependencies' cells.
    public var order: Int?
    /// Why the cell sits here, in one sentence.
    public var reason: String
    /// The findings that touch the cell (in its files, or a data source's that names it): what to fix along
    /// with its migration.
    public var findings: [Finding] = []

    /// `cell-closure-captures-self-strongly ×2, state-object-owned-outside-view`: the rules, most frequent first.
    public var findingsSummary: String {
        var counts: [LintRule: Int] = [:]
        for finding in findings { counts[finding.rule, default: 0] += 1 }
        return counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { rule, count in
            count > 1 ? "\(rule.rawValue) ×\(count)" : rule.rawValue
        }.joined(separator: ", ")
    }
}
