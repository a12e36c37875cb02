import CellBridgeCore
import XCTest

final class HostingLifecycleTests: XCTestCase {
    private var world = FakeUIKit()
    private lazy var parent = world.makeParent(1)

    override func tearDown() {
        XCTAssertEqual(world.violations, [], "UIKit rules broken")
        super.tearDown()
    }

    // MARK: Containment order

    func testFirstConfigureWithParentAddsChildThenViewThenDidMove() {
        var slot = HostingHarness(world: world)
        XCTAssertEqual(
            slot.send(.configure(parent: parent)),
            [
                .createController, .addChild(parent), .addView, .didMoveToParent(parent), .forceLayout,
                .invalidateIntrinsicSize,
            ])
        XCTAssertEqual(world.childCount(of: parent), 1)
    }

    func testReleaseWillMoveToNilThenRemovesViewThenRemovesFromParent() {
        var slot = HostingHarness(world: world)
        slot.send(.configure(parent: parent))
        XCTAssertEqual(slot.send(.released), [.willMoveToNilParent, .removeView, .removeFromParent])
        XCTAssertEqual(world.childCount(of: parent), 0, "a released controller must not stay in parent.children")
    }

    func testMovingToAnotherParentLeavesTheOldOneFirst() {
        let other = world.makeParent(2)
        var slot = HostingHarness(world: world)
        slot.send(.configure(parent: parent))
        XCTAssertEqual(
            slot.send(.hierarchyChanged(parent: other)),
            [.willMoveToNilParent, .removeFromParent, .addChild(other), .didMoveToParent(other)])
        XCTAssertEqual(world.childCount(of: parent), 0)
        XCTAssertEqual(world.childCount(of: other), 1)
    }

    func testLosingTheResponderChainForAMomentNeverDetaches() {
        var slot = HostingHarness(world: world)
        slot.send(.configure(parent: parent))
        XCTAssertEqual(slot.send(.hierarchyChanged(parent: nil)), [])
        XCTAssertEqual(slot.send(.configure(parent: nil)), [.replaceRootView, .forceLayout, .invalidateIntrinsicSize])
        XCTAssertEqual(world.controller(0)?.parent, parent)
    }

    // MARK: Attaching early and late

    func testWithoutParentTheViewIsHostedSoFirstSizingSeesContent() {
        var slot = HostingHarness(world: world)
        XCTAssertEqual(
            slot.send(.configure(parent: nil)), [.createController, .addView, .forceLayout, .invalidateIntrinsicSize])
        XCTAssertEqual(world.controller(0)?.viewInstalled, true)
        XCTAssertNil(world.controller(0)?.parent)
    }

    func testParentFoundWhenTheCellReachesAWindowAttachesThen() {
        var slot = HostingHarness(world: world)
        slot.send(.configure(parent: nil))
        XCTAssertEqual(slot.send(.hierarchyChanged(parent: nil)), [], "still no parent: retry later, no command")
        XCTAssertEqual(slot.send(.hierarchyChanged(parent: parent)), [.addChild(parent), .didMoveToParent(parent)])
        XCTAssertEqual(world.controller(0)?.parent, parent)
    }

    func testAttachesRightBeforeTheFirstMeasureWhenAParentIsFound() {
        var slot = HostingHarness(world: world)
        slot.send(.configure(parent: nil))
        XCTAssertEqual(slot.send(.willMeasure(parent: parent)), [.addChild(parent), .didMoveToParent(parent)])
        XCTAssertEqual(slot.send(.willMeasure(parent: parent)), [], "attached once, not on every measure")
    }

    func testEventsBeforeAnyContentDoNothing() {
        var slot = HostingHarness(world: world)
        for event: HostingEvent in [
            .hierarchyChanged(parent: parent), .willMeasure(parent: parent), .contentRequestedResize,
            .didEndDisplaying, .prepareForReuse, .parentDeallocated,
        ] {
            XCTAssertEqual(slot.send(event), [], "\(event) before content")
        }
        XCTAssertNil(world.controller(0))
    }

    // MARK: Reuse

    func testReconfigureReplacesRootViewWithNoContainmentOperation() {
        var slot = HostingHarness(world: world)
        slot.send(.configure(parent: parent))
        slot.send(.willDisplay(parent: parent))
        let commands = slot.send(.configure(parent: parent))
        XCTAssertEqual(commands, [.replaceRootView, .forceLayout, .invalidateIntrinsicSize])
        XCTAssertEqual(commands.filter(\.isContainmentOperation).count, 0)
    }

