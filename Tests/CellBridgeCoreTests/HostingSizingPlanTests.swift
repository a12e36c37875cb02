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

    /// The shell turns the options into UIKit's one by one (`contains`), so each option must be
    /// asked for exactly where it is needed: never for a screen, never before iOS 16.
    func testEachSizingOptionIsAskedForOnlyWhereItIsNeeded() {
        let expected: [(HostingSizing, major: Int, intrinsic: Bool, preferred: Bool)] = [
            (.fillsContainer, 16, false, false), (.intrinsicContentSize, 15, false, false),
            (.intrinsicContentSize, 16, true, false), (.preferredContentSize, 15, false, false),
            (.preferredContentSize, 16, true, true),
        ]
        for (sizing, major, intrinsic, preferred) in expected {
            let options = HostingSizingPlan(sizing: sizing, osVersion: OSVersion(major: major)).sizingOptions
            XCTAssertEqual(options.contains(.intrinsicContentSize), intrinsic, "\(sizing) on iOS \(major)")
            XCTAssertEqual(options.contains(.preferredContentSize), preferred, "\(sizing) on iOS \(major)")
        }
    }

}

final class HostedCellSizingPlanTests: XCTestCase {
    /// From iOS 16 the hosted view keeps its intrinsic size in step with SwiftUI; nothing sets the
    /// preferred content size, which would tell the screen's controller every cell's size.
    func testCellsFollowSwiftUIsIdealSizeOnTheirOwnFromIOS16() {
        for os in [OSVersion(major: 16), OSVersion(major: 17, minor: 2)] {
            let plan = HostingSizingPlan.hostedCell(osVersion: os)
            XCTAssertEqual(plan.sizingOptions, .intrinsicContentSize, "\(os)")
            XCTAssertFalse(plan.publishesPreferredContentSizeManually)
        }
    }

    func testCellsBeforeIOS16SetNoSizingOptionsAndPublishNothingByHand() {
        let plan = HostingSizingPlan.hostedCell(osVersion: OSVersion(major: 15, minor: 7))
        XCTAssertEqual(plan.sizingOptions, [])
        XCTAssertFalse(plan.publishesPreferredContentSizeManually)
    }

}
