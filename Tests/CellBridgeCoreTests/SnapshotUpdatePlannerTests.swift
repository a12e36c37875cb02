import CellBridgeCore
import XCTest

/// A diffable update reconfigures what changed, reloads only what needs another kind of cell,
/// and leaves inserts and deletes to the data source.
final class SnapshotUpdatePlannerTests: XCTestCase {
    private let iOS16 = OSVersion(major: 16)
    private let iOS14 = OSVersion(major: 14)

    private func score(_ version: Int?, _ name: String = "ScoreView", swiftUI: Bool = true) -> ItemUpdate.Item {
        ItemUpdate.Item(className: name, isSwiftUIBacked: swiftUI, version: version)
    }

    func testTheFirstApplyChangesNothingUIKitDoesNotAlreadyDo() {
        var planner = SnapshotUpdatePlanner<String>()
        XCTAssertEqual(
            planner.plan(items: [("a", score(1)), ("b", score(1))], withCells: ["a"], osVersion: iOS16), .init())
    }

    func testOnlyChangedItemsAreReconfiguredInSnapshotOrder() {
        var planner = SnapshotUpdatePlanner<String>()
        _ = planner.plan(items: [("a", score(1)), ("b", score(1)), ("c", score(1))], withCells: [], osVersion: iOS16)
        let plan = planner.plan(
            items: [("c", score(2)), ("b", score(1)), ("a", score(2))], withCells: [], osVersion: iOS16)
        XCTAssertEqual(plan.reconfigure, ["c", "a"])
        XCTAssertEqual(plan.reload, [])
    }

    func testInsertedAndDeletedItemsAreTheDataSourcesBusiness() {
        var planner = SnapshotUpdatePlanner<String>()
        _ = planner.plan(items: [("a", score(1)), ("gone", score(1))], withCells: [], osVersion: iOS16)
        let plan = planner.plan(items: [("new", score(1)), ("a", score(1))], withCells: [], osVersion: iOS16)
        XCTAssertEqual(plan, .init())
        XCTAssertEqual(Set(planner.items.keys), ["new", "a"], "the deleted item is forgotten")
    }

    func testAnItemMigratedToSwiftUIBetweenTwoAppliesIsReloaded() {
        var planner = SnapshotUpdatePlanner<String>()
        _ = planner.plan(items: [("a", score(1, "ScoreCell", swiftUI: false))], withCells: ["a"], osVersion: iOS16)
        XCTAssertEqual(planner.plan(items: [("a", score(1))], withCells: ["a"], osVersion: iOS16).reload, ["a"])
    }

    /// Items with no cell are neither replaced nor reloaded on iOS 14: a long feed scrolled far down
    /// reloads nothing off screen on each apply.
    func testOnIOS14OnlyChangedItemsWithACellAreReplacedInPlace() {
        var planner = SnapshotUpdatePlanner<Int>()
        _ = planner.plan(items: [(1, score(1)), (2, score(1)), (3, score(1))], withCells: [1, 2], osVersion: iOS14)
        let plan = planner.plan(items: [(1, score(2)), (2, score(2)), (3, score(2))], withCells: [2], osVersion: iOS14)
        XCTAssertEqual(plan.replaceContentInPlace, [2])
        XCTAssertEqual(plan.reconfigure, [])
        XCTAssertEqual(plan.reload, [])
    }

    func testTheNewVersionIsWhatTheNextApplyComparesWith() {
        var planner = SnapshotUpdatePlanner<String>()
        _ = planner.plan(items: [("a", score(1))], withCells: [], osVersion: iOS16)
        _ = planner.plan(items: [("a", score(2))], withCells: [], osVersion: iOS16)
        XCTAssertEqual(planner.plan(items: [("a", score(2))], withCells: [], osVersion: iOS16), .init())
    }
}
