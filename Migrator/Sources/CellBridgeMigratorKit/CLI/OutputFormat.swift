/// Output formats of `scan` and `lint`.
public enum OutputFormat: String, Sendable, CaseIterable {
    /// For people; for `lint` the same as `xcode`.
    case text
    case json
    case html
    /// `path:line:column: severity: message [rule]`, the compiler's format that Xcode shows inline.
    case xcode
    /// SARIF 2.1.0, for GitHub code scanning and other dashboards.
    case sarif
    /// `::error file=…,line=…,col=…::…` workflow commands, for GitHub Actions annotations.
    case githubActions = "github-actions"
    case junit
    case checkstyle
}
