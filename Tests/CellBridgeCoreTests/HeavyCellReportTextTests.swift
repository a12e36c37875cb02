import CellBridgeCore
import XCTest

/// What a developer reads in a heavy-cell report: durations in milliseconds with two decimals,
/// rounded half up, and configures per display with one decimal.
final class HeavyCellReportTextTests: XCTestCase {
    /// The report of a lane whose configures all took `p95` against a budget of `budget`.
    private func slowReport(p95: UInt64, budget: UInt64) -> String? {
        var ledger = CostLedger()
        for _ in 0..<20 {
            ledger.recordConfigure(viewType: "LaneView", nanoseconds: p95)
            ledger.recordDisplay(viewType: "LaneView")
        }
        return ledger.heavyCells(budget: CostBudget(p95ConfigureNanoseconds: budget)).first?.description
    }

    func testMillisecondsKeepTheirLeadingZeroDecimals() {
        XCTAssertEqual(
            slowReport(p95: 1_090_000, budget: 990_000), "LaneView: configure p95 1.09 ms over the 0.99 ms budget")
        XCTAssertEqual(
            slowReport(p95: 1_100_000, budget: 1_000_000), "LaneView: configure p95 1.10 ms over the 1.00 ms budget")
    }

    func testMillisecondsRoundHalfUp() {
        XCTAssertEqual(
            slowReport(p95: 1_005_000, budget: 1_004_999), "LaneView: configure p95 1.01 ms over the 1.00 ms budget")
    }

    func testLongConfiguresShowWholeMilliseconds() {
        XCTAssertEqual(
            slowReport(p95: 50_000_000, budget: 16_000_000), "LaneView: configure p95 50.00 ms over the 16.00 ms budget"
        )
    }

    func testChurnIsShownWithOneDecimalRoundedHalfUp() {
        var ledger = CostLedger()
        for _ in 0..<25 { ledger.recordConfigure(viewType: "ProfileView", nanoseconds: 1_000) }
        for _ in 0..<4 { ledger.recordDisplay(viewType: "ProfileView") }
        XCTAssertEqual(
            ledger.heavyCells().first?.description,
            "ProfileView: 6.3 configures per display (budget 3.0): reconfigure instead of reload")
    }
}
