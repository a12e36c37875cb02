/// Orders an app's cells for migration: leaf, self-contained cells first, cells that are really
/// scrolling containers last, already-hosted cells shown as done; every base class after all of its
/// subclasses, at every depth.
public enum MigrationPlanner {
    /// Every cell of the report as a step: done cells first, then the order to migrate the rest in.
    public static func plan(_ report: ScanReport) -> [MigrationStep] {
        // Unused cells and dependencies' cells are no work: they neither take a place nor hold a base class back.
        let work = report.cells.filter(\.isMigrationWork)
        let byName = Dictionary(work.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let remaining = work.filter { !$0.hosting.isHosted }
        var heights: [String: Int] = [:]
        var highBelow: [String: Bool] = [:]
        for cell in remaining {
            let (height, high) = depth(of: cell.name, byName: byName, visited: [])
            heights[cell.name] = height
            highBelow[cell.name] = high
        }
        var steps: [MigrationStep] = []
        for cell in work where cell.hosting.isHosted {
            steps.append(
                MigrationStep(
                    cell: cell, stage: .done, order: nil, reason: doneReason(cell),
                    findings: findings(touching: cell, in: report.findings)))
        }
        // High risk (or a base of a high-risk subclass) last; a base class after every subclass below it
        // (its height in the hierarchy); then low before medium; then the cells on more screens (more of the app
        // moves at once), XIB cells (scaffoldable) before storyboard and code cells, fewer risk reasons first, name.
        let ordered = remaining.sorted { lhs, rhs in
            let sourceRank = { (cell: CellInventoryEntry) in
                CellDefinitionSource.allCases.firstIndex(of: cell.definedIn) ?? 0
            }
            // More screens first, then the layout's rank: one number, as tuples compare six elements at most.
            let reach = { (cell: CellInventoryEntry) in -cell.screens.count * 10 + sourceRank(cell) }
            let left = (
                (highBelow[lhs.name] ?? false) ? 1 : 0, heights[lhs.name] ?? 0, lhs.risk, reach(lhs),
                lhs.riskReasons.count, lhs.name
            )
            let right = (
                (highBelow[rhs.name] ?? false) ? 1 : 0, heights[rhs.name] ?? 0, rhs.risk, reach(rhs),
                rhs.riskReasons.count, rhs.name
            )
            return left < right
        }
        for (index, cell) in ordered.enumerated() {
            let isLast = highBelow[cell.name] ?? false
            steps.append(
                MigrationStep(
                    cell: cell, stage: isLast ? .last : .next, order: index + 1,
                    reason: reason(cell, waitsForHighRiskSubclass: isLast && cell.risk != .high),
                    findings: findings(touching: cell, in: report.findings)))
        }
        for cell in report.cells where !cell.isMigrationWork {
            let isDependency = cell.owner == .dependency
            steps.append(
                MigrationStep(
                    cell: cell, stage: isDependency ? .outOfScope : .delete, order: nil,
                    reason: isDependency
                        ? "out of scope: \(cell.dependency ?? "a dependency")'s cell; leave its registration to it"
                        : "delete, no migration needed: nothing outside its own files registers, dequeues or names it",
                    findings: findings(touching: cell, in: report.findings)))
        }
        return steps
    }

    /// The data sources to make generic first: those that branch on cell types, the ones more screens use first.
    public static func blockingDataSources(_ report: ScanReport) -> [DataSourceEntry] {
        report.dataSources.filter(\.switchesOnCellTypes).sorted { lhs, rhs in
            (-lhs.users.count, lhs.file, lhs.line) < (-rhs.users.count, rhs.file, rhs.line)
        }
    }

    /// The cell's height among the remaining cells' subclasses (0 for a leaf) and whether it or any class
    /// below it is high risk.
    private static func depth(
        of name: String, byName: [String: CellInventoryEntry], visited: Set<String>
    ) -> (height: Int, highRisk: Bool) {
        guard let cell = byName[name], !visited.contains(name) else { return (0, false) }
        var height = 0
        var high = cell.risk == .high && !cell.hosting.isHosted
        for subclass in cell.subclasses {
            let below = depth(of: subclass, byName: byName, visited: visited.union([name]))
            height = max(height, below.height + 1)
            high = high || below.highRisk
        }
        return (height, high)
    }

    /// Findings in the cell's own files (Swift, Objective-C, XIB), and data-source findings that name it.
    static func findings(touching cell: CellInventoryEntry, in findings: [Finding]) -> [Finding] {
        let files = Set([cell.swiftFile, cell.objectiveCFile, cell.xib].compactMap { $0 })
        return findings.filter { finding in
            files.contains(finding.file)
                || (finding.rule == .sharedDataSourceSwitchesOnCellType && mentions(finding.message, cell.name))
        }
    }

    /// Whether `text` contains `name` as a whole word.
    private static func mentions(_ text: String, _ name: String) -> Bool {
        var searchRange = text.startIndex..<text.endIndex
        while let range = text.range(of: name, range: searchRange) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            let isWordCharacter = { (character: Character?) in
                character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
            }
            if !isWordCharacter(before), !isWordCharacter(after) { return true }
            searchRange = range.upperBound..<text.endIndex
        }
        return false
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

    private static func reason(_ cell: CellInventoryEntry, waitsForHighRiskSubclass: Bool) -> String {
        if cell.risk == .high {
            return "high risk: " + cell.riskReasons.joined(separator: "; ")
        }
        var parts: [String] = []
        if !cell.subclasses.isEmpty {
            let after = waitsForHighRiskSubclass ? " (a class below it is high risk)" : ""
            parts.append("base class of \(cell.subclasses.joined(separator: ", ")): migrate after them\(after)")
        } else {
            parts.append(cell.risk == .low ? "leaf, self-contained" : "leaf")
        }
        if cell.risk == .medium {
            parts.append("medium risk: " + cell.riskReasons.joined(separator: "; "))
        }
        if cell.screens.count > 1 {
            parts.append("on \(cell.screens.count) screens")
        }
        if let controller = cell.childViewControllers.first {
            parts.append(
                "its content is the child view controller \(controller): migrate that controller, then host it")
            return parts.joined(separator: "; ")
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
