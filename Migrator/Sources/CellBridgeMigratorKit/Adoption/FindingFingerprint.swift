/// What identifies a finding across edits: its rule, its file and the text of its source line with
/// white space normalised, never its line number, so inserting lines above a finding keeps it the same
/// finding. The baseline matches on it and SARIF carries it as a partial fingerprint.
enum FindingFingerprint {
    /// One fingerprint per finding, in order. Each file with findings is read once.
    static func fingerprints(
        for findings: [Finding], root: String, fileSystem: any FileSystemAccess
    ) -> [String] {
        var linesByFile: [String: [Substring]] = [:]
        return findings.map { finding in
            if linesByFile[finding.file] == nil {
                let bytes = (try? fileSystem.readFile(at: root + "/" + finding.file)) ?? []
                linesByFile[finding.file] = String(decoding: bytes, as: UTF8.self)
                    .split(separator: "\n", omittingEmptySubsequences: false)
            }
            let lines = linesByFile[finding.file] ?? []
            let text = finding.line >= 1 && finding.line <= lines.count ? normalized(lines[finding.line - 1]) : ""
            return fingerprint(rule: finding.rule, file: finding.file, lineText: text.isEmpty ? finding.message : text)
        }
    }

    static func fingerprint(rule: LintRule, file: String, lineText: String) -> String {
        ContentHash.hex(ContentHash.hash(rule.rawValue + "\u{0}" + file + "\u{0}" + lineText))
    }

    /// Runs of spaces and tabs become one space; leading and trailing white space goes.
    static func normalized(_ line: Substring) -> String {
        line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }
}
