/// Whether new content in a reused or reconfigured cell shows the item it showed before.
///
/// Decided from the identities view models state (``ContentIdentityTracker``) and used where "the
/// same item" matters: events sent by the old content are still the item's (``CellEventGate``),
/// and a reconfigure of the same item is not a disappear and appear (``ConfigurationDisplaySignals``).
public enum ItemContinuity: Hashable, Sendable {
    /// The same item, reconfigured (a diffable `reconfigureItems`, a view model update).
    case sameItem
    /// Another item (or the first content).
    case anotherItem
    /// No identity was known before, so the two cannot be told apart.
    case unknown

    /// The continuity from content `previous` to content `next`; `hadContent` is false for the
    /// first content a cell shows.
    public static func between<Identity: Hashable>(previous: Identity?, next: Identity?, hadContent: Bool)
        -> ItemContinuity
    {
        guard hadContent else { return .anotherItem }
        guard let previous else { return .unknown }
        return previous == next ? .sameItem : .anotherItem
    }

    /// The continuity of a configuration that replaces content because the view was handed out for
    /// an item again (a content configuration applied to a dequeued cell), on a host that never
    /// hears `prepareForReuse`: unknown there means another item, since no reuse marks it.
    public var forNewDequeue: ItemContinuity {
        self == .unknown ? .anotherItem : self
    }
}
