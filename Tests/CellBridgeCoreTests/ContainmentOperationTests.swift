import CellBridgeCore
import XCTest

/// `isContainmentOperation` is how the benchmark counts containment churn per reconfigure and how
/// the randomized tests spot a reconfigure that touched containment: it names exactly the six
/// commands that change view-controller containment or the view hierarchy, nothing else.
final class ContainmentOperationTests: XCTestCase {
    func testExactlyTheSixContainmentCommandsAreContainmentOperations() {
        let parent = ParentID(rawValue: 1)
        let every: [HostingCommand] = [
            .createController, .addChild(parent), .addView, .didMoveToParent(parent), .replaceRootView,
            .forceLayout, .invalidateIntrinsicSize, .beginAppearanceTransition(isAppearing: true),
            .beginAppearanceTransition(isAppearing: false), .endAppearanceTransition, .willMoveToNilParent,
            .removeView, .removeFromParent,
        ]
        XCTAssertEqual(
            every.filter(\.isContainmentOperation),
            [
                .addChild(parent), .addView, .didMoveToParent(parent), .willMoveToNilParent, .removeView,
                .removeFromParent,
            ])
    }
}
