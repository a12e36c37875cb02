import CellBridgeCore
import XCTest

/// A SwiftUI button in a cell must not also select the cell (the DTCollectionViewManager complaint).
final class CellSelectionRulesTests: XCTestCase {
    func testACellThatSelectsHighlightsAndSelects() {
        XCTAssertTrue(CellSelectionRules.allowsHighlight(for: .cellSelects))
        XCTAssertTrue(CellSelectionRules.allowsSelection(for: .cellSelects))
    }

    func testContentThatHandlesItsTapsNeverSelectsTheCell() {
        XCTAssertFalse(CellSelectionRules.allowsSelection(for: .contentHandlesTaps))
    }

    func testContentThatHandlesItsTapsNeverFlashesTheCellsHighlight() {
        XCTAssertFalse(CellSelectionRules.allowsHighlight(for: .contentHandlesTaps))
    }
}
