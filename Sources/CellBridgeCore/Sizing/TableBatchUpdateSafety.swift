/// Whether the empty `performBatchUpdates` that makes a table re-ask row heights
/// (``ResizeAction/tableBatchUpdate``) may run now.
///
/// At the end of every batch update, an empty one too, UIKit checks that each section's row count
/// is the count before the update plus its inserts minus its deletes, and throws
/// `NSInternalInconsistencyException` ("Invalid update: invalid number of rows in section …")
/// when it is not. A classic data source whose array already changed, while the table is told only
/// later (`reloadData` or `insertRows` after a network callback, batched changes), fails that
/// check through no fault of the row that asked to resize. So the batch runs only when the
/// documented condition holds: the table's counts are its data source's, and it has no
/// uncommitted updates (a drag or reorder in progress). Otherwise the request is dropped, never
/// retried on a timer: the app's own update of the table, which is coming, asks every row's
/// height again. The shell reports a drop once per table.
///
/// ```swift
/// TableBatchUpdateSafety.decide(tableRowCounts: [3], dataSourceRowCounts: [4], hasUncommittedUpdates: false)
/// // .drop
/// ```
public enum TableBatchUpdateSafety: Hashable, Sendable {
    /// Run `performBatchUpdates(nil)` now.
    case run
    /// Drop the request: the table is out of step with its data source, or mid-update.
    case drop

    /// `tableRowCounts` are the table's own counts per section (`numberOfRows(inSection:)`, what it
    /// last loaded), `dataSourceRowCounts` its data source's answers now.
    public static func decide(tableRowCounts: [Int], dataSourceRowCounts: [Int], hasUncommittedUpdates: Bool)
        -> TableBatchUpdateSafety
    {
        !hasUncommittedUpdates && tableRowCounts == dataSourceRowCounts ? .run : .drop
    }
}
