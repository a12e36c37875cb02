/// Code the scan found but could not analyse (an Objective-C `cellForRowAtIndexPath:` whose body it cannot
/// delimit, a source file it had to skip). The report names it instead of saying "none found".
public struct NotAnalysedCode: Sendable, Hashable, Comparable, Codable {
    /// Path relative to the scan root.
    public var file: String
    public var line: Int
    /// What it is, in words: "tableView:cellForRowAtIndexPath:".
    public var what: String
    public var reason: String

    public init(file: String, line: Int, what: String, reason: String) {
        self.file = file
        self.line = line
        self.what = what
        self.reason = reason
    }

    public static func < (lhs: NotAnalysedCode, rhs: NotAnalysedCode) -> Bool {
        (lhs.file, lhs.line, lhs.what) < (rhs.file, rhs.line, rhs.what)
    }
}
