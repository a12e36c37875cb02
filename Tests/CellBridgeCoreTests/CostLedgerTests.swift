import CellBridgeCore
import XCTest

final class CostLedgerTests: XCTestCase {
    private var ledger = CostLedger()

    private func configure(_ type: String, times: Int, nanoseconds: (Int) -> UInt64, displays: Int? = nil) {
        for index in 0..<times { ledger.recordConfigure(viewType: type, nanoseconds: nanoseconds(index)) }
        for _ in 0..<(displays ?? times) { ledger.recordDisplay(viewType: type) }
    }

    func testPercentilesAreNearestRank() throws {
        configure("CardView", times: 100, nanoseconds: { UInt64($0 + 1) * 1_000 })
        let summary = try XCTUnwrap(ledger.summary(for: "CardView"))
        XCTAssertEqual(summary.p50Nanoseconds, 50_000)
        XCTAssertEqual(summary.p95Nanoseconds, 95_000)
        XCTAssertEqual(summary.maxNanoseconds, 100_000)
        XCTAssertEqual(summary.configures, 100)
        XCTAssertEqual(summary.displays, 100)
    }

    func testAHeavyLaneIsFlaggedAndACheapCardIsNot() {
        configure("CardView", times: 100, nanoseconds: { _ in 120_000 })
        configure("LaneView", times: 100, nanoseconds: { $0 % 10 == 0 ? 900_000 : 2_500_000 })
        let heavy = ledger.heavyCells()
        XCTAssertEqual(heavy.map(\.summary.viewType), ["LaneView"])
        XCTAssertEqual(heavy.first?.reasons, [.slowConfigure(p95Nanoseconds: 2_500_000, budgetNanoseconds: 1_000_000)])
        XCTAssertEqual(heavy.first?.description, "LaneView: configure p95 2.50 ms over the 1.00 ms budget")
    }

    func testReconfiguringFarMoreThanDisplayingIsFlagged() {
        configure("ProfileView", times: 60, nanoseconds: { _ in 50_000 }, displays: 10)
        let report = ledger.heavyCells().first
        XCTAssertEqual(report?.reasons, [.reconfigureChurn(configuresPerDisplay: 6, budget: 3)])
        XCTAssertTrue(report?.description.contains("6.0 configures per display") == true)
    }

    func testTooFewSamplesGiveNoVerdict() {
        configure("LaneView", times: 5, nanoseconds: { _ in 9_000_000 })
        XCTAssertEqual(ledger.heavyCells(), [])
        XCTAssertEqual(ledger.heavyCells(budget: CostBudget(minimumSamples: 5)).count, 1)
    }

    func testSummariesListTheMostExpensiveFirst() {
        configure("A", times: 10, nanoseconds: { _ in 10 })
        configure("B", times: 10, nanoseconds: { _ in 30 })
        configure("C", times: 10, nanoseconds: { _ in 20 })
        XCTAssertEqual(ledger.summaries().map(\.viewType), ["B", "C", "A"])
    }

    func testPercentilesFollowRecentBehaviourWithBoundedMemory() throws {
        configure("FeedView", times: 2_000, nanoseconds: { _ in 5_000_000 })
        configure("FeedView", times: CostLedger.sampleCapacity, nanoseconds: { _ in 100_000 })
        let summary = try XCTUnwrap(ledger.summary(for: "FeedView"))
        XCTAssertEqual(summary.p95Nanoseconds, 100_000, "old samples rolled out of the window")
        XCTAssertEqual(summary.maxNanoseconds, 5_000_000, "the worst case is still reported")
        XCTAssertEqual(summary.configures, 2_000 + CostLedger.sampleCapacity)
    }

    func testConfiguredButNeverDisplayedIsInfiniteChurn() throws {
        configure("HiddenView", times: 30, nanoseconds: { _ in 1 }, displays: 0)
        XCTAssertEqual(try XCTUnwrap(ledger.summary(for: "HiddenView")).configuresPerDisplay, .infinity)
        XCTAssertTrue(ledger.heavyCells().first?.description.contains("∞") == true)
    }
}
