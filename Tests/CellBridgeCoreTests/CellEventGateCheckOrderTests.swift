import CellBridgeCore
import XCTest

/// The gate delivers an event only for the stamp of the content shown now, and checks that first:
/// content that was replaced is stale wherever its cell is, so an event from old content in a
/// cell that also has no position now is dropped as stale content, the reason that names what
/// happened to the sender. And "shown now" means that very stamp: not an older one, and not one
/// the gate has not handed out (a stamp from another cell's gate, or made up by hand).
final class CellEventGateCheckOrderTests: XCTestCase {
    func testStaleContentInACellWithNoPositionIsDroppedAsStale() {
        var gate = CellEventGate()
        let old = gate.configure()
        _ = gate.configure()
        XCTAssertEqual(gate.decide(sentBy: old, resolvedPosition: Int?.none), .dropStaleContent)
    }

    func testAStampTheGateHasNotHandedOutIsNotDelivered() {
        var gate = CellEventGate()
        let shown = gate.configure()
        let later = ContentGeneration(rawValue: shown.rawValue + 1)
        XCTAssertEqual(gate.decide(sentBy: later, resolvedPosition: 0), .dropStaleContent)
        XCTAssertFalse(gate.deliversUnpositioned(sentBy: later))
    }

    func testAStampFromAnotherCellsGateIsNotDelivered() {
        var busyCell = CellEventGate()
        for _ in 0..<5 { _ = busyCell.configure() }
        var freshCell = CellEventGate()
        _ = freshCell.configure()
        XCTAssertEqual(freshCell.decide(sentBy: busyCell.current, resolvedPosition: 2), .dropStaleContent)
        XCTAssertFalse(freshCell.deliversUnpositioned(sentBy: busyCell.current))
    }
}
