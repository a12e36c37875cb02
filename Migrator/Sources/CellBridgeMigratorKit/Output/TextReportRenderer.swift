internal import Foundation

/// Plain-text renderings for the terminal: `scan`, `plan` and `lint` output.
///
/// Paths are shown under `displayRoot` (the path as the user typed it) so `file:line:` locations can
/// be clicked in editors and terminals.
public enum TextReportRenderer {
    /// Summary, cell table (with risk reasons) and data-source verdicts.
    public static func scan(_ report: ScanReport, displayRoot: String) -> String {
        var lines: [String] = []
        lines.append("Scanned \(displayRoot)")
        lines.append(
            "  \(plural(report.swiftFiles, "Swift file")), \(plural(report.xibFiles, "XIB")), "
                + "\(plural(report.storyboardFiles, "storyboard")); \(plural(report.cells.count, "cell")), "
                + "\(report.hostedCellCount) hosting SwiftUI; \(plural(report.findings.count, "finding"))")
        lines.append("  " + deploymentTargetLine(report))
        lines.append("")
        lines.append("Cells")
        if report.cells.isEmpty {
            lines.append("  " + noUIKitCellsSentence)
        } else {
            var rows = [["NAME", "KIND", "LAYOUT", "HOSTING", "RISK", "FILE"]]
            var reasons: [[String]] = [[]]
            for cell in report.cells {
                rows.append([
                    cell.name, cell.kind.rawValue, cell.definedIn.rawValue, cell.hosting.rawValue, cell.risk.rawValue,
                    cell.xib ?? cell.swiftFile ?? "",
                ])
                reasons.append(cell.riskReasons)
            }
            let table = aligned(rows)
            for (row, rowReasons) in zip(table, reasons) {
                lines.append("  " + row)
                lines += rowReasons.map { "      - " + $0 }
            }
        }
        lines.append("")
        lines.append("Data sources")
        if report.dataSources.isEmpty {
            lines.append("  (none)")
        } else {
            var rows = [["METHOD", "VERDICT", "WHERE"]]
            for source in report.dataSources {
                let verdict =
                    source.switchesOnCellTypes
                    ? "switches on cell types"
                    : (source.cellTypesReferenced == 0
                        ? "generic" : "names \(plural(source.cellTypesReferenced, "cell type"))")
                rows.append(["\(source.typeName).\(source.method)", verdict, "\(source.file):\(source.line)"])
            }
            lines += aligned(rows).map { "  " + $0 }
        }
        if !report.findings.isEmpty {
            lines.append("")
            lines.append("Findings: \(findingCounts(report.findings)); run `cellbridge lint` for details")
        }
        return lines.joined(separator: "\n") + "\n"
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
        let blocking = report.dataSources.filter(\.switchesOnCellTypes)
        if !blocking.isEmpty {
            lines.append("First, make these data sources generic (dequeue by viewModel.className):")
            for source in blocking {
                lines.append(
                    "  ! \(source.typeName).\(source.method) names \(source.cellTypesReferenced) cell types  "
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
        return lines.joined(separator: "\n") + "\n"
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
            let versions = Set(report.targetDeploymentTargets.map(\.majorVersion) + [target.majorVersion])
            if let highest = versions.max(), highest > target.majorVersion {
                let count = report.targetDeploymentTargets.count
                return "deployment targets: iOS \(target.majorVersion) to iOS \(highest) across "
                    + "\(plural(count, "target")) (lowest from \(target.source)); each file is checked against the "
                    + "targets that compile it"
            }
            return "deployment target: iOS \(target.majorVersion) (from \(target.source))"
        }
        return
            "deployment target: unknown (no Package.swift .iOS(...) or IPHONEOS_DEPLOYMENT_TARGET); assumed below iOS 16"
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
