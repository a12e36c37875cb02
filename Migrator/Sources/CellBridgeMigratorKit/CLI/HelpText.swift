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
              adopt PATH [--apply]
                              Connect the app's own cell and view-model protocols to CellBridge's, additively.
              migrate CELL PATH [--apply] [--verify CMD]
                              Move one XIB cell or storyboard prototype to a SwiftUI view CellBridge hosts.
              migrate-data-source FILE PATH [--apply]
                              Turn a cellForItemAt/cellForRowAt that switches over item kinds generic.
              registered-by-app PATH
                              Per screen, the reuse identifiers the app registers itself (storyboard prototypes,
                              nibs and classes under other names), as the bridge's registeredByApp: set.
              help [COMMAND]  Show this help, or the help of one command.

            OPTIONS:
              -h, --help      Show help (also after a command: cellbridge scan --help).
              --version       Print the version.

            PATH is the folder with the app's sources, XIBs and storyboards. The scan reads .swift, .xib,
            .storyboard, .pbxproj, .xcconfig and the @interface lines of .h/.m/.mm files, skips .build, .git and
            DerivedData, reads Pods and Carthage for their class headers only,
            does not follow symbolic links to folders, and never writes into PATH (only scaffold --write and the
            migrate commands' --apply do).
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
        case "adopt":
            return """
                USAGE: cellbridge adopt PATH [--apply] [--force] [--verify CMD] [--no-cache]

                Connects the app's own cell contract to CellBridge without deleting or renaming anything, in the
                file that declares each protocol (which gains `import CellBridge`):
                  - a view-model protocol (one the app dequeues cells by, `dequeueReusableCell(withIdentifier:
                    item.reuseIdentifier, …)`, or with a String requirement spelled like a reuse identifier) refines
                    CollectionCellViewModel, with a default className that reads what the app dequeues by;
                  - a cell protocol refines CellBridge.ConfigurableCell, with a default configure(with:) that casts
                    to what its configure requirement takes and calls it, only with proof: a requirement that takes
                    one view model (an associated type, a view-model protocol, Any or a model type of the app's)
                    that a dequeue site or the app's generic delegate calls on a cell cast to the protocol
                    (`(cell as? RowCell)?.update(row: row)`, `as! Cell` with `Cell: P`, or through a default of
                    the protocol's own extension), or whose cells a CellBridge bridge hands the app's view models.
                Every added line carries `// cellbridge: adoption`. A protocol whose identifier or configure cannot
                be proven is left alone and named with the reason (a delegate, only properties, requirements
                taking no value or several, no view model taken, never called on a dequeued cell, adopted by
                types that are not cells). `migrate` runs this first, in the same change.
                Without --apply it prints the change as a unified diff and writes nothing.

                OPTIONS:
                  --apply         Write the change: every file or none, each written atomically.
                  --force         Write even over files with uncommitted changes in a git work tree.
                  --verify CMD    After writing, run CMD (through /bin/sh, in PATH): the app's own build or type
                                  check. If it fails, every file is put back and its first errors shown (exit 4).
                                  Implies --apply.
                  --no-cache      Read every file afresh; read and write no analysis cache.

                """
        case "migrate":
            return """
                USAGE: cellbridge migrate CELL PATH [--apply] [--force] [--remove-legacy] [--allow-todos] [--verify CMD]
                                                [--no-cache]

                Moves one cell laid out in a XIB or a storyboard prototype to SwiftUI, as one change:
                  - first connects the app's own cell and view-model protocols to CellBridge's (see adopt);
                  - proves the configure method from the places that configure the cell (the data source, a helper,
                    the dequeue site) or from the ConfigurableCell method a CellBridge bridge calls; never by name;
                  - writes <CellName minus "Cell">View.swift: the scaffold's layout bound from everything the old
                    configuration set (the configure method, the cell's helpers it calls, didSets, what the data
                    source sets on outlets and properties, a switch's action, the cell's own background, corners
                    and border); a XIB's design-time text or image never ships where code sets what a view shows;
                    the summary gives the share;
                  - refuses a view that would not show everything the old configuration set, naming every gap
                    (--allow-todos writes it, each gap a `// TODO(cellbridge):` with the original line): such a
                    view builds, so --verify cannot catch what it no longer shows;
                  - edits the view model where it is declared when it is this cell's own (className names the cell);
                    anything else the cell was given becomes a new value view model, built where it was configured;
                  - moves registrations and the places that configure the cell to the hosting cell, and lists what it
                    cannot move, with the reason;
                  - adds the new files to every target that compiles the files they are used from (Sources phases,
                    Xcode 16 synchronised folders and their membership exceptions), with the imports of the files
                    they are drawn from, and CellBridge's library to each target that needs it; when the project has
                    no CellBridge package it says what to add, and --apply waits until it is there.
                Refused, with the reason and the place (exit 3, nothing written): a view that would drop part of the
                configuration (unless --allow-todos), a target below iOS 14, a lane, a cell configured two ways
                or only where migrate cannot follow (a generic data source without a bridge, a library's closure), a
                theme or selection method taken for a configure, a configuration nothing of which can be carried.
                Without --apply it prints the change as a unified diff (apply it with `git apply`) and writes nothing.
                A second run says "already migrated" and changes nothing.

                OPTIONS:
                  --apply         Write the change: every file or none, each written atomically.
                  --force         Write even over files with uncommitted changes in a git work tree (refused
                                  otherwise, exit 3, so `git checkout` can undo the migration).
                  --allow-todos   Write the view even when it cannot show everything the old configuration set,
                                  each gap a `// TODO(cellbridge):` to finish before shipping.
                  --remove-legacy Also delete the XIB (or the storyboard prototype) and the cell class, with their
                                  project entries, when nothing else in the app uses them; else say what does.
                  --verify CMD    After writing, run CMD (through /bin/sh, in PATH), the app's own build:
                                  `xcodebuild -scheme App -destination 'generic/platform=iOS' build` on a Mac.
                                  If it fails, every file is put back and its first errors shown (exit 4).
                                  Implies --apply. The normal way to apply on a real app.
                  --cellbridge-package URL-or-path
                                  The CellBridge package to add to an Xcode project that has none (a URL: a
                                  remote reference up to the next major version; a path: a local reference).
                  --no-cache      Read every file afresh; read and write no analysis cache.

                """
        case "migrate-data-source":
            return """
                USAGE: cellbridge migrate-data-source FILE PATH [--apply] [--force] [--verify CMD] [--no-cache]

                Rewrites the cellForItemAt/cellForRowAt in FILE (a Swift file under PATH) that ends in a switch over
                its items into the generic shape: each case that only dequeues a cell, configures it with one view
                model and returns it moves into one mapping function, viewModel(for:); the data source asks a CellBridge
                bridge for every cell and forwards willDisplay/didEndDisplaying (screens that set only dataSource set
                delegate too); legacy cells gain ConfigurableCell and their view models CollectionCellViewModel.
                Closures that read items[indexPath.item] look their item up when they fire and capture self weakly.
                A case it cannot move stays in cellForItemAt after the generic call, with a comment saying why.
                Without --apply it prints the change as a unified diff and writes nothing.

                OPTIONS:
                  --apply         Write the change: every file or none, each written atomically.
                  --force         Write even over files with uncommitted changes in a git work tree.
                  --verify CMD    After writing, run CMD; if it fails, every file is put back (exit 4).
                  --no-cache      Read every file afresh; read and write no analysis cache.

                """
        case "registered-by-app":
            return """
                USAGE: cellbridge registered-by-app PATH [--no-cache]

                Lists, per screen, the reuse identifiers the app registers itself in a way CellBridge would not:
                storyboard prototype cells, and nibs or classes registered under a name that is not their own
                (`register(UINib(nibName: "FeedCellNib", bundle: nil), forCellWithReuseIdentifier: "FeedCell")`).
                A bridge that is not told registers its own cell over such an identifier (a collection view
                cannot say what it has), and the cell comes up without its outlets. Each screen's set is printed
                ready to paste: `registeredByApp: ["FeedCell"]` on CollectionCellBridge or TableCellBridge, or
                `var registeredByApp: Bool { true }` on those view models. Registrations under the cell's own
                name are left out: the bridge registers the same nib or class. Identifiers the scan could not
                work out (a constant outside PATH) are listed to check by hand. Always exits 0 once PATH is read.

                OPTIONS:
                  --no-cache      Read every file afresh; read and write no analysis cache.

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
