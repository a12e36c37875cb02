import CellBridgeCore
import XCTest

/// OS versions order the way `#available` does: by major, then minor, then patch, each field
/// ascending, a later field deciding only when the earlier ones are equal. Every OS rule is a
/// comparison with a threshold, so a version ordered wrongly takes the wrong path: a system
/// between 16.3.1 and 16.4 deciding the safe-area workaround, a 16.4.1 point release counted as
/// older than 16.4.
final class OSVersionOrderTests: XCTestCase {
    func testEachFieldDecidesOnlyWhenTheEarlierOnesAreEqual() {
        // Listed in ascending order; each neighbour differs in the field that decides.
        let ascending = [
            OSVersion(major: 14, minor: 9, patch: 9),
            OSVersion(major: 15),
            OSVersion(major: 15, minor: 0, patch: 1),
            OSVersion(major: 15, minor: 1),
            OSVersion(major: 16, minor: 3, patch: 1),
            OSVersion(major: 16, minor: 4),
            OSVersion(major: 16, minor: 4, patch: 1),
            OSVersion(major: 16, minor: 4, patch: 2),
        ]
        for (index, lower) in ascending.enumerated() {
            for higher in ascending[(index + 1)...] {
                XCTAssertLessThan(lower, higher)
                XCTAssertFalse(higher < lower, "\(higher) < \(lower)")
            }
        }
    }

    func testAPatchReleaseComesAfterItsMinorRelease() {
        XCTAssertLessThan(OSVersion(major: 16, minor: 4), OSVersion(major: 16, minor: 4, patch: 1))
        XCTAssertFalse(OSVersion(major: 16, minor: 4, patch: 1) < OSVersion(major: 16, minor: 4))
        XCTAssertFalse(OSVersion(major: 16, minor: 4, patch: 1) <= OSVersion(major: 16, minor: 4))
    }

    func testAVersionIsNotLowerThanItself() {
        let version = OSVersion(major: 16, minor: 4, patch: 1)
        XCTAssertFalse(version < version)
        XCTAssertLessThanOrEqual(version, version)
    }

    /// The rules read their thresholds through these comparisons: a point release just before a
    /// threshold is below it, one just after is at or above it.
    func testPointReleasesOnEitherSideOfAThresholdTakeTheirSide() {
        let threshold = SafeAreaPolicy.safeAreaRegionsMinimumOS  // 16.4
        XCTAssertEqual(
            SafeAreaPolicy.cell.strategy(for: OSVersion(major: 16, minor: 3, patch: 9)),
            .zeroedSafeAreaInsets(ignored: .all))
        XCTAssertEqual(
            SafeAreaPolicy.cell.strategy(for: OSVersion(major: 16, minor: 4, patch: 1)),
            .safeAreaRegions(respected: []))
        XCTAssertGreaterThan(OSVersion(major: 16, minor: 4, patch: 1), threshold)
    }
}