    /// Epoxy's model: the controller leaves the screen's children with its view when its content
    /// ends display, and joins them again with its next content.
    func testAReusedCellRejoinsItsParentWithItsNextContentOnly() {
        var slot = HostingHarness(world: world)
        slot.send(.configure(parent: parent))
        slot.send(.willDisplay(parent: parent))
        XCTAssertEqual(
            slot.send(.didEndDisplaying),
            [
                .beginAppearanceTransition(isAppearing: false), .endAppearanceTransition, .willMoveToNilParent,
                .removeView, .removeFromParent,
            ])
        XCTAssertEqual(world.childCount(of: parent), 0, "a cell in the reuse pool is no child of the screen")
        XCTAssertEqual(
            world.controller(0)?.viewInstalled, false, "no controller's view in a window without its containment")
        XCTAssertEqual(slot.send(.prepareForReuse), [])
        XCTAssertEqual(slot.send(.hierarchyChanged(parent: parent)), [], "moving in the pool joins nothing")
        XCTAssertEqual(slot.send(.willMeasure(parent: parent)), [], "nor being measured before new content")
        XCTAssertEqual(
            slot.send(.configure(parent: parent)),
            [
                .replaceRootView, .addChild(parent), .addView, .didMoveToParent(parent), .forceLayout,
                .invalidateIntrinsicSize,
            ])
        XCTAssertEqual(world.childCount(of: parent), 1)
    }

    /// A collection view may display a cell again without dequeuing it (prefetching): it joins its
    /// parent again, its view with it, before it appears.
    func testACellDisplayedAgainWithoutADequeueRejoinsItsParentBeforeAppearing() {
        var slot = HostingHarness(world: world)
        slot.send(.configure(parent: parent))
        slot.send(.willDisplay(parent: parent))
        slot.send(.didEndDisplaying)
        XCTAssertEqual(
            slot.send(.willDisplay(parent: parent)),
            [
                .addChild(parent), .addView, .didMoveToParent(parent), .beginAppearanceTransition(isAppearing: true),
                .endAppearanceTransition,
            ])
        XCTAssertTrue(world.violations.isEmpty, "\(world.violations)")
    }

    /// A controller never leaves its parent in the middle of an appearance transition (it would
    /// never get `viewDidAppear`, and nothing would appear it afterwards): it leaves once the
    /// transition ends, when the shell sends `settle`.
    func testAControllerMidTransitionLeavesItsParentOnlyOnceTheTransitionEnds() {
        var slot = HostingHarness(world: world)
        slot.send(.configure(parent: parent))
        slot.send(.controllerAppearanceChanged(.appearing))  // UIKit forwards the screen's appearance
        XCTAssertEqual(slot.send(.didEndDisplaying), [], "nothing mid-transition")
        XCTAssertEqual(world.childCount(of: parent), 1)
        XCTAssertFalse(slot.lifecycle.needsSettling, "still transitioning")
        slot.send(.controllerAppearanceChanged(.appeared))
        XCTAssertTrue(slot.lifecycle.needsSettling)
        world.apply([.beginAppearanceTransition(isAppearing: true), .endAppearanceTransition], slot: 0)  // UIKit's
        XCTAssertEqual(
            slot.send(.settle),
            [
                .beginAppearanceTransition(isAppearing: false), .endAppearanceTransition, .willMoveToNilParent,
                .removeView, .removeFromParent,
            ])
        XCTAssertEqual(world.childCount(of: parent), 0)
        XCTAssertFalse(slot.lifecycle.needsSettling)
        XCTAssertEqual(slot.send(.settle), [], "settling twice does nothing")
    }

    func testNothingNeedsSettlingUntilALeaveWaitsForATransition() {
        var lifecycle = HostingLifecycle()
        XCTAssertFalse(lifecycle.needsSettling, "a fresh slot schedules nothing")
        lifecycle.handle(.configure(parent: parent))
        XCTAssertFalse(lifecycle.needsSettling)
    }

    /// The default is a reusable view's: it leaves its parent when it ends display.
    func testByDefaultASlotLeavesItsParentWhenItEndsDisplay() {
        var lifecycle = HostingLifecycle()
        lifecycle.handle(.configure(parent: parent))
        XCTAssertTrue(lifecycle.handle(.didEndDisplaying).contains(.removeFromParent))
    }

