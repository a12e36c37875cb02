/// One step the shell takes when hosted content asks its cell to resize.
public enum ResizeAction: Hashable, Sendable {
    /// Invalidate the hosted view's intrinsic size and lay it out now (SwiftUI renders
    /// asynchronously from iOS 15.2, so the new size is not there until a layout pass runs).
    case invalidateHostedView
    /// iOS 16+: `cell.invalidateIntrinsicContentSize()`; the container's `selfSizingInvalidation`
    /// re-measures just that cell.
    case invalidateCellIntrinsicSize
    /// Before iOS 16, collection view: invalidate the layout for the cell's index path (resolved
    /// now, never captured), with the layout's own invalidation context class.
    case invalidateCollectionLayoutItem
    /// Before iOS 16, table view: an empty `performBatchUpdates` so heights are asked again (on
    /// every OS for a header or footer view).
    case tableBatchUpdate
    /// A collection view's supplementary view, on every OS: invalidate the layout for its element
    /// kind and index path (`invalidateSupplementaryElements(ofKind:at:)`).
    case invalidateCollectionLayoutSupplementary
    /// Standalone view: `invalidateIntrinsicContentSize()` on the hosting view for its superview.
    case invalidateStandaloneIntrinsicSize
}
