/// Merges the resize requests of one run-loop turn into one container invalidation.
///
/// Hosted content that resizes during a scroll (images arriving for a whole row of cells) can
/// ask many times per frame; a table's `performBatchUpdates` or a layout invalidation per
/// request would re-measure the whole container each time. The shell asks ``request(_:)`` for
/// every request: it answers true only for the first one of a batch, which is when the shell
/// schedules a flush on the next main-queue turn; ``flush()`` hands back every requester once.
///
/// ```swift
/// var coalescer = ResizeCoalescer<Int>()
/// coalescer.request(1)  // true: schedule a flush
/// coalescer.request(2)  // false: already scheduled
/// coalescer.flush()     // [1, 2]
/// ```
public struct ResizeCoalescer<Requester: Hashable & Sendable>: Sendable {
    private var pending: [Requester] = []
    private var pendingSet: Set<Requester> = []

    public init() {}

    /// True while a flush is scheduled and not yet run.
    public var isFlushScheduled: Bool { !pending.isEmpty }

    /// Records a request; true when the caller must schedule a flush.
    public mutating func request(_ requester: Requester) -> Bool {
        let first = pending.isEmpty
        if pendingSet.insert(requester).inserted { pending.append(requester) }
        return first
    }

    /// Every requester since the last flush, in request order, each once.
    public mutating func flush() -> [Requester] {
        defer {
            pending.removeAll(keepingCapacity: true)
            pendingSet.removeAll(keepingCapacity: true)
        }
        return pending
    }
}
