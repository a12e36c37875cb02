import CellBridgeCore

/// One hosting slot wired to a ``FakeUIKit``, the way the shell wires a cell to UIKit: every
/// event goes through the core and its commands are carried out on the fake.
struct HostingHarness {
    let world: FakeUIKit
    let slot: Int
    private(set) var lifecycle: HostingLifecycle

    init(
        world: FakeUIKit, slot: Int = 0, policy: ContainmentPolicy = .childViewController,
        leavesParentWhenNotDisplayed: Bool = true
    ) {
        self.world = world
        self.slot = slot
        lifecycle = HostingLifecycle(policy: policy, leavesParentWhenNotDisplayed: leavesParentWhenNotDisplayed)
    }

    /// Sends `event` as the shell would: first telling the core if its parent died meanwhile.
    @discardableResult
    mutating func send(_ event: HostingEvent) -> HostingCommands {
        if let parent = lifecycle.parent, !world.isAlive(parent) {
            world.apply(lifecycle.handle(.parentDeallocated), slot: slot)
        }
        let commands = lifecycle.handle(event)
        world.apply(commands, slot: slot)
        if event == .released { world.checkReleased(slot) }
        // UIKit's own transition still running decides the appearance until it ends (then `settle`).
        if event == .didEndDisplaying || event == .prepareForReuse, lifecycle.leavesParentWhenNotDisplayed,
            !lifecycle.leavesParentWhenSettled, !lifecycle.appearance.isTransitioning
        {
            world.checkLeftParent(slot)
        }
        return commands
    }
}
