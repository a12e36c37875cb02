import CellBridgeCore
import XCTest

/// Rule: an empty batch update never runs while a classic data source is out of step with its table
/// (UIKit would throw "Invalid update: invalid number of rows"); it waits, then gives up.
final class TableBatchUpdateSafetyTests: XCTestCase {
    func testItRunsOnlyWhenTheTableAndItsDataSourceAgree() {
        XCTAssertEqual(decide([3, 5], [3, 5]), .run)
        XCTAssertEqual(decide([3, 5], [3, 6]), .retryLater, "rows appended, the table not told yet")
        XCTAssertEqual(decide([3, 5], [3]), .retryLater, "a section removed from the array")
        XCTAssertEqual(decide([3], [3, 5]), .retryLater, "a section added")
        XCTAssertEqual(decide([], []), .run, "an empty table")
    }

    func testItWaitsWhileTheTableHasUncommittedUpdates() {
        XCTAssertEqual(decide([3], [3], uncommitted: true), .retryLater)
    }

    func testItGivesUpAfterTheMaximumNumberOfTries() {
        let limit = TableBatchUpdateSafety.maximumWaits
        XCTAssertEqual(decide([3], [4], waits: limit - 1), .retryLater)
        XCTAssertEqual(decide([3], [4], waits: limit), .giveUp)
        XCTAssertEqual(decide([3], [3], waits: limit), .run, "agreeing at last still runs")
        XCTAssertEqual(limit, 20)
        let window = (1...limit).map(TableBatchUpdateSafety.delay(beforeTry:)).reduce(0, +)
        XCTAssertEqual(window, 1.9, accuracy: 0.001, "about two seconds: long enough for a drop in progress")
    }

    func testTheFirstRetryIsTheNextTurn() {
        XCTAssertEqual(TableBatchUpdateSafety.delay(beforeTry: 1), 0, "a table one turn behind resizes a frame later")
        XCTAssertEqual(TableBatchUpdateSafety.delay(beforeTry: 2), 0.1)
    }

    private func decide(_ table: [Int], _ dataSource: [Int], uncommitted: Bool = false, waits: Int = 0)
        -> TableBatchUpdateSafety
    {
        TableBatchUpdateSafety.decide(
            tableRowCounts: table, dataSourceRowCounts: dataSource, hasUncommittedUpdates: uncommitted,
            waitsSoFar: waits)
    }
}
