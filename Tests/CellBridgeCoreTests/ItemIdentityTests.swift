import CellBridgeCore
import XCTest

/// Two view model types with overlapping ids are two items: state and events never cross.
final class ItemIdentityTests: XCTestCase {
    private struct Banner {}
    private struct Profile {}

    func testTheSameStatedIdOfTwoTypesIsTwoItems() {
        XCTAssertNotEqual(
            ItemIdentity(stated: 7, by: Banner.self, itemIdentifier: nil),
            ItemIdentity(stated: 7, by: Profile.self, itemIdentifier: nil))
        XCTAssertEqual(
            ItemIdentity(stated: 7, by: Banner.self, itemIdentifier: nil),
            ItemIdentity(stated: 7, by: Banner.self, itemIdentifier: "other"), "the stated identity wins")
    }

    /// The diffable identifier is the data source's: unique whatever view model the item has, so an
    /// item whose view model changes type is still the same item.
    func testADiffableIdentifierIsOneItemWhateverItsViewModel() {
        XCTAssertEqual(
            ItemIdentity(stated: nil, by: Banner.self, itemIdentifier: 7),
            ItemIdentity(stated: nil, by: Profile.self, itemIdentifier: 7))
        XCTAssertNotEqual(
            ItemIdentity(stated: 7, by: Banner.self, itemIdentifier: nil),
            ItemIdentity(stated: nil, by: Banner.self, itemIdentifier: 7))
    }

    func testNoIdentityIsNone() {
        XCTAssertNil(ItemIdentity(stated: nil, by: Banner.self, itemIdentifier: nil))
    }

    /// Through the tracker: a cell moving from banner 7 to profile 7 gives the content fresh state.
    func testACellMovingBetweenTypesWithOneIdStartsFresh() {
        var tracker = ContentIdentityTracker<ItemIdentity>()
        _ = tracker.configure(identity: ItemIdentity(stated: 7, by: Banner.self, itemIdentifier: nil))
        let change = tracker.configure(identity: ItemIdentity(stated: 7, by: Profile.self, itemIdentifier: nil))
        XCTAssertEqual(change.decision, .freshState)
        XCTAssertEqual(change.continuity, .anotherItem, "banner 7's in-flight events never reach profile 7")
    }
}
