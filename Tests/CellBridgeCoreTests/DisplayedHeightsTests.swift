import CellBridgeCore
import XCTest

/// Rule: a table's estimates are the heights rows really had, so the empty batch update that
/// resizes a row before iOS 16 does not make the table jump.
final class DisplayedHeightsTests: XCTestCase {
    func testAnEstimateIsTheHeightTheRowLastHad() {
        var heights = DisplayedHeights<Int>()
        XCTAssertNil(heights.estimate(for: 1))
        heights.record(132, for: 1)
        heights.record(90, for: 1)
        XCTAssertEqual(heights.estimate(for: 1), 90)
        heights.forget(1)
        XCTAssertNil(heights.estimate(for: 1))
    }

    func testARowIsNeverEstimatedAtAHeightNoRowHas() {
        var heights = DisplayedHeights<Int>()
        heights.record(0, for: 1)
        heights.record(-4, for: 2)
        heights.record(.nan, for: 3)
        heights.record(.infinity, for: 4)
        XCTAssertEqual(heights.count, 0)
    }

    func testAnyPositiveHeightIsARowsHeight() {
        var heights = DisplayedHeights<Int>()
        heights.record(0.5, for: 1)
        XCTAssertEqual(heights.estimate(for: 1), 0.5, "a hairline separator row")
    }
}
