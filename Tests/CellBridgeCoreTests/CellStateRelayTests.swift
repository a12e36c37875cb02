import CellBridgeCore
import XCTest

final class CellStateRelayTests: XCTestCase {
    func testFirstChangeIsPublishedAndRepeatsAreNot() {
        var relay = CellStateRelay()
        XCTAssertEqual(relay.update(CellState(isHighlighted: true)), CellState(isHighlighted: true))
        XCTAssertNil(relay.update(CellState(isHighlighted: true)), "an unchanged state must not re-render SwiftUI")
        XCTAssertEqual(relay.publishCount, 1)
    }

    func testRestStateIsNotPublishedBeforeAnyChange() {
        var relay = CellStateRelay()
        XCTAssertNil(relay.update(.normal))
        XCTAssertEqual(relay.publishCount, 0)
    }

    func testReuseResetsSelectionSoNewContentDoesNotStartSelected() {
        var relay = CellStateRelay()
        _ = relay.update(CellState(isSelected: true))
        XCTAssertEqual(relay.prepareForReuse(), .normal)
        XCTAssertEqual(relay.current, .normal)
        XCTAssertNil(relay.prepareForReuse(), "a cell already at rest publishes nothing on reuse")
    }

    func testEveryFlagIsADistinctState() {
        let states = [
            CellState(isSelected: true), CellState(isHighlighted: true), CellState(isDisabled: true),
            CellState(isFocused: true), CellState(isEditing: true), CellState(isSwiped: true),
            CellState(isExpanded: true), CellState(isReordering: true), .normal,
        ]
        XCTAssertEqual(Set(states).count, states.count)
        XCTAssertEqual(CellState(isSelected: true, isHighlighted: true).description, "selected+highlighted")
        XCTAssertEqual(CellState.normal.description, "normal")
    }

    func testTheDescriptionNamesEverySetFlagInOrder() {
        let everything = CellState(
            isSelected: true, isHighlighted: true, isDisabled: true, isFocused: true, isEditing: true, isSwiped: true,
            isExpanded: true, isReordering: true)
        XCTAssertEqual(
            everything.description, "selected+highlighted+disabled+focused+editing+swiped+expanded+reordering")
    }

}
