import CellBridgeCore
import XCTest

final class ResizeCoalescerTests: XCTestCase {
    func testOnlyTheFirstRequestOfABatchSchedulesAFlush() {
        var coalescer = ResizeCoalescer<Int>()
        XCTAssertTrue(coalescer.request(1))
        XCTAssertFalse(coalescer.request(2))
        XCTAssertFalse(coalescer.request(1))
        XCTAssertTrue(coalescer.isFlushScheduled)
    }

    func testFlushReturnsEachRequesterOnceInOrder() {
        var coalescer = ResizeCoalescer<String>()
        for id in ["b", "a", "b", "c", "a"] { _ = coalescer.request(id) }
        XCTAssertEqual(coalescer.flush(), ["b", "a", "c"])
        XCTAssertEqual(coalescer.flush(), [])
        XCTAssertFalse(coalescer.isFlushScheduled)
    }

    func testANewBatchStartsAfterAFlush() {
        var coalescer = ResizeCoalescer<Int>()
        _ = coalescer.request(1)
        _ = coalescer.flush()
        XCTAssertTrue(coalescer.request(1), "a request after a flush needs its own flush")
    }

    /// The shell schedules a flush only when asked to: a requester flushed in one batch that asks
    /// again must be in the next batch, or its cell never resizes.
    func testARequesterFromTheLastBatchIsFlushedAgainInTheNext() {
        var coalescer = ResizeCoalescer<Int>()
        _ = coalescer.request(1)
        _ = coalescer.request(2)
        XCTAssertEqual(coalescer.flush(), [1, 2])
        XCTAssertTrue(coalescer.request(2))
        XCTAssertFalse(coalescer.request(3))
        XCTAssertEqual(coalescer.flush(), [2, 3])
    }
}
