import CellBridgeCore
import XCTest

/// One run-loop turn in which several cells' SwiftUI content asks to resize, played the way the
/// shell's resize scheduler plays it: each cell follows its own plan at once, and the container
/// is invalidated once per turn, after every request, with every requester (a table gets one
/// batch update, not one per cell and not none).
final class ResizeTurnTests: XCTestCase {
    private struct Turn {
        let planner: ResizePlanner
        let container: ContainerKind
        var coalescer = ResizeCoalescer<String>()
        private(set) var steps: [String] = []

        init(osVersion: OSVersion, container: ContainerKind) {
            planner = ResizePlanner(osVersion: osVersion)
            self.container = container
        }

        /// The scheduler's answer to one request: the cell's own steps now, the container's later.
        mutating func request(from cell: String) {
            let containerSteps = planner.containerActions(in: container)
            for action in planner.actions(in: container) where !containerSteps.contains(action) {
                steps.append("\(cell): \(action)")
            }
            if !containerSteps.isEmpty, coalescer.request(cell) { steps.append("schedule flush") }
        }

        /// The flush on the next main-queue turn.
        mutating func flush() {
            let cells = coalescer.flush()
            guard !cells.isEmpty else { return }
            for action in planner.containerActions(in: container) {
                steps.append("\(action) for \(cells.joined(separator: ", "))")
            }
        }
    }

    func testBeforeIOS16ATableRunsOneBatchUpdateForEveryCellThatAsked() {
        for os in [OSVersion(major: 14), OSVersion(major: 15, minor: 7, patch: 9)] {
            var turn = Turn(osVersion: os, container: .tableView)
            for cell in ["a", "b", "a", "c"] { turn.request(from: cell) }
            turn.flush()
            turn.flush()
            XCTAssertEqual(
                turn.steps,
                [
                    "a: invalidateHostedView", "schedule flush", "b: invalidateHostedView", "a: invalidateHostedView",
                    "c: invalidateHostedView", "tableBatchUpdate for a, b, c",
                ],
                "iOS \(os)")
        }
    }

    func testBeforeIOS16ACollectionInvalidatesItsLayoutOnceForEveryItemThatAsked() {
        var turn = Turn(osVersion: OSVersion(major: 15), container: .collectionView)
        for cell in ["a", "b"] { turn.request(from: cell) }
        turn.flush()
        XCTAssertEqual(
            turn.steps,
            [
                "a: invalidateHostedView", "schedule flush", "b: invalidateHostedView",
                "invalidateCollectionLayout for a, b",
            ])
    }

    func testFromIOS16EachCellInvalidatesItselfAndTheContainerIsLeftAlone() {
        for container in [ContainerKind.tableView, .collectionView] {
            var turn = Turn(osVersion: OSVersion(major: 16), container: container)
            for cell in ["a", "b"] { turn.request(from: cell) }
            turn.flush()
            XCTAssertEqual(
                turn.steps,
                [
                    "a: invalidateHostedView", "a: invalidateCellIntrinsicSize", "b: invalidateHostedView",
                    "b: invalidateCellIntrinsicSize",
                ],
                "\(container)")
        }
    }

    func testATurnAfterAFlushIsItsOwnBatch() {
        var turn = Turn(osVersion: OSVersion(major: 15), container: .tableView)
        turn.request(from: "a")
        turn.flush()
        turn.request(from: "a")
        turn.flush()
        XCTAssertEqual(
            turn.steps,
            [
                "a: invalidateHostedView", "schedule flush", "tableBatchUpdate for a", "a: invalidateHostedView",
                "schedule flush", "tableBatchUpdate for a",
            ])
    }
}
