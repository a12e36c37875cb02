import CellBridgeCore
import XCTest

/// A snapshot applied "without animation" must not reload every cell on iOS 14.
final class SnapshotApplyAnimationTests: XCTestCase {
    func testOnIOS14ANonAnimatedApplyIsAnAnimatedDiffWithoutAnimation() {
        for minor in [0, 8] {
            XCTAssertEqual(
                SnapshotApplyAnimation.mode(animatingDifferences: false, osVersion: OSVersion(major: 14, minor: minor)),
                .animatedDiffWithoutAnimation, "iOS 14.\(minor): a plain non-animated apply is reloadData()")
        }
    }

    func testFromIOS15ANonAnimatedApplyDiffsAsAsked() {
        for major in [15, 16, 17] {
            XCTAssertEqual(
                SnapshotApplyAnimation.mode(animatingDifferences: false, osVersion: OSVersion(major: major)),
                .notAnimated)
        }
    }

    func testAnAnimatedApplyIsAnimatedOnEveryOS() {
        for major in [14, 15, 17] {
            XCTAssertEqual(
                SnapshotApplyAnimation.mode(animatingDifferences: true, osVersion: OSVersion(major: major)), .animated)
        }
    }
}
