import CellBridgeCore
import XCTest

/// Rule: manual appearance only when UIKit would show the content — the cell is in a window and
/// its parent has not been covered (Epoxy guards `handleWillDisplay` with `window != nil`). A
/// reconfigure of a displayed cell under a pushed screen must not run `onAppear` off screen.
final class ManualAppearanceGuardTests: XCTestCase {
    private let world = FakeUIKit()
    private lazy var parent = world.makeParent(1)
    private let appear: [HostingCommand] = [.beginAppearanceTransition(isAppearing: true), .endAppearanceTransition]

    private func appears(_ commands: HostingCommands) -> Bool {
        commands.contains(.beginAppearanceTransition(isAppearing: true))
    }

    /// A displayed cell whose screen is covered by a pushed one: UIKit forwards the parent's
    /// disappearance to the hosting controller, the cell stays "displayed" to its collection view.
    private func coveredCell() -> HostingHarness {
        var slot = HostingHarness(world: world)
        slot.send(.configure(parent: parent))
        slot.send(.windowChanged(isInWindow: true))
        slot.send(.willDisplay(parent: nil))
        world.uikitDisappears(slot.slot)
        slot.send(.controllerAppearanceChanged(.disappearing))
        slot.send(.controllerAppearanceChanged(.disappeared))
        return slot
    }

    func testAReconfigureUnderAPushedScreenDoesNotAppearTheContent() {
        var slot = coveredCell()
        XCTAssertTrue(slot.lifecycle.isCoveredByParent)
        XCTAssertFalse(appears(slot.send(.configure(parent: parent))), "no onAppear while a pushed screen covers it")
        XCTAssertFalse(
            appears(slot.send(.willDisplay(parent: nil))), "nor when the list lays out under the pushed screen")
        XCTAssertTrue(world.violations.isEmpty, "\(world.violations)")
    }

    func testWhenTheParentReappearsUIKitAppearsTheControllerAndTheCoreDoesNotNestATransition() {
        var slot = coveredCell()
        slot.send(.configure(parent: parent))
        XCTAssertEqual(slot.send(.controllerAppearanceChanged(.appearing)), [])
        XCTAssertEqual(slot.send(.controllerAppearanceChanged(.appeared)), [])
        XCTAssertFalse(slot.lifecycle.isCoveredByParent)
        XCTAssertEqual(
            slot.send(.didEndDisplaying),
            [
                .beginAppearanceTransition(isAppearing: false), .endAppearanceTransition, .willMoveToNilParent,
                .removeView, .removeFromParent,
            ],
            "disappears on scroll-off as usual, and leaves the screen")
    }

    func testACoreDrivenDisappearanceIsNotMistakenForACoveredParent() {
        var slot = HostingHarness(world: world)
        slot.send(.configure(parent: parent))
        slot.send(.willDisplay(parent: nil))
        slot.send(.didEndDisplaying)
        // The controller's own callbacks for the core's transition arrive after the fact.
        slot.send(.controllerAppearanceChanged(.disappearing))
        slot.send(.controllerAppearanceChanged(.disappeared))
        XCTAssertFalse(slot.lifecycle.isCoveredByParent)
        XCTAssertEqual(
            Array(slot.send(.willDisplay(parent: nil))), [.addView] + appear,
            "scrolling back shows the content again and appears it")
    }

    func testACellDisplayedOutsideAWindowAppearsWhenItEntersOne() {
        var slot = HostingHarness(world: world, policy: .viewOnly)
        slot.send(.configure(parent: nil))
        slot.send(.windowChanged(isInWindow: false))
        XCTAssertFalse(appears(slot.send(.willDisplay(parent: nil))))
        XCTAssertEqual(Array(slot.send(.windowChanged(isInWindow: true))), appear)
        XCTAssertEqual(slot.send(.windowChanged(isInWindow: true)), [], "once")
    }

