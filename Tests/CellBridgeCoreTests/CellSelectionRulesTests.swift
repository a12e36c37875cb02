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

/// Rule: with controls and cell together, a control's tap never selects (UIKit's touch selection
/// is off), and a tap elsewhere selects through the content exactly as a user's tap on the cell
/// would: select, or deselect a selected cell where several may be selected; nothing where the
/// view allows no selection.
final class ContentControlsAndCellTests: XCTestCase {
    func testUIKitNeverSelectsOrHighlightsByTouchAndOnlyThisHandlingSelectsThroughTheContent() {
        XCTAssertFalse(CellSelectionRules.allowsSelection(for: .contentControlsAndCell))
        XCTAssertFalse(CellSelectionRules.allowsHighlight(for: .contentControlsAndCell))
        XCTAssertTrue(CellSelectionRules.contentSelectsCell(for: .contentControlsAndCell))
        XCTAssertFalse(CellSelectionRules.contentSelectsCell(for: .cellSelects))
        XCTAssertFalse(CellSelectionRules.contentSelectsCell(for: .contentHandlesTaps))
    }

    /// An app that forwards `shouldSelect` to the bridge by hand is asked for UIKit's touch and for
    /// the content's tap: the first must say no, the second yes, or the row never selects.
    func testTheBridgesAnswerToAContentTapAllowsOnlyContentSelectingCells() {
        XCTAssertTrue(CellSelectionRules.allowsSelection(for: .contentControlsAndCell, byContent: true))
        XCTAssertFalse(CellSelectionRules.allowsSelection(for: .contentControlsAndCell, byContent: false))
        XCTAssertFalse(CellSelectionRules.allowsSelection(for: .cellSelects, byContent: true))
        XCTAssertFalse(CellSelectionRules.allowsSelection(for: .contentHandlesTaps, byContent: true))
    }

    func testATapOutsideTheControlsSelectsAsAUsersTapOnTheCellWould() {
        for isSelected in [false, true] {
            for multiple in [false, true] {
                let step = ContentSelectionStep.forTap(
                    isSelected: isSelected, allowsSelection: true, allowsMultipleSelection: multiple)
                XCTAssertEqual(
                    step, isSelected && multiple ? .deselect : .select, "selected \(isSelected), multiple \(multiple)")
                XCTAssertEqual(
                    ContentSelectionStep.forTap(
                        isSelected: isSelected, allowsSelection: false, allowsMultipleSelection: multiple),
                    .nothing)
            }
        }
    }
}
