import CellBridgeCore
import XCTest

/// A content configuration's SwiftUI content must appear and disappear with its cell in a
/// collection view that keeps recycled cells in its hierarchy, hidden (radar 14801742).
final class ConfigurationDisplaySignalsTests: XCTestCase {
    private var world = FakeUIKit()

    override func tearDown() {
        XCTAssertEqual(world.violations, [], "UIKit rules broken")
        super.tearDown()
    }

    func testForwardedDisplayCallbacksDriveAppearanceAndWindowChangesNoLongerDo() {
        var signals = ConfigurationDisplaySignals()
        XCTAssertEqual(signals.displayForwarded(isDisplayed: true), [.willDisplay(parent: nil)])
        XCTAssertEqual(signals.windowChanged(isInWindow: false), [])
        XCTAssertEqual(signals.windowChanged(isInWindow: true), [])
        XCTAssertEqual(signals.willApplyNewContent(isInWindow: true), [])
        XCTAssertEqual(signals.didApplyNewContent(isInWindow: true), [])
        XCTAssertEqual(signals.displayForwarded(isDisplayed: false), [.didEndDisplaying])
    }

    func testWithoutForwardingWindowPresenceStillCounts() {
        let signals = ConfigurationDisplaySignals()
        XCTAssertEqual(signals.windowChanged(isInWindow: true), [.willDisplay(parent: nil)])
        XCTAssertEqual(signals.windowChanged(isInWindow: false), [.didEndDisplaying])
    }

    func testWithoutForwardingACellReusedWhileHiddenInTheHierarchyCyclesItsAppearance() {
        let signals = ConfigurationDisplaySignals()
        XCTAssertEqual(signals.willApplyNewContent(isInWindow: true), [.didEndDisplaying], "the old item's content")
        XCTAssertEqual(
            signals.didApplyNewContent(isInWindow: true), [.willDisplay(parent: nil)], "the new item's content")
    }

    func testContentPreparedOffAWindowWaitsForTheWindow() {
        let signals = ConfigurationDisplaySignals()
        XCTAssertEqual(signals.willApplyNewContent(isInWindow: false), [])
        XCTAssertEqual(signals.didApplyNewContent(isInWindow: false), [])
    }

    /// A collection view that recycles cells without taking them out of the window: scroll-off is
    /// invisible to the content view, reuse is not. Every content gets one appear and, once
    /// replaced, one disappear.
    func testRecycledHiddenCellsKeepOnAppearAndOnDisappearBalancedPerContent() {
        var lifecycle = HostingLifecycle()
        let signals = ConfigurationDisplaySignals()
        let parent = world.makeParent(1)
        func run(_ events: [HostingEvent]) {
            for event in events { world.apply(lifecycle.handle(event), slot: 0) }
        }
        world.apply(lifecycle.handle(.configure(parent: parent)), slot: 0)  // made off-window
        run(signals.windowChanged(isInWindow: true))
        for _ in 0..<20 {
            // Scrolled off (hidden, still in the window): no signal. Reused for another item:
            run(signals.willApplyNewContent(isInWindow: true))
            XCTAssertFalse(lifecycle.hasAppeared, "the old content disappeared before its root view was replaced")
            world.apply(lifecycle.handle(.configure(parent: parent)), slot: 0)
            run(signals.didApplyNewContent(isInWindow: true))
            XCTAssertTrue(lifecycle.hasAppeared)
        }
        run(signals.windowChanged(isInWindow: false))
        let appears = world.log.filter { $0.command == .beginAppearanceTransition(isAppearing: true) }.count
        let disappears = world.log.filter { $0.command == .beginAppearanceTransition(isAppearing: false) }.count
        XCTAssertEqual(appears, 21, "once per content")
        XCTAssertEqual(disappears, 21, "every content disappears once")
    }

    // MARK: Reuse or reconfigure in place

    /// Rule: a content view hears no `prepareForReuse`; only forwarded display callbacks tell a
    /// reconfigure of a displayed cell (events in flight kept) from a dequeue (dropped).
    func testNewContentIsInPlaceOnlyWhileTheForwardedCallbacksSayTheCellIsDisplayed() {
        var signals = ConfigurationDisplaySignals()
        XCTAssertFalse(signals.newContentIsInPlace, "nothing forwarded: it cannot be told, so it counts as a dequeue")
        _ = signals.displayForwarded(isDisplayed: true)
        XCTAssertTrue(signals.newContentIsInPlace, "willDisplay and no didEndDisplaying since: a reconfigure")
        _ = signals.displayForwarded(isDisplayed: false)
        XCTAssertFalse(signals.newContentIsInPlace, "in the reuse pool: the next content comes with a dequeue")
    }

    /// Rule: a resize is asked for only on screen; a collection view's pool keeps cells in the window, hidden.
    func testACellIsOnScreenAsForwardedElseInAWindowAndNotHidden() {
        var signals = ConfigurationDisplaySignals()
        XCTAssertTrue(signals.isOnScreen(isInWindow: true, isHidden: false))
        XCTAssertFalse(signals.isOnScreen(isInWindow: true, isHidden: true), "hidden in the reuse pool")
        XCTAssertFalse(signals.isOnScreen(isInWindow: false, isHidden: false))
        _ = signals.displayForwarded(isDisplayed: false)
        XCTAssertFalse(signals.isOnScreen(isInWindow: true, isHidden: false), "forwarded callbacks win")
        _ = signals.displayForwarded(isDisplayed: true)
        XCTAssertTrue(signals.isOnScreen(isInWindow: true, isHidden: true))
    }
}
