import CellBridgeCore
import XCTest

/// Rule (cost): no measurement per layout pass that the layout does not need. On iOS 16+ the
/// follower measures only when SwiftUI reports a new ideal size; on iOS 14–15 a layout pass that
/// CellBridge's own update caused is not measured.
final class SizeFollowingSignalTests: XCTestCase {
    private let row = MeasuredSize(width: 390, height: 80)

    func testTheSignalPerOSAndHost() {
        let iOS15 = OSVersion(major: 15, minor: 5)
        let iOS16 = OSVersion(major: 16)
        XCTAssertEqual(SizeFollowingSignal.signal(in: .collectionView, osVersion: iOS16), .idealSizeReports)
        XCTAssertEqual(SizeFollowingSignal.signal(in: .tableView, osVersion: iOS16), .idealSizeReports)
        XCTAssertEqual(SizeFollowingSignal.signal(in: .collectionView, osVersion: iOS15), .layoutPasses)
        XCTAssertEqual(
            SizeFollowingSignal.signal(in: .standaloneView, osVersion: iOS15), .layoutPasses,
            "a standalone view follows its content on iOS 14–15 too")
        XCTAssertEqual(
            SizeFollowingSignal.signal(in: .standaloneView, osVersion: iOS16), .none,
            "sizingOptions make its intrinsic size follow by itself")
        XCTAssertEqual(
            SizeFollowingSignal.signal(in: .standaloneView, followsContent: false, osVersion: iOS15), .none,
            "a view that fills its container is sized from outside")
    }

    func testAnUnchangedIdealSizeCostsNoMeasurement() {
        var follower = HostedSizeFollower()
        XCTAssertFalse(follower.idealSizeReported(width: 200, height: 40), "first report: the reference")
        for _ in 0..<10 { XCTAssertFalse(follower.idealSizeReported(width: 200, height: 40.2)) }
        XCTAssertTrue(follower.idealSizeReported(width: 200, height: 90), "the content grew: measure once")
        XCTAssertFalse(follower.idealSizeReported(width: 200, height: 90))
    }

    func testAReportDuringCellBridgesOwnUpdateOnlyBecomesTheReference() {
        var follower = HostedSizeFollower()
        _ = follower.idealSizeReported(width: 200, height: 40)
        XCTAssertFalse(follower.idealSizeReported(width: 300, height: 60, duringOwnUpdate: true))
        XCTAssertFalse(follower.idealSizeReported(width: 300, height: 60))
    }

    func testALayoutPassCausedByCellBridgesOwnUpdateIsNotMeasured() {
        var follower = HostedSizeFollower()
        follower.hostedViewDidLayout(bounds: row)
        follower.expectOwnUpdate()
        XCTAssertFalse(follower.hostedViewDidLayout(bounds: row), "a published highlight: no measurement")
        XCTAssertTrue(follower.hostedViewDidLayout(bounds: row), "a later pass is SwiftUI's own")
    }

    func testAFollowerThatGaveUpIgnoresIdealSizeReportsToo() {
        var follower = HostedSizeFollower()
        for _ in 0..<HostedSizeFollower.ignoredRequestsBeforeGivingUp {
            follower.hostedViewDidLayout(bounds: row)
            XCTAssertTrue(follower.hostedViewDidLayout(bounds: row))
            XCTAssertTrue(follower.measured(fittingHeight: 120, in: row))
            follower.contentConfigured(at: row)
        }
        XCTAssertFalse(follower.containerFollows)
        _ = follower.idealSizeReported(width: 1, height: 1)
        XCTAssertFalse(follower.idealSizeReported(width: 2, height: 2))
    }
}
