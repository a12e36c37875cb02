import CellBridgeCore
import XCTest

/// Plays seeded scrolling sessions the way UICollectionView really orders its callbacks —
/// dequeue from the reuse pool, configure, move into the window, measure, display, end display,
/// reload, `reloadData`, the screen's view controller replaced, cells trimmed from the pool —
/// and checks what a user would see after every step: every visible cell shows its content
/// and has appeared exactly once, no cell in the reuse pool counts as appeared, and no hosting
/// controller outlives its cell in the parent's children.
final class CollectionViewSimulationTests: XCTestCase {
    private static let sessions = 2_000
    private static let stepsPerSession = 120

    func testRealisticScrollingSessionsKeepEveryRule() {
        for seed in 0..<UInt64(Self.sessions) {
            var session = ScrollingSession(seed: 0x5C20_11ED_0000_0000 &+ seed)
            if let failure = session.run(steps: Self.stepsPerSession) {
                XCTFail("seed \(0x5C20_11ED_0000_0000 &+ seed): \(failure)")
                return
            }
        }
    }

    func testAScreenThatScrollsAThousandCellsKeepsAtMostItsCellsAsChildren() {
        var session = ScrollingSession(seed: 7)
        for _ in 0..<1_000 {
            session.scrollIn()
            if session.visible.count > 8 { session.scrollOut() }
        }
        XCTAssertNil(session.failure)
        XCTAssertLessThanOrEqual(session.world.childCount(of: session.parent), session.slots.count)
        XCTAssertLessThanOrEqual(session.slots.count, 12, "cells are reused, not created per item")
    }
}

/// One screen with a collection view, its reuse pool and its visible cells.
private struct ScrollingSession {
    let world = FakeUIKit()
    var random: SeededGenerator
    var parent: ParentID
    var parentCounter: UInt = 1
    var slots: [Int: HostingHarness] = [:]
    var visible: [Int] = []
    var pool: [Int] = []
    var nextSlot = 0
    var failure: String?

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
        parent = world.makeParent(1)
    }

    mutating func run(steps: Int) -> String? {
        for step in 0..<steps {
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<35: scrollIn()
            case 35..<65: scrollOut()
            case 65..<78: reloadVisibleItem()
            case 78..<84: contentAsksToResize()
            case 84..<88: reloadData()
            case 88..<92: trimPool()
            default: replaceScreenController()
            }
            if let failure { return "step \(step): \(failure)" }
        }
        for index in Array(slots.keys) { send(.released, to: index) }
        if world.childCount(of: parent) > 0 { return "controllers left in the parent after teardown" }
        return failure ?? world.violations.first
    }

    /// `cellForItemAt` + `willDisplay`: the responder chain is often empty while dequeuing.
    mutating func scrollIn() {
        let index: Int
        if let reused = pool.popLast() {
            index = reused
            send(.prepareForReuse, to: index)
        } else {
            index = nextSlot
            nextSlot += 1
            slots[index] = HostingHarness(world: world, slot: index)
        }
        send(.configure(parent: Bool.random(using: &random) ? parent : nil), to: index)
        send(.hierarchyChanged(parent: parent), to: index)
        send(.willMeasure(parent: parent), to: index)
        send(.willDisplay(parent: nil), to: index)
        visible.append(index)
        checkVisibleCells()
    }

    mutating func scrollOut() {
        guard !visible.isEmpty else { return }
        let index = visible.remove(at: Int.random(in: 0..<visible.count, using: &random))
        send(.didEndDisplaying, to: index)
        pool.append(index)
        if world.controller(index)?.appeared == true { failure = "cell \(index) in the reuse pool still appeared" }
    }

    /// `reconfigureItems` on a visible cell: new content, same controller, no containment churn.
    mutating func reloadVisibleItem() {
        guard let index = visible.randomElement(using: &random) else { return }
        let before = world.log.count
        send(.configure(parent: parent), to: index)
        if world.log[before...].contains(where: { $0.command.isContainmentOperation }) {
            failure = "reconfiguring visible cell \(index) touched containment"
        }
        checkVisibleCells()
    }

    mutating func contentAsksToResize() {
        guard let index = visible.randomElement(using: &random) else { return }
        send(.contentRequestedResize, to: index)
    }

    mutating func reloadData() {
        for index in visible {
            send(.didEndDisplaying, to: index)
            pool.append(index)
        }
        visible.removeAll()
        for _ in 0..<Int.random(in: 0..<6, using: &random) { scrollIn() }
    }

    /// UIKit lets go of pooled cells under memory pressure: they are deallocated.
    mutating func trimPool() {
        guard let index = pool.popLast() else { return }
        send(.released, to: index)
        slots[index] = nil
    }

    /// The screen is pushed again: a new view controller hosts the same cells.
    mutating func replaceScreenController() {
        world.deallocate(parent)
        parentCounter += 1
        parent = world.makeParent(parentCounter)
        for index in visible { send(.hierarchyChanged(parent: parent), to: index) }
        checkVisibleCells()
    }

    private mutating func send(_ event: HostingEvent, to index: Int) {
        slots[index]?.send(event)
        if failure == nil, let violation = world.violations.first { failure = violation }
    }

    private mutating func checkVisibleCells() {
        for index in visible {
            guard let controller = world.controller(index) else {
                failure = "visible cell \(index) hosts nothing"
                return
            }
            if !controller.viewInstalled { failure = "visible cell \(index) shows no content" }
            if !controller.appeared { failure = "visible cell \(index) never appeared" }
            if controller.parent != parent { failure = "visible cell \(index) is not a child of the screen" }
        }
    }
}
