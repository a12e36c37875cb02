import CellBridgeCore
import XCTest

final class CellEventGateTests: XCTestCase {
    private struct Position: Hashable, Sendable {
        var section: Int
        var item: Int
    }

    func testEventIsDeliveredAtThePositionResolvedAtEventTime() {
        var gate = CellEventGate()
        let stamp = gate.configure()
        // Configured at item 3; two rows were deleted above it since.
        XCTAssertEqual(
            gate.decide(sentBy: stamp, resolvedPosition: Position(section: 0, item: 1)),
            .deliver(at: Position(section: 0, item: 1)))
    }

    func testEventFromReplacedContentIsDropped() {
        var gate = CellEventGate()
        let old = gate.configure()
        _ = gate.configure()
        XCTAssertEqual(gate.decide(sentBy: old, resolvedPosition: Position(section: 0, item: 0)), .dropStaleContent)
    }

    func testReuseMakesOldContentStaleEvenBeforeTheNextConfigure() {
        var gate = CellEventGate()
        let stamp = gate.configure()
        gate.prepareForReuse()
        XCTAssertEqual(gate.decide(sentBy: stamp, resolvedPosition: Position(section: 0, item: 0)), .dropStaleContent)
    }

    func testEventFromADetachedCellIsDropped() {
        var gate = CellEventGate()
        let stamp = gate.configure()
        XCTAssertEqual(gate.decide(sentBy: stamp, resolvedPosition: Position?.none), .dropDetachedCell)
    }

    func testStampsNeverRepeat() {
        var gate = CellEventGate()
        var seen = Set<ContentGeneration>()
        for _ in 0..<1000 {
            XCTAssertTrue(seen.insert(gate.configure()).inserted)
            gate.prepareForReuse()
        }
    }

    /// Stamps order like the contents they stamp: later content compares later, none earlier
    /// than itself, so a shell can keep the newest of several events.
    func testLaterContentHasALaterStamp() {
        var gate = CellEventGate()
        let first = gate.configure()
        gate.prepareForReuse()
        let second = gate.configure()
        XCTAssertLessThan(first, second)
        XCTAssertFalse(second < second, "a stamp is not earlier than itself")
        XCTAssertEqual([second, first, second].sorted(), [first, second, second])
    }

    // MARK: Hosts without a position

    func testAStandaloneHostDeliversEventsFromTheContentItShows() {
        var gate = CellEventGate()
        let stamp = gate.configure()
        XCTAssertTrue(gate.deliversUnpositioned(sentBy: stamp))
    }

    func testAStandaloneHostDropsEventsFromReplacedContent() {
        var gate = CellEventGate()
        let old = gate.configure()
        let new = gate.configure()
        XCTAssertFalse(gate.deliversUnpositioned(sentBy: old))
        XCTAssertTrue(gate.deliversUnpositioned(sentBy: new))
    }
}
