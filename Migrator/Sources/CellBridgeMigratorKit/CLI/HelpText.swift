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
              lint PATH       Rule findings as path:line:column (Xcode, SARIF, GitHub Actions, JUnit, Checkstyle);
                              exits 1 when any finding is an error.
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
            Files it cannot read are listed on stderr, one line each, and the scan goes on. A .cellbridge.json at
            PATH configures excluded paths, disabled rules, severities, the deployment target and module folders.
            Every command that scans keeps a per-file cache in the user's cache folder ($XDG_CACHE_HOME/cellbridge,
            ~/Library/Caches/cellbridge on macOS, ~/.cache/cellbridge elsewhere; CELLBRIDGE_CACHE_DIR overrides);
            --no-cache reads and writes none.

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
                USAGE: cellbridge scan PATH [--format text|json|html|sarif] [--output FILE] [--no-cache]

                Lists every UICollectionViewCell and UITableViewCell subclass, Swift and Objective-C (also through
                the app's own base classes, Objective-C bases and dependencies' base cells), and every header and
                footer view, where it is laid out (XIB, storyboard prototype or code), its reuse identifiers as the
                code declares them (inferred or unresolved ones marked in the JSON), how it renders (none,
                hostingController, hostingConfiguration, cellbridge), its migration risk with reasons, the screens
                that show it, whether anything uses it and whether it is the app's or a dependency's; every
                cellForItemAt/cellForRowAt and cell provider, in Swift and Objective-C, with its verdict (switches on
                cell types, names cell types, generic, stock cells only), and what could not be analysed; the
                findings.

                OPTIONS:
                  --format text|json|html|sarif
                                  text (default) for people; json is the stable, versioned contract
                                  (schemaVersion 3, paths relative to PATH, sorted); html is the report;
                                  sarif the findings as SARIF 2.1.0.
                  --output FILE   Write to FILE (atomically) instead of standard output.
                  --no-cache      Read every file afresh; read and write no analysis cache.

                """
        case "plan":
            return """
                USAGE: cellbridge plan PATH [--no-cache]

                Prints the migration order. Data sources that switch on cell types come first, the ones more screens
                use first (make them generic); then cells already hosting SwiftUI (done); then the rest, low risk
                before medium, every base class after all the classes below it, cells on more screens first, XIB
                cells (which scaffold can draft) before code and storyboard cells; cells that are really scrolling
                containers (a collection, table or scroll view inside the cell) last, marked high risk with the
                reason. Unused cells (delete, no migration needed) and dependencies' cells (out of scope) take no
                place. Each cell lists the findings that touch it. Last, the screens in the order to migrate them:
                leaf screens first, then list screens, navigation last.

                """
        case "lint":
            var text = """
                USAGE: cellbridge lint PATH [--format FORMAT] [--output FILE] [--quiet]
                                       [--baseline FILE] [--write-baseline FILE] [--no-cache]

                Checks the migration rules and prints one `path:line:column: severity: message [rule]` line per
                finding, the compiler's format, so an Xcode Run Script build phase shows each finding on its line.
                Exits 1 when any reported finding is an error, 0 otherwise (warnings and notes do not fail the run).
                Where the tool is unsure whether something breaks, the rule says warning rather than error.
                Findings can be silenced in the source with `// cellbridge:disable:next RULE`,
                `// cellbridge:disable:this RULE`, or `// cellbridge:disable RULE` ... `// cellbridge:enable RULE`.
                Each file is judged by its platform: UIKit rules skip AppKit code (import AppKit/Cocoa without
                UIKit, #if os(macOS), files only macOS targets compile). UIHostingConfiguration findings depend on
                the deployment target of the targets that compile the file: a .pbxproj target's
                IPHONEOS_DEPLOYMENT_TARGET (else the project's), or the .iOS(.v14) of the Package.swift whose
                Sources/ (or target path:) holds it; the lowest if several. Files no known target compiles take the
                lowest of the app's own targets (not tests, vendored, demo or example projects); when none is found
                the lint assumes a target below iOS 16, says so, and reports warnings.

                OPTIONS:
                  --format xcode|text|json|sarif|github-actions|junit|checkstyle
                                  xcode (default; text is the same), json (schemaVersion, root, errors,
                                  findings), sarif (SARIF 2.1.0 for code scanning), github-actions (workflow
                                  annotations), junit or checkstyle (XML for other CI systems).
                  --output FILE   Write the report to FILE (atomically) instead of standard output.
                  --quiet         Only the findings: no counts or notes (for build phases).
                  --baseline FILE Report, and exit by, only findings FILE does not record. Findings match by
                                  rule, file and the text of their line, so moved lines stay matched.
                  --write-baseline FILE
                                  Record today's findings in FILE and exit 0 (with --baseline as well, also
                                  report the new ones and exit by them).
                  --no-cache      Read every file afresh; read and write no analysis cache.

                RULES:

                """
            for rule in LintRule.allCases {
                text += "  \(rule.rawValue) (\(rule.severityDescription))\n    \(rule.summary)\n"
                text += "    Why: \(rule.why)\n    Fix: \(rule.fix)\n"
            }
            return text
        case "scaffold":
            return """
                USAGE: cellbridge scaffold CELL PATH [--write] [--no-cache]

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
                USAGE: cellbridge report PATH --output FILE [--no-cache]

                Writes one self-contained HTML page (inline CSS and SVG, no scripts, no network): a table of
                contents, migration progress per screen (naming each screen's cells, with an "unassigned" row) and
                per module with a chart, the navigation between screens as a graph and the screen order, the plan
                linked to each cell, every cell with its risk, screens, language, use and owner (filtered by state,
                risk and module with CSS alone), the findings, the data sources and the rules.

                OPTIONS:
                  --output FILE   Where to write the page (required), atomically.

                """
        default:
            return nil
        }
    }
}
