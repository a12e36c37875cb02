import CellBridgeCore
import XCTest

/// On iOS 14 the cells the bridge configures again are exactly the ones that still show the item:
/// a reused cell never gets the old item's new content, a freed one is never touched.
final class ItemCellsTests: XCTestCase {
    private final class Cell {}

    func testACellIsTheItemsUntilTheProviderHandsItAnotherItem() {
        var cells = ItemCells<String, Cell>()
        let cell = Cell()
        cells.provided(cell, for: "a")
        XCTAssertTrue(cells.cell(for: "a") === cell)
        cells.provided(cell, for: "b")
        XCTAssertNil(cells.cell(for: "a"), "reused for b: configuring it with a's content would show a in b's place")
        XCTAssertTrue(cells.cell(for: "b") === cell)
    }

    func testAnItemGivenANewCellNoLongerOwnsItsOldOne() {
        var cells = ItemCells<String, Cell>()
        let old = Cell()
        let new = Cell()
        cells.provided(old, for: "a")
        cells.provided(new, for: "a")
        XCTAssertTrue(cells.cell(for: "a") === new)
        cells.provided(old, for: "b")
        XCTAssertTrue(cells.cell(for: "a") === new, "the old cell going to b leaves a's new cell alone")
    }

    func testFreedCellsAndGoneItemsAreForgotten() {
        var cells = ItemCells<String, Cell>()
        let kept = Cell()
        cells.provided(kept, for: "kept")
        cells.provided(Cell(), for: "freed")
        cells.provided(Cell(), for: "gone")
        XCTAssertNil(cells.cell(for: "freed"))
        cells.keepOnly(["kept", "freed"])
        XCTAssertTrue(cells.cell(for: "kept") === kept)
        XCTAssertNil(cells.cell(for: "gone"))
        cells.provided(kept, for: "other")
        XCTAssertNil(cells.cell(for: "kept"), "the reverse record survives pruning")
    }

    /// Random provider histories: an item's cell is the last cell provided for it, unless a later
    /// provide gave that cell to another item or a later prune dropped the item.
    func testRandomHistoriesMatchAPlainModel() {
        enum Step {
            case provided(cell: Int, item: Int)
            case keptOnly(Set<Int>)
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            var cells = ItemCells<Int, Cell>()
            let pool = (0..<4).map { _ in Cell() }
            var history: [Step] = []
            for _ in 0..<30 {
                if Int.random(in: 0..<10, using: &generator) == 0 {
                    let keep = Set((0..<6).filter { _ in Bool.random(using: &generator) })
                    cells.keepOnly(keep)
                    history.append(.keptOnly(keep))
                } else {
                    let cell = Int.random(in: 0..<4, using: &generator)
                    let item = Int.random(in: 0..<6, using: &generator)
                    cells.provided(pool[cell], for: item)
                    history.append(.provided(cell: cell, item: item))
                }
            }
            for item in 0..<6 {
                var expected: Int?
                for step in history {
                    switch step {
                    case .provided(let cell, item):
                        expected = cell
                    case .provided(let cell, _) where cell == expected:
                        expected = nil
                    case .keptOnly(let keep) where !keep.contains(item):
                        expected = nil
                    default:
                        break
                    }
                }
                XCTAssertTrue(cells.cell(for: item) === expected.map { pool[$0] }, "item \(item) after \(history)")
            }
        }
    }
}
