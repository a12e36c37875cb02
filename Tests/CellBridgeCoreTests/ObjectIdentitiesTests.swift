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

    /// Ten thousand view models shown at once and then released leave ten thousand dead entries
    /// (objects freed one by one reuse one address, so they would prove nothing). The entries go
    /// once enough new objects came; the live ones keep their identities.
    func testDeadEntriesArePrunedAndLiveOnesKept() {
        let identities = ObjectIdentities()
        let kept = (0..<100).map { _ in ViewModel() }
        let keptIdentities = kept.map(identities.identity(of:))
        var shown: [ViewModel]? = (0..<10_000).map { _ in ViewModel() }
        for object in shown ?? [] { _ = identities.identity(of: object) }
        XCTAssertEqual(identities.count, 10_100)
        shown = nil
        for _ in 0..<6_000 { _ = identities.identity(of: ViewModel()) }
        XCTAssertLessThan(identities.count, 1_000, "the dead entries were swept")
        XCTAssertEqual(kept.map(identities.identity(of:)), keptIdentities, "live objects were not")
    }

    /// Staying bounded costs a sweep per as many insertions as there are entries (half of them,
    /// at least 64): amortized O(1), never a sweep per insertion.
    func testSweepsAreAmortizedOverTheInsertionsBetweenThem() {
        let identities = ObjectIdentities()
        XCTAssertEqual(identities.sweeps, 0, "nothing swept before anything was remembered")
        let few = (0..<10).map { _ in ViewModel() }
        for object in few { _ = identities.identity(of: object) }
        XCTAssertEqual(identities.sweeps, 0, "ten insertions sweep nothing")
        let live = (0..<10_000).map { _ in ViewModel() }
        for object in live { _ = identities.identity(of: object) }
        XCTAssertGreaterThan(identities.sweeps, 0)
        XCTAssertLessThanOrEqual(identities.sweeps, 12, "10,000 live insertions")
        XCTAssertEqual(identities.count, live.count + few.count)
    }
}
