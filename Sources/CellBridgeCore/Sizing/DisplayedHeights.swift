/// The heights rows really had when displayed, for a table view's `estimatedHeightForRowAt`.
///
/// Before iOS 16 a row resizes through an empty `performBatchUpdates` (``ResizeAction/tableBatchUpdate``),
/// and a self-sizing table then re-estimates rows it is not showing. When the estimates differ
/// from the heights the rows had, the content size changes under the user's finger and the
/// table jumps. The fix apps have shipped for years is to answer the estimate with the height
/// the row had when it was last displayed; the bridge records them (``TableCellBridge/estimatedHeight(for:)``).
///
/// ```swift
/// var heights = DisplayedHeights<String>()
/// heights.record(132, for: "article-7")
/// heights.estimate(for: "article-7")   // 132
/// heights.estimate(for: "article-8")   // nil: the table's own estimate
/// ```
public struct DisplayedHeights<ItemID: Hashable> {
    private var heights: BoundedDictionary<ItemID, Double>
    /// The most items it remembers; at this count a new item makes it start over (items with
    /// short-lived identities must not grow it forever: ``BoundedDictionary``).
    public var capacity: Int { heights.capacity }

    public init(capacity: Int = 4_096) {
        heights = BoundedDictionary(capacity: capacity)
    }

    /// How many items have a recorded height.
    public var count: Int { heights.count }

    /// The row of `id` was displayed at `height` points (a zero or non-finite height is ignored:
    /// a row is never displayed at one).
    public mutating func record(_ height: Double, for id: ItemID) {
        guard height.isFinite, height > 0 else { return }
        heights[id] = height
    }

    /// The height to estimate for `id`, when it has been displayed.
    public func estimate(for id: ItemID) -> Double? {
        heights[id]
    }

    /// The item's content changed size: its old height is no better than the table's estimate.
    public mutating func forget(_ id: ItemID) {
        heights[id] = nil
    }
}

extension DisplayedHeights: Sendable where ItemID: Sendable {}
