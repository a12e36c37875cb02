import CellBridgeCore
import XCTest

/// What a slot's lifecycle reports about itself is what UIKit has: the shell reads `parent` to
/// check its weak reference and `hasAppeared` to know whether a disappear is owed.
final class HostingLifecycleStateTests: XCTestCase {
    func testAReleasedSlotHasNoParentAndNoViewLeft() {
        var slot = HostingLifecycle()
        slot.handle(.configure(parent: ParentID(rawValue: 1)))
        slot.handle(.released)
        XCTAssertTrue(slot.isReleased)
        XCTAssertNil(slot.parent, "the controller left its parent")
        XCTAssertFalse(slot.isViewInstalled, "the view was removed")
    }

    func testADisappearIsOwedWhileTheControllerIsAppearingOrAppeared() {
        var slot = HostingLifecycle()
        slot.handle(.configure(parent: nil))
        let owed: [(ControllerAppearance, Bool)] = [
            (.disappeared, false), (.appearing, true), (.appeared, true), (.disappearing, false),
        ]
        for (reported, disappearOwed) in owed {
            slot.handle(.controllerAppearanceChanged(reported))
            XCTAssertEqual(slot.hasAppeared, disappearOwed, "\(reported)")
        }
    }
}