    /// A settle the shell scheduled can arrive late: after the content was wanted again (nothing to
    /// leave), or while a new transition runs (it waits for that one too).
    func testALateSettleLeavesNothingItShouldNot() {
        var slot = HostingHarness(world: world)
        slot.send(.configure(parent: parent))
        slot.send(.controllerAppearanceChanged(.appearing))
        slot.send(.didEndDisplaying)
        slot.send(.controllerAppearanceChanged(.appeared))
        XCTAssertTrue(slot.lifecycle.needsSettling)
        slot.send(.configure(parent: parent))  // wanted again before the settle runs
        XCTAssertEqual(slot.send(.settle), [], "nothing to leave, nothing to disappear")

        var other = HostingHarness(world: world, slot: 1)
        other.send(.configure(parent: parent))
        other.send(.controllerAppearanceChanged(.appearing))
        other.send(.didEndDisplaying)
        other.send(.controllerAppearanceChanged(.appeared))
        other.send(.controllerAppearanceChanged(.disappearing))  // UIKit begins another before the settle
        XCTAssertEqual(other.send(.settle), [], "never mid-transition")
        XCTAssertEqual(world.childCount(of: parent), 2)
    }

    func testContentWantedAgainBeforeTheTransitionEndsStaysWithoutSettling() {
        var slot = HostingHarness(world: world)
        slot.send(.configure(parent: parent))
        slot.send(.controllerAppearanceChanged(.appearing))
        slot.send(.didEndDisplaying)
        slot.send(.configure(parent: parent))
        slot.send(.controllerAppearanceChanged(.appeared))
        XCTAssertFalse(slot.lifecycle.needsSettling)
        XCTAssertEqual(world.childCount(of: parent), 1)
    }

    /// A standalone hosting view is a child of its screen for its whole life, as any child
    /// controller is; its appearance follows the window, and it never leaves mid-screen.
    func testAStandaloneSlotStaysAChildWhenItLeavesTheWindow() {
        var slot = HostingHarness(world: world, leavesParentWhenNotDisplayed: false)
        slot.send(.configure(parent: parent))
        slot.send(.willDisplay(parent: parent))
        XCTAssertEqual(
            slot.send(.didEndDisplaying), [.beginAppearanceTransition(isAppearing: false), .endAppearanceTransition])
        XCTAssertEqual(world.childCount(of: parent), 1)
        XCTAssertEqual(slot.send(.released).filter(\.isContainmentOperation).count, 3)
    }

    func testOneControllerForTheSlotsWholeLife() {
        var slot = HostingHarness(world: world)
        for _ in 0..<100 {
            slot.send(.prepareForReuse)
            slot.send(.configure(parent: parent))
        }
        XCTAssertEqual(world.log.filter { $0.command == .createController }.count, 1)
        XCTAssertEqual(world.controller(0)?.rootViewReplacements, 99)
    }

    func testPrepareForReuseDoesNotDetourThroughEmptyContent() {
        var slot = HostingHarness(world: world)
        slot.send(.configure(parent: parent))
        XCTAssertEqual(
            slot.send(.prepareForReuse), [.willMoveToNilParent, .removeView, .removeFromParent],
            "no EmptyView root swap: the controller leaves with its view, in UIKit's order")
    }

    func testReconfigureInvalidatesSizeSoTheCellIsMeasuredWithNewContent() {
        var slot = HostingHarness(world: world)
        slot.send(.configure(parent: parent))
        XCTAssertEqual(slot.send(.configure(parent: parent)).last, .invalidateIntrinsicSize)
    }

    func testContentAskingToResizeInvalidatesSize() {
        var slot = HostingHarness(world: world)
        slot.send(.configure(parent: parent))
        XCTAssertEqual(slot.send(.contentRequestedResize), [.forceLayout, .invalidateIntrinsicSize])
    }

    // MARK: Missing and deallocated parents

    func testDeallocatedParentDegradesToHostingWithoutContainment() {
        var slot = HostingHarness(world: world)
        slot.send(.configure(parent: parent))
        world.deallocate(parent)
        XCTAssertEqual(slot.send(.configure(parent: nil)), [.replaceRootView, .forceLayout, .invalidateIntrinsicSize])
        XCTAssertNil(slot.lifecycle.parent)
        XCTAssertEqual(world.controller(0)?.viewInstalled, true, "content still shows")
        XCTAssertEqual(slot.send(.released), [.removeView], "nothing to leave, only the view to remove")
    }

