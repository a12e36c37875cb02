import CellBridgeCore
import XCTest

/// Margins are resolved edge by edge: an edge takes its own override, else its own base margin,
/// never its opposite's. With equal opposite margins (16 leading, 16 trailing) a mix-up of
/// leading and trailing or top and bottom cannot show, so every edge here has a length of its own,
/// as on an iPad with a readable-width margin, or in a right-to-left layout with one side
/// overridden.
final class ContentMarginsEdgeByEdgeTests: XCTestCase {
    private let base = EdgeLengths(top: 1, leading: 2, bottom: 3, trailing: 4)

    func testEdgeLengthsKeepEachEdgeWhereItWasGiven() {
        XCTAssertEqual([base.top, base.leading, base.bottom, base.trailing], [1, 2, 3, 4])
        let overrides = EdgeOverrides(top: 5, leading: 6, bottom: 7, trailing: 8)
        XCTAssertEqual([overrides.top, overrides.leading, overrides.bottom, overrides.trailing], [5, 6, 7, 8])
    }

    func testEveryEdgeFollowsItsOwnBaseMargin() {
        XCTAssertEqual(ContentMargins().resolved(base: base), base)
    }

    func testOverridingOneEdgeChangesThatEdgeOnly() {
        let expected: [(ContentMargins.Edges, EdgeLengths)] = [
            (.top, EdgeLengths(top: 9, leading: 2, bottom: 3, trailing: 4)),
            (.leading, EdgeLengths(top: 1, leading: 9, bottom: 3, trailing: 4)),
            (.bottom, EdgeLengths(top: 1, leading: 2, bottom: 9, trailing: 4)),
            (.trailing, EdgeLengths(top: 1, leading: 2, bottom: 3, trailing: 9)),
        ]
        for (edge, lengths) in expected {
            var margins = ContentMargins()
            margins.override(edge, with: 9)
            XCTAssertEqual(margins.resolved(base: base), lengths, "override of \(edge.rawValue)")
        }
    }

    func testEachEdgeKeepsItsOwnOverride() {
        var margins = ContentMargins()
        margins.override(.top, with: 10)
        margins.override(.leading, with: 20)
        margins.override(.bottom, with: 30)
        margins.override(.trailing, with: 40)
        XCTAssertEqual(margins.resolved(base: base), EdgeLengths(top: 10, leading: 20, bottom: 30, trailing: 40))
    }

    func testHorizontalAndVerticalAreTheirTwoEdges() {
        var horizontal = ContentMargins()
        horizontal.override(.horizontal, with: 0)
        XCTAssertEqual(horizontal.resolved(base: base), EdgeLengths(top: 1, leading: 0, bottom: 3, trailing: 0))

        var vertical = ContentMargins()
        vertical.override(.vertical, with: 0)
        XCTAssertEqual(vertical.resolved(base: base), EdgeLengths(top: 0, leading: 2, bottom: 0, trailing: 4))

        XCTAssertEqual(ContentMargins.Edges.horizontal, [.leading, .trailing])
        XCTAssertEqual(ContentMargins.Edges.vertical, [.top, .bottom])
        XCTAssertEqual(ContentMargins.Edges.all, [.top, .leading, .bottom, .trailing])
    }

    /// The bridge's own cells override all four edges: nothing of the cell's margins shows, on
    /// any edge.
    func testTheHostedCellMarginsAreZeroOnEveryEdge() {
        XCTAssertEqual(ContentMargins.hostedCell.resolved(base: base), .zero)
    }
}
