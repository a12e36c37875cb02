import CellBridgeCore
import XCTest

/// Rule: margins are tracked, not read once — a fresh and a reused row get the same padding,
/// and rotation, readable width and iPad margins reach the content.
final class MarginTrackerTests: XCTestCase {
    private let phone = EdgeLengths(top: 11, leading: 16, bottom: 11, trailing: 16)
    private let readableWidth = EdgeLengths(top: 11, leading: 72, bottom: 11, trailing: 72)

    func testMarginsFollowTheCellWhenTheyChange() {
        var tracker = MarginTracker()
        let margins = ContentMargins()
        XCTAssertEqual(tracker.resolve(base: nil, margins: margins), .zero, "made outside a cell")
        XCTAssertEqual(tracker.resolve(base: phone, margins: margins), phone, "inside the cell")
        XCTAssertNil(tracker.resolve(base: phone, margins: margins), "unchanged: no new root view")
        XCTAssertEqual(tracker.resolve(base: readableWidth, margins: margins), readableWidth, "rotated")
    }

    func testOverridesStayAsTheCellsMarginsMove() {
        var tracker = MarginTracker()
        var margins = ContentMargins()
        margins.override(.horizontal, with: 0)
        XCTAssertEqual(
            tracker.resolve(base: phone, margins: margins), EdgeLengths(top: 11, leading: 0, bottom: 11, trailing: 0))
        XCTAssertNil(tracker.resolve(base: readableWidth, margins: margins), "only overridden edges moved")
        XCTAssertEqual(
            tracker.resolve(base: EdgeLengths(top: 20, leading: 16, bottom: 11, trailing: 16), margins: margins)?.top,
            20)
    }

    func testSubPointNoiseIsNotAChangeButAPointIs() {
        var tracker = MarginTracker()
        _ = tracker.resolve(base: phone, margins: ContentMargins())
        var noisy = phone
        noisy.leading += 0.1
        XCTAssertNil(tracker.resolve(base: noisy, margins: ContentMargins()))
        noisy.trailing += 1
        XCTAssertNotNil(tracker.resolve(base: noisy, margins: ContentMargins()))
    }

    /// A fresh row (made, then moved into its cell) and a reused one (already in its cell) end
    /// with the same margins.
    func testAFreshRowAndAReusedRowGetTheSamePadding() {
        var fresh = MarginTracker()
        _ = fresh.resolve(base: nil, margins: ContentMargins())
        let freshMargins = fresh.resolve(base: phone, margins: ContentMargins())
        var reused = MarginTracker()
        _ = reused.resolve(base: readableWidth, margins: ContentMargins())
        reused.contentReplaced()
        XCTAssertEqual(reused.resolve(base: phone, margins: ContentMargins()), freshMargins)
    }
}
