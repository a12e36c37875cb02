/// Something in the scanned tree the tool could not read. The scan reports it (one line on stderr)
/// and goes on with the rest of the files.
public struct InputProblem: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// Path relative to the scan root ("." for the root itself).
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "warning: \(path): \(reason)" }

    public static func < (lhs: InputProblem, rhs: InputProblem) -> Bool {
        (lhs.path, lhs.reason) < (rhs.path, rhs.reason)
    }
}
