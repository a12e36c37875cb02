import CellBridgeCore
import Foundation
import XCTest

/// Plays long seeded sequences of collection-view events against many hosting slots and
/// checks UIKit's rules after every step. A failure prints its seed and step so it replays:
/// `CELLBRIDGE_SEED=<seed> swift test --filter HostingLifecycleRandomizedTests`.
final class HostingLifecycleRandomizedTests: XCTestCase {
    private static let sequences = 10_000
    private static let stepsPerSequence = 80
    private static let slotsPerSequence = 6

    func testTenThousandRandomEventSequencesKeepEveryRule() {
        let seeds: [UInt64]
        if let fixed = Environment.seed {
            seeds = [fixed]
        } else {
            seeds = (0..<UInt64(Self.sequences)).map { 0xC311_B41D_0000_0000 &+ $0 }
        }
        for seed in seeds {
            if let failure = Self.play(seed: seed) {
                XCTFail("seed \(seed): \(failure) — replay with CELLBRIDGE_SEED=\(seed)")
                return
            }
        }
    }

    /// A deliberately broken rule must be caught, or the randomized test proves nothing.
    func testTheCheckerCatchesASlotThatIsNeverReleasedFromItsParent() {
        let world = FakeUIKit()
        let parent = world.makeParent(1)
        var lifecycle = HostingLifecycle()
        world.apply(lifecycle.handle(.configure(parent: parent)), slot: 0)
        world.checkReleased(0)  // released without running the core's release commands
        XCTAssertFalse(world.violations.isEmpty)
    }

    // MARK: Private

    private enum Environment {
        static var seed: UInt64? {
            guard let text = ProcessInfo.processInfo.environment["CELLBRIDGE_SEED"] else { return nil }
            return UInt64(text)
        }
    }