    /// `.viewOnly` content hears nothing from UIKit: once the pushed screen's transition is over the
    /// covered list is out of the window, and that alone keeps a reconfigure from appearing it.
    func testAViewOnlyCellOutOfTheWindowIsNotAppearedByAReconfigure() {
        var slot = HostingHarness(world: world, policy: .viewOnly)
        slot.send(.configure(parent: nil))
        slot.send(.willDisplay(parent: nil))
        slot.send(.didEndDisplaying)
        slot.send(.windowChanged(isInWindow: false))
        slot.send(.willDisplay(parent: nil))
        XCTAssertFalse(appears(slot.send(.configure(parent: nil))))
    }

    func testAnUnreportedWindowCountsAsOnScreenSoTheFirstDisplayStillAppears() {
        var slot = HostingHarness(world: world)
        slot.send(.configure(parent: parent))
        XCTAssertNil(slot.lifecycle.isInWindow)
        XCTAssertTrue(appears(slot.send(.willDisplay(parent: nil))))
    }

    /// Randomized: over long sequences, the core never begins a manual appearance while the slot
    /// is out of a window or covered, and every transition stays balanced.
    func testNoManualAppearOffScreenOverRandomSequences() {
        for seed in 0..<500 {
            var random = SeededGenerator(seed: UInt64(seed))
            let world = FakeUIKit()
            let parent = world.makeParent(1)
            var slot = HostingHarness(
                world: world, policy: Bool.random(using: &random) ? .childViewController : .viewOnly)
            for step in 0..<60 {
                let before = slot.lifecycle
                let event: HostingEvent
                switch Int.random(in: 0..<9, using: &random) {
                case 0: event = .configure(parent: Bool.random(using: &random) ? parent : nil)
                case 1: event = .willDisplay(parent: Bool.random(using: &random) ? parent : nil)
                case 2: event = .didEndDisplaying
                case 3: event = .windowChanged(isInWindow: Bool.random(using: &random))
                case 4: event = .prepareForReuse
                case 5: event = .configure(parent: parent)
                case 6:
                    // UIKit forwards its parent's disappearance (only to a contained controller).
                    guard before.parent != nil, before.appearance == .appeared else { continue }
                    world.uikitDisappears(slot.slot)
                    slot.send(.controllerAppearanceChanged(.disappearing))
                    event = .controllerAppearanceChanged(.disappeared)
                case 7: event = .hierarchyChanged(parent: parent)
                default: event = .willMeasure(parent: parent)
                }
                let commands = slot.send(event)
                if appears(commands) {
                    let inWindow: Bool
                    if case .windowChanged(let now) = event {
                        inWindow = now
                    } else {
                        inWindow = before.isInWindow != false
                    }
                    XCTAssertTrue(inWindow, "seed \(seed) step \(step): appeared out of a window after \(event)")
                    XCTAssertFalse(
                        before.isCoveredByParent, "seed \(seed) step \(step): appeared under a covering screen")
                }
            }
            slot.send(.released)
            XCTAssertTrue(world.violations.isEmpty, "seed \(seed): \(world.violations)")
        }
    }
}

/// Rule: every new content is measured, the first and every reconfigure (Epoxy's `forceLayout` in
/// `setContent`): the hosted view is laid out, then its intrinsic size invalidated.
final class EveryContentIsMeasuredTests: XCTestCase {
    func testEveryConfigureLaysOutAndInvalidates() {
        let world = FakeUIKit()
        var slot = HostingHarness(world: world, policy: .viewOnly)
        XCTAssertEqual(
            slot.send(.configure(parent: nil)), [.createController, .addView, .forceLayout, .invalidateIntrinsicSize])
        XCTAssertEqual(
            slot.send(.configure(parent: nil)), [.replaceRootView, .forceLayout, .invalidateIntrinsicSize])
        XCTAssertTrue(world.violations.isEmpty, "\(world.violations)")
    }
}
