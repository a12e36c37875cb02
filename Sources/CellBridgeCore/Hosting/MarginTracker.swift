/// Keeps hosted content's margins in step with the cell's layout margins, which change.
///
/// A content configuration's margins are the cell's layout margins with the configuration's
/// overrides on top (``ContentMargins``). Those margins are not known when the content view is
/// made (it is not in the cell yet) and they change after: rotation, `readableContentGuide`
/// widths, iPad margins, a table's insets, a cell reused in another section. Reading them once
/// gives fresh and reused rows different padding. The shell reports the cell's margins whenever
/// UIKit says they changed (`layoutMarginsDidChange`, Epoxy's hosting view does the same) and on
/// every layout pass; the tracker answers with new margins only when they really differ.
///
/// ```swift
/// var tracker = MarginTracker()
/// tracker.resolve(base: nil, margins: margins)        // overrides on zero base: not in a cell yet
/// tracker.resolve(base: cellMargins, margins: margins) // the resolved margins: apply them
/// tracker.resolve(base: cellMargins, margins: margins) // nil: nothing changed
/// ```
public struct MarginTracker: Hashable, Sendable {
    /// Differences below this are layout noise (points).
    public static let tolerance = 0.25

    /// The margins the content shows now; nil before the first.
    public private(set) var applied: EdgeLengths?

    public init() {}

    /// The margins to apply for the cell's layout margins `base` (nil while the content view is
    /// in no cell yet) and the configuration's `margins`, or nil when the applied ones still hold.
    public mutating func resolve(base: EdgeLengths?, margins: ContentMargins) -> EdgeLengths? {
        let resolved = margins.resolved(base: base ?? .zero)
        if let applied, Self.same(applied, resolved) { return nil }
        applied = resolved
        return resolved
    }

    /// New content: its margins are applied with it, whatever was applied before.
    public mutating func contentReplaced() {
        applied = nil
    }

    private static func same(_ lhs: EdgeLengths, _ rhs: EdgeLengths) -> Bool {
        abs(lhs.top - rhs.top) < tolerance && abs(lhs.leading - rhs.leading) < tolerance
            && abs(lhs.bottom - rhs.bottom) < tolerance && abs(lhs.trailing - rhs.trailing) < tolerance
    }
}
