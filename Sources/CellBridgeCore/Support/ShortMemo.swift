/// The values of a few keys, found by comparing keys in a short list instead of hashing them.
///
/// The core's hot paths look up the same handful of strings on every dequeue: a screen's reuse
/// identifiers, its SwiftUI view types. Hashing a string runs SipHash over every byte each time;
/// comparing two equal short strings is a comparison of two words. So a few answers are kept
/// here, in the order they were learnt, in front of the dictionary that stays the source of truth.
/// Only answers that never change may be remembered; once `capacity` keys are known, later keys
/// are simply not remembered.
///
/// ```swift
/// var memo = ShortMemo<String, Int>(capacity: 16)
/// memo.remember(3, for: "BannerView")
/// memo.value(for: "BannerView")   // 3
/// ```
struct ShortMemo<Key: Equatable, Value> {
    let capacity: Int
    private var keys: [Key] = []
    private var values: [Value] = []

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The value remembered for `key`, if any.
    func value(for key: Key) -> Value? {
        for index in keys.indices where keys[index] == key { return values[index] }
        return nil
    }

    /// Remembers `value` for `key` while there is room.
    mutating func remember(_ value: Value, for key: Key) {
        guard keys.count < capacity else { return }
        keys.append(key)
        values.append(value)
    }
}

extension ShortMemo: Sendable where Key: Sendable, Value: Sendable {}