    func testANewParentAfterTheOldOneDiedIsAdopted() {
        var slot = HostingHarness(world: world)
        slot.send(.configure(parent: parent))
        world.deallocate(parent)
        let next = world.makeParent(2)
        XCTAssertEqual(slot.send(.hierarchyChanged(parent: next)), [.addChild(next), .didMoveToParent(next)])
    }

    func testReleaseWithoutParentOnlyRemovesTheView() {
        var slot = HostingHarness(world: world)
        slot.send(.configure(parent: nil))
        XCTAssertEqual(slot.send(.released), [.removeView])
    }

    func testEventsAfterReleaseAreIgnored() {
        var slot = HostingHarness(world: world)
        slot.send(.configure(parent: parent))
        slot.send(.released)
        XCTAssertEqual(slot.send(.configure(parent: parent)), [])
        XCTAssertEqual(slot.send(.willDisplay(parent: nil)), [])
        XCTAssertEqual(world.childCount(of: parent), 0)
    }

    // MARK: Appearance

    func testAppearanceFollowsDisplayAndIsBalanced() {
        var slot = HostingHarness(world: world)
        slot.send(.configure(parent: parent))
        XCTAssertEqual(
            slot.send(.willDisplay(parent: nil)),
            [.beginAppearanceTransition(isAppearing: true), .endAppearanceTransition])
        XCTAssertEqual(
            slot.send(.didEndDisplaying),
            [
                .beginAppearanceTransition(isAppearing: false), .endAppearanceTransition, .willMoveToNilParent,
                .removeView, .removeFromParent,
            ])
    }

    func testRepeatedWillDisplayAppearsOnce() {
        var slot = HostingHarness(world: world)
        slot.send(.configure(parent: parent))
        slot.send(.willDisplay(parent: nil))
        XCTAssertEqual(slot.send(.willDisplay(parent: nil)), [])
        XCTAssertEqual(slot.send(.didEndDisplaying).count, 5, "disappear, then leave the parent with the view")
        XCTAssertEqual(slot.send(.didEndDisplaying), [], "no disappear without an appear, no second leave")
    }

    func testReuseWithoutEndDisplayingStillBalancesAppearance() {
        var slot = HostingHarness(world: world)
        slot.send(.configure(parent: parent))
        slot.send(.willDisplay(parent: nil))
        XCTAssertEqual(
            slot.send(.prepareForReuse),
            [
                .beginAppearanceTransition(isAppearing: false), .endAppearanceTransition, .willMoveToNilParent,
                .removeView, .removeFromParent,
            ])
    }

    func testReleaseWhileDisplayedDisappearsBeforeLeavingTheParent() {
        var slot = HostingHarness(world: world)
        slot.send(.configure(parent: parent))
        slot.send(.willDisplay(parent: nil))
        XCTAssertEqual(
            slot.send(.released),
            [
                .beginAppearanceTransition(isAppearing: false), .endAppearanceTransition, .willMoveToNilParent,
                .removeView, .removeFromParent,
            ])
    }

    func testDisplayedBeforeContentAppearsWhenContentArrives() {
        var slot = HostingHarness(world: world)
        XCTAssertEqual(slot.send(.willDisplay(parent: nil)), [])
        XCTAssertEqual(
            slot.send(.configure(parent: parent)),
            [
                .createController, .addChild(parent), .addView, .didMoveToParent(parent),
                .beginAppearanceTransition(isAppearing: true), .endAppearanceTransition, .forceLayout,
                .invalidateIntrinsicSize,
            ])
    }

    // MARK: Policy

    func testViewOnlyPolicyNeverTouchesContainment() {
        var slot = HostingHarness(world: world, policy: .viewOnly)
        XCTAssertEqual(
            slot.send(.configure(parent: parent)),
            [.createController, .addView, .forceLayout, .invalidateIntrinsicSize])
        XCTAssertEqual(slot.send(.hierarchyChanged(parent: parent)), [])
        XCTAssertEqual(slot.send(.released), [.removeView])
        XCTAssertEqual(world.childCount(of: parent), 0)
    }
}
