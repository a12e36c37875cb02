import CellBridgeCore
import XCTest

/// SwiftUI state must follow the item, not the reused cell (Epoxy's `dataID`; Epoxy #154).
final class ContentIdentityTrackerTests: XCTestCase {
    func testTheFirstContentStartsFresh() {
        var tracker = ContentIdentityTracker<AnyHashable>()
        XCTAssertEqual(tracker.configure(identity: "a"), .freshState)
        XCTAssertEqual(tracker.generation, 0)
    }

    func testReconfiguringTheSameItemKeepsItsStateAndIdentity() {
        var tracker = ContentIdentityTracker<AnyHashable>()
        tracker.configure(identity: "a")
        XCTAssertEqual(tracker.configure(identity: "a"), .keptState)
        XCTAssertEqual(tracker.generation, 0, "same SwiftUI identity: @State survives")
    }

    func testACellReusedForAnotherItemGetsAFreshSwiftUIIdentity() {
        var tracker = ContentIdentityTracker<AnyHashable>()
        tracker.configure(identity: "a")
        XCTAssertEqual(tracker.configure(identity: "b"), .freshState)
        XCTAssertEqual(tracker.generation, 1)
        XCTAssertEqual(tracker.configure(identity: "a"), .freshState, "back to a: its old state was not kept")
        XCTAssertEqual(tracker.generation, 2)
    }

    func testAnItemWithoutIdentityAfterOneWithIsAnotherItem() {
        var tracker = ContentIdentityTracker<AnyHashable>()
        tracker.configure(identity: 7)
        XCTAssertEqual(tracker.configure(identity: nil), .freshState)
        XCTAssertEqual(tracker.generation, 1)
    }

    func testWithoutIdentitiesStateIsKeptAsBefore() {
        var tracker = ContentIdentityTracker<AnyHashable>()
        tracker.configure(identity: nil)
        XCTAssertEqual(tracker.configure(identity: nil), .keptState)
        XCTAssertEqual(tracker.configure(identity: "a"), .keptState, "no identity to compare with")
        XCTAssertEqual(tracker.generation, 0)
        XCTAssertEqual(tracker.configure(identity: "b"), .freshState)
    }

    func testIdentitiesOfDifferentTypesNeverMatch() {
        var tracker = ContentIdentityTracker<AnyHashable>()
        tracker.configure(identity: 1)
        XCTAssertEqual(tracker.configure(identity: "1"), .freshState)
    }

    /// A long random run: the SwiftUI identity changes exactly when the item identity changes.
    func testGenerationChangesExactlyWhenTheItemChanges() {
        var random = SeededGenerator(seed: 0x1D)
        var tracker = ContentIdentityTracker<AnyHashable>()
        var previous: Int?
        var expectedGeneration = 0
        for step in 0..<5_000 {
            let item = Int.random(in: 0..<4, using: &random)
            let decision = tracker.configure(identity: item)
            if let previous, previous != item { expectedGeneration += 1 }
            XCTAssertEqual(decision == .keptState, previous == item, "step \(step)")
            XCTAssertEqual(tracker.generation, expectedGeneration, "step \(step)")
            previous = item
        }
    }
}
