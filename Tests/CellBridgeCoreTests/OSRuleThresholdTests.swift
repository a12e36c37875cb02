import CellBridgeCore
import XCTest

/// Every OS rule holds from its threshold on: on the first OS that has the API and on every later
/// one. A rule tested only on its threshold version cannot tell "from 16 on" from "on 16 only",
/// and the users on iOS 17, 18 and 26 are most of them.
final class OSRuleThresholdTests: XCTestCase {
    private let later = [
        OSVersion(major: 16, minor: 4, patch: 1), OSVersion(major: 17), OSVersion(major: 18, minor: 2),
        OSVersion(major: 26),
    ]

    func testALegacyCellAnswersSizeProposalsFromIOS16On() {
        for os in later {
            XCTAssertTrue(LegacyCellMeasurement(osVersion: os).answersProposals, "\(os)")
        }
    }

    func testContainersFollowACellsOwnInvalidationFromIOS16On() {
        for os in later {
            let planner = ResizePlanner(osVersion: os)
            XCTAssertTrue(planner.containerFollowsCellInvalidation, "\(os)")
            XCTAssertEqual(planner.actions(in: .tableView), [.invalidateHostedView, .invalidateCellIntrinsicSize])
        }
    }

    func testHostingControllersSizeThemselvesFromIOS16On() {
        for os in later {
            XCTAssertEqual(HostingSizingPlan.hostedCell(osVersion: os).sizingOptions, .intrinsicContentSize, "\(os)")
        }
    }

    func testSwiftUIItemsUseUIHostingConfigurationFromIOS16On() {
        for os in later {
            XCTAssertTrue(RenderRouter(osVersion: os).usesHostingConfiguration, "\(os)")
        }
    }

    func testCellsSetSafeAreaRegionsFromIOS16_4On() {
        for os in later {
            XCTAssertEqual(SafeAreaPolicy.cell.strategy(for: os), .safeAreaRegions(respected: []), "\(os)")
        }
    }

    func testChangedItemsAreReconfiguredAndAppliesDiffWithoutAnimationFromIOS15On() {
        let old = ItemUpdate.Item(className: "ScoreView", isSwiftUIBacked: true, version: 1)
        let new = ItemUpdate.Item(className: "ScoreView", isSwiftUIBacked: true, version: 2)
        for os in [OSVersion(major: 15, minor: 2)] + later {
            XCTAssertEqual(ItemUpdate.decision(from: old, to: new, osVersion: os, hasCell: false), .reconfigure)
            XCTAssertEqual(SnapshotApplyAnimation.mode(animatingDifferences: false, osVersion: os), .notAnimated)
        }
    }
}
