/// One way the app moves from a screen to another: a push, a presentation, a segue, a `show`, or a container's
/// child (a navigation controller's root, a tab). The screen plan's graph is made of these.
public struct NavigationEdge: Sendable, Hashable, Comparable, Codable {
    public enum Kind: String, Sendable, Codable, CaseIterable {
        case push
        case present
        case show
        case segue
        /// A container's child: a navigation controller's root, a tab bar's tabs, an embed segue.
        case contains
    }

    public var from: String
    public var to: String
    public var kind: Kind
    /// Where it is written, relative to the scan root.
    public var file: String
    public var line: Int

    public init(from: String, to: String, kind: Kind, file: String, line: Int) {
        self.from = from
        self.to = to
        self.kind = kind
        self.file = file
        self.line = line
    }

    public static func < (lhs: NavigationEdge, rhs: NavigationEdge) -> Bool {
        (lhs.from, lhs.to, lhs.kind.rawValue, lhs.file, lhs.line) < (
            rhs.from, rhs.to, rhs.kind.rawValue, rhs.file, rhs.line
        )
    }
}
