import CellBridgeCore
import XCTest

/// Only a view with a real width has a height to follow: the content's height is measured at the
/// view's width, and at a width of 0 (a cell not laid out yet) SwiftUI wraps text at every
/// character. Its height decides nothing: a cell whose content was empty (0 high) and then got
/// content is exactly one that must grow.
final class HostedSizeFollowerRealWidthTests: XCTestCase {
    func testTheWidthDecidesWhetherALayoutIsFollowedNotTheHeight() {
        let followed: [(bounds: MeasuredSize, isFollowed: Bool)] = [
            (MeasuredSize(width: 0, height: 80), false),
            (MeasuredSize(width: 390, height: 0), true),
            (MeasuredSize(width: 390, height: 80), true),
        ]
        for (bounds, isFollowed) in followed {
            var follower = HostedSizeFollower()
            follower.hostedViewDidLayout(bounds: bounds)
            XCTAssertEqual(follower.hostedViewDidLayout(bounds: bounds), isFollowed, "\(bounds)")
        }
    }

    func testContentThatGrewFromNothingAsksToResize() {
        var follower = HostedSizeFollower()
        let collapsed = MeasuredSize(width: 390, height: 0)
        follower.hostedViewDidLayout(bounds: collapsed)
        XCTAssertTrue(follower.hostedViewDidLayout(bounds: collapsed))
        XCTAssertTrue(follower.measured(fittingHeight: 44, in: collapsed))
    }
}
