import CellBridgeCore
import XCTest

/// SwiftUI content that grows or shrinks on its own (an expanded text, an image that loaded) must
/// resize its cell without calling `cellBridgeRequestResize`, and a cell the layout keeps at a
/// fixed size must not be asked again and again.
final class HostedSizeFollowerTests: XCTestCase {
    private let row = MeasuredSize(width: 390, height: 80)
    private let tall = MeasuredSize(width: 390, height: 120)

    /// A follower whose content asked for 120 pt in an 80 pt row, and whose cell then followed.
    private func followerWhoseRequestWasAnswered() -> HostedSizeFollower {
        var follower = HostedSizeFollower()
        follower.contentConfigured(at: row)
        XCTAssertTrue(follower.hostedViewDidLayout(bounds: row))
        XCTAssertTrue(follower.measured(fittingHeight: 120, in: row))
        follower.hostedViewDidLayout(bounds: tall)
        return follower
    }

    func testTheFirstLayoutOfNewContentIsUIKitsOwnMeasureAndIsNotFollowed() {
        var follower = HostedSizeFollower()
        XCTAssertFalse(follower.hostedViewDidLayout(bounds: row))
    }

    func testALayoutAtNewBoundsIsUIKitApplyingASizeItMeasured() {
        var follower = HostedSizeFollower()
        follower.hostedViewDidLayout(bounds: row)
        XCTAssertFalse(follower.hostedViewDidLayout(bounds: MeasuredSize(width: 390, height: 120)))
        XCTAssertFalse(follower.hostedViewDidLayout(bounds: MeasuredSize(width: 320, height: 120)), "rotation")
    }

    func testALayoutAtTheSameBoundsIsSwiftUIsUpdateAndIsMeasured() {
        var follower = HostedSizeFollower()
        follower.hostedViewDidLayout(bounds: row)
        XCTAssertTrue(follower.hostedViewDidLayout(bounds: row))
        XCTAssertTrue(follower.hostedViewDidLayout(bounds: MeasuredSize(width: 390.2, height: 80.3)), "sub-point noise")
    }

    func testContentThatGrewAsksItsCellToResize() {
        var follower = HostedSizeFollower()
        XCTAssertTrue(follower.measured(fittingHeight: 120, in: row))
    }

    func testContentThatShrankAsksItsCellToResize() {
        var follower = HostedSizeFollower()
        XCTAssertTrue(follower.measured(fittingHeight: 44, in: row))
    }

    func testContentThatStillFitsAsksNothing() {
        var follower = HostedSizeFollower()
        XCTAssertFalse(follower.measured(fittingHeight: 80, in: row))
        XCTAssertFalse(follower.measured(fittingHeight: 80.4, in: row))
    }

    func testACellKeptAtAFixedSizeIsAskedOnceNotOnEveryPass() {
        var follower = HostedSizeFollower()
        XCTAssertTrue(follower.measured(fittingHeight: 120, in: row))
        for _ in 0..<10 {
            XCTAssertFalse(follower.measured(fittingHeight: 120, in: row), "the layout ignored the request: no loop")
        }
        XCTAssertTrue(follower.measured(fittingHeight: 160, in: row), "a new height is a new request")
    }

    func testAfterTheCellFollowedTheNextChangeIsAskedForAgain() {
        var follower = HostedSizeFollower()
        XCTAssertTrue(follower.measured(fittingHeight: 120, in: row))
        let grown = MeasuredSize(width: 390, height: 120)
        XCTAssertFalse(follower.measured(fittingHeight: 120, in: grown), "the cell followed")
        XCTAssertTrue(follower.measured(fittingHeight: 80, in: grown), "collapsing again is followed too")
    }

    func testNewContentStartsOver() {
        var follower = HostedSizeFollower()
        follower.hostedViewDidLayout(bounds: row)
        XCTAssertTrue(follower.measured(fittingHeight: 120, in: row))
        follower.contentConfigured()
        XCTAssertFalse(follower.hostedViewDidLayout(bounds: row), "UIKit measures new content itself")
        XCTAssertTrue(
            follower.measured(fittingHeight: 120, in: row), "the old request does not silence the new content")
    }

    func testAViewWithoutWidthHasNothingToFollow() {
        var follower = HostedSizeFollower()
        let empty = MeasuredSize(width: 0, height: 0)
        follower.hostedViewDidLayout(bounds: empty)
        XCTAssertFalse(follower.hostedViewDidLayout(bounds: empty))
    }

