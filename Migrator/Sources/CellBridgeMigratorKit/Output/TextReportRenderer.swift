internal import Foundation

/// Plain-text renderings for the terminal: `scan`, `plan` and `lint` output.
///
/// Paths are shown under `displayRoot` (the path as the user typed it) so `file:line:` locations can
/// be clicked in editors and terminals.
public enum TextReportRenderer {
    /// Summary, cell table (with risk reasons), header/footer views and data-source verdicts.
    public static func scan(_ report: ScanReport, displayRoot: String) -> String {
        var lines: [String] = []
        let cells = report.cells.filter { $0.role == .cell }
        let headers = report.cells.filter { $0.role == .headerFooter }
        lines.append("Scanned \(displayRoot)")
        lines.append(
            "  \(plural(report.swiftFiles, "Swift file")), \(plural(report.xibFiles, "XIB")), "
                + "\(plural(report.storyboardFiles, "storyboard")); \(plural(cells.count, "cell")), "
                + "\(plural(headers.count, "header/footer view")), \(report.hostedCellCount) hosting SwiftUI; "
                + "\(plural(report.findings.count, "finding"))")
        let unused = report.cells.filter { !$0.isUsed && $0.owner == .app }.count
        let dependencies = report.cells.filter { $0.owner == .dependency }.count
        if unused + dependencies > 0 {
            lines.append(
                "  \(unused) unused (delete, no migration needed), \(dependencies) owned by dependencies (out of scope)"
            )
        }
        lines.append("  " + deploymentTargetLine(report))
        lines.append("")
        lines.append("Cells")
        if cells.isEmpty {
            lines.append("  " + noUIKitCellsSentence)
        } else {
            lines += reusableViewTable(cells)
        }
        if !headers.isEmpty {
            lines.append("")
            lines.append("Header and footer views")
            lines += reusableViewTable(headers)
        }
        lines.append("")
        lines.append("Data sources")
        if report.dataSources.isEmpty {
            lines.append("  " + noDataSourcesSentence(report))
        } else {
            var rows = [["METHOD", "VERDICT", "WHERE"]]
            for source in report.dataSources {
                rows.append(["\(source.typeName).\(source.method)", verdict(source), "\(source.file):\(source.line)"])
            }
            lines += aligned(rows).map { "  " + $0 }
        }
        for code in report.notAnalysed {
            lines.append("  not analysed: \(code.what) at \(join(displayRoot, code.file)):\(code.line): \(code.reason)")
        }
        if !report.findings.isEmpty {
            lines.append("")
            lines.append("Findings: \(findingCounts(report.findings)); run `cellbridge lint` for details")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Cells (or headers) as rows: name, kind, layout, language, hosting, risk, screens, use, file; reasons below.
    private static func reusableViewTable(_ entries: [CellInventoryEntry]) -> [String] {
        var rows = [["NAME", "KIND", "LAYOUT", "LANG", "HOSTING", "RISK", "SCREENS", "USE", "FILE"]]
        var reasons: [[String]] = [[]]
        for cell in entries {
            rows.append([
                cell.name, cell.kind.rawValue, cell.definedIn.rawValue, languageText(cell), cell.hosting.rawValue,
                cell.risk.rawValue, "\(cell.screens.count)", useText(cell),
                cell.xib ?? cell.swiftFile ?? cell.objectiveCFile ?? "",
            ])
            reasons.append(cell.riskReasons)
        }
        var lines: [String] = []
        for (row, rowReasons) in zip(aligned(rows), reasons) {
            lines.append("  " + row)
            lines += rowReasons.map { "      - " + $0 }
        }
        return lines
    }

    /// `swift`, `objc`, or `-` for a class only Interface Builder knows.
    static func languageText(_ cell: CellInventoryEntry) -> String {
        switch cell.language {
        case .swift?: return "swift"
        case .objectiveC?: return "objc"
        case nil: return "-"
        }
    }

    /// `used`, `unused`, or the dependency that owns it.
    static func useText(_ cell: CellInventoryEntry) -> String {
        if cell.owner == .dependency {
            return "dependency \(cell.dependency ?? "")".trimmingCharacters(in: .whitespaces)
        }
        return cell.isUsed ? "used" : "unused"
    }

    /// A data source's verdict in words.
    static func verdict(_ source: DataSourceEntry) -> String {
        switch source.verdict {
        case .switchesOnCellTypes: return "switches on cell types"
        case .namesCellTypes: return "names \(plural(source.cellTypesReferenced, "cell type"))"
        case .generic: return "generic"
        case .stockCellsOnly: return "stock cells only"
        }
    }

    /// What to say when no data source was analysed: never "none" when the scan could not read some.
    static func noDataSourcesSentence(_ report: ScanReport) -> String {
        let skipped = report.problems.filter { problem in
            [".swift", ".m", ".mm"].contains { problem.path.hasSuffix($0) }
        }.count
        if !report.notAnalysed.isEmpty {
            return "No cellForItemAt / cellForRowAt implementation could be analysed; "
                + "\(plural(report.notAnalysed.count, "was", "were")) found but not read (below)."
        }
        if skipped > 0 {
            return "No cellForItemAt / cellForRowAt implementations in the files read; "
                + "\(plural(skipped, "source file")) could not be read (see the warnings)."
        }
        return "No cellForItemAt / cellForRowAt implementations found (Swift and Objective-C were read)."
    }

    /// The widest a column is padded to: a longer name overflows its own row only, so one 70-character
    /// class name does not push every other row's columns off the screen.
    static let maximumColumnWidth = 36

    /// Rows padded into columns two spaces apart; the last column is not padded, and no column is padded
    /// wider than `maximumColumnWidth`.
    static func aligned(_ rows: [[String]]) -> [String] {
        let columnCount = rows.map(\.count).max() ?? 0
        var widths = Array(repeating: 0, count: columnCount)
        for row in rows {
            for (index, cell) in row.enumerated() where index < columnCount - 1 {
                widths[index] = min(maximumColumnWidth, max(widths[index], cell.count))
            }
        }
        return rows.map { row in
            var line = ""
            var overflow = 0
            for (index, cell) in row.enumerated() {
                guard index < row.count - 1 else {
                    line += cell
                    break
                }
                // A cell past its column's width eats into the next column's padding before it shifts it.
                let width = max(0, widths[index] - overflow)
                overflow = max(0, cell.count - width)
                line += cell.padding(toLength: max(width, cell.count), withPad: " ", startingAt: 0) + "  "
            }
            return line
        }
    }

    static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// `1 was`, `2 were`: a count with its own singular and plural words.
    static func plural(_ count: Int, _ singular: String, _ pluralWord: String) -> String {
        "\(count) \(count == 1 ? singular : pluralWord)"
    }

    /// What the scan says about an app without UIKit cells, rather than "0 of 0".
    static let noUIKitCellsSentence =
        "No UIKit cells: no UITableViewCell or UICollectionViewCell subclass, XIB cell or storyboard prototype "
        + "was found, so there is nothing to migrate to CellBridge (an app whose lists are SwiftUI already)."

    /// The migration plan, numbered, with the data sources to make generic first; each cell with the
    /// findings to fix along with it.
    public static func plan(_ report: ScanReport, displayRoot: String) -> String {
        let steps = MigrationPlanner.plan(report)
        var lines: [String] = ["Migration plan for \(displayRoot)", ""]
        if report.cells.isEmpty {
            lines.append(noUIKitCellsSentence)
            return lines.joined(separator: "\n") + "\n"
        }
        let blocking = MigrationPlanner.blockingDataSources(report)
        if !blocking.isEmpty {
            lines.append("First, make these data sources generic (dequeue by viewModel.className), most used first:")
            for source in blocking {
                let users = source.users.isEmpty ? "" : ", used by \(plural(source.users.count, "type"))"
                lines.append(
                    "  ! \(source.typeName).\(source.method) names \(source.cellTypesReferenced) cell types\(users)  "
                        + "\(join(displayRoot, source.file)):\(source.line)")
            }
            lines.append("")
        }
        let done = steps.filter { $0.stage == .done }
        lines.append("Done (\(done.count)):")
        for step in done {
            lines.append("  ✓ \(step.cell.name) — \(step.reason)")
            if !step.findings.isEmpty {
                lines.append("       findings: " + step.findingsSummary)
            }
        }
        if done.isEmpty {
            lines.append("  (none yet)")
        }
        lines.append("")
        let next = steps.filter { $0.stage == .next }
        lines.append("Next, in this order (\(next.count)):")
        for step in next {
            lines.append("  \(step.order ?? 0). \(step.cell.name) [\(step.cell.risk.rawValue)] — \(step.reason)")
            if !step.findings.isEmpty {
                lines.append("       findings: " + step.findingsSummary)
            }
        }
        if next.isEmpty {
            lines.append("  (none)")
        }
        let last = steps.filter { $0.stage == .last }
        if !last.isEmpty {
            lines.append("")
            lines.append("Last, high risk (\(last.count)):")
            for step in last {
                lines.append("  \(step.order ?? 0). \(step.cell.name) [\(step.cell.risk.rawValue)] — \(step.reason)")
                if !step.findings.isEmpty {
                    lines.append("       findings: " + step.findingsSummary)
                }
            }
        }
        for (stage, title) in [
            (MigrationStep.Stage.delete, "Delete, no migration needed"),
            (.outOfScope, "Out of scope, dependencies' cells"),
        ] {
            let listed = steps.filter { $0.stage == stage }
            guard !listed.isEmpty else { continue }
            lines.append("")
            lines.append("\(title) (\(listed.count)):")
            lines += listed.map { "  - \($0.cell.name) — \($0.reason)" }
        }
        lines += screenPlan(report)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The screen-level plan: every screen in the migration articles' order, with its cells and where it leads.
    static func screenPlan(_ report: ScanReport) -> [String] {
        guard !report.screens.isEmpty else { return [] }
        var lines = ["", "Screens, in this order (leaf screens first, then list screens, navigation last):"]
        for screen in report.screens.sorted(by: { ($0.order ?? 0) < ($1.order ?? 0) }) {
            var line = "  \(screen.order ?? 0). \(screen.name) [\(screen.stage.rawValue)]"
            if !screen.cellNames.isEmpty {
                line += " cells: " + screen.cellNames.joined(separator: ", ")
            }
            if !screen.destinations.isEmpty {
                line += " → " + screen.destinations.joined(separator: ", ")
            }
            lines.append(line)
        }
        return lines
    }

    /// One compiler-style `path:line:column: severity: message [rule]` line per finding, then the counts.
    /// Xcode shows such lines from a Run Script build phase inline, on the right line of the right file.
    /// `quiet` leaves only the findings (no counts, no notes about the scan); `baselined` is how many
    /// findings a baseline accounted for, when one was given.
    public static func lint(
        _ report: ScanReport, displayRoot: String, quiet: Bool = false, baselined: Int? = nil
    ) -> String {
        var lines = report.findings.map { finding in
            "\(join(displayRoot, finding.file)):\(finding.line):\(finding.column): \(finding.severity.rawValue): "
                + "\(finding.message) [\(finding.rule.rawValue)]"
        }
        if quiet {
            return lines.map { $0 + "\n" }.joined()
        }
        if report.deploymentTarget == nil,
            report.findings.contains(where: { $0.rule == .hostingConfigurationWithoutAvailability })
        {
            lines.append(
                "note: no deployment target found (Package.swift .iOS(...), IPHONEOS_DEPLOYMENT_TARGET); "
                    + "assumed below iOS 16")
        }
        var summary = report.findings.isEmpty ? "No findings." : findingCounts(report.findings)
        if let baselined {
            summary =
                (report.findings.isEmpty ? "No new findings" : findingCounts(report.findings) + " new")
                + "; \(plural(baselined, "finding")) in the baseline not shown."
        }
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    static func deploymentTargetLine(_ report: ScanReport) -> String {
        if let target = report.deploymentTarget {
            let highest = (report.targetDeploymentTargets + [target]).max {
                ($0.majorVersion, $0.minorVersion) < ($1.majorVersion, $1.minorVersion)
            }
            if let highest, (highest.majorVersion, highest.minorVersion) > (target.majorVersion, target.minorVersion) {
                let count = report.targetDeploymentTargets.count
                return "deployment targets: iOS \(target.versionText) to iOS \(highest.versionText) across "
                    + "\(plural(count, "target")) (lowest from \(target.source)); each file is checked against the "
                    + "targets that compile it"
            }
            return "deployment target: iOS \(target.versionText) (from \(target.source))"
        }
        return
            "deployment target: unknown (no Package.swift .iOS(...), IPHONEOS_DEPLOYMENT_TARGET, XcodeGen or Tuist "
            + "deploymentTarget); assumed below iOS 16"
    }

    static func findingCounts(_ findings: [Finding]) -> String {
        Severity.allCases.reversed().map { severity in
            plural(findings.filter { $0.severity == severity }.count, severity.rawValue)
        }.joined(separator: ", ")
    }

    static func join(_ root: String, _ relative: String) -> String {
        ReportPath.display(relative, under: root)
    }
}
