/// `lint --format sarif`: a SARIF 2.1.0 log, what GitHub code scanning and other dashboards import.
/// Every rule is listed with its summary, why and fix (shown as the alert's help); each result has its
/// rule, level, location and the finding's fingerprint, so a dashboard keeps an alert across edits.
enum SARIFReportRenderer {
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    /// `columns` are the findings' columns in UTF-16 code units (the run's `columnKind`).
    static func render(
        _ findings: [Finding], fingerprints: [String], columns: [Int], displayRoot: String, currentDirectory: String
    ) -> String {
        let rules = LintRule.allCases
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1, $0) })
        let results: [JSONValue] = zip(findings, zip(fingerprints, columns)).map { finding, extra in
            let (fingerprint, column) = extra
            let location = ReportPath.artifactURI(
                finding.file, displayRoot: displayRoot, currentDirectory: currentDirectory)
            var artifact: [(String, JSONValue)] = [("uri", .string(location.uri))]
            if let base = location.baseID {
                artifact.append(("uriBaseId", .string(base)))
            }
            return .object([
                ("ruleId", .string(finding.rule.rawValue)),
                ("ruleIndex", .int(ruleIndex[finding.rule] ?? 0)),
                ("level", .string(level(finding.severity))),
                ("message", .object([("text", .string(finding.message))])),
                (
                    "locations",
                    .array([
                        .object([
                            (
                                "physicalLocation",
                                .object([
                                    ("artifactLocation", .object(artifact)),
                                    (
                                        "region",
                                        .object([
                                            ("startLine", .int(finding.line)), ("startColumn", .int(column)),
                                        ])
                                    ),
                                ])
                            )
                        ])
                    ])
                ),
                ("partialFingerprints", .object([("cellbridgeFinding/v1", .string(fingerprint))])),
            ])
        }
        let base = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
        let run: JSONValue = .object([
            (
                "tool",
                .object([
                    (
                        "driver",
                        .object([
                            ("name", .string("cellbridge")),
                            ("version", .string(CellBridgeVersion.current)),
                            ("semanticVersion", .string(CellBridgeVersion.current)),
                            ("rules", .array(rules.map(descriptor))),
                        ])
                    )
                ])
            ),
            (
                "originalUriBaseIds",
                .object([("%SRCROOT%", .object([("uri", .string("file://" + ReportPath.percentEncoded(base)))]))])
            ),
            ("columnKind", .string("utf16CodeUnits")),
            ("results", .array(results)),
        ])
        let log: JSONValue = .object([
            ("$schema", .string(schema)),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ])
        return log.rendered() + "\n"
    }

    private static func descriptor(_ rule: LintRule) -> JSONValue {
        .object([
            ("id", .string(rule.rawValue)),
            ("name", .string(pascalCase(rule.rawValue))),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string(rule.why))])),
            (
                "help",
                .object([
                    ("text", .string("Why: \(rule.why)\nFix: \(rule.fix)")),
                    ("markdown", .string("**Why.** \(rule.why)\n\n**Fix.** \(rule.fix)")),
                ])
            ),
            ("defaultConfiguration", .object([("level", .string(level(rule.severity)))])),
            ("properties", .object([("tags", .array([.string("cellbridge"), .string("swiftui-migration")]))])),
        ])
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

    private static func pascalCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
