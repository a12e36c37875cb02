import CellBridgeCore
import XCTest

final class WindowPresenceAppearanceTests: XCTestCase {
    private var world = FakeUIKit()

    override func tearDown() {
        XCTAssertEqual(world.violations, [], "UIKit rules broken")
        super.tearDown()
    }

    func testEnteringAWindowAppearsAndLeavingItDisappears() {
        XCTAssertEqual(HostingEvent.windowPresenceChanged(isInWindow: true), .willDisplay(parent: nil))
        XCTAssertEqual(HostingEvent.windowPresenceChanged(isInWindow: false), .didEndDisplaying)
    }

    func testAContentViewDrivenByItsWindowAppearsOnceAndDisappearsBalanced() {
        var slot = HostingHarness(world: world)
        slot.send(.configure(parent: nil))
        XCTAssertEqual(
            slot.send(.windowPresenceChanged(isInWindow: true)),
            [.beginAppearanceTransition(isAppearing: true), .endAppearanceTransition])
        XCTAssertEqual(
            slot.send(.windowPresenceChanged(isInWindow: true)), [], "a window change is not a second appear")
        XCTAssertEqual(
            slot.send(.windowPresenceChanged(isInWindow: false)),
            [.beginAppearanceTransition(isAppearing: false), .endAppearanceTransition])
        XCTAssertEqual(slot.send(.windowPresenceChanged(isInWindow: false)), [])
    }
}