    /// One sequence: returns the first broken rule, or nil.
    private static func play(seed: UInt64) -> String? {
        var random = SeededGenerator(seed: seed)
        let world = FakeUIKit()
        var parentCounter: UInt = 1
        var parent: ParentID? = world.makeParent(parentCounter)
        var slots: [HostingHarness] = []
        var nextSlot = 0
        func newSlot() -> HostingHarness {
            defer { nextSlot += 1 }
            let policy: ContainmentPolicy =
                Int.random(in: 0..<10, using: &random) == 0 ? .viewOnly : .childViewController
            return HostingHarness(
                world: world, slot: nextSlot, policy: policy,
                leavesParentWhenNotDisplayed: Int.random(in: 0..<8, using: &random) != 0)
        }
        for _ in 0..<slotsPerSequence { slots.append(newSlot()) }

        var pendingTransitions: [(index: Int, appearing: Bool)] = []
        var uikitDriven: Set<Int> = []
        for step in 0..<stepsPerSequence {
            // A transition UIKit began ends now and then; the shell then settles the slot.
            if let transition = pendingTransitions.first, Bool.random(using: &random) {
                pendingTransitions.removeFirst()
                slots[transition.index].send(
                    .controllerAppearanceChanged(transition.appearing ? .appeared : .disappeared))
                if slots[transition.index].lifecycle.needsSettling { slots[transition.index].send(.settle) }
                if let violation = world.violations.first { return "step \(step) settle: \(violation)" }
            }
            let index = Int.random(in: 0..<slots.count, using: &random)
            // The responder chain often has no view controller yet (inside cellForItemAt).
            let found: ParentID? = Bool.random(using: &random) ? parent : nil
            let event: HostingEvent
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<20: event = .configure(parent: found)  // dequeue + configure, or reload
            case 20..<30: event = .hierarchyChanged(parent: found)
            case 30..<40: event = .willMeasure(parent: found)
            case 40..<55: event = .willDisplay(parent: found)
            case 55..<70: event = .didEndDisplaying
            case 70..<80: event = .prepareForReuse
            case 80..<83: event = .contentRequestedResize
            case 83..<85:
                // UIKit forwards a transition of the screen's to a contained controller: it begins
                // now and ends on a later step, and the shell settles what waited for it.
                let slot = slots[index].lifecycle
                guard slot.parent != nil, !slot.appearance.isTransitioning else { continue }
                let appearing = slot.appearance == .disappeared
                world.apply(
                    [.beginAppearanceTransition(isAppearing: appearing), .endAppearanceTransition],
                    slot: slots[index].slot)
                slots[index].send(.controllerAppearanceChanged(appearing ? .appearing : .disappearing))
                pendingTransitions.append((index, appearing))
                uikitDriven.insert(slots[index].slot)
                continue
            case 85..<90:
                // The screen's view controller goes away; a new one may come.
                if let current = parent { world.deallocate(current) }
                parentCounter += 1
                parent = Bool.random(using: &random) ? world.makeParent(parentCounter) : nil
                continue
            default: event = .released
            }
            if event == .released, let pending = pendingTransitions.firstIndex(where: { $0.index == index }) {
                // A cell goes away after the screen transition UIKit is forwarding to it has ended.
                let transition = pendingTransitions.remove(at: pending)
                slots[index].send(.controllerAppearanceChanged(transition.appearing ? .appeared : .disappeared))
                if slots[index].lifecycle.needsSettling { slots[index].send(.settle) }
            }
            let wasContained = slots[index].lifecycle.parent
            let hadController = slots[index].lifecycle.hasController
            let commands = slots[index].send(event)
            if let violation = world.violations.first { return "step \(step) \(event): \(violation)" }
            if let broken = checkRules(
                after: event, commands: commands, harness: slots[index], wasContained: wasContained,
                hadController: hadController, world: world, uikitDriven: uikitDriven)
            {
                return "step \(step) \(event): \(broken)"
            }
            if event == .released {
                pendingTransitions.removeAll { $0.index == index }
                slots[index] = newSlot()
            }
        }
        // Tear the screen down: UIKit ends the transitions it began, then every slot is released and
        // nothing may be left behind.
        for transition in pendingTransitions {
            slots[transition.index].send(.controllerAppearanceChanged(transition.appearing ? .appeared : .disappeared))
            if slots[transition.index].lifecycle.needsSettling { slots[transition.index].send(.settle) }
        }
        for index in slots.indices {
            slots[index].send(.released)
        }
        if let violation = world.violations.first { return "teardown: \(violation)" }
        for (parent, _) in world.children where world.childCount(of: parent) > 0 {
            return "teardown: \(world.childCount(of: parent)) controllers left in \(parent)'s children"
        }
        return nil
    }

    /// The rules that are about what must have happened, not only what must not.
    private static func checkRules(
        after event: HostingEvent, commands: HostingCommands, harness: HostingHarness, wasContained: ParentID?,
        hadController: Bool, world: FakeUIKit, uikitDriven: Set<Int>
    ) -> String? {
        let lifecycle = harness.lifecycle
        if lifecycle.isReleased { return nil }
        let controller = world.controller(harness.slot)
        // The core's view of containment is UIKit's.
        if controller?.parent != lifecycle.parent {
            return "core thinks parent \(String(describing: lifecycle.parent))"
        }
        // Reconfiguring a contained slot with the same (or no) parent never touches containment.
        if case .configure(let found) = event, hadController, let wasContained, found == nil || found == wasContained,
            world.isAlive(wasContained), commands.contains(where: \.isContainmentOperation)
        {
            return "reconfigure issued containment operations \(commands)"
        }
        // Content wanted on screen is a child of the live parent found for it (Epoxy's model)…
        if lifecycle.policy == .childViewController, lifecycle.hasController, lifecycle.wantsParent,
            let found = event.parentFound, world.isAlive(found), controller?.parent != found
        {
            return "wanted on screen but not a child of \(found)"
        }
        // …and content that ended display or was reused is no child of any screen, unless it waits
        // for an appearance transition to end.
        if !lifecycle.wantsParent, !lifecycle.leavesParentWhenSettled, controller?.parent != nil {
            return "a child of the screen while not displayed"
        }
        // Once a live parent is known, the controller is its child before sizing.
        if case .willMeasure(let found?) = event, lifecycle.hasController, lifecycle.wantsParent,
            lifecycle.policy == .childViewController, controller?.parent != found
        {
            return "measured before being attached to \(found)"
        }
        // Content wanted on screen (configured or displayed, until it ends display or is reused) is
        // hosted, parent or not…
        if lifecycle.hasController, lifecycle.wantsParent, controller?.viewInstalled != true {
            return "configured or displayed slot shows nothing"
        }
        // …and a controller that left its parent took its view along (Epoxy's removal).
        if !lifecycle.wantsParent, !lifecycle.leavesParentWhenSettled, controller?.leftParent == true,
            controller?.viewInstalled == true
        {
            return "view left in the slot after its controller left the screen"
        }
        // Appearance is exactly "displayed with content", for a slot whose appearance only the core
        // drove (UIKit forwards a screen's transitions to every child, displayed or not).
        if !uikitDriven.contains(harness.slot),
            (controller?.appeared ?? false) != (lifecycle.isDisplayed && lifecycle.hasController)
        {
            return "appearance \(controller?.appeared ?? false) while displayed \(lifecycle.isDisplayed)"
        }
        return nil
    }
}

extension HostingEvent {
    /// The parent the shell found for the event, for the events that carry one.
    fileprivate var parentFound: ParentID? {
        switch self {
        case .configure(let parent), .hierarchyChanged(let parent), .willMeasure(let parent), .willDisplay(let parent):
            return parent
        default:
            return nil
        }
    }
}
