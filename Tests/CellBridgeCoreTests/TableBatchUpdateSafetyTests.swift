import CellBridgeCore
import XCTest

/// Rule: a table's empty batch update runs only when UIKit's documented condition holds (the
/// table's row counts are its data source's, and no update is uncommitted); otherwise the resize is
/// dropped, never retried on a timer (UIKIT-PITFALLS 30), since the app's own update asks every
/// height again.
final class TableBatchUpdateSafetyTests: XCTestCase {
    func testItRunsOnlyWhenTheCountsAgreeAndNothingIsUncommitted() {
        XCTAssertEqual(decide([3, 2], [3, 2], uncommitted: false), .run)
        XCTAssertEqual(decide([], [], uncommitted: false), .run, "an empty table agrees with an empty data source")
    }

    func testAnyDisagreementOrUncommittedUpdateDrops() {
        XCTAssertEqual(decide([3], [4], uncommitted: false), .drop, "the array changed, the table was not told yet")
        XCTAssertEqual(decide([3, 2], [3], uncommitted: false), .drop, "a section removed from the data source")
        XCTAssertEqual(decide([3], [3, 1], uncommitted: false), .drop, "a section added to the data source")
        XCTAssertEqual(decide([3], [3], uncommitted: true), .drop, "a drag or reorder in progress")
    }

    /// Random counts: run exactly when equal and committed.
    func testRandomCountsRunExactlyWhenTheyAgree() {
        var random = SeededGenerator(seed: 0x7AB1E)
        for _ in 0..<2_000 {
            let sections = Int.random(in: 0...3, using: &random)
            let table = (0..<sections).map { _ in Int.random(in: 0...2, using: &random) }
            var source = table
            if Bool.random(using: &random), !source.isEmpty { source[0] += 1 }
            let uncommitted = Int.random(in: 0..<4, using: &random) == 0
            let expected: TableBatchUpdateSafety = source == table && !uncommitted ? .run : .drop
            XCTAssertEqual(decide(table, source, uncommitted: uncommitted), expected)
        }
    }

    private func decide(_ table: [Int], _ source: [Int], uncommitted: Bool) -> TableBatchUpdateSafety {
        TableBatchUpdateSafety.decide(
            tableRowCounts: table, dataSourceRowCounts: source, hasUncommittedUpdates: uncommitted)
    }
}
