import CellBridgeCore
import XCTest

/// A cached size belongs to the very content version it was measured for. A content version is
/// whatever the view model says (`itemVersion`): it need not grow. An undo, a server sending an
/// older revision, or a version that is a hash of the content all bring back a lower number, and
/// that content must be measured, not shown at the size of the newer one.
final class SizeCacheContentVersionTests: XCTestCase {
    func testOnlyTheMeasuredVersionIsServedNeitherAnOlderNorANewerOne() {
        var cache = SizeCache<String>()
        cache.store(MeasuredSize(width: 390, height: 120), for: "article", contentVersion: 5, containerWidth: 390)
        let served = (0...10).filter { cache.size(for: "article", contentVersion: $0, containerWidth: 390) != nil }
        XCTAssertEqual(served, [5])
        XCTAssertEqual(cache.hits, 1)
        XCTAssertEqual(cache.misses, 10)
    }
}
