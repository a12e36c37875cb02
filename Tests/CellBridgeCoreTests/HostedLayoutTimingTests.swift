import CellBridgeCore
import XCTest

/// SwiftUI must never be laid out at a size its container does not really have (Epoxy PR #137:
/// images loaded at the wrong size when the first layout ran at 0×0).
final class HostedLayoutTimingTests: XCTestCase {
    func testAContentViewNotSizedYetIsNotForcedThroughALayout() {
        XCTAssertFalse(HostedLayoutTiming.forcesLayout(containerWidth: 0, containerHeight: 0))
    }

    func testOneEmptySideIsStillNotARealSize() {
        XCTAssertFalse(HostedLayoutTiming.forcesLayout(containerWidth: 390, containerHeight: 0))
        XCTAssertFalse(HostedLayoutTiming.forcesLayout(containerWidth: 0, containerHeight: 44))
    }

    func testAnySizeUIKitReallyGaveIsLaidOutAtOnce() {
        XCTAssertTrue(HostedLayoutTiming.forcesLayout(containerWidth: 390, containerHeight: 44))
        XCTAssertTrue(HostedLayoutTiming.forcesLayout(containerWidth: 0.5, containerHeight: 0.5))
    }

    func testNonsenseSizesAreNotLaidOutAt() {
        XCTAssertFalse(HostedLayoutTiming.forcesLayout(containerWidth: .nan, containerHeight: 44))
        XCTAssertFalse(HostedLayoutTiming.forcesLayout(containerWidth: 390, containerHeight: .infinity))
        XCTAssertFalse(HostedLayoutTiming.forcesLayout(containerWidth: -1, containerHeight: 44))
    }
}
