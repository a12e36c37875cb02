/// Renders a scan as the versioned JSON contract of `cellbridge scan --format json`.
///
/// Schema version 2: `schemaVersion`, `root`, `summary`, `cells`, `dataSources`, `findings`, with
/// paths relative to `root` and every list sorted, so diffs between runs show real changes only. Version 2
/// is a strict superset of version 1: each cell gains `objectiveCFile`, `interfaceBuilderFiles`,
/// `inferredReuseIdentifiers` and `unresolvedReuseIdentifiers`; nothing of version 1 changed meaning, so a
/// reader of version 1 reads version 2 by ignoring the new fields.
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
        let cells: [JSONValue] = report.cells.map { cell in
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
        let dataSources: [JSONValue] = report.dataSources.map { source in
            .object([
                ("file", .string(source.file)),
                ("line", .int(source.line)),
                ("typeName", .string(source.typeName)),
                ("method", .string(source.method)),
                ("cellTypesReferenced", .int(source.cellTypesReferenced)),
                ("switchesOnCellTypes", .bool(source.switchesOnCellTypes)),
            ])
        }
        let document: JSONValue = .object([
            ("schemaVersion", .int(schemaVersion)),
            ("root", .string(report.root)),
            ("summary", summary),
            ("cells", .array(cells)),
            ("dataSources", .array(dataSources)),
            ("findings", FindingsJSONEncoder.value(report.findings)),
        ])
        return document.rendered() + "\n"
    }
}
