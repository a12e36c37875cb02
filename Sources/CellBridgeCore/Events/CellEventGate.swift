/// Routes events from hosted content back to the delegate at the position the cell has *now*.
///
/// The articles' favourite button asks `tableView.indexPath(for: cell)` when tapped instead of
/// capturing the index path it was configured with: after an insert, a delete or a move the
/// captured one names another item. Two more traps remain, and the gate closes both:
/// - an event from content the cell no longer shows (an async task that finishes after the
///   cell was reused for another item) would be delivered for the new item;
/// - a cell that was removed has no index path; the event must be dropped, not crash.
///
/// The shell stamps every configure with ``configure()``, gives the content the stamp, and
/// asks ``decide(sentBy:resolvedPosition:)`` with the position resolved at event time.
///
/// ```swift
/// var gate = CellEventGate()
/// let stamp = gate.configure()
/// gate.decide(sentBy: stamp, resolvedPosition: IndexPath(item: 3, section: 0))  // .deliver(at: [0, 3])
/// _ = gate.configure()  // reused for another item
/// gate.decide(sentBy: stamp, resolvedPosition: IndexPath(item: 3, section: 0))  // .dropStaleContent
/// ```
public struct CellEventGate: Hashable, Sendable {
    /// The stamp of the content the cell shows now.
    public private(set) var current = ContentGeneration(rawValue: 0)

    public init() {}

    /// New content: returns its stamp; events stamped earlier are stale from now on.
    public mutating func configure() -> ContentGeneration {
        current = ContentGeneration(rawValue: current.rawValue &+ 1)
        return current
    }

    /// The cell is being reused: its old content may no longer send events.
    public mutating func prepareForReuse() {
        current = ContentGeneration(rawValue: current.rawValue &+ 1)
    }

    /// Whether an event from a host with no position at all (a standalone hosting view, not a
    /// cell) is delivered: only while the content that sent it is still shown.
    public func deliversUnpositioned(sentBy generation: ContentGeneration) -> Bool {
        generation == current
    }

    /// Whether an event stamped `generation` is delivered, given the sender's position now
    /// (nil when the cell has none).
    public func decide<Position: Hashable & Sendable>(sentBy generation: ContentGeneration, resolvedPosition: Position?)
        -> CellEventDecision<Position>
    {
        guard generation == current else { return .dropStaleContent }
        guard let resolvedPosition else { return .dropDetachedCell }
        return .deliver(at: resolvedPosition)
    }
}
