internal import Foundation

/// Renders the migration report: one self-contained HTML page (inline CSS and SVG, no scripts, no
/// external URLs) that can be attached to a ticket or opened offline.
public enum HTMLReportRenderer {
    /// The whole page; `title` is shown as typed (usually the scanned path) and escaped.
    public static func render(_ report: ScanReport, title: String) -> String {
        let modules = ProgressBreakdown.perModule(report)
        let screens = ProgressBreakdown.perScreen(report)
        let steps = MigrationPlanner.plan(report)
        let errors = report.findings.filter { $0.severity == .error }.count
        let warnings = report.findings.filter { $0.severity == .warning }.count
        let notes = report.findings.filter { $0.severity == .note }.count
        let total = report.cells.count
        let hosted = report.hostedCellCount
        let percent = total == 0 ? 0 : hosted * 100 / total
        let high = report.cells.filter { $0.risk == .high && !$0.hosting.isHosted }.count
        let switching = report.dataSources.filter(\.switchesOnCellTypes).count

        let percentText = total == 0 ? "n/a" : "\(percent)%"
        let migratedDetail = total == 0 ? "no UIKit cells in this app" : "\(hosted) of \(total) cells render SwiftUI"
        let moduleIndex = Dictionary(
            modules.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { first, _ in first })
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>CellBridge migration report — \(HTMLText.escape(title))</title>
            <style>\(stylesheet)\(filterStylesheet(moduleCount: modules.count))</style>
            </head>
            <body>
            <header>
            <h1>CellBridge migration report</h1>
            <p class="subtitle">\(HTMLText.escape(title)) · \(HTMLText.escape(TextReportRenderer.deploymentTargetLine(report)))</p>
            </header>
            <nav class="toc" aria-label="Contents">\(tableOfContents(report))</nav>
            <section class="cards">
            \(card(percentText, "migrated", migratedDetail, "good"))
            \(card("\(total - hosted)", "still UIKit", "cells left to migrate", "neutral"))
            \(card("\(high)", "high risk", "scrolling containers inside cells", high > 0 ? "bad" : "good"))
            \(card("\(errors)", "errors", "\(TextReportRenderer.plural(warnings, "warning")) · \(TextReportRenderer.plural(notes, "note"))", errors > 0 ? "bad" : "good"))
            \(card("\(switching)", "switching data sources", "of \(report.dataSources.count) cellFor… methods", switching > 0 ? "warn" : "good"))
            </section>

            """
        if total == 0 {
            html +=
                "<section id=\"no-cells\">\n<h2>Nothing to migrate</h2>\n<p>"
                + HTMLText.escape(TextReportRenderer.noUIKitCellsSentence) + "</p>\n</section>\n"
        }
        html += """
            <section id="modules">
            <h2>Progress per module</h2>
            <div class="chart">\(ProgressChartSVG.render(modules, title: "Cells per module: hosted vs. still UIKit by risk"))</div>
            \(progressTable(modules, firstColumn: "Module", showDetail: false))
            </section>
            <section id="screens">
            <h2>Progress per screen</h2>

            """
        if screens.isEmpty {
            html +=
                "<p class=\"empty\">No screen shows cells (no registration, dequeue, data source or storyboard "
                + "prototype names one).</p>\n"
        } else {
            html += progressTable(screens, firstColumn: "Screen", showDetail: true)
            let shared = ProgressBreakdown.cellsOnSeveralScreens(report)
            let sharedNote =
                shared == 0
                ? "Every cell is in exactly one row."
                : "\(TextReportRenderer.plural(shared, "cell appears", "cells appear")) on several screens and "
                    + "count\(shared == 1 ? "s" : "") in each of their rows."
            html +=
                "<p class=\"muted\">A screen shows the cells it registers or dequeues, those its data source names "
                + "or a data source it uses does, and its storyboard prototypes; cells no scanned screen shows are in the "
                + "\u{201C}\(ProgressBreakdown.unassignedScreen)\u{201D} row. \(sharedNote)</p>\n"
        }
        html += "</section>\n" + navigationSection(report)
        html += "<section id=\"plan\">\n<h2>Migration plan</h2>\n<ol class=\"plan\">\n"
        for step in steps {
            let marker: String
            switch step.stage {
            case .done: marker = "<span class=\"badge done\">done</span>"
            case .next: marker = "<span class=\"badge \(step.cell.risk.rawValue)\">\(step.order ?? 0)</span>"
            case .last: marker = "<span class=\"badge high\">\(step.order ?? 0) · last</span>"
            case .delete: marker = "<span class=\"badge\">delete</span>"
            case .outOfScope: marker = "<span class=\"badge\">out of scope</span>"
            }
            let findings =
                step.findings.isEmpty
                ? "" : "<div class=\"muted\">findings: \(HTMLText.escape(step.findingsSummary))</div>"
            html +=
                "<li>\(marker) <a href=\"#\(anchor(step.cell.name))\"><strong>\(HTMLText.escape(step.cell.name))</strong></a> "
                + "<span class=\"muted\">\(HTMLText.escape(step.reason))</span>\(findings)</li>\n"
        }
        if steps.isEmpty {
            html += "<li class=\"empty\">No cells found.</li>\n"
        }
        html += "</ol>\n</section>\n"
        html += filterInputs(moduleCount: modules.count)
        html += cellsTable(report.cells, modules: modules, moduleIndex: moduleIndex)
        html += findingsTable(report.findings, notAnalysed: report.notAnalysed.count)
        html += dataSourcesTable(report)
        if !report.problems.isEmpty {
            html += "<section id=\"skipped\">\n<h2>Skipped input</h2>\n<ul class=\"problems\">\n"
            for problem in report.problems {
                html += "<li><code>\(HTMLText.escape(problem.path))</code> \(HTMLText.escape(problem.reason))</li>\n"
            }
            html += "</ul>\n</section>\n"
        }
        html += rulesSection()
        html +=
            "<footer>Generated by cellbridge \(CellBridgeVersion.current) · schema \(ScanJSONEncoder.schemaVersion)</footer>\n"
        html += "</body>\n</html>\n"
        return html
    }

    // MARK: Navigation graph

    /// The screen-level plan: the navigation graph as a picture and the screens in the order to migrate them.
    private static func navigationSection(_ report: ScanReport) -> String {
        var html = "<section id=\"navigation\">\n<h2>Screens and navigation</h2>\n"
        guard !report.screens.isEmpty else {
            return html
                + "<p class=\"empty\">No screen (view controller or storyboard scene) was found.</p>\n</section>\n"
        }
        let (svg, drawn, omitted) = NavigationGraphSVG.render(report.screens, edges: report.navigationEdges)
        html +=
            "<p class=\"muted\">Leaf screens first, then list screens, the navigation layer last (the migration "
            + "articles' order); within a stage a screen after the screens it leads to. Arrows: pushes, presentations, "
            + "segues; dashed: a container's child. \(TextReportRenderer.plural(report.navigationEdges.count, "edge")) "
            + "from the code and the storyboards.</p>\n<div class=\"chart\">\(svg)</div>\n"
        if omitted > 0 {
            // The count drawn, not the limit: when fewer screens than the limit have an edge, only those are drawn.
            let which =
                drawn == NavigationGraphSVG.maximumNodes
                ? "the \(drawn) most connected are drawn"
                : "only \(drawn) \(drawn == 1 ? "has" : "have") a navigation edge and \(drawn == 1 ? "is" : "are") drawn"
            html +=
                "<p class=\"muted\">\(TextReportRenderer.plural(omitted, "screen")) not drawn (\(which)); every screen is "
                + "in the order below.</p>\n"
        }
        html +=
            "<table>\n<thead><tr><th>#</th><th>Screen</th><th>Stage</th><th>Cells</th><th>Leads to</th></tr></thead>\n"
            + "<tbody>\n"
        for screen in report.screens.sorted(by: { ($0.order ?? 0) < ($1.order ?? 0) }) {
            let cells = screen.cellNames.map { "<a href=\"#\(anchor($0))\">\(words($0))</a>" }.joined(separator: ", ")
            html +=
                "<tr><td>\(screen.order ?? 0)</td><td>\(words(screen.name))<div class=\"muted\">\(path(screen.file))</div></td>"
                + "<td><span class=\"badge stage-\(screen.stage.rawValue)\">\(screen.stage.rawValue)</span></td>"
                + "<td class=\"cell-names\">\(cells)</td>"
                + "<td>\(screen.destinations.map(words).joined(separator: ", "))</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n</section>\n"
    }

    // MARK: Navigation

    /// Links to every section, with counts: a report of a hundred cells is read by jumping, not scrolling.
    private static func tableOfContents(_ report: ScanReport) -> String {
        var entries = [
            ("modules", "Modules"), ("screens", "Screens"), ("navigation", "Navigation"), ("plan", "Plan"),
            ("cells", "Cells (\(report.cells.count))"),
            ("findings", "Findings (\(report.findings.count))"),
            ("data-sources", "Data sources (\(report.dataSources.count))"),
        ]
        if !report.problems.isEmpty {
            entries.append(("skipped", "Skipped input"))
        }
        entries.append(("rules", "Rules"))
        return entries.map { "<a href=\"#\($0.0)\">\(HTMLText.escape($0.1))</a>" }.joined(separator: " · ")
    }

    /// An HTML id for a cell's row: letters, digits, `-` and `_` kept, anything else `-`.
    static func anchor(_ name: String) -> String {
        "cell-" + String(name.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" ? $0 : "-" })
    }

    /// The filter's state lives in radio buttons placed before the cells table, so CSS alone (no script, no
    /// network) hides the rows that do not match: one group by risk and state, one by module.
    private static func filterInputs(moduleCount: Int) -> String {
        var html = ""
        for (id, _) in stateFilters {
            html +=
                "<input class=\"filter\" type=\"radio\" name=\"state\" id=\"f-\(id)\"\(id == "all" ? " checked" : "")>\n"
        }
        html += "<input class=\"filter\" type=\"radio\" name=\"module\" id=\"m-all\" checked>\n"
        for index in 0..<moduleCount {
            html += "<input class=\"filter\" type=\"radio\" name=\"module\" id=\"m-\(index)\">\n"
        }
        return html
    }

    /// Filter id → label; the ids are also the row classes they keep (`all` keeps every row).
    private static let stateFilters: [(String, String)] = [
        ("all", "all"), ("uikit", "still UIKit"), ("hosted", "hosted"), ("high", "high risk"), ("medium", "medium"),
        ("low", "low"), ("unused", "unused"), ("dependency", "dependencies'"),
    ]

    private static func filterStylesheet(moduleCount: Int) -> String {
        var css = "\n.filter { position: absolute; opacity: 0; pointer-events: none; }\n"
        css += ".filters label { cursor: pointer; padding: 1px 8px; border-radius: 10px; margin-right: 4px; }\n"
        for (id, _) in stateFilters where id != "all" {
            css += "#f-\(id):checked ~ #cells tr.cell:not(.\(id)) { display: none; }\n"
        }
        for (id, _) in stateFilters {
            css += "#f-\(id):checked ~ #cells label[for=f-\(id)] { background: #1d2330; color: #fff; }\n"
        }
        css += "#m-all:checked ~ #cells label[for=m-all] { background: #1d2330; color: #fff; }\n"
        for index in 0..<moduleCount {
            css += "#m-\(index):checked ~ #cells tr.cell:not(.m-\(index)) { display: none; }\n"
            css += "#m-\(index):checked ~ #cells label[for=m-\(index)] { background: #1d2330; color: #fff; }\n"
        }
        return css
    }

    /// A path that breaks after each `/`; its file name is kept whole on one line (an inline block) and
    /// only when wider than the column breaks between the words of its camel-case name or before its
    /// extension (`ComposeStatusPollOption` / `CollectionViewCell.swift`), never inside a word.
    static func path(_ text: String) -> String {
        let directory = text.lastIndex(of: "/").map { text[...$0] } ?? ""
        let name = text[directory.endIndex...]
        let directoryHTML = HTMLText.escape(String(directory)).replacingOccurrences(of: "/", with: "/<wbr>")
        return directoryHTML + "<span class=\"name\">" + words(String(name)) + "</span>"
    }

    /// A name that may break between camel-case words and before a `.`: `Notification<wbr>Table<wbr>ViewCell`.
    static func words(_ text: String) -> String {
        var html = ""
        var previous: Character?
        for character in text {
            if let previous, (character.isUppercase && previous.isLowercase) || (character == "." && previous != ".") {
                html += "<wbr>"
            }
            html += HTMLText.escape(String(character))
            previous = character
        }
        return html
    }

    private static func card(_ value: String, _ label: String, _ detail: String, _ tone: String) -> String {
        "<div class=\"card \(tone)\"><div class=\"value\">\(HTMLText.escape(value))</div>"
            + "<div class=\"label\">\(HTMLText.escape(label))</div><div class=\"detail\">\(HTMLText.escape(detail))</div></div>"
    }

    /// `showDetail` adds each row's file and the cells it counts, by name (per screen, not per module).
    private static func progressTable(_ rows: [ProgressBreakdown], firstColumn: String, showDetail: Bool) -> String {
        var html =
            "<table>\n<thead><tr><th>\(firstColumn)</th><th>Cells</th><th>Hosted</th><th>High risk</th>"
            + "<th class=\"wide\">Progress</th></tr></thead>\n<tbody>\n"
        for row in rows {
            var detail =
                showDetail && !row.detail.isEmpty ? "<div class=\"muted\">\(path(row.detail))</div>" : ""
            if showDetail, !row.cellNames.isEmpty {
                detail +=
                    "<div class=\"cell-names\">"
                    + row.cellNames.map { "<a href=\"#\(anchor($0))\">\(words($0))</a>" }.joined(separator: ", ")
                    + "</div>"
            }
            html +=
                "<tr><td>\(HTMLText.escape(row.name))\(detail)</td><td>\(row.total)</td><td>\(row.hosted)</td>"
                + "<td>\(row.highRisk)</td><td><div class=\"bar\"><div class=\"fill\" style=\"width:\(row.percentDone)%\">"
                + "</div></div><span class=\"muted\">\(row.percentDone)%</span></td></tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }

    private static func cellsTable(
        _ cells: [CellInventoryEntry], modules: [ProgressBreakdown], moduleIndex: [String: Int]
    ) -> String {
        var html = "<section id=\"cells\">\n<h2>Cells</h2>\n"
        if !cells.isEmpty {
            html += "<p class=\"filters\">Show: "
            html += stateFilters.map { "<label for=\"f-\($0.0)\">\(HTMLText.escape($0.1))</label>" }.joined()
            if modules.count > 1 {
                html += "<br>Module: <label for=\"m-all\">all</label>"
                for (index, module) in modules.enumerated() {
                    html += "<label for=\"m-\(index)\">\(HTMLText.escape(module.name))</label>"
                }
            }
            html += "</p>\n"
        }
        html +=
            "<table>\n<thead><tr><th>Cell</th><th>Kind</th><th>Layout</th><th>Reuse identifiers</th><th>Screens</th>"
            + "<th>Language</th><th>Used</th><th>Owner</th><th>Hosting</th><th>Risk</th><th>Files</th></tr></thead>\n"
            + "<tbody>\n"
        for cell in cells {
            let reasons =
                cell.riskReasons.isEmpty
                ? ""
                : "<ul class=\"reasons\">" + cell.riskReasons.map { "<li>\(HTMLText.escape($0))</li>" }.joined()
                    + "</ul>"
            let paths = [cell.swiftFile, cell.objectiveCFile] + cell.interfaceBuilderFiles.map { Optional($0) }
            let files = paths.compactMap { $0 }.map { "<code>\(path($0))</code>" }.joined(separator: "<br>")
            let hosting =
                cell.hosting.isHosted
                ? "<span class=\"badge done\">\(cell.hosting.rawValue)</span>" : "<span class=\"muted\">none</span>"
            let classes = [
                "cell", cell.hosting.isHosted ? "hosted" : "uikit", cell.hosting.isHosted ? "" : cell.risk.rawValue,
                moduleIndex[cell.module].map { "m-\($0)" } ?? "", cell.isUsed ? "" : "unused",
                cell.owner == .dependency ? "dependency" : "",
            ].filter { !$0.isEmpty }.joined(separator: " ")
            let role = cell.role == .headerFooter ? " <span class=\"badge\">header/footer</span>" : ""
            var identifiers = cell.reuseIdentifiers.map { "<code>\(HTMLText.escape($0))</code>" }
            identifiers += cell.unresolvedReuseIdentifiers.map {
                "<span class=\"muted\">unresolved: <code>\(HTMLText.escape($0))</code></span>"
            }
            if cell.isRegisteredDynamically {
                identifiers.append("<span class=\"muted\">registered dynamically</span>")
            }
            let used = cell.isUsed ? "yes" : "<span class=\"badge medium\">no: delete</span>"
            let owner =
                cell.owner == .app
                ? "app" : "<span class=\"badge\">dependency</span> \(HTMLText.escape(cell.dependency ?? ""))"
            html +=
                "<tr class=\"\(classes)\" id=\"\(anchor(cell.name))\"><td><strong>\(words(cell.name))</strong>\(role)</td>"
                + "<td>\(cell.kind.rawValue)</td><td>\(cell.definedIn.rawValue)</td>"
                + "<td>\(identifiers.joined(separator: "<br>"))</td>"
                + "<td class=\"cell-names\">\(cell.screens.map(words).joined(separator: ", "))</td>"
                + "<td>\(TextReportRenderer.languageText(cell))</td><td>\(used)</td><td>\(owner)</td><td>\(hosting)</td>"
                + "<td><span class=\"badge \(cell.risk.rawValue)\">\(cell.risk.rawValue)</span>\(reasons)</td>"
                + "<td class=\"files\">\(files)</td></tr>\n"
        }
        if cells.isEmpty {
            html +=
                "<tr><td colspan=\"11\" class=\"empty\">\(HTMLText.escape(TextReportRenderer.noUIKitCellsSentence))</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n</section>\n"
    }

    private static func findingsTable(_ findings: [Finding], notAnalysed: Int) -> String {
        var html = "<section id=\"findings\">\n<h2>Findings</h2>\n"
        if findings.isEmpty {
            let caveat =
                notAnalysed == 0
                ? ""
                : " in the code read (\(TextReportRenderer.plural(notAnalysed, "data source")) could not be analysed)"
            return html + "<p class=\"empty\">No rule is broken\(caveat).</p>\n</section>\n"
        }
        html += "<table>\n<thead><tr><th>Severity</th><th>Where</th><th>Finding</th></tr></thead>\n<tbody>\n"
        let ordered = findings.sorted { ($1.severity, $0) < ($0.severity, $1) }
        for finding in ordered {
            html +=
                "<tr><td><span class=\"badge sev-\(finding.severity.rawValue)\">\(finding.severity.rawValue)</span></td>"
                + "<td class=\"files\"><code>\(path(finding.file)):\(finding.line)</code></td>"
                + "<td>\(HTMLText.escape(finding.message))<div class=\"muted\">\(finding.rule.rawValue)</div></td></tr>\n"
        }
        return html + "</tbody>\n</table>\n</section>\n"
    }

    /// Every data source with its verdict; what was found but not analysed is listed, never "none found".
    private static func dataSourcesTable(_ report: ScanReport) -> String {
        var html = "<section id=\"data-sources\">\n<h2>Data sources</h2>\n"
        if report.dataSources.isEmpty {
            html += "<p class=\"empty\">\(HTMLText.escape(TextReportRenderer.noDataSourcesSentence(report)))</p>\n"
        } else {
            html +=
                "<table>\n<thead><tr><th>Type</th><th>Method</th><th>Cell types named</th><th>Verdict</th>"
                + "<th>Used by</th><th>Where</th></tr></thead>\n<tbody>\n"
            for source in report.dataSources {
                let verdict: String
                switch source.verdict {
                case .switchesOnCellTypes: verdict = "<span class=\"badge high\">switches on cell types</span>"
                case .generic: verdict = "<span class=\"badge done\">generic</span>"
                case .namesCellTypes: verdict = "screen-specific"
                case .stockCellsOnly: verdict = "<span class=\"muted\">stock cells only</span>"
                }
                html +=
                    "<tr><td>\(words(source.typeName))</td><td>\(source.method)</td>"
                    + "<td>\(source.cellTypesReferenced)</td><td>\(verdict)</td>"
                    + "<td>\(source.users.count)</td>"
                    + "<td class=\"files\"><code>\(path(source.file)):\(source.line)</code></td></tr>\n"
            }
            html += "</tbody>\n</table>\n"
        }
        if !report.notAnalysed.isEmpty {
            html += "<h3>Found but not analysed</h3>\n<ul class=\"problems\">\n"
            for code in report.notAnalysed {
                html +=
                    "<li><code>\(path(code.file)):\(code.line)</code> \(HTMLText.escape(code.what)): "
                    + "\(HTMLText.escape(code.reason))</li>\n"
            }
            html += "</ul>\n"
        }
        return html + "</section>\n"
    }

    private static func rulesSection() -> String {
        var html =
            "<section id=\"rules\">\n<details>\n<summary>The rules, why they matter and how to fix them</summary>\n"
            + "<dl class=\"rules\">\n"
        for rule in LintRule.allCases {
            html +=
                "<dt><code>\(rule.rawValue)</code> <span class=\"badge sev-\(rule.severity.rawValue)\">"
                + "\(rule.severity.rawValue)</span></dt>\n<dd>\(HTMLText.escape(rule.summary))<br><em>Why:</em> "
                + "\(HTMLText.escape(rule.why))<br><em>Fix:</em> \(HTMLText.escape(rule.fix))</dd>\n"
        }
        return html + "</dl>\n</details>\n</section>\n"
    }

    private static let stylesheet = """
        :root { color-scheme: light; --ink: #1d2330; --muted: #667085; --line: #e4e7ec; --bg: #f7f8fa; }
        * { box-sizing: border-box; }
        body { font: 14px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif;
          color: var(--ink); background: var(--bg); margin: 0 auto; max-width: 1180px; padding: 28px 32px 48px; }
        h1 { font-size: 26px; margin: 0; }
        h2 { font-size: 18px; margin: 0 0 12px; }
        header { margin-bottom: 20px; }
        .subtitle, .muted { color: var(--muted); }
        .muted { font-size: 12px; }
        section { background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 18px 20px;
          margin-bottom: 18px; }
        section.cards { display: grid; grid-template-columns: repeat(5, 1fr); gap: 12px; background: none;
          border: none; padding: 0; }
        .card { background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 14px 16px;
          border-top: 4px solid #9db8d9; }
        .card.good { border-top-color: #2e9d5b; } .card.bad { border-top-color: #d1495b; }
        .card.warn { border-top-color: #e8a33d; }
        .card .value { font-size: 28px; font-weight: 700; }
        .card .label { font-weight: 600; } .card .detail { color: var(--muted); font-size: 12px; }
        table { width: 100%; border-collapse: collapse; }
        th, td { text-align: left; padding: 7px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
        th { font-size: 12px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); }
        th.wide { width: 34%; }
        td.files { min-width: 230px; }
        td.files code, code { font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
          overflow-wrap: break-word; }
        .name { display: inline-block; }
        .bar { display: inline-block; width: 75%; height: 10px; background: #eef1f5; border-radius: 5px;
          overflow: hidden; vertical-align: middle; margin-right: 8px; }
        .bar .fill { height: 100%; background: #2e9d5b; }
        .badge { display: inline-block; padding: 1px 8px; border-radius: 10px; font-size: 12px; font-weight: 600;
          background: #eef1f5; color: var(--ink); white-space: nowrap; }
        .badge.done { background: #e3f4ea; color: #1f7a45; } .badge.low { background: #e6eef8; color: #2f5b8f; }
        .badge.medium { background: #fdf0dc; color: #9a5b00; } .badge.high { background: #fbe4e7; color: #a3283a; }
        .badge.sev-error { background: #fbe4e7; color: #a3283a; }
        .badge.sev-warning { background: #fdf0dc; color: #9a5b00; }
        .badge.sev-note { background: #e6eef8; color: #2f5b8f; }
        ul.reasons { margin: 4px 0 0; padding-left: 18px; color: var(--muted); font-size: 12px; }
        ol.plan { list-style: none; padding: 0; margin: 0; }
        ol.plan li { padding: 6px 0; border-bottom: 1px solid var(--line); }
        .chart { margin-bottom: 12px; }
        .chart-title { font-size: 14px; font-weight: 600; fill: #1d2330; }
        .chart-label { font-size: 12px; fill: #1d2330; } .chart-value { font-size: 12px; fill: #667085; }
        .empty { color: var(--muted); font-style: italic; }
        details summary { cursor: pointer; font-weight: 600; }
        dl.rules dt { margin-top: 12px; } dl.rules dd { margin: 4px 0 0 0; color: #344054; }
        footer { color: var(--muted); font-size: 12px; text-align: center; }
        nav.toc { position: sticky; top: 0; z-index: 1; background: var(--bg); padding: 8px 0; margin-bottom: 12px;
          border-bottom: 1px solid var(--line); }
        nav.toc a, ol.plan a { color: #2f5b8f; text-decoration: none; }
        tr.cell:target { background: #fff7d6; }
        .cell-names { font-size: 12px; } .cell-names a { color: #2f5b8f; text-decoration: none; }
        .navigation-graph .nav-band { font-size: 13px; font-weight: 600; fill: #667085; }
        .navigation-graph .nav-node rect { stroke: #9db8d9; stroke-width: 1; fill: #eef4fb; }
        .navigation-graph .nav-node.leaf rect { fill: #e3f4ea; stroke: #8cc9a4; }
        .navigation-graph .nav-node.navigation rect { fill: #f1ecfb; stroke: #b9a6e0; }
        .navigation-graph .nav-name { font-size: 11px; font-weight: 600; fill: #1d2330; }
        .navigation-graph .nav-detail { font-size: 10px; fill: #667085; }
        .navigation-graph .nav-edge { fill: none; stroke: #4a6fa5; stroke-width: 1.2; opacity: .7; }
        .navigation-graph .nav-edge.contains { stroke: #9a8bc4; stroke-dasharray: 4 3; }
        .navigation-graph .nav-arrow { fill: #4a6fa5; opacity: .8; }
        .badge.stage-leaf { background: #e3f4ea; color: #1f7a45; } .badge.stage-list { background: #e6eef8; color: #2f5b8f; }
        .badge.stage-navigation { background: #f1ecfb; color: #5b3f99; }
        @media (max-width: 900px) { section.cards { grid-template-columns: repeat(2, 1fr); } }
        """
}
