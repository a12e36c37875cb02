/// The findings list shared by `scan --format json` and `lint --format json`.
public enum FindingsJSONEncoder {
    static func value(_ findings: [Finding]) -> JSONValue {
        .array(
            findings.map { finding in
                .object([
                    ("rule", .string(finding.rule.rawValue)),
                    ("severity", .string(finding.severity.rawValue)),
                    ("file", .string(finding.file)),
                    ("line", .int(finding.line)),
                    ("column", .int(finding.column)),
                    ("message", .string(finding.message)),
                ])
            })
    }

    /// `lint --format json`: the findings plus the counts a CI gate needs.
    public static func encode(_ report: ScanReport) -> String {
        let errors = report.findings.filter { $0.severity == .error }.count
        let document: JSONValue = .object([
            ("schemaVersion", .int(ScanJSONEncoder.schemaVersion)),
            ("root", .string(report.root)),
            ("errors", .int(errors)),
            ("findings", value(report.findings)),
        ])
        return document.rendered() + "\n"
    }
}
