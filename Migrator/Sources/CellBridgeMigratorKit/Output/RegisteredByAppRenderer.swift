/// The text of `cellbridge registered-by-app`: per screen, the identifiers its bridge's `registeredByApp:`
/// needs, as a line to paste, with where each registration is.
public enum RegisteredByAppRenderer {
    public static func render(_ report: ScanReport, displayRoot: String) -> String {
        let registrations = report.appRegistrations
        let unresolved = report.unresolvedAppRegistrations
        var lines: [String] = []
        if registrations.isEmpty && unresolved.isEmpty {
            lines.append("\(displayRoot): no registration a bridge must be told about.")
            lines.append("  No storyboard prototypes, and every nib or class the app registers is registered")
            lines.append("  under its own name, as CellBridge would register it: no bridge needs registeredByApp.")
            return lines.joined(separator: "\n") + "\n"
        }
        lines.append("Registrations a CellBridge bridge must be told about, in \(displayRoot)")
        lines.append("  Give each screen's set to its bridge, CollectionCellBridge(…, registeredByApp: […])")
        lines.append("  or TableCellBridge(…, registeredByApp: […]), or return true from those view models'")
        lines.append("  registeredByApp.")
        var screens: [String] = []
        var byScreen: [String: [AppRegistration]] = [:]
        for registration in registrations {
            if byScreen[registration.screen] == nil { screens.append(registration.screen) }
            byScreen[registration.screen, default: []].append(registration)
        }
        for screen in screens {
            let entries = byScreen[screen] ?? []
            lines.append("")
            lines.append("\(screen) (\(containers(entries)))")
            let identifiers = entries.map { swiftLiteral($0.identifier) }.joined(separator: ", ")
            lines.append("  registeredByApp: [\(identifiers)]")
            let width = entries.map(\.identifier.count).max() ?? 0
            for entry in entries {
                let padding = String(repeating: " ", count: width - entry.identifier.count)
                lines.append(
                    "    \(entry.identifier)\(padding)  \(explanation(entry))  "
                        + "\(ReportPath.display(entry.file, under: displayRoot)):\(entry.line)")
            }
            if entries.allSatisfy({ $0.kind == .table }) {
                lines.append("  (A table view also tells the bridge what it has; naming them skips that check.)")
            }
        }
        if !unresolved.isEmpty {
            lines.append("")
            lines.append("Not worked out (if one is not its cell's own class or nib name, add its value):")
            for entry in unresolved {
                lines.append(
                    "  \(entry.screen): \(entry.expression) for \(entry.cell)  "
                        + "\(ReportPath.display(entry.file, under: displayRoot)):\(entry.line)")
            }
        }
        lines.append("")
        var summary =
            "\(TextReportRenderer.plural(registrations.count, "identifier")) on "
            + TextReportRenderer.plural(screens.count, "screen")
        if !unresolved.isEmpty {
            summary += ", \(unresolved.count) not worked out"
        }
        lines.append(summary + ".")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func containers(_ entries: [AppRegistration]) -> String {
        let kinds = Set(entries.compactMap(\.kind))
        switch (kinds.contains(.collection), kinds.contains(.table)) {
        case (true, true): return "collection and table views"
        case (false, true): return "table view"
        case (true, false): return "collection view"
        case (false, false): return "container not known"
        }
    }

    private static func explanation(_ entry: AppRegistration) -> String {
        switch entry.reason {
        case .storyboardPrototype:
            return "storyboard prototype of \(entry.cell)"
        case .nibUnderOtherName:
            return "nib \(entry.nibName ?? entry.cell) (\(entry.cell)) registered under another name"
        case .classUnderOtherName:
            return "\(entry.cell) registered under another name"
        }
    }

    /// A Swift string literal: quotes and backslashes escaped.
    private static func swiftLiteral(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            default: escaped.append(character)
            }
        }
        return "\"" + escaped + "\""
    }
}
