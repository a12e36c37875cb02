/// Migration progress of a group of cells (a screen or a module).
public struct ProgressBreakdown: Sendable, Hashable {
    public var name: String
    public var detail: String
    public var total: Int
    public var hosted: Int
    public var highRisk: Int
    public var mediumRisk: Int
    /// The cells counted, by name.
    public var cellNames: [String] = []

    /// Cells still rendered by UIKit, split by risk for the chart.
    public var remainingLow: Int { total - hosted - remainingMedium - remainingHigh }
    public var remainingMedium: Int { max(0, mediumRisk) }
    public var remainingHigh: Int { max(0, highRisk) }

    public var percentDone: Int { total == 0 ? 0 : hosted * 100 / total }

    /// Progress per module, from the cells' locations.
    public static func perModule(_ report: ScanReport) -> [ProgressBreakdown] {
        let modules = Dictionary(grouping: report.cells, by: \.module)
        return modules.keys.sorted().map { module in
            breakdown(name: module, detail: "", cells: modules[module] ?? [])
        }
    }

    /// The row of cells no screen is seen to show (a library registers them, or the code that does is built at run
    /// time), so every cell appears in at least one row.
    public static let unassignedScreen = "unassigned"

    /// Progress per screen that shows cells (`ScanReport.screens`), then an "unassigned" row with the cells of no
    /// screen. A cell several screens show is in each of their rows.
    public static func perScreen(_ report: ScanReport) -> [ProgressBreakdown] {
        let cellsByName = Dictionary(report.cells.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var rows = report.screens.filter { !$0.cellNames.isEmpty }.sorted { $0.name < $1.name }.map { screen in
            breakdown(name: screen.name, detail: screen.file, cells: screen.cellNames.compactMap { cellsByName[$0] })
        }
        let assigned = Set(report.screens.flatMap(\.cellNames))
        let unassigned = report.cells.filter { !assigned.contains($0.name) }
        if !unassigned.isEmpty {
            rows.append(
                breakdown(
                    name: unassignedScreen, detail: "shown by no scanned screen", cells: unassigned))
        }
        return rows
    }

    /// How many cells appear in more than one screen row (why the rows can add up to more than the cells).
    public static func cellsOnSeveralScreens(_ report: ScanReport) -> Int {
        var counts: [String: Int] = [:]
        for name in report.screens.flatMap(\.cellNames) { counts[name, default: 0] += 1 }
        return counts.values.filter { $0 > 1 }.count
    }

    private static func breakdown(name: String, detail: String, cells: [CellInventoryEntry]) -> ProgressBreakdown {
        let remaining = cells.filter { !$0.hosting.isHosted }
        var result = ProgressBreakdown(
            name: name, detail: detail, total: cells.count, hosted: cells.count - remaining.count,
            highRisk: remaining.filter { $0.risk == .high }.count,
            mediumRisk: remaining.filter { $0.risk == .medium }.count)
        result.cellNames = cells.map(\.name).sorted()
        return result
    }
}
