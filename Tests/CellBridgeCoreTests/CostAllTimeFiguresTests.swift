import CellBridgeCore
import XCTest

/// Beside the windowed percentiles, a summary keeps all-time figures: how many configures and
/// displays, their total time and the worst one, exactly as recorded, zero durations included.
final class CostAllTimeFiguresTests: XCTestCase {
    func testTotalAndWorstCaseCoverEveryConfigureNotOnlyTheWindow() throws {
        var ledger = CostLedger()
        for index in 0..<600 { ledger.recordConfigure(viewType: "FeedView", nanoseconds: UInt64(index % 10) * 1_000) }
        ledger.recordConfigure(viewType: "FeedView", nanoseconds: 7)
        let summary = try XCTUnwrap(ledger.summary(for: "FeedView"))
        XCTAssertEqual(summary.configures, 601)
        XCTAssertEqual(summary.totalNanoseconds, 60 * 45_000 + 7)
        XCTAssertEqual(summary.maxNanoseconds, 9_000)
    }

    /// A coarse clock reports 0 for a fast configure; nothing may be made up.
    func testZeroDurationsAddUpToZero() throws {
        var ledger = CostLedger()
        for _ in 0..<30 { ledger.recordConfigure(viewType: "CardView", nanoseconds: 0) }
        let summary = try XCTUnwrap(ledger.summary(for: "CardView"))
        XCTAssertEqual(summary.totalNanoseconds, 0)
        XCTAssertEqual(summary.maxNanoseconds, 0)
        XCTAssertEqual(summary.p95Nanoseconds, 0)
    }

    /// Display is counted for every hosted cell, so a type can be seen before its first
    /// configure is timed: its summary has counts and no durations, and never traps.
    func testATypeOnlyDisplayedSoFarHasCountsAndNoDurations() throws {
        var ledger = CostLedger()
        for _ in 0..<3 { ledger.recordDisplay(viewType: "BannerView") }
        let summary = try XCTUnwrap(ledger.summary(for: "BannerView"))
        XCTAssertEqual(summary.displays, 3)
        XCTAssertEqual(summary.configures, 0)
        XCTAssertEqual(summary.p50Nanoseconds, 0)
        XCTAssertEqual(summary.p95Nanoseconds, 0)
        XCTAssertEqual(summary.configuresPerDisplay, 0)
        XCTAssertEqual(ledger.heavyCells(budget: CostBudget(minimumSamples: 0)), [])
    }
}