    func testAnInfiniteOrUnknownWidthIsNeverMeasured() {
        var follower = HostedSizeFollower()
        for width in [Double.infinity, .nan] {
            let bounds = MeasuredSize(width: width, height: 80)
            follower.hostedViewDidLayout(bounds: bounds)
            XCTAssertFalse(follower.hostedViewDidLayout(bounds: bounds), "width \(width)")
        }
    }

    func testAnUnmeasurableHeightIsNeverARequest() {
        var follower = HostedSizeFollower()
        XCTAssertFalse(follower.measured(fittingHeight: .infinity, in: row))
        XCTAssertFalse(follower.measured(fittingHeight: .nan, in: row))
    }

    func testCellsAreFollowedOnIOS15ThroughLayoutPasses() {
        let iOS15 = OSVersion(major: 15)
        XCTAssertEqual(SizeFollowingSignal.signal(in: .collectionView, osVersion: iOS15), .layoutPasses)
        XCTAssertEqual(SizeFollowingSignal.signal(in: .tableView, osVersion: iOS15), .layoutPasses)
    }

    // MARK: After a configure

    func testTheFirstSwiftUIUpdateAfterAConfigureIsNoticedWhenUIKitKeepsTheSize() {
        var follower = HostedSizeFollower()
        follower.contentConfigured(at: row)  // reused for an item of the same height: no new bounds
        XCTAssertTrue(follower.hostedViewDidLayout(bounds: row), "an image loaded: SwiftUI laid out again")
    }

    func testAnUnknownSizeAtConfigureWaitsForTheFirstLayout() {
        var follower = HostedSizeFollower()
        follower.contentConfigured(at: nil)
        XCTAssertFalse(follower.hostedViewDidLayout(bounds: row))
    }

    // MARK: Layouts that fix the size

    func testASlotThatGaveUpFollowsAgainWhenUIKitGivesItAnotherSize() {
        var follower = HostedSizeFollower()
        for _ in 0..<HostedSizeFollower.ignoredRequestsBeforeGivingUp {
            follower.contentConfigured(at: row)
            _ = follower.hostedViewDidLayout(bounds: row)
            _ = follower.measured(fittingHeight: 120, in: row)
        }
        follower.contentConfigured(at: row)
        XCTAssertFalse(follower.containerFollows, "the grid section fixed its size")
        let listRow = MeasuredSize(width: 390, height: 44)
        XCTAssertFalse(follower.hostedViewDidLayout(bounds: listRow), "UIKit sized it for a self-sizing section")
        XCTAssertTrue(follower.containerFollows)
        XCTAssertTrue(follower.hostedViewDidLayout(bounds: listRow))
        XCTAssertTrue(follower.measured(fittingHeight: 120, in: listRow))
    }

    func testAReuseInTheSameFixedGridStaysGivenUp() {
        var follower = HostedSizeFollower()
        for _ in 0..<HostedSizeFollower.ignoredRequestsBeforeGivingUp {
            follower.contentConfigured(at: row)
            _ = follower.hostedViewDidLayout(bounds: row)
            _ = follower.measured(fittingHeight: 120, in: row)
        }
        for _ in 0..<5 {
            follower.contentConfigured(at: row)
            _ = follower.hostedViewDidLayout(bounds: row)
            XCTAssertFalse(follower.hostedViewDidLayout(bounds: row), "the grid keeps its size: no measuring")
        }
        XCTAssertFalse(follower.containerFollows)
    }

    func testAContainerThatIgnoresTwoRequestsInARowIsNotAskedAgain() {
        var follower = HostedSizeFollower()
        for _ in 0..<HostedSizeFollower.ignoredRequestsBeforeGivingUp {
            follower.contentConfigured(at: row)
            XCTAssertTrue(follower.hostedViewDidLayout(bounds: row))
            XCTAssertTrue(follower.measured(fittingHeight: 120, in: row), "asked; the grid keeps 80")
        }
        follower.contentConfigured(at: row)
        XCTAssertFalse(follower.containerFollows)
        XCTAssertFalse(follower.hostedViewDidLayout(bounds: row), "no more measuring for this slot")
        XCTAssertFalse(follower.measured(fittingHeight: 160, in: row))
    }

