import CellBridgeCore
import XCTest

/// Changed visible SwiftUI items are reconfigured, never reloaded, so their state and animations
/// survive an update; a reload only when another kind of cell is needed.
final class ItemUpdateTests: XCTestCase {
    private let iOS14 = OSVersion(major: 14, minor: 8)
    private let iOS15 = OSVersion(major: 15)
    private func item(_ name: String = "ScoreView", swiftUI: Bool = true, version: Int? = 1) -> ItemUpdate.Item {
        ItemUpdate.Item(className: name, isSwiftUIBacked: swiftUI, version: version)
    }

    func testAChangedItemIsReconfiguredFromIOS15() {
        XCTAssertEqual(
            ItemUpdate.decision(from: item(version: 1), to: item(version: 2), osVersion: iOS15, hasCell: true),
            .reconfigure)
        XCTAssertEqual(
            ItemUpdate.decision(from: item(version: 1), to: item(version: 2), osVersion: iOS15, hasCell: false),
            .reconfigure, "UIKit reconfigures only what it shows or prefetched; the rest is free")
    }

    /// Visible, prefetched or kept off screen: UIKit may show the cell without asking again.
    func testOnIOS14AChangedItemWithACellHasItsContentReplacedInPlace() {
        XCTAssertEqual(
            ItemUpdate.decision(from: item(version: 1), to: item(version: 2), osVersion: iOS14, hasCell: true),
            .replaceContentInPlace)
    }

    /// What iOS 15's reconfigure does to an item with no cell: nothing. A reload would drop the size
    /// UIKit measured for it, and the content above the screen would jump on every apply.
    func testOnIOS14AChangedItemWithNoCellIsLeftToTheCellProvider() {
        XCTAssertEqual(
            ItemUpdate.decision(from: item(version: 1), to: item(version: 2), osVersion: iOS14, hasCell: false),
            .keepCell)
        XCTAssertEqual(
            ItemUpdate.decision(from: item(version: nil), to: item(version: nil), osVersion: iOS14, hasCell: false),
            .keepCell, "no version to tell, no cell: still nothing to reload")
        XCTAssertEqual(
            ItemUpdate.decision(from: item(version: 2), to: item(version: 2), osVersion: iOS14, hasCell: false),
            .keepCell, "unchanged: nothing to reload")
    }

    /// A cell left alone keeps observing the object it was configured with: a new object is configured
    /// again even with an equal version; a value type (no object) with an equal version is not.
    func testANewViewModelObjectWithAnEqualVersionIsConfiguredAgain() {
        final class Model {}
        let first = Model()
        let second = Model()
        let old = ItemUpdate.Item(
            className: "ScoreView", isSwiftUIBacked: true, version: 5, instance: ObjectIdentifier(first))
        var new = old
        new.instance = ObjectIdentifier(second)
        XCTAssertEqual(ItemUpdate.decision(from: old, to: new, osVersion: iOS15, hasCell: true), .reconfigure)
        XCTAssertEqual(
            ItemUpdate.decision(from: old, to: new, osVersion: iOS14, hasCell: true), .replaceContentInPlace)
        XCTAssertEqual(ItemUpdate.decision(from: old, to: old, osVersion: iOS15, hasCell: true), .keepCell)
        XCTAssertEqual(
            ItemUpdate.decision(from: item(version: 5), to: item(version: 5), osVersion: iOS15, hasCell: true),
            .keepCell)
        withExtendedLifetime((first, second)) {}
    }

    func testAnUnchangedVersionLeavesTheCellAlone() {
        for os in [iOS14, iOS15] {
            XCTAssertEqual(
                ItemUpdate.decision(from: item(version: 5), to: item(version: 5), osVersion: os, hasCell: true),
                .keepCell)
        }
    }

    func testWithoutAVersionTheItemMayHaveChangedAndIsReconfigured() {
        XCTAssertEqual(
            ItemUpdate.decision(from: item(version: nil), to: item(version: nil), osVersion: iOS15, hasCell: true),
            .reconfigure)
        XCTAssertEqual(
            ItemUpdate.decision(from: item(version: 3), to: item(version: nil), osVersion: iOS15, hasCell: true),
            .reconfigure)
    }

    func testAnotherKindOfCellIsAReloadOnEveryOS() {
        for os in [iOS14, iOS15] {
            XCTAssertEqual(
                ItemUpdate.decision(
                    from: item("ScoreCell", swiftUI: false), to: item("ScoreView"), osVersion: os, hasCell: true),
                .reload, "migrated between two applies: a hosting cell replaces the legacy one")
            XCTAssertEqual(
                ItemUpdate.decision(from: item("ScoreView"), to: item("OtherView"), osVersion: os, hasCell: false),
                .reload)
        }
    }

    func testReconfigureStartsAtIOS15() {
        XCTAssertEqual(ItemUpdate.reconfigureMinimumOS, OSVersion(major: 15))
        XCTAssertEqual(
            ItemUpdate.decision(
                from: item(version: 1), to: item(version: 2), osVersion: OSVersion(major: 14, minor: 9), hasCell: true
            ),
            .replaceContentInPlace)
    }
}

/// Rule: before iOS 16 UIKit measures only the cells it dequeues, and a reconfigure dequeues none:
/// reconfigured cells ask to resize there; from iOS 16 their own invalidation re-measures them.
final class ReconfiguredCellsResizeTests: XCTestCase {
    func testReconfiguredCellsAskToResizeBeforeIOS16Only() {
        XCTAssertTrue(ItemUpdate.reconfiguredCellsAskToResize(osVersion: OSVersion(major: 14)))
        XCTAssertTrue(ItemUpdate.reconfiguredCellsAskToResize(osVersion: OSVersion(major: 15, minor: 7)))
        XCTAssertFalse(ItemUpdate.reconfiguredCellsAskToResize(osVersion: OSVersion(major: 16)))
        XCTAssertFalse(ItemUpdate.reconfiguredCellsAskToResize(osVersion: OSVersion(major: 17)))
    }
}
