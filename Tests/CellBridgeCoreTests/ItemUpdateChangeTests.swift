import CellBridgeCore
import XCTest

/// An item is left alone only when nothing about it changed. Two changes that are easy to miss:
/// a content version that goes back (an undo, an older revision from the server: the version is
/// the view model's to choose and need not grow), and an item that moved between legacy UIKit and
/// SwiftUI under the same `className` (a migration flag flipped between two applies), which needs
/// the other kind of cell.
final class ItemUpdateChangeTests: XCTestCase {
    private let iOS15 = OSVersion(major: 15)

    func testAVersionThatGoesBackIsAChange() {
        let shown = ItemUpdate.Item(className: "ScoreView", isSwiftUIBacked: true, version: 7)
        let undone = ItemUpdate.Item(className: "ScoreView", isSwiftUIBacked: true, version: 6)
        XCTAssertEqual(ItemUpdate.decision(from: shown, to: undone, osVersion: iOS15, hasCell: true), .reconfigure)
    }

    func testTheSameClassNameMovedToSwiftUIIsAReload() {
        let legacy = ItemUpdate.Item(className: "ScoreCell", isSwiftUIBacked: false, version: 1)
        let hosted = ItemUpdate.Item(className: "ScoreCell", isSwiftUIBacked: true, version: 1)
        for os in [OSVersion(major: 14), iOS15] {
            XCTAssertEqual(ItemUpdate.decision(from: legacy, to: hosted, osVersion: os, hasCell: true), .reload)
            XCTAssertEqual(ItemUpdate.decision(from: hosted, to: legacy, osVersion: os, hasCell: true), .reload)
        }
    }
}
