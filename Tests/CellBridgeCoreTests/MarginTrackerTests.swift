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

    /// Each edge on its own: a change of a point is seen on any edge, whatever the others are, and
    /// the tolerance is strict (a quarter point is a change). Four different lengths, so an edge
    /// compared with another one shows.
    func testEveryEdgeIsComparedWithItselfAndAQuarterPointIsAChange() {
        let base = EdgeLengths(top: 1, leading: 2, bottom: 3, trailing: 4)
        let edges: [WritableKeyPath<EdgeLengths, Double>] = [\.top, \.leading, \.bottom, \.trailing]
        for edge in edges {
            for (delta, isChange) in [(0.2, false), (-0.2, false), (0.25, true), (1, true), (-1, true)] {
                var tracker = MarginTracker()
                _ = tracker.resolve(base: base, margins: ContentMargins())
                var moved = base
                moved[keyPath: edge] += delta
                let answer = tracker.resolve(base: moved, margins: ContentMargins())
                XCTAssertEqual(answer != nil, isChange, "\(edge) moved by \(delta)")
            }
        }
    }

    /// New content gets its margins applied with it, even when they equal the old content's.
    func testNewContentIsGivenItsMarginsEvenWhenTheyDidNotChange() {
        var tracker = MarginTracker()
        _ = tracker.resolve(base: phone, margins: ContentMargins())
        tracker.contentReplaced()
        XCTAssertNil(tracker.applied)
        XCTAssertEqual(tracker.resolve(base: phone, margins: ContentMargins()), phone)
    }
}
