/// A fixed array that `DispatchQueue.concurrentPerform` iterations fill, each writing only its own
/// index; that disjointness is why the unchecked `Sendable` is sound.
final class ConcurrentSlots<Element: Sendable>: @unchecked Sendable {
    private let storage: UnsafeMutableBufferPointer<Element?>

    init(count: Int) {
        storage = UnsafeMutableBufferPointer<Element?>.allocate(capacity: count)
        storage.initialize(repeating: nil)
    }

    deinit {
        storage.deinitialize()
        storage.deallocate()
    }

    /// Each index must be written by exactly one iteration.
    func store(_ value: Element, at index: Int) {
        storage[index] = value
    }

    /// The filled values in index order; call after `concurrentPerform` returned.
    func values() -> [Element] {
        storage.compactMap { $0 }
    }
}
