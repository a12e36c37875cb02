import CellBridgeCore
import XCTest

/// The shell keeps no stamp of its own: the event action it hands to content captures
/// `CellEventGate.current`, so `current` must always be the stamp of the content shown now.
final class CellEventGateCurrentStampTests: XCTestCase {
    func testCurrentIsTheStampConfigureReturned() {
        var gate = CellEventGate()
        let stamp = gate.configure()
        XCTAssertEqual(gate.current, stamp)
    }

    func testEventStampedWithCurrentAfterReuseAndReconfigureIsDelivered() {
        var gate = CellEventGate()
        let old = gate.configure()
        gate.prepareForReuse()
        _ = gate.configure()
        let captured = gate.current
        XCTAssertNotEqual(captured, old)
        XCTAssertEqual(gate.decide(sentBy: captured, resolvedPosition: 4), .deliver(at: 4))
        XCTAssertEqual(gate.decide(sentBy: old, resolvedPosition: 4), .dropStaleContent)
    }
}
