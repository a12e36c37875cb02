/// Whether the empty `performBatchUpdates` that makes a table re-ask row heights
/// (``ResizeAction/tableBatchUpdate``) may run now.
///
/// At the end of every batch update, an empty one too, UIKit checks that each section's row count
/// is the count before the update plus its inserts minus its deletes, and throws
/// `NSInternalInconsistencyException` ("Invalid update: invalid number of rows in section …")
/// when it is not. A classic data source whose array already changed, while the table is told only
/// on a later turn (`reloadData` or `insertRows` after a network callback, batched changes), fails
/// that check through no fault of the row that asked to resize. So the batch runs only when the
/// table's counts are its data source's and it has no uncommitted updates (a drag or reorder in
/// progress); otherwise it asks again, up to ``maximumWaits`` times: first on the next main-queue
/// turn (a table one turn behind its array grows its row a frame later, not six), then every
/// ``retryDelay`` (about two seconds in all: a turn is a few milliseconds, too short for a drop in
/// progress). After that it is dropped: the app's own update of the table re-asks every height
/// anyway. One retry is pending per table at a time, whatever asks meanwhile.
///
/// ```swift
/// TableBatchUpdateSafety.decide(tableRowCounts: [3], dataSourceRowCounts: [4],
///                               hasUncommittedUpdates: false, waitsSoFar: 0)  // .retryLater
/// ```
public enum TableBatchUpdateSafety: Hashable, Sendable {
    /// Run `performBatchUpdates(nil)` now.
    case run
    /// Ask again after ``delay(beforeTry:)``.
    case retryLater
    /// Drop the request: the table stayed out of step with its data source.
    case giveUp

    /// How many times a request asks again for the table and its data source to agree.
    public static let maximumWaits = 20

    /// Seconds between two tries after the first.
    public static let retryDelay = 0.1

    /// Seconds to wait before try `number` (1 for the first retry): the next turn for the first.
    public static func delay(beforeTry number: Int) -> Double {
        number <= 1 ? 0 : retryDelay
    }

    /// `tableRowCounts` are the table's own counts per section (`numberOfRows(inSection:)`, what it
    /// last loaded), `dataSourceRowCounts` its data source's answers now.
    public static func decide(
        tableRowCounts: [Int], dataSourceRowCounts: [Int], hasUncommittedUpdates: Bool, waitsSoFar: Int
    ) -> TableBatchUpdateSafety {
        if !hasUncommittedUpdates, tableRowCounts == dataSourceRowCounts { return .run }
        return waitsSoFar < maximumWaits ? .retryLater : .giveUp
    }
}
