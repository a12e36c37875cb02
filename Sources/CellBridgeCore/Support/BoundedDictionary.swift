/// A dictionary that holds at most `capacity` keys and starts over, empty, when a new key comes at
/// that count.
///
/// The caches keyed by item (measured sizes, displayed heights) see items come and go: class view
/// models rebuilt on every refresh get new identities. Starting over costs a few recomputations;
/// evicting one key at a time would cost bookkeeping on every lookup of the scroll path, and no
/// bound at all, memory that grows for as long as the screen lives. Updating a key already held
/// never starts over.
///
/// ```swift
/// var heights = BoundedDictionary<String, Double>(capacity: 2)
/// heights["a"] = 44
/// heights["b"] = 60
/// heights["a"] = 50   // known: kept, count 2
/// heights["c"] = 30   // new at capacity: starts over, count 1
/// ```
public struct BoundedDictionary<Key: Hashable, Value> {
    /// The most keys it holds; at least 1.
    public let capacity: Int
    @usableFromInline var storage: [Key: Value] = [:]

    public init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// How many keys it holds.
    public var count: Int { storage.count }

    /// The value for `key`; setting one for a new key at ``capacity`` starts over first, setting
    /// nil removes the key.
    @inlinable
    public subscript(key: Key) -> Value? {
        get { storage[key] }
        set {
            if newValue != nil { makeRoom(for: key) }
            storage[key] = newValue
        }
    }

    @inlinable
    mutating func makeRoom(for key: Key) {
        if storage.count >= capacity, storage[key] == nil { storage.removeAll(keepingCapacity: true) }
    }
}

extension BoundedDictionary: Sendable where Key: Sendable, Value: Sendable {}
