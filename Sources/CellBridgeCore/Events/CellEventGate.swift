/// Routes events from hosted content back to the delegate at the position the cell has *now*.
///
/// The articles' favourite button asks `tableView.indexPath(for: cell)` when tapped instead of
/// capturing the index path it was configured with: after an insert, a delete or a move the
/// captured one names another item. Two more traps remain, and the gate closes both:
/// - an event from content the cell no longer shows (an async task that finishes after the
///   cell was reused for another item) would be delivered for the new item;
/// - a cell that was removed has no index path; the event must be dropped, not crash.
///
/// Only content for *another* item makes earlier events stale. A `.task { …; send(event) }`
/// that spans a reconfigure of the same item (a diffable `reconfigureItems`, a live update every
/// two seconds) still belongs to that item and is delivered; so is one that spans a reuse of the
/// cell for the same item. With no identity known, a reconfigure in place keeps events and a
/// reuse drops them.
///
/// The shell stamps every configure with ``configure(continuity:)``, gives the content the
/// stamp, and asks ``decide(sentBy:resolvedPosition:)`` with the position resolved at event time.
///
/// ```swift
/// var gate = CellEventGate()
/// let stamp = gate.configure()
/// gate.decide(sentBy: stamp, resolvedPosition: IndexPath(item: 3, section: 0))  // .deliver(at: [0, 3])
/// _ = gate.configure(continuity: .sameItem)  // reconfigured: stamp still current
/// _ = gate.configure(continuity: .anotherItem)  // reused for another item
/// gate.decide(sentBy: stamp, resolvedPosition: IndexPath(item: 3, section: 0))  // .dropStaleContent
/// ```
public struct CellEventGate: Hashable, Sendable {
    /// The stamp of the content the cell shows now.
    public private(set) var current = ContentGeneration(rawValue: 0)
    /// The stamp the content had before the cell was last prepared for reuse, until the next
    /// configure says whether the same item came back.
    private var beforeReuse: ContentGeneration?
    /// The last stamp handed out: a new stamp is never one given before.
    private var lastIssued = ContentGeneration(rawValue: 0)

    public init() {}

    /// New content: returns its stamp. Events stamped earlier are stale from now on unless the
    /// content is the same item's (`continuity`; another item by default).
    public mutating func configure(continuity: ItemContinuity = .anotherItem) -> ContentGeneration {
        defer { beforeReuse = nil }
        switch continuity {
        case .sameItem:
            if let beforeReuse { current = beforeReuse }
        case .anotherItem:
            current = issueStamp()
        case .unknown:
            // Reused (already stamped anew below) or reconfigured in place (kept).
            break
        }
        return current
    }

    /// The cell is being reused: its old content may no longer send events, unless the next
    /// configure brings the same item back.
    public mutating func prepareForReuse() {
        if beforeReuse == nil { beforeReuse = current }
        current = issueStamp()
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

    private mutating func issueStamp() -> ContentGeneration {
        lastIssued = ContentGeneration(rawValue: lastIssued.rawValue &+ 1)
        return lastIssued
    }
}
