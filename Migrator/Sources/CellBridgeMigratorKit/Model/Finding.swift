/// One broken migration rule at a place in the scanned tree.
public struct Finding: Sendable, Hashable, Comparable, Codable {
    public var rule: LintRule
    public var severity: Severity
    /// Path relative to the scan root.
    public var file: String
    public var line: Int
    /// 1-based UTF-8 column, as the compiler prints it; 1 where only the line is known.
    public var column: Int
    public var message: String

    public init(rule: LintRule, file: String, line: Int, column: Int = 1, message: String, severity: Severity? = nil) {
        self.rule = rule
        self.severity = severity ?? rule.severity
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// File, then line and column, then rule id: the order users read a report in, stable across runs.
    public static func < (lhs: Finding, rhs: Finding) -> Bool {
        (lhs.file, lhs.line, lhs.column, lhs.rule.rawValue, lhs.message)
            < (rhs.file, rhs.line, rhs.column, rhs.rule.rawValue, rhs.message)
    }
}
