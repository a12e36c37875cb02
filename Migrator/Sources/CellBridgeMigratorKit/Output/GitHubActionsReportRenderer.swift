/// `lint --format github-actions`: workflow commands (`::error file=…,line=…,col=…,title=…::message`)
/// that GitHub Actions turns into annotations on the pull request's diff.
enum GitHubActionsReportRenderer {
    static func render(_ findings: [Finding], displayRoot: String) -> String {
        findings.map { finding in
            let command: String
            switch finding.severity {
            case .error: command = "error"
            case .warning: command = "warning"
            case .note: command = "notice"
            }
            let path = ReportPath.display(finding.file, under: displayRoot)
            return "::\(command) file=\(property(path)),line=\(finding.line),col=\(finding.column),"
                + "title=\(property(finding.rule.rawValue))::\(data(finding.message))\n"
        }.joined()
    }

    /// The escaping GitHub's runner applies to a command's message.
    private static func data(_ text: String) -> String {
        text.replacingAll(["%": "%25", "\r": "%0D", "\n": "%0A"])
    }

    /// Property values also escape the separators `:` and `,`.
    private static func property(_ text: String) -> String {
        text.replacingAll(["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"])
    }
}

extension String {
    /// Replaces characters one at a time, so a replacement is never replaced again.
    fileprivate func replacingAll(_ table: [Character: String]) -> String {
        var result = ""
        for character in self {
            if let replacement = table[character] {
                result += replacement
            } else {
                result.append(character)
            }
        }
        return result
    }
}
