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
            .storyboard, .pbxproj, .xcconfig and the @interface lines of .h/.m/.mm files, skips .build, .git and
            DerivedData, reads Pods and Carthage for their class headers only,
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

                Lists every UICollectionViewCell and UITableViewCell subclass, Swift and Objective-C (also through
                the app's own base classes, Objective-C bases and dependencies' base cells), where it is laid out
                (XIB, storyboard prototype or code), its reuse identifiers as the code declares them (inferred or
                unresolved ones marked in the JSON), how it renders (none, hostingController, hostingConfiguration,
                cellbridge) and its migration risk with reasons; every cellForItemAt/cellForRowAt and cell provider
                and whether it switches on cell types; the findings.

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
                then cells already hosting SwiftUI (done); then the rest, low risk before medium, every base class
                after all the classes below it, XIB cells (which scaffold can draft) before code and storyboard
                cells; cells that are really scrolling containers (a collection, table or scroll view inside the
                cell) last, marked high risk with the reason. Each cell lists the findings that touch it.

                """
        case "lint":
            var text = """
                USAGE: cellbridge lint PATH [--format text|json]

                Checks the migration rules and prints one `file:line: severity: message [rule]` line per finding.
                Exits 1 when any finding is an error, 0 otherwise (warnings and notes do not fail the run).
                Where the tool is unsure whether something breaks, the rule says warning rather than error. Each
                file is judged by its platform: UIKit rules skip AppKit code (import AppKit/Cocoa without UIKit,
                #if os(macOS), files only macOS targets compile). UIHostingConfiguration findings depend on the
                deployment target of the targets that compile the file: a .pbxproj target's
                IPHONEOS_DEPLOYMENT_TARGET (else the project's), or the .iOS(.v14) of the Package.swift whose
                Sources/ (or target path:) holds it; the lowest if several. Files no known target compiles take the
                lowest of the app's own targets (not tests, vendored, demo or example projects); when none is found
                the lint assumes a target below iOS 16, says so, and reports warnings.

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

                Drafts the SwiftUI side of one XIB-backed cell found under PATH: a view laid out as the XIB's
                constraints place its views (rows as HStack, columns as VStack, overlaps as ZStack; labels, images,
                buttons, stack views with axis, spacing and alignment, texts, fonts, image names, simple colours;
                the app's own view classes as named placeholders), the SwiftUIRenderableCellViewModel conformance
                of the cell's real view model and the CellBridge registration line. The draft is checked with the
                Swift parser before it is shown.

                OPTIONS:
                  --write         Create <CellName minus "Cell">View.swift next to the XIB instead of printing.
                                  Only creates new files: an existing file is never overwritten (exit 3).
                                  The file is written atomically.

                """
        case "report":
            return """
                USAGE: cellbridge report PATH --output FILE

                Writes one self-contained HTML page (inline CSS and SVG, no scripts, no network): a table of
                contents, migration progress per screen (with an "unassigned" row) and per module with a chart, the
                plan linked to each cell, every cell with its risk (filtered by state, risk and module with CSS
                alone), the findings, the data sources and the rules.

                OPTIONS:
                  --output FILE   Where to write the page (required), atomically.

                """
        default:
            return nil
        }
    }
}
