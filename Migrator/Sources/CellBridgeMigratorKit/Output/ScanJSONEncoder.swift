/// Renders a scan as the versioned JSON contract of `cellbridge scan --format json`.
///
/// Schema version 2: `schemaVersion`, `root`, `summary`, `cells`, `dataSources`, `findings`, with
/// paths relative to `root` and every list sorted, so diffs between runs show real changes only.
/// Each version is a strict superset of the one before (fields are added, never renamed or removed), so
/// a reader of version 1 reads version 2 by ignoring the new fields: version 2 added `column` to findings
/// and, to each cell, `objectiveCFile`, `interfaceBuilderFiles`, `inferredReuseIdentifiers` and
/// `unresolvedReuseIdentifiers`.
public enum ScanJSONEncoder {
    public static let schemaVersion = 2

    public static func encode(_ report: ScanReport) -> String {
        let summary: JSONValue = .object([
            ("swiftFiles", .int(report.swiftFiles)),
            ("xibFiles", .int(report.xibFiles)),
            ("storyboardFiles", .int(report.storyboardFiles)),
            ("cells", .int(report.cells.count)),
            ("hostedCells", .int(report.hostedCellCount)),
            ("findings", .int(report.findings.count)),
        ])
        let document: JSONValue = .object([
            ("schemaVersion", .int(schemaVersion)),
            ("root", .string(report.root)),
            ("summary", summary),
            ("cells", .array(report.cells.map(value))),
            ("dataSources", .array(report.dataSources.map(value))),
            ("findings", FindingsJSONEncoder.value(report.findings)),
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
        ])
    }
}
