/// Renders a scan as the versioned JSON contract of `cellbridge scan --format json`.
///
/// Schema version 3: `schemaVersion`, `root`, `summary`, `cells`, `headerFooterViews`, `dataSources`, `notAnalysed`,
/// `screens`, `navigation`, `findings`, with paths relative to `root` and every list sorted, so diffs between runs
/// show real changes only. Each version is a strict superset of the one before (fields are added, never renamed or
/// removed), so a reader of an older version reads a newer one by ignoring the new fields: version 2 added `column`
/// to findings and, to each cell, `objectiveCFile`, `interfaceBuilderFiles`, `inferredReuseIdentifiers` and
/// `unresolvedReuseIdentifiers`; version 3 lists header and footer views apart (`headerFooterViews`, so `cells` stays
/// cells), adds to each of them `screens`, `language`, `used`, `owner`, `dependency`, `registeredDynamically` and
/// `childViewControllers`, to each data source `verdict` and `users`, and the top-level `notAnalysed`, `screens` (in
/// the screen plan's order) and `navigation`.
public enum ScanJSONEncoder {
    public static let schemaVersion = 3

    public static func encode(_ report: ScanReport) -> String {
        let cells = report.cells.filter { $0.role == .cell }
        let headers = report.cells.filter { $0.role == .headerFooter }
        let summary: JSONValue = .object([
            ("swiftFiles", .int(report.swiftFiles)),
            ("xibFiles", .int(report.xibFiles)),
            ("storyboardFiles", .int(report.storyboardFiles)),
            ("cells", .int(cells.count)),
            ("hostedCells", .int(report.hostedCellCount)),
            ("findings", .int(report.findings.count)),
            ("headerFooterViews", .int(headers.count)),
            ("unused", .int(report.cells.filter { !$0.isUsed && $0.owner == .app }.count)),
            ("ownedByDependencies", .int(report.cells.filter { $0.owner == .dependency }.count)),
            ("screens", .int(report.screens.count)),
        ])
        let document: JSONValue = .object([
            ("schemaVersion", .int(schemaVersion)),
            ("root", .string(report.root)),
            ("summary", summary),
            ("cells", .array(cells.map(value))),
            ("dataSources", .array(report.dataSources.map(value))),
            ("findings", FindingsJSONEncoder.value(report.findings)),
            ("headerFooterViews", .array(headers.map(value))),
            ("notAnalysed", .array(report.notAnalysed.map(value))),
            ("screens", .array(report.screens.sorted { ($0.order ?? 0) < ($1.order ?? 0) }.map(value))),
            ("navigation", .array(report.navigationEdges.map(value))),
        ])
        return document.rendered() + "\n"
    }

    /// One cell; a field added here goes at the end of the object.
    static func value(_ cell: CellInventoryEntry) -> JSONValue {
        .object([
            ("name", .string(cell.name)),
            ("kind", .string(cell.kind.rawValue)),
            ("definedIn", .string(cell.definedIn.rawValue)),
            ("xib", .optional(cell.xib)),
            ("swiftFile", .optional(cell.swiftFile)),
            ("reuseIdentifiers", .array(cell.reuseIdentifiers.map(JSONValue.string))),
            ("hosting", .string(cell.hosting.rawValue)),
            ("risk", .string(cell.risk.rawValue)),
            ("riskReasons", .array(cell.riskReasons.map(JSONValue.string))),
            ("objectiveCFile", .optional(cell.objectiveCFile)),
            ("interfaceBuilderFiles", .array(cell.interfaceBuilderFiles.map(JSONValue.string))),
            ("inferredReuseIdentifiers", .array(cell.inferredReuseIdentifiers.map(JSONValue.string))),
            ("unresolvedReuseIdentifiers", .array(cell.unresolvedReuseIdentifiers.map(JSONValue.string))),
            ("screens", .array(cell.screens.map(JSONValue.string))),
            ("language", .optional(cell.language?.rawValue)),
            ("used", .bool(cell.isUsed)),
            ("owner", .string(cell.owner.rawValue)),
            ("dependency", .optional(cell.dependency)),
            ("registeredDynamically", .bool(cell.isRegisteredDynamically)),
            ("childViewControllers", .array(cell.childViewControllers.map(JSONValue.string))),
        ])
    }

    /// One screen, with its place in the screen plan.
    static func value(_ screen: ScreenUsage) -> JSONValue {
        .object([
            ("name", .string(screen.name)),
            ("file", .string(screen.file)),
            ("order", screen.order.map(JSONValue.int) ?? .null),
            ("stage", .string(screen.stage.rawValue)),
            ("cells", .array(screen.cellNames.map(JSONValue.string))),
            ("navigatesTo", .array(screen.destinations.map(JSONValue.string))),
        ])
    }

    static func value(_ edge: NavigationEdge) -> JSONValue {
        .object([
            ("from", .string(edge.from)),
            ("to", .string(edge.to)),
            ("kind", .string(edge.kind.rawValue)),
            ("file", .string(edge.file)),
            ("line", .int(edge.line)),
        ])
    }

    static func value(_ code: NotAnalysedCode) -> JSONValue {
        .object([
            ("file", .string(code.file)),
            ("line", .int(code.line)),
            ("what", .string(code.what)),
            ("reason", .string(code.reason)),
        ])
    }

    /// One data source.
    static func value(_ source: DataSourceEntry) -> JSONValue {
        .object([
            ("file", .string(source.file)),
            ("line", .int(source.line)),
            ("typeName", .string(source.typeName)),
            ("method", .string(source.method)),
            ("cellTypesReferenced", .int(source.cellTypesReferenced)),
            ("switchesOnCellTypes", .bool(source.switchesOnCellTypes)),
            ("verdict", .string(source.verdict.rawValue)),
            ("users", .array(source.users.map(JSONValue.string))),
        ])
    }
}
