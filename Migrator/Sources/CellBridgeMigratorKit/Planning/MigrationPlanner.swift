/// Orders an app's cells for migration: leaf, self-contained cells first, cells that are really
/// scrolling containers last, already-hosted cells shown as done.
public enum MigrationPlanner {
    /// Every cell of the report as a step: done cells first, then the order to migrate the rest in.
    public static func plan(_ report: ScanReport) -> [MigrationStep] {
        var steps: [MigrationStep] = []
        for cell in report.cells where cell.hosting.isHosted {
            steps.append(MigrationStep(cell: cell, stage: .done, order: nil, reason: doneReason(cell)))
        }
        let remaining = report.cells.filter { !$0.hosting.isHosted }.sorted { lhs, rhs in
            sortKey(lhs) < sortKey(rhs)
        }
        for (index, cell) in remaining.enumerated() {
            steps.append(
                MigrationStep(
                    cell: cell, stage: cell.risk == .high ? .last : .next, order: index + 1, reason: reason(cell)))
        }
        return steps
    }

    /// High risk last; base classes after every leaf they could support; then low before medium, XIB
    /// cells (scaffoldable) before storyboard and code cells, fewer risk reasons first, then name.
    private static func sortKey(_ cell: CellInventoryEntry) -> (Int, Int, RiskLevel, Int, Int, String) {
        let sourceRank = CellDefinitionSource.allCases.firstIndex(of: cell.definedIn) ?? 0
        return (
            cell.risk == .high ? 1 : 0, cell.subclasses.isEmpty ? 0 : 1, cell.risk, sourceRank, cell.riskReasons.count,
            cell.name
        )
    }

    private static func doneReason(_ cell: CellInventoryEntry) -> String {
        switch cell.hosting {
        case .cellbridge:
            return "hosted through CellBridge"
        case .hostingConfiguration:
            return "hosted with UIHostingConfiguration (iOS 16+ only); CellBridge's SwiftUIHostingConfiguration "
                + "covers iOS 14-15"
        case .hostingController:
            return "hosted with its own UIHostingController; CellBridge's HostingCollectionViewCell/"
                + "HostingTableViewCell manages containment and reuse for it"
        case .none:
            return ""
        }
    }

    private static func reason(_ cell: CellInventoryEntry) -> String {
        if cell.risk == .high {
            return "high risk: " + cell.riskReasons.joined(separator: "; ")
        }
        var parts: [String] = []
        if !cell.subclasses.isEmpty {
            parts.append("base class of \(cell.subclasses.joined(separator: ", ")): migrate after them")
        } else {
            parts.append(cell.risk == .low ? "leaf, self-contained" : "leaf")
        }
        if cell.risk == .medium {
            parts.append("medium risk: " + cell.riskReasons.joined(separator: "; "))
        }
        switch cell.definedIn {
        case .xib:
            parts.append("XIB-backed, `cellbridge scaffold \(cell.name)` drafts its SwiftUI view")
        case .storyboard:
            parts.append("storyboard prototype, rewrite its layout by hand")
        case .code:
            parts.append("laid out in code, rewrite its layout by hand")
        }
        return parts.joined(separator: "; ")
    }
}
