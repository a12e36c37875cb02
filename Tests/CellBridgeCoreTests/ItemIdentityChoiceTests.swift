import CellBridgeCore
import XCTest

/// A diffable item's identifier keeps SwiftUI state across reloads for view models that name no
/// identity of their own; a view model's own identity always wins.
final class ItemIdentityChoiceTests: XCTestCase {
    func testAViewModelsOwnIdentityWins() {
        XCTAssertEqual(
            ItemIdentityChoice.identity(named: "own", namedIsDefault: false, itemIdentifier: AnyHashable(7)), "own")
    }

    func testTheItemIdentifierReplacesADefaultOrMissingIdentity() {
        XCTAssertEqual(
            ItemIdentityChoice.identity(named: "object-3", namedIsDefault: true, itemIdentifier: AnyHashable(7)),
            AnyHashable(7))
        XCTAssertEqual(
            ItemIdentityChoice.identity(named: nil, namedIsDefault: false, itemIdentifier: AnyHashable(7)),
            AnyHashable(7))
    }

    func testOutsideADiffableDataSourceTheNamedIdentityStays() {
        XCTAssertEqual(
            ItemIdentityChoice.identity(named: "object-3", namedIsDefault: true, itemIdentifier: nil), "object-3")
        XCTAssertNil(ItemIdentityChoice.identity(named: nil, namedIsDefault: true, itemIdentifier: nil))
    }
}
