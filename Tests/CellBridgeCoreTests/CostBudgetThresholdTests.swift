import CellBridgeCore
import XCTest

/// The default budget's three limits, at their edges: a cell is heavy only *over* a limit, and a
/// verdict needs at least 20 samples.
final class CostBudgetThresholdTests: XCTestCase {
    private var ledger = CostLedger()

    private func record(_ type: String, configures: Int, nanoseconds: UInt64, displays: Int) {
        for _ in 0..<configures { ledger.recordConfigure(viewType: type, nanoseconds: nanoseconds) }
        for _ in 0..<displays { ledger.recordDisplay(viewType: type) }
    }

    func testAConfigureAtExactly1MsIsWithinBudgetAndOneNanosecondMoreIsNot() {
        record("CardView", configures: 20, nanoseconds: 1_000_000, displays: 20)
        record("LaneView", configures: 20, nanoseconds: 1_000_001, displays: 20)
        XCTAssertEqual(
            ledger.heavyCells().map(\.reasons),
            [[.slowConfigure(p95Nanoseconds: 1_000_001, budgetNanoseconds: 1_000_000)]])
    }

    func testExactlyThreeConfiguresPerDisplayIsNotChurnAndMoreIs() {
        record("CardView", configures: 60, nanoseconds: 1_000, displays: 20)
        record("ProfileView", configures: 61, nanoseconds: 1_000, displays: 20)
        XCTAssertEqual(
            ledger.heavyCells().map(\.reasons), [[.reconfigureChurn(configuresPerDisplay: 3.05, budget: 3)]])
    }

    func testTwentySamplesGiveAVerdictAndNineteenDoNot() {
        record("LaneView", configures: 19, nanoseconds: 9_000_000, displays: 19)
        XCTAssertEqual(ledger.heavyCells(), [], "19 samples say nothing")
        record("LaneView", configures: 1, nanoseconds: 9_000_000, displays: 1)
        XCTAssertEqual(ledger.heavyCells().map(\.summary.viewType), ["LaneView"])
    }

}
