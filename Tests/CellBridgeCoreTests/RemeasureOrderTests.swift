import CellBridgeCore
import XCTest

/// From iOS 15.2 `UIHostingController` applies a new root view during its view's
/// `layoutSubviews`. A reused cell takes its own item's height only when the hosted view is laid
/// out first and its intrinsic size invalidated after (Epoxy PRs #152/#155); the other order lets
/// Auto Layout read the previous item's size in the constraint pass.
final class RemeasureOrderTests: XCTestCase {
    private var world = FakeUIKit()
    private lazy var parent = world.makeParent(1)

    override func tearDown() {
        XCTAssertEqual(world.violations, [], "UIKit rules broken")
        super.tearDown()
    }

    func testEveryRootViewSwapIsLaidOutThenInvalidated() {
        var slot = HostingHarness(world: world)
        for _ in 0..<3 {
            let commands = slot.send(.configure(parent: parent))
            XCTAssertEqual(Array(commands.suffix(2)), [.forceLayout, .invalidateIntrinsicSize])
        }
    }

    func testAResizeRequestIsLaidOutThenInvalidated() {
        var slot = HostingHarness(world: world)
        slot.send(.configure(parent: parent))
        XCTAssertEqual(slot.send(.contentRequestedResize), [.forceLayout, .invalidateIntrinsicSize])
    }

    func testNothingToMeasureBeforeTheFirstContent() {
        var slot = HostingHarness(world: world)
        XCTAssertEqual(slot.send(.contentRequestedResize), [])
    }

    func testTheFakeCatchesTheWrongOrder() {
        let world = FakeUIKit()
        world.apply([.createController, .addView, .invalidateIntrinsicSize, .forceLayout], slot: 0)
        XCTAssertFalse(world.violations.isEmpty, "invalidating before the layout must be reported")
    }

    /// The longest list one event can produce: a reconfigure of a displayed, disappeared cell that
    /// finds a new parent. It must fit the inline storage.
    func testTheLongestCommandListFitsTheInlineStorage() {
        let other = world.makeParent(2)
        var slot = HostingHarness(world: world)
        slot.send(.configure(parent: parent))
        slot.send(.willDisplay(parent: nil))
        world.uikitDisappears(slot.slot)
        slot.send(.controllerAppearanceChanged(.disappeared))
        let commands = slot.send(.configure(parent: other))
        XCTAssertEqual(
            commands,
            [
                .replaceRootView, .willMoveToNilParent, .removeFromParent, .addChild(other), .didMoveToParent(other),
                .beginAppearanceTransition(isAppearing: true), .endAppearanceTransition, .forceLayout,
                .invalidateIntrinsicSize,
            ])
        XCTAssertEqual(commands.count, HostingCommands.capacity)
    }
}