    func testAnAnsweredRequestKeepsTheSlotFollowing() {
        var follower = HostedSizeFollower()
        for _ in 0..<10 {
            follower.contentConfigured(at: row)
            follower.hostedViewDidLayout(bounds: row)
            XCTAssertTrue(follower.measured(fittingHeight: 120, in: row))
            follower.hostedViewDidLayout(bounds: MeasuredSize(width: 390, height: 120))  // the cell followed
        }
        XCTAssertTrue(follower.containerFollows)
    }

    func testOneIgnoredRequestIsNotEnoughToGiveUp() {
        var follower = HostedSizeFollower()
        follower.contentConfigured(at: row)
        XCTAssertTrue(follower.measured(fittingHeight: 120, in: row))
        follower.contentConfigured(at: row)  // scrolled away before UIKit answered
        XCTAssertTrue(follower.containerFollows)
        XCTAssertTrue(follower.hostedViewDidLayout(bounds: row))
    }

    /// The documented limit: two requests in a row that UIKit left unanswered, not one, not three,
    /// and an answered request before them does not count.
    func testTwoIgnoredRequestsInARowAfterAnAnsweredOneGiveUp() {
        var follower = followerWhoseRequestWasAnswered()
        for ignored in 1...2 {
            follower.contentConfigured(at: row)
            XCTAssertTrue(follower.containerFollows, "\(ignored - 1) ignored so far")
            XCTAssertTrue(follower.hostedViewDidLayout(bounds: row))
            XCTAssertTrue(follower.measured(fittingHeight: 120, in: row), "asked; the grid keeps 80")
        }
        follower.contentConfigured(at: row)
        XCTAssertFalse(follower.containerFollows, "two ignored in a row")
    }

    /// Ignored, answered, ignored is not two in a row: a list that follows, though not always in
    /// time (the cell scrolled away first), keeps being followed.
    func testIgnoredRequestsCountOnlyInARow() {
        var follower = HostedSizeFollower()
        follower.contentConfigured(at: row)
        XCTAssertTrue(follower.measured(fittingHeight: 120, in: row))
        follower.contentConfigured(at: row)  // scrolled away unanswered: one ignored
        follower.hostedViewDidLayout(bounds: row)
        XCTAssertTrue(follower.measured(fittingHeight: 120, in: row))
        follower.hostedViewDidLayout(bounds: tall)  // answered
        follower.contentConfigured(at: tall)
        follower.hostedViewDidLayout(bounds: tall)
        XCTAssertTrue(follower.measured(fittingHeight: 160, in: tall))
        follower.contentConfigured(at: tall)  // ignored again, but not in a row
        XCTAssertTrue(follower.containerFollows)
    }

    // MARK: Following again

    /// UIKit sized the cell back to its old height (a reload from a stale estimate) after it had
    /// followed: the content, still taller, asks again instead of staying clipped.
    func testACellUIKitSizedBackIsAskedAgain() {
        var follower = followerWhoseRequestWasAnswered()
        follower.hostedViewDidLayout(bounds: row)  // sized back
        XCTAssertTrue(follower.hostedViewDidLayout(bounds: row), "SwiftUI lays out again")
        XCTAssertTrue(follower.measured(fittingHeight: 120, in: row), "ask again")
    }

    /// The same when the shell saw the cell follow only through a measure (the content fit the
    /// taller cell) before the cell was put back: the request is not remembered past its answer.
    func testACellPutBackAfterItsContentFitIsAskedAgain() {
        var follower = HostedSizeFollower()
        XCTAssertTrue(follower.measured(fittingHeight: 120, in: row), "expanded")
        XCTAssertFalse(follower.measured(fittingHeight: 120, in: tall), "the cell followed")
        XCTAssertTrue(follower.measured(fittingHeight: 120, in: row), "sized back to 80: ask again")
    }

    /// Half a point is the tolerance: less is noise, half a point is a change to follow.
    func testHalfAPointIsARealChange() {
        var follower = HostedSizeFollower()
        XCTAssertTrue(follower.measured(fittingHeight: 80.5, in: row))
        follower.hostedViewDidLayout(bounds: row)
        XCTAssertFalse(follower.hostedViewDidLayout(bounds: MeasuredSize(width: 390, height: 80.5)), "new bounds")
    }

    func testAnyRealWidthIsFollowedHoweverNarrow() {
        var follower = HostedSizeFollower()
        let narrow = MeasuredSize(width: 1, height: 20)
        follower.hostedViewDidLayout(bounds: narrow)
        XCTAssertTrue(follower.hostedViewDidLayout(bounds: narrow))
    }
}
