/// The item identity of a class view model that names none: the object itself, never aliased.
///
/// `ObjectIdentifier` is the obvious identity for an object and the wrong one to keep: it is the
/// object's address, and once the object is gone a new view model may be allocated at the same
/// address. A reused cell would then hand the new item the old one's SwiftUI state, and the size
/// cache would serve the old one's height (`Identifiable` classes that keep the default `id` have
/// exactly this identity). ``ObjectIdentities`` gives each live object a serial number instead,
/// remembered through a weak reference: a new object at a reused address finds the old entry's
/// reference empty and gets a new number.
///
/// ```swift
/// let identities = ObjectIdentities()
/// identities.identity(of: viewModel) == identities.identity(of: viewModel)   // true
/// identities.identity(of: viewModel) == identities.identity(of: otherModel)  // false, even at one address
/// ```
public struct ObjectItemIdentity: Hashable, Sendable, CustomStringConvertible {
    /// Unique per object for the life of the ``ObjectIdentities`` that issued it.
    public let serial: Int

    public var description: String { "object #\(serial)" }
}

/// Issues ``ObjectItemIdentity`` values. Not thread-safe: the shell uses one on the main actor.
public final class ObjectIdentities {
    private struct Entry {
        weak var object: AnyObject?
        let serial: Int
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var lastSerial = 0
    private var insertionsSincePrune = 0

    public init() {}

    /// How many objects it remembers (live ones, and dead ones not yet pruned).
    public var count: Int { entries.count }
    /// How many times it swept out the entries of dead objects: the cost of staying bounded,
    /// amortized over the insertions between two sweeps.
    public private(set) var sweeps = 0

    /// The identity of `object`: the same for the same live object, new for any other.
    public func identity(of object: AnyObject) -> ObjectItemIdentity {
        let key = ObjectIdentifier(object)
        if let entry = entries[key], entry.object === object { return ObjectItemIdentity(serial: entry.serial) }
        lastSerial += 1
        entries[key] = Entry(object: object, serial: lastSerial)
        insertionsSincePrune += 1
        // Amortized O(1): a sweep of dead entries after as many insertions as there are entries.
        if insertionsSincePrune > max(64, entries.count / 2) {
            entries = entries.filter { $0.value.object != nil }
            insertionsSincePrune = 0
            sweeps += 1
        }
        return ObjectItemIdentity(serial: lastSerial)
    }
}
