import CellBridgeCore
import XCTest

/// Rule: a same-item reconfigure keeps in-flight events; only new content for another item
/// drops them (a `.task { …; send(…) }` that spans a live update is not lost).
final class SameItemEventsTests: XCTestCase {
    private let here = IndexPath(item: 2, section: 0)

    private struct IndexPath: Hashable, Sendable {
        var item: Int
        var section: Int
    }

    func testAnEventSentAcrossASameItemReconfigureIsDelivered() {
        var gate = CellEventGate()
        let stamp = gate.configure()
        _ = gate.configure(continuity: .sameItem)
        XCTAssertEqual(gate.decide(sentBy: stamp, resolvedPosition: here), .deliver(at: here))
    }

    func testAnEventSentAcrossNewContentForAnotherItemIsDropped() {
        var gate = CellEventGate()
        let stamp = gate.configure()
        _ = gate.configure(continuity: .anotherItem)
        XCTAssertEqual(gate.decide(sentBy: stamp, resolvedPosition: here), .dropStaleContent)
    }

    func testAReuseThatBringsTheSameItemBackKeepsItsEvents() {
        var gate = CellEventGate()
        let stamp = gate.configure()
        gate.prepareForReuse()
        XCTAssertEqual(gate.decide(sentBy: stamp, resolvedPosition: here), .dropStaleContent, "in the pool: stale")
        _ = gate.configure(continuity: .sameItem)
        XCTAssertEqual(gate.decide(sentBy: stamp, resolvedPosition: here), .deliver(at: here))
    }

    func testWithoutIdentitiesAReconfigureInPlaceKeepsEventsAndAReuseDropsThem() {
        var gate = CellEventGate()
        let stamp = gate.configure()
        _ = gate.configure(continuity: .unknown)
        XCTAssertEqual(gate.decide(sentBy: stamp, resolvedPosition: here), .deliver(at: here))
        gate.prepareForReuse()
        _ = gate.configure(continuity: .unknown)
        XCTAssertEqual(gate.decide(sentBy: stamp, resolvedPosition: here), .dropStaleContent)
    }

    func testAStampIsNeverHandedOutTwice() {
        var gate = CellEventGate()
        var handedOut: [ContentGeneration] = [gate.configure()]
        for round in 0..<200 {
            gate.prepareForReuse()
            let continuity: ItemContinuity = [.sameItem, .anotherItem, .unknown][round % 3]
            let stamp = gate.configure(continuity: continuity)
            if continuity == .anotherItem { XCTAssertFalse(handedOut.contains(stamp), "round \(round)") }
            handedOut.append(stamp)
        }
    }

    // MARK: Continuity from identities

    func testContinuityFollowsTheItemIdentity() {
        XCTAssertEqual(ItemContinuity.between(previous: "a", next: "a", hadContent: true), .sameItem)
        XCTAssertEqual(ItemContinuity.between(previous: "a", next: "b", hadContent: true), .anotherItem)
        XCTAssertEqual(ItemContinuity.between(previous: "a", next: String?.none, hadContent: true), .anotherItem)
        XCTAssertEqual(ItemContinuity.between(previous: String?.none, next: "a", hadContent: true), .unknown)
        XCTAssertEqual(ItemContinuity.between(previous: "a", next: "a", hadContent: false), .anotherItem)
    }

    func testTheTrackerReportsContinuityWithItsDecision() {
        var tracker = ContentIdentityTracker<String>()
        let first = tracker.configure(identity: "a")
        XCTAssertEqual(first.continuity, .anotherItem)
        let same = tracker.configure(identity: "a")
        XCTAssertEqual(same, .init(decision: .keptState, continuity: .sameItem))
        let other = tracker.configure(identity: "b")
        XCTAssertEqual(other.decision, .freshState)
        XCTAssertEqual(other.continuity, .anotherItem)
    }
}

/// Rule: a rule that relies on a UIKit callback holds on hosts that never get it. A content
/// configuration's view hears no `prepareForReuse`; a new configuration for a dequeue, without an
/// identity, is another item there, so the old content's events are dropped.
final class HostWithoutReuseCallbackTests: XCTestCase {
    private struct Position: Hashable, Sendable {
        var row: Int
    }

    func testANewDequeueWithoutIdentityDropsTheOldContentsEventsWithoutAReuseCallback() {
        var gate = CellEventGate()
        var tracker = ContentIdentityTracker<Int>()
        _ = tracker.configure(identity: nil)
        let stamp = gate.configure()
        let change = tracker.configure(identity: nil)
        XCTAssertEqual(change.continuity, .unknown)
        _ = gate.configure(continuity: change.continuity.forNewDequeue)
        XCTAssertEqual(gate.decide(sentBy: stamp, resolvedPosition: Position(row: 4)), .dropStaleContent)
    }

    func testANewDequeueForTheSameKnownItemKeepsThem() {
        var gate = CellEventGate()
        let stamp = gate.configure()
        _ = gate.configure(continuity: ItemContinuity.sameItem.forNewDequeue)
        XCTAssertEqual(gate.decide(sentBy: stamp, resolvedPosition: Position(row: 4)), .deliver(at: Position(row: 4)))
        XCTAssertEqual(ItemContinuity.anotherItem.forNewDequeue, .anotherItem)
    }
}
