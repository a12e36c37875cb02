import CellBridgeCore
import XCTest

final class HostingSizingPlanTests: XCTestCase {
    func testScreensArePinnedAndLeaveSizingOptionsAlone() {
        for major in [14, 16, 17] {
            let plan = HostingSizingPlan(sizing: .fillsContainer, osVersion: OSVersion(major: major))
            XCTAssertTrue(plan.pinsToContainerEdges)
            XCTAssertEqual(plan.sizingOptions, [])
            XCTAssertFalse(plan.publishesPreferredContentSizeManually)
        }
    }

    func testPreferredContentSizeIsPublishedByHandBeforeIOS16() {
        let plan = HostingSizingPlan(sizing: .preferredContentSize, osVersion: OSVersion(major: 15))
        XCTAssertTrue(plan.publishesPreferredContentSizeManually)
        XCTAssertEqual(plan.sizingOptions, [])
        XCTAssertFalse(plan.pinsToContainerEdges)
    }

    func testIOS16UsesSizingOptionsInstead() {
        let preferred = HostingSizingPlan(sizing: .preferredContentSize, osVersion: OSVersion(major: 16))
        XCTAssertFalse(preferred.publishesPreferredContentSizeManually)
        XCTAssertEqual(preferred.sizingOptions, [.preferredContentSize, .intrinsicContentSize])
        let intrinsic = HostingSizingPlan(sizing: .intrinsicContentSize, osVersion: OSVersion(major: 16))
        XCTAssertEqual(intrinsic.sizingOptions, .intrinsicContentSize)
    }

    /// A view sized from its content must not also be pinned to its container's edges: the pins
    /// would fight the intrinsic size.
    func testContentSizedViewsAreNeverPinned() {
        for major in [14, 15, 16, 17] {
            for sizing in [HostingSizing.intrinsicContentSize, .preferredContentSize] {
                XCTAssertFalse(
                    HostingSizingPlan(sizing: sizing, osVersion: OSVersion(major: major)).pinsToContainerEdges)
            }
        }
    }
}

final class HostedCellSizingPlanTests: XCTestCase {
    func testCellsFollowSwiftUIsIdealSizeOnTheirOwnFromIOS16() {
        XCTAssertEqual(
            HostingSizingPlan.hostedCell(osVersion: OSVersion(major: 16)).sizingOptions, .intrinsicContentSize)
        XCTAssertEqual(
            HostingSizingPlan.hostedCell(osVersion: OSVersion(major: 17, minor: 2)).sizingOptions, .intrinsicContentSize
        )
    }

    func testCellsBeforeIOS16SetNoSizingOptionsAndPublishNothingByHand() {
        let plan = HostingSizingPlan.hostedCell(osVersion: OSVersion(major: 15, minor: 7))
        XCTAssertEqual(plan.sizingOptions, [])
        XCTAssertFalse(plan.publishesPreferredContentSizeManually)
    }

}
