import CellBridgeCore
import XCTest

final class ContentMarginsTests: XCTestCase {
    private let base = EdgeLengths(top: 11, leading: 16, bottom: 11, trailing: 16)

    func testNoOverrideFollowsTheCellMargins() {
        let margins = ContentMargins()
        XCTAssertTrue(margins.followsBase)
        XCTAssertEqual(margins.resolved(base: base), base)
    }

    func testAZeroOverrideReallyIsZero() {
        var margins = ContentMargins()
        margins.override(.horizontal, with: 0)
        XCTAssertEqual(margins.resolved(base: base), EdgeLengths(top: 11, leading: 0, bottom: 11, trailing: 0))
        XCTAssertFalse(margins.followsBase)
    }

    func testLaterOverridesWinEdgeByEdge() {
        var margins = ContentMargins()
        margins.override(.all, with: 4)
        margins.override(.top, with: 20)
        XCTAssertEqual(margins.resolved(base: base), EdgeLengths(top: 20, leading: 4, bottom: 4, trailing: 4))
    }

    func testNegativeAndNonFiniteLengthsAreClamped() {
        var margins = ContentMargins()
        margins.override(.leading, with: -5)
        margins.override(.trailing, with: .nan)
        XCTAssertEqual(margins.resolved(base: base), EdgeLengths(top: 11, leading: 0, bottom: 11, trailing: 0))
    }

    func testVerticalOverridesTopAndBottomOnly() {
        var margins = ContentMargins()
        margins.override(.vertical, with: 2)
        XCTAssertEqual(margins.resolved(base: base), EdgeLengths(top: 2, leading: 16, bottom: 2, trailing: 16))
    }
}
