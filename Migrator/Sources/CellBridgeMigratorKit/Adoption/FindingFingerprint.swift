/// What identifies a finding across edits: its rule, its file and the text of its source line with
/// white space normalised, never its line number, so inserting lines above a finding keeps it the same
/// finding. The baseline matches on it and SARIF carries it as a partial fingerprint.
enum FindingFingerprint {
    /// One fingerprint per finding, in order. Each file with findings is read once.
    static func fingerprints(
        for findings: [Finding], root: String, fileSystem: any FileSystemAccess
    ) -> [String] {
        zip(findings, sourceLines(of: findings, root: root, fileSystem: fileSystem)).map { finding, line in
            let text = normalized(line ?? "")
            return fingerprint(rule: finding.rule, file: finding.file, lineText: text.isEmpty ? finding.message : text)
        }
    }

    /// Each finding's column in UTF-16 code units, what SARIF counts in (findings count UTF-8 bytes, as
    /// the compiler does); the two differ only after non-ASCII text on the line.
    static func utf16Columns(for findings: [Finding], root: String, fileSystem: any FileSystemAccess) -> [Int] {
        zip(findings, sourceLines(of: findings, root: root, fileSystem: fileSystem)).map { finding, line in
            guard let line, finding.column > 1 else { return finding.column }
            let before = String(decoding: line.utf8.prefix(finding.column - 1), as: UTF8.self)
            return before.utf16.count + 1
        }
    }

    /// The source line of each finding (`nil` when its file cannot be read or is shorter); each file once.
    private static func sourceLines(
        of findings: [Finding], root: String, fileSystem: any FileSystemAccess
    ) -> [Substring?] {
        var linesByFile: [String: [Substring]] = [:]
        return findings.map { finding in
            if linesByFile[finding.file] == nil {
                let bytes = (try? fileSystem.readFile(at: root + "/" + finding.file)) ?? []
                linesByFile[finding.file] = String(decoding: bytes, as: UTF8.self)
                    .split(separator: "\n", omittingEmptySubsequences: false)
            }
            let lines = linesByFile[finding.file] ?? []
            return finding.line >= 1 && finding.line <= lines.count ? lines[finding.line - 1] : nil
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
