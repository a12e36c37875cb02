import CellBridgeCore
import XCTest

final class SwipeActionRoutingTests: XCTestCase {
    func testDeclaredActionsWinOnEveryPath() {
        let paths: [RenderPath] = [
            .legacy(reuseIdentifier: "Row"), .hostingCell(reuseIdentifier: "RowView"), .hostingConfiguration,
        ]
        for path in paths {
            XCTAssertEqual(SwipeActionRouting.source(for: path, declaresActions: true), .declaredActions, "\(path)")
        }
    }

    func testHostingConfigurationLeavesRoomForSwiftUISwipeActions() {
        XCTAssertEqual(
            SwipeActionRouting.source(for: .hostingConfiguration, declaresActions: false), .swiftUISwipeActions)
    }

    func testHostingCellsCannotBridgeSwiftUISwipeActions() {
        XCTAssertEqual(
            SwipeActionRouting.source(for: .hostingCell(reuseIdentifier: "RowView"), declaresActions: false), .none)
        XCTAssertEqual(SwipeActionRouting.source(for: .legacy(reuseIdentifier: "Row"), declaresActions: false), .none)
    }

    func testTheRouteFollowsTheRouterPerOS() {
        let item = CellItemDescriptor(className: "RowView", isSwiftUIBacked: true)
        let old = RenderRouter(osVersion: OSVersion(major: 15)).route(item)
        let new = RenderRouter(osVersion: OSVersion(major: 16)).route(item)
        XCTAssertEqual(SwipeActionRouting.source(for: old, declaresActions: false), .none)
        XCTAssertEqual(SwipeActionRouting.source(for: new, declaresActions: false), .swiftUISwipeActions)
    }
}
