import CellBridgeCore
import XCTest

/// Rule: the caches keyed by item stay bounded as items come and go, and never lose an item they
/// still hold just because it is updated at capacity.
final class BoundedDictionaryTests: XCTestCase {
    func testItHoldsUpToItsCapacityAndANewKeyThenStartsOver() {
        var table = BoundedDictionary<Int, String>(capacity: 3)
        for key in 0..<3 { table[key] = "\(key)" }
        XCTAssertEqual(table.count, 3, "exactly the capacity is held")
        table[1] = "one"
        XCTAssertEqual(table.count, 3, "updating a known key at capacity keeps everything")
        XCTAssertEqual(table[0], "0")
        table[7] = "seven"
        XCTAssertEqual(table.count, 1, "a new key at capacity starts over")
        XCTAssertEqual(table[7], "seven")
        XCTAssertNil(table[0])
    }

    func testRemovingAKeyMakesRoomWithoutStartingOver() {
        var table = BoundedDictionary<Int, String>(capacity: 2)
        table[0] = "a"
        table[1] = "b"
        table[1] = nil
        table[2] = "c"
        XCTAssertEqual(table.count, 2)
        XCTAssertEqual(table[0], "a")
    }

    func testACapacityBelowOneHoldsOneKey() {
        for capacity in [-5, 0, 1] {
            var table = BoundedDictionary<Int, Int>(capacity: capacity)
            XCTAssertEqual(table.capacity, 1)
            table[0] = 0
            XCTAssertEqual(table[0], 0, "capacity \(capacity): a value just set is held")
        }
        XCTAssertEqual(BoundedDictionary<Int, Int>(capacity: 2).capacity, 2)
    }

    /// The displayed-heights cache holds the 4,096 items the documentation promises, and not one more.
    func testTheItemCacheHoldsTheDocumentedNumberOfItems() {
        var heights = DisplayedHeights<Int>()
        for id in 0..<4_096 { heights.record(44, for: id) }
        XCTAssertEqual(heights.count, 4_096)
        heights.record(44, for: 4_096)
        XCTAssertEqual(heights.count, 1)
    }
}
