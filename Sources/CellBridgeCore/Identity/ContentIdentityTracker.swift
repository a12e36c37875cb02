/// Decides whether a cell's SwiftUI state (`@State`, `@StateObject`, scroll positions, running
/// animations) belongs to the item it shows now.
///
/// SwiftUI keys state to view identity. A reused cell keeps its hosting controller and replaces
/// the root view with the same view type, so to SwiftUI the new item *is* the old view: a toggle
/// expanded in item 3 shows up expanded in item 40 once the cell is reused for it. Replacing the
/// root view cannot tell a reconfigure of the same item (which must keep its state, the point of
/// reconfiguring instead of reloading) from another item. The identity the view model states can,
/// the way Epoxy's `dataID` does: the shell gives the content a SwiftUI identity (``generation``)
/// that changes exactly when the item changes.
///
/// Without a stated identity nothing can say which item the content is, so every hand-out of the
/// host for an item (a reuse: ``prepareForReuse()``) starts fresh, for classes and structs alike,
/// and only a reconfigure in place keeps the state. The same item's state then does not survive a
/// `reloadData`, and another item's state is never carried into a row.
///
/// | previous | new | in place | after a reuse |
/// | --- | --- | --- | --- |
/// | nothing yet | any | fresh (first content) | fresh |
/// | `a` | `a` | kept | kept: the same item back in its cell |
/// | `a` | `b` | fresh | fresh |
/// | none | none | kept | fresh |
/// | `a` | none | fresh | fresh |
/// | none | `a` | fresh | fresh |
///
/// ```swift
/// var tracker = ContentIdentityTracker<String>()
/// tracker.configure(identity: "article-1")   // .freshState (generation 0)
/// tracker.configure(identity: "article-1")   // .keptState
/// tracker.configure(identity: "article-2")   // .freshState (generation 1)
/// ```
public struct ContentIdentityTracker<Identity: Hashable>: Hashable {
    /// What a configure does to the content's SwiftUI state.
    public enum Decision: Hashable, Sendable {
        /// The same item: keep its SwiftUI identity and state.
        case keptState
        /// Another item: a new SwiftUI identity, so state starts over and `onAppear` runs.
        case freshState
    }

    /// The identity the content shows now; nil before the first configure or when none is stated.
    public private(set) var identity: Identity?
    /// The SwiftUI identity of the content (`.id(generation)`): changes with every fresh state.
    public private(set) var generation = 0
    private var hasContent = false
    private var reusedSinceContent = false

    public init() {}

    /// What one configure changes: the SwiftUI state decision, and whether it is the same item.
    public struct Change: Hashable, Sendable {
        public var decision: Decision
        public var continuity: ItemContinuity

        public init(decision: Decision, continuity: ItemContinuity) {
            self.decision = decision
            self.continuity = continuity
        }
    }

    /// The host is handed out for an item again (`prepareForReuse`, or a content configuration
    /// applied to a dequeued cell): content without a stated identity starts fresh next.
    public mutating func prepareForReuse() {
        reusedSinceContent = true
    }

    /// Records the item shown now and says what happens to the state the content had.
    @discardableResult
    public mutating func configure(identity newIdentity: Identity?) -> Change {
        defer {
            identity = newIdentity
            hasContent = true
            reusedSinceContent = false
        }
        let continuity = ItemContinuity.between(previous: identity, next: newIdentity, hadContent: hasContent)
        guard hasContent else { return Change(decision: .freshState, continuity: continuity) }
        let kept: Bool
        switch continuity {
        case .sameItem: kept = true
        case .anotherItem: kept = false
        case .unknown: kept = identity == nil && newIdentity == nil && !reusedSinceContent
        }
        if kept { return Change(decision: .keptState, continuity: continuity) }
        generation &+= 1
        return Change(decision: .freshState, continuity: continuity)
    }
}

extension ContentIdentityTracker: Sendable where Identity: Sendable {}
