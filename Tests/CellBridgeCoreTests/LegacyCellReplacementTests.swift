import CellBridgeCore
import XCTest

/// The reverse bridge must show the cell the current view model names, even when SwiftUI keeps a
/// view alive for another item (`ForEach(items.indices, id: \.self)` after an insert).
final class LegacyCellReplacementTests: XCTestCase {
    func testTheSameCellIsReconfigured() {
        XCTAssertEqual(LegacyCellReplacement.decision(showing: "ProfileCell", updatedWith: "ProfileCell"), .reconfigure)
    }

    func testAnotherClassNameReplacesTheCell() {
        XCTAssertEqual(
            LegacyCellReplacement.decision(showing: "ProfileCell", updatedWith: "PromotionCell"), .replaceCell)
    }

    func testClassNamesAreComparedExactly() {
        XCTAssertEqual(LegacyCellReplacement.decision(showing: "ProfileCell", updatedWith: "profileCell"), .replaceCell)
        XCTAssertEqual(
            LegacyCellReplacement.decision(showing: "Feed.ProfileCell", updatedWith: "ProfileCell"), .replaceCell)
    }
}
