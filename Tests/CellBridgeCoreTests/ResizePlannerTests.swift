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
        XCTAssertEqual(planner.actions(in: .collectionView), [.invalidateHostedView, .invalidateCollectionLayout])
        XCTAssertEqual(planner.actions(in: .tableView), [.invalidateHostedView, .tableBatchUpdate])
        XCTAssertEqual(planner.containerActions(in: .collectionView), [.invalidateCollectionLayout])
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

/// SwiftUI headers and footers resize through their container on every OS.
final class HeaderResizePlannerTests: XCTestCase {
    func testACollectionHeaderInvalidatesItsCollectionLayoutOnEveryOS() {
        for os in [OSVersion(major: 14), OSVersion(major: 17)] {
            let planner = ResizePlanner(osVersion: os)
            XCTAssertEqual(
                planner.actions(in: .collectionView, element: .supplementary(kind: "header")),
                [.invalidateHostedView, .invalidateCollectionLayout], "\(os)")
            XCTAssertEqual(
                planner.containerActions(in: .collectionView, element: .supplementary(kind: "header")),
                [.invalidateCollectionLayout])
        }
    }

    func testATableHeaderAsksTheTableForHeightsAgainOnEveryOS() {
        for os in [OSVersion(major: 15), OSVersion(major: 16)] {
            XCTAssertEqual(
                ResizePlanner(osVersion: os).actions(in: .tableView, element: .tableHeaderFooter),
                [.invalidateHostedView, .tableBatchUpdate], "\(os)")
        }
    }

    func testCellsKeepTheirPerOSPath() {
        XCTAssertEqual(
            ResizePlanner(osVersion: OSVersion(major: 16)).actions(in: .collectionView, element: .cell),
            [.invalidateHostedView, .invalidateCellIntrinsicSize])
    }
}

/// Rule: a resize must re-run self-sizing on iOS 14–15 — the whole compositional layout (Epoxy
/// #109); in a flow layout the elements that asked, in a context that recomputes sizes and
/// positions (both flags default to false, which invalidates nothing); the whole of any other
/// layout, whose caches may be cleared only in `invalidateLayout()`.
final class CollectionLayoutInvalidationTests: XCTestCase {
    func testEachKindOfLayoutIsInvalidatedTheWayItReSizes() {
        XCTAssertEqual(CollectionLayoutInvalidation.scope(for: .compositional), .wholeLayout)
        XCTAssertEqual(CollectionLayoutInvalidation.scope(for: .flow), .flowLayoutElementsThatAsked)
        XCTAssertEqual(CollectionLayoutInvalidation.scope(for: .custom), .wholeLayout)
    }
}
