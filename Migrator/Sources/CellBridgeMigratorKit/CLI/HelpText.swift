/// Help text for `cellbridge --help` and `cellbridge help COMMAND`. Every command and option is
/// described here; the README repeats it.
public enum HelpText {
    public static var overview: String {
        var text = """
            cellbridge \(CellBridgeVersion.current) — plans and checks a UIKit app's move of its cells to SwiftUI with CellBridge.

            USAGE: cellbridge COMMAND [OPTIONS] ARGUMENTS

            COMMANDS:
              scan PATH       Inventory of cells, data sources and findings (text, json or html).
              plan PATH       Migration order: leaf, self-contained cells first, scrolling containers last.
              lint PATH       Rule findings with file:line; exits 1 when any finding is an error.
              scaffold CELL PATH
                              Draft the SwiftUI view, view-model conformance and registration for a XIB cell.
              report PATH --output FILE
                              Self-contained HTML report: progress per screen and module, risk, findings.
              help [COMMAND]  Show this help, or the help of one command.

            OPTIONS:
              -h, --help      Show help (also after a command: cellbridge scan --help).
              --version       Print the version.

            PATH is the folder with the app's sources, XIBs and storyboards. The scan reads .swift, .xib,
            .storyboard, .pbxproj and .xcconfig files, skips .build, .git, DerivedData, Pods and Carthage,
            does not follow symbolic links to folders, and never writes into PATH (only scaffold --write does).
            Files it cannot read are listed on stderr, one line each, and the scan goes on.

            EXIT STATUS:

            """
        for status in ExitStatus.allCases {
            text += "  \(status.rawValue)  \(status.explanation)\n"
        }
        return text
    }

    /// Help of one command; `nil` for an unknown name.
    public static func command(_ name: String) -> String? {
        switch name {
        case "scan":
            return """
                USAGE: cellbridge scan PATH [--format text|json|html] [--output FILE]

                Lists every UICollectionViewCell and UITableViewCell subclass (also through the app's own base
                classes), where it is laid out (XIB, storyboard prototype or code), its reuse identifiers, how it
                renders (none, hostingController, hostingConfiguration, cellbridge) and its migration risk with
                reasons; every cellForItemAt/cellForRowAt and whether it switches on cell types; the findings.

                OPTIONS:
                  --format text|json|html
                                  text (default) for people; json is the stable, versioned contract
                                  (schemaVersion 2, paths relative to PATH, sorted); html is the report.
                  --output FILE   Write to FILE (atomically) instead of standard output.

                """
        case "plan":
            return """
                USAGE: cellbridge plan PATH

                Prints the migration order. Data sources that switch on cell types come first (make them generic);
                then cells already hosting SwiftUI (done); then the rest, low risk before medium, leaf classes before
                their base classes, XIB cells (which scaffold can draft) before code and storyboard cells; cells that
                are really scrolling containers (a collection, table or scroll view inside the cell) last, marked
                high risk with the reason.

                """
        case "lint":
            var text = """
                USAGE: cellbridge lint PATH [--format text|json]

                Checks the migration rules and prints one `file:line: severity: message [rule]` line per finding.
                Exits 1 when any finding is an error, 0 otherwise (warnings and notes do not fail the run).
                UIHostingConfiguration findings depend on the deployment target of the targets that compile the
                file: a .pbxproj target's IPHONEOS_DEPLOYMENT_TARGET (else the project's), or the .iOS(.v14) of
                the Package.swift whose Sources/ (or target path:) holds it; the lowest if several. Files no known
                target compiles take the lowest target found anywhere; when none is found the lint assumes a
                target below iOS 16 and says so.

                OPTIONS:
                  --format text|json
                                  text (default) or JSON (schemaVersion, root, errors, findings).

                RULES:

                """
            for rule in LintRule.allCases {
                text += "  \(rule.rawValue) (\(rule.severityDescription))\n    \(rule.summary)\n"
                text += "    Why: \(rule.why)\n    Fix: \(rule.fix)\n"
            }
            return text
        case "scaffold":
            return """
                USAGE: cellbridge scaffold CELL PATH [--write]

                Drafts the SwiftUI side of one XIB-backed cell found under PATH: a view mirroring the XIB's layout
                (labels, images, buttons, stack views with axis, spacing and alignment, in order, with texts, fonts,
                image names and simple colours), the view model's SwiftUIRenderableCellViewModel conformance and the
                CellBridge registration line. The draft is checked with the Swift parser before it is shown.

                OPTIONS:
                  --write         Create <CellName minus "Cell">View.swift next to the XIB instead of printing.
                                  Only creates new files: an existing file is never overwritten (exit 3).
                                  The file is written atomically.

                """
        case "report":
            return """
                USAGE: cellbridge report PATH --output FILE

                Writes one self-contained HTML page (inline CSS and SVG, no scripts, no network): migration
                progress per screen and per module with a chart, the plan, every cell with its risk, the findings,
                the data sources and the rules.

                OPTIONS:
                  --output FILE   Where to write the page (required), atomically.

                """
        default:
            return nil
        }
    }
}
