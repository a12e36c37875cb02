import CellBridgeCore
import XCTest

/// The cost report lists view types most expensive (p95) first, and types that cost the same in
/// name order, so two runs of the same scroll print the same report: the ledger keeps its types
/// in a dictionary, whose order changes from one launch to the next.
final class CostLedgerTieOrderTests: XCTestCase {
    private var ledger = CostLedger()

    private func configure(_ type: String, nanoseconds: UInt64) {
        for _ in 0..<20 {
            ledger.recordConfigure(viewType: type, nanoseconds: nanoseconds)
            ledger.recordDisplay(viewType: type)
        }
    }

    func testTypesThatCostTheSameAreListedByName() {
        for name in ["Delta", "Alpha", "Foxtrot", "Charlie", "Echo", "Bravo"] { configure(name, nanoseconds: 500) }
        XCTAssertEqual(
            ledger.summaries().map(\.viewType), ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot"])
    }

    func testCostDecidesBeforeTheName() {
        configure("Zulu", nanoseconds: 900)
        configure("Bravo", nanoseconds: 100)
        configure("Alpha", nanoseconds: 100)
        configure("Yankee", nanoseconds: 900)
        XCTAssertEqual(ledger.summaries().map(\.viewType), ["Yankee", "Zulu", "Alpha", "Bravo"])
    }

    func testHeavyCellsKeepTheSameOrder() {
        for name in ["LaneView", "GridView", "CarouselView"] { configure(name, nanoseconds: 2_000_000) }
        configure("HeroView", nanoseconds: 3_000_000)
        XCTAssertEqual(
            ledger.heavyCells().map(\.summary.viewType), ["HeroView", "CarouselView", "GridView", "LaneView"])
    }
}
