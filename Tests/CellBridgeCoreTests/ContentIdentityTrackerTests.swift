import CellBridgeCore
import XCTest

/// Rule: SwiftUI state follows the identity the view model states (Epoxy's `dataID`; Epoxy #154,
/// HorizonCalendar #265). Without one, every reuse starts fresh, classes and structs alike.
final class ContentIdentityTrackerTests: XCTestCase {
    func testTheFirstContentStartsFresh() {
        var tracker = ContentIdentityTracker<AnyHashable>()
        XCTAssertEqual(tracker.configure(identity: "a").decision, .freshState)
        XCTAssertEqual(tracker.generation, 0)
    }

    func testReconfiguringTheSameItemKeepsItsStateAndIdentity() {
        var tracker = ContentIdentityTracker<AnyHashable>()
        tracker.configure(identity: "a")
        XCTAssertEqual(tracker.configure(identity: "a"), .init(decision: .keptState, continuity: .sameItem))
        XCTAssertEqual(tracker.generation, 0, "same SwiftUI identity: @State survives")
    }

    /// A reload that rebuilds every view model hands the same cell the same item again: stated
    /// identities keep its state (a class view model made anew is still the same item).
    func testTheSameStatedItemBackInItsCellAfterAReuseKeepsItsState() {
        var tracker = ContentIdentityTracker<AnyHashable>()
        tracker.configure(identity: "a")
        tracker.prepareForReuse()
        XCTAssertEqual(tracker.configure(identity: "a").decision, .keptState)
        XCTAssertEqual(tracker.generation, 0)
    }

    func testACellReusedForAnotherItemGetsAFreshSwiftUIIdentity() {
        var tracker = ContentIdentityTracker<AnyHashable>()
        tracker.configure(identity: "a")
        XCTAssertEqual(tracker.configure(identity: "b").decision, .freshState)
        XCTAssertEqual(tracker.generation, 1)
        XCTAssertEqual(tracker.configure(identity: "a").decision, .freshState, "back to a: its old state was not kept")
        XCTAssertEqual(tracker.generation, 2)
    }

    func testAnItemWithoutIdentityAfterOneWithIsAnotherItem() {
        var tracker = ContentIdentityTracker<AnyHashable>()
        tracker.configure(identity: 7)
        XCTAssertEqual(tracker.configure(identity: nil), .init(decision: .freshState, continuity: .anotherItem))
        XCTAssertEqual(tracker.generation, 1)
    }

    func testAnIdentityAppearingStartsFresh() {
        var tracker = ContentIdentityTracker<AnyHashable>()
        tracker.configure(identity: nil)
        XCTAssertEqual(tracker.configure(identity: "a"), .init(decision: .freshState, continuity: .unknown))
        XCTAssertEqual(tracker.generation, 1)
    }

    /// Without a stated identity, a reconfigure in place keeps the state (nothing was handed out)…
    func testWithoutIdentitiesAReconfigureInPlaceKeepsState() {
        var tracker = ContentIdentityTracker<AnyHashable>()
        tracker.configure(identity: nil)
        XCTAssertEqual(tracker.configure(identity: nil), .init(decision: .keptState, continuity: .unknown))
        XCTAssertEqual(tracker.generation, 0)
    }

    /// …and a reuse never carries one item's state into another (the struct leak of Epoxy #154).
    func testWithoutIdentitiesEveryReuseStartsFresh() {
        var tracker = ContentIdentityTracker<AnyHashable>()
        tracker.configure(identity: nil)
        tracker.prepareForReuse()
        XCTAssertEqual(tracker.configure(identity: nil).decision, .freshState)
        XCTAssertEqual(tracker.generation, 1)
        XCTAssertEqual(tracker.configure(identity: nil).decision, .keptState, "in place again after the reuse")
    }

    func testAReuseBeforeTheFirstContentChangesNothing() {
        var tracker = ContentIdentityTracker<AnyHashable>()
        tracker.prepareForReuse()
        XCTAssertEqual(tracker.configure(identity: nil).decision, .freshState)
        XCTAssertEqual(tracker.generation, 0)
    }

    func testIdentitiesOfDifferentTypesNeverMatch() {
        var tracker = ContentIdentityTracker<AnyHashable>()
        tracker.configure(identity: 1)
        XCTAssertEqual(tracker.configure(identity: "1").decision, .freshState)
    }

    /// A long random run of configures and reuses, with and without identities, against the table
    /// in the type's documentation, written out independently here.
    func testGenerationChangesExactlyAsTheRulesSay() {
        var random = SeededGenerator(seed: 0x1D)
        var tracker = ContentIdentityTracker<AnyHashable>()
        var previous: Int??
        var reused = false
        var expectedGeneration = 0
        for step in 0..<5_000 {
            if Int.random(in: 0..<4, using: &random) == 0 {
                tracker.prepareForReuse()
                reused = true
                continue
            }
            let item: Int? = Bool.random(using: &random) ? nil : Int.random(in: 0..<3, using: &random)
            let decision = tracker.configure(identity: item.map { AnyHashable($0) }).decision
            let kept: Bool
            switch previous {
            case .none: kept = false
            case .some(.some(let old)): kept = item == old
            case .some(.none): kept = item == nil && !reused
            }
            if previous != nil, !kept { expectedGeneration += 1 }
            XCTAssertEqual(decision == .keptState, kept, "step \(step)")
            XCTAssertEqual(tracker.generation, expectedGeneration, "step \(step)")
            previous = .some(item)
            reused = false
        }
    }
}
