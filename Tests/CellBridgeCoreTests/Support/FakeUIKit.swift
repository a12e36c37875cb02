import CellBridgeCore

/// A recording stand-in for UIKit's view-controller containment and appearance machinery.
///
/// It carries out ``HostingCommand``s the way UIKit would and records every breach of the rules
/// UIKit relies on (and that real apps crash or misbehave on): a second controller for a slot,
/// a child with two parents, `didMove(toParent:)` out of order, a removal out of order, an
/// unbalanced appearance transition, a controller left in a parent's children after release.
final class FakeUIKit {
    struct Controller {
        var parent: ParentID?
        var viewInstalled = false
        var appeared = false
        var rootViewReplacements = 0
        var released = false
        /// True once the controller left a parent, until it joins one again.
        var leftParent = false
    }

    private(set) var controllers: [Int: Controller] = [:]
    private(set) var children: [ParentID: Set<Int>] = [:]
    private(set) var aliveParents: Set<ParentID> = []
    private(set) var violations: [String] = []
    private(set) var log: [(slot: Int, command: HostingCommand)] = []

    func makeParent(_ raw: UInt) -> ParentID {
        let parent = ParentID(rawValue: raw)
        aliveParents.insert(parent)
        children[parent] = children[parent] ?? []
        return parent
    }

    func isAlive(_ parent: ParentID) -> Bool { aliveParents.contains(parent) }

    /// A parent view controller is deallocated: UIKit drops its children with it.
    func deallocate(_ parent: ParentID) {
        aliveParents.remove(parent)
        for slot in children[parent] ?? [] { controllers[slot]?.parent = nil }
        children[parent] = nil
    }

    func controller(_ slot: Int) -> Controller? { controllers[slot] }

    /// UIKit's own forwarding disappeared a contained controller (its parent disappeared, e.g. a
    /// screen was pushed over it), without the core asking.
    func uikitDisappears(_ slot: Int) { controllers[slot]?.appeared = false }

    func childCount(of parent: ParentID) -> Int { children[parent]?.count ?? 0 }

    /// Carries out one event's commands for `slot`, in order.
    func apply(_ commands: HostingCommands, slot: Int) {
        var previous: HostingCommand?
        var beforePrevious: HostingCommand?
        for command in commands {
            log.append((slot, command))
            check(command, slot: slot, previous: previous, beforePrevious: beforePrevious)
            beforePrevious = previous
            previous = command
        }
        if case .beginAppearanceTransition = previous { fail(slot, "appearance transition begun but never ended") }
        let swapsContent = commands.contains(.createController) || commands.contains(.replaceRootView)
        if swapsContent, Array(commands.suffix(2)) != [.forceLayout, .invalidateIntrinsicSize] {
            fail(
                slot,
                "new content not laid out and re-measured (force layout, then invalidate) before the cell is sized")
        }
        if previous == .willMoveToNilParent { fail(slot, "willMove(toParent: nil) not followed by a removal") }
    }

    /// Marks a slot whose cell is gone; checks nothing of it is left behind.
    func checkReleased(_ slot: Int) {
        guard var controller = controllers[slot] else { return }
        if controller.parent != nil { fail(slot, "released slot's controller still has a parent") }
        if children.values.contains(where: { $0.contains(slot) }) { fail(slot, "released controller left in children") }
        if controller.viewInstalled { fail(slot, "released slot's view still installed") }
        if controller.appeared { fail(slot, "released while appeared (unbalanced onAppear)") }
        controller.released = true
        controllers[slot] = controller
    }

    /// A slot whose content ended display or was reused: its controller is no child of any screen
    /// (only displayed content's controllers are, Epoxy's model), and it took its view along.
    func checkLeftParent(_ slot: Int) {
        guard let controller = controllers[slot] else { return }
        if controller.parent != nil { fail(slot, "still a child of the screen after it ended display or was reused") }
        if controller.leftParent, controller.viewInstalled { fail(slot, "left the screen but its view stayed") }
        if controller.appeared { fail(slot, "still appeared after it ended display or was reused") }
    }

    func fail(_ slot: Int, _ message: String) {
        violations.append("slot \(slot): \(message)")
    }

    // MARK: Private

    private func check(_ command: HostingCommand, slot: Int, previous: HostingCommand?, beforePrevious: HostingCommand?)
    {
        if command != .createController, controllers[slot] == nil {
            fail(slot, "\(command) before the controller exists")
            return
        }
        switch command {
        case .createController:
            if controllers[slot] != nil { fail(slot, "a second controller for one slot") }
            controllers[slot] = Controller()
        case .addChild(let parent):
            if controllers[slot]?.parent != nil { fail(slot, "addChild while it already has a parent (two parents)") }
            if !aliveParents.contains(parent) { fail(slot, "addChild to a deallocated parent") }
            controllers[slot]?.parent = parent
            controllers[slot]?.leftParent = false
            children[parent, default: []].insert(slot)
        case .addView:
            if controllers[slot]?.viewInstalled == true { fail(slot, "view added twice") }
            controllers[slot]?.viewInstalled = true
            controllers[slot]?.leftParent = false
        case .didMoveToParent(let parent):
            let ordered = previous == .addChild(parent) || (previous == .addView && beforePrevious == .addChild(parent))
            if !ordered { fail(slot, "didMove(toParent:) not right after addChild (and the view)") }
            if controllers[slot]?.parent != parent { fail(slot, "didMove(toParent:) to a parent it is not a child of") }
            if controllers[slot]?.viewInstalled != true { fail(slot, "didMove(toParent:) before the view is added") }
        case .replaceRootView:
            controllers[slot]?.rootViewReplacements += 1
        case .forceLayout:
            if controllers[slot]?.viewInstalled != true { fail(slot, "laying out a view that is not installed") }
        case .invalidateIntrinsicSize:
            if controllers[slot]?.viewInstalled != true { fail(slot, "sizing a view that is not installed") }
            // iOS 15.2+: invalidating before the forced layout lets Auto Layout read the previous
            // content's intrinsic size (a reused cell keeps the old item's height).
            if previous != .forceLayout { fail(slot, "intrinsic size invalidated before the forced layout") }
        case .beginAppearanceTransition(let appearing):
            if controllers[slot]?.appeared == appearing {
                fail(slot, appearing ? "appeared twice without disappearing" : "disappeared without appearing")
            }
            controllers[slot]?.appeared = appearing
        case .endAppearanceTransition:
            guard case .beginAppearanceTransition = previous else {
                fail(slot, "endAppearanceTransition without begin")
                return
            }
        case .willMoveToNilParent:
            if controllers[slot]?.parent == nil { fail(slot, "willMove(toParent: nil) without a parent") }
        case .removeView:
            if controllers[slot]?.viewInstalled != true { fail(slot, "removing a view that is not installed") }
            if controllers[slot]?.parent != nil, previous != .willMoveToNilParent {
                fail(slot, "view removed from a contained controller before willMove(toParent: nil)")
            }
            controllers[slot]?.viewInstalled = false
        case .removeFromParent:
            let ordered =
                previous == .willMoveToNilParent || (previous == .removeView && beforePrevious == .willMoveToNilParent)
            if !ordered { fail(slot, "removeFromParent without willMove(toParent: nil) first") }
            controllers[slot]?.leftParent = true
            if let parent = controllers[slot]?.parent {
                children[parent]?.remove(slot)
            } else {
                fail(slot, "removeFromParent without a parent")
            }
            controllers[slot]?.parent = nil
        }
    }
}
