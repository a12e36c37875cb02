import CellBridgeCore
import XCTest

/// A transition is running between `viewWillAppear` and `viewDidAppear` and between
/// `viewWillDisappear` and `viewDidDisappear`, and at no other time. Beginning another transition
/// inside either one is what UIKit logs as "Unbalanced calls to begin/end appearance
/// transitions"; the appearance tests' recording controller finds those nested transitions with
/// `isTransitioning`, so it must name both states, and only them.
final class ControllerAppearanceTransitionStateTests: XCTestCase {
    func testOnlyAppearingAndDisappearingAreTransitions() {
        let states: [ControllerAppearance] = [.disappeared, .appearing, .appeared, .disappearing]
        XCTAssertEqual(states.filter(\.isTransitioning), [.appearing, .disappearing])
    }
}
