/// Decides whether a reused cell's SwiftUI state (`@State`, `@StateObject`, scroll positions,
/// running animations) belongs to the item it shows now.
///
/// SwiftUI keys state to view identity. A reused cell keeps its hosting controller and replaces
/// the root view with the same view type, so to SwiftUI the new item *is* the old view: a toggle
/// expanded in item 3 shows up expanded in item 40 once the cell is reused for it. Replacing the
/// root view cannot tell a reconfigure of the same item (which must keep its state, the point of
/// reconfiguring instead of reloading) from another item. An item identity can, the way Epoxy's
/// `dataID` does: the shell gives the content a SwiftUI identity (``generation``) that changes
/// exactly when the item identity changes.
///
/// | previous | new | state |
/// | --- | --- | --- |
/// | nothing yet | any | fresh (first content) |
/// | `a` | `a` | kept: the same item, reconfigured |
/// | `a` | `b` | fresh |
/// | `a` | none | fresh: another item, whose identity is unknown |
/// | none | any | kept: without identities the two cannot be told apart (the old behaviour) |
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

    /// The identity the content shows now; nil before the first configure or when unknown.
    public private(set) var identity: Identity?
    /// The content version shown now (a view model's `itemVersion`); nil when unknown.
    public private(set) var version: Int?
    /// The SwiftUI identity of the content (`.id(generation)`): changes with every fresh state.
    public private(set) var generation = 0
    private var hasContent = false

    public init() {}

    /// What one configure changes: the SwiftUI state decision, whether it is the same item, and
    /// whether the content's size may have changed.
    public struct Change: Hashable, Sendable {
        public var decision: Decision
        public var continuity: ItemContinuity
        public var sizeMayChange: Bool

        public init(decision: Decision, continuity: ItemContinuity, sizeMayChange: Bool) {
            self.decision = decision
            self.continuity = continuity
            self.sizeMayChange = sizeMayChange
        }
    }

    /// Records the item and content version shown now and says what changed.
    @discardableResult
    public mutating func configure(identity newIdentity: Identity?, version newVersion: Int?) -> Change {
        let continuity = ItemContinuity.between(previous: identity, next: newIdentity, hadContent: hasContent)
        let sizeMayChange = continuity.sizeMayChange(previousVersion: version, nextVersion: newVersion)
        version = newVersion
        return Change(
            decision: configure(identity: newIdentity), continuity: continuity, sizeMayChange: sizeMayChange)
    }

    /// Records the item shown now and says what happens to the state the content had.
    @discardableResult
    public mutating func configure(identity newIdentity: Identity?) -> Decision {
        defer {
            identity = newIdentity
            hasContent = true
        }
        guard hasContent else { return .freshState }
        guard let identity else { return .keptState }
        if identity == newIdentity { return .keptState }
        generation &+= 1
        return .freshState
    }
}

extension ContentIdentityTracker: Sendable where Identity: Sendable {}
