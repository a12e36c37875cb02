/// One broken migration rule at a place in the scanned tree.
public struct Finding: Sendable, Hashable, Comparable {
    public var rule: LintRule
    public var severity: Severity
    /// Path relative to the scan root.
    public var file: String
    public var line: Int
    public var message: String

    public init(rule: LintRule, file: String, line: Int, message: String, severity: Severity? = nil) {
        self.rule = rule
        self.severity = severity ?? rule.severity
        self.file = file
        self.line = line
        self.message = message
    }

    /// File, then line, then rule id: the order users read a report in, stable across runs.
    public static func < (lhs: Finding, rhs: Finding) -> Bool {
        (lhs.file, lhs.line, lhs.rule.rawValue, lhs.message) < (rhs.file, rhs.line, rhs.rule.rawValue, rhs.message)
    }
}
