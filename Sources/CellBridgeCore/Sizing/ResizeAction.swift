/// One step the shell takes when hosted content asks its cell to resize.
public enum ResizeAction: Hashable, Sendable {
    /// Invalidate the hosted view's intrinsic size and lay it out now (SwiftUI renders
    /// asynchronously from iOS 15.2, so the new size is not there until a layout pass runs).
    case invalidateHostedView
    /// iOS 16+: `cell.invalidateIntrinsicContentSize()`; the container's `selfSizingInvalidation`
    /// re-measures just that cell.
    case invalidateCellIntrinsicSize
    /// Collection view, before iOS 16 for cells and on every OS for headers and footers: tell the
    /// layout, once per collection view per run-loop turn, in the way ``CollectionLayoutInvalidation``
    /// picks for its kind of layout.
    case invalidateCollectionLayout
    /// Before iOS 16, table view: an empty `performBatchUpdates` without animation, so heights
    /// are asked again (on every OS for a header or footer view). It is the only public way to
    /// make a table re-ask a row's height without reloading it (`beginUpdates`/`endUpdates`, which
    /// Apple documents for "animating the change in the row heights"). With estimated heights, the
    /// rows above may be re-estimated and the content jump: the table's delegate should answer
    /// `estimatedHeightForRowAt` from the heights rows really had (``DisplayedHeights``).
    case tableBatchUpdate
    /// Standalone view: `invalidateIntrinsicContentSize()` on the hosting view for its superview.
    case invalidateStandaloneIntrinsicSize
}
