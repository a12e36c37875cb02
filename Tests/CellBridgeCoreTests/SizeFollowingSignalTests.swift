import CellBridgeCore
import XCTest

/// Rule (cost): no measurement per layout pass that the layout does not need: a layout pass that
/// CellBridge's own update caused is not measured, on any OS.
final class SizeFollowingSignalTests: XCTestCase {
    private let row = MeasuredSize(width: 390, height: 80)

    func testTheSignalPerOSAndHost() {
        let iOS15 = OSVersion(major: 15, minor: 5)
        let iOS16 = OSVersion(major: 16)
        XCTAssertEqual(
            SizeFollowingSignal.signal(in: .collectionView, osVersion: iOS16), .layoutPasses,
            "not the ideal size: it does not change when the height at the cell's width does")
        XCTAssertEqual(SizeFollowingSignal.signal(in: .tableView, osVersion: iOS16), .layoutPasses)
        XCTAssertEqual(SizeFollowingSignal.signal(in: .collectionView, osVersion: iOS15), .layoutPasses)
        XCTAssertEqual(
            SizeFollowingSignal.signal(in: .standaloneView, osVersion: iOS15), .layoutPasses,
            "a standalone view follows its content on iOS 14–15 too")
        XCTAssertEqual(
            SizeFollowingSignal.signal(in: .standaloneView, osVersion: iOS16), .none,
            "sizingOptions make its intrinsic size follow by itself")
        XCTAssertEqual(
            SizeFollowingSignal.signal(in: .standaloneView, osVersion: OSVersion(major: 17, minor: 4)), .none,
            "and on every later OS")
        XCTAssertEqual(
            SizeFollowingSignal.signal(in: .standaloneView, followsContent: false, osVersion: iOS15), .none,
            "a view that fills its container is sized from outside")
    }

    func testALayoutPassCausedByCellBridgesOwnUpdateIsNotMeasured() {
        var follower = HostedSizeFollower()
        follower.hostedViewDidLayout(bounds: row)
        follower.expectOwnUpdate()
        XCTAssertFalse(follower.hostedViewDidLayout(bounds: row), "a published highlight: no measurement")
        XCTAssertTrue(follower.hostedViewDidLayout(bounds: row), "a later pass is SwiftUI's own")
    }
}
