import CellBridgeCore
import XCTest

final class ResizePlannerTests: XCTestCase {
    func testIOS16CellsOnlyInvalidateThemselves() {
        let planner = ResizePlanner(osVersion: OSVersion(major: 16))
        XCTAssertEqual(planner.actions(in: .collectionView), [.invalidateHostedView, .invalidateCellIntrinsicSize])
        XCTAssertEqual(planner.actions(in: .tableView), [.invalidateHostedView, .invalidateCellIntrinsicSize])
        XCTAssertEqual(planner.containerActions(in: .tableView), [])
    }

    func testBeforeIOS16TheContainerIsInvalidated() {
        let planner = ResizePlanner(osVersion: OSVersion(major: 15, minor: 7))
        XCTAssertEqual(planner.actions(in: .collectionView), [.invalidateHostedView, .invalidateCollectionLayoutItem])
        XCTAssertEqual(planner.actions(in: .tableView), [.invalidateHostedView, .tableBatchUpdate])
        XCTAssertEqual(planner.containerActions(in: .collectionView), [.invalidateCollectionLayoutItem])
    }

    func testTheHostedViewIsAlwaysLaidOutFirst() {
        for major in 14...18 {
            for container in [ContainerKind.collectionView, .tableView, .standaloneView] {
                XCTAssertEqual(
                    ResizePlanner(osVersion: OSVersion(major: major)).actions(in: container).first,
                    .invalidateHostedView)
            }
        }
    }

    func testStandaloneViewsInvalidateTheirOwnIntrinsicSize() {
        XCTAssertEqual(
            ResizePlanner(osVersion: OSVersion(major: 14)).actions(in: .standaloneView),
            [.invalidateHostedView, .invalidateStandaloneIntrinsicSize])
    }
}
