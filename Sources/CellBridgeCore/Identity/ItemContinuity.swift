/// Whether new content in a reused or reconfigured cell shows the item it showed before.
///
/// Decided from item identities (``ContentIdentityTracker``) and used where "the same item"
/// matters: events sent by the old content are still the item's (``CellEventGate``), and the
/// same item at the same content version cannot have changed size (``HostingEvent/configure(parent:sizeMayChange:)``).
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

    /// True unless the content is the same item at the same, known content version: a view model's
    /// `itemVersion` changes whenever its size may change, so then nothing needs measuring.
    public func sizeMayChange(previousVersion: Int?, nextVersion: Int?) -> Bool {
        guard self == .sameItem, let previousVersion, let nextVersion else { return true }
        return previousVersion != nextVersion
    }
}
