import CellBridgeCore
import XCTest

/// Rule: SwiftUI state follows the item by default, and an identity that is a memory address
/// can alias: a class view model gets an identity that a new object at a reused address never shares.
final class ObjectIdentitiesTests: XCTestCase {
    private final class ViewModel {}

    func testTheSameObjectKeepsItsIdentityAndAnotherLiveObjectHasAnother() {
        let identities = ObjectIdentities()
        let a = ViewModel()
        let b = ViewModel()
        XCTAssertEqual(identities.identity(of: a), identities.identity(of: a))
        XCTAssertNotEqual(identities.identity(of: a), identities.identity(of: b))
    }

    /// Objects made and freed in a loop land at reused addresses (the allocator hands the same
    /// block back); every one of them must still get an identity of its own.
    func testAnObjectAtAReusedAddressNeverGetsAFreedObjectsIdentity() {
        let identities = ObjectIdentities()
        var serials = Set<ObjectItemIdentity>()
        var addresses = Set<ObjectIdentifier>()
        for _ in 0..<2_000 {
            let object = ViewModel()
            addresses.insert(ObjectIdentifier(object))
            XCTAssertTrue(serials.insert(identities.identity(of: object)).inserted, "aliased a freed object")
        }
        XCTAssertLessThan(addresses.count, serials.count, "the allocator reused addresses: the test saw aliasing")
    }

    func testDeadEntriesArePrunedSoMemoryStaysBounded() {
        let identities = ObjectIdentities()
        for _ in 0..<10_000 { _ = identities.identity(of: ViewModel()) }
        XCTAssertLessThan(identities.count, 200)
    }
}
