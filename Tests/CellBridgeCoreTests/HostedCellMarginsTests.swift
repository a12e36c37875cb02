import CellBridgeCore
import XCTest

final class HostedCellMarginsTests: XCTestCase {
    /// The hosting cell (iOS 14–15) pins content to the content view's edges: zero on every edge.
    private let hostingCellEdges = EdgeLengths.zero

    func testTheIOS16PathGetsTheHostingCellsZeroMarginsWhateverTheCellsMargins() {
        let cellMargins = [
            EdgeLengths(top: 11, leading: 16, bottom: 11, trailing: 16),
            EdgeLengths(top: 8, leading: 20, bottom: 8, trailing: 20),
            .zero,
        ]
        for base in cellMargins {
            XCTAssertEqual(ContentMargins.hostedCell.resolved(base: base), hostingCellEdges, "cell margins \(base)")
        }
    }

    func testEveryEdgeIsOverriddenSoNoneFollowsTheCell() {
        XCTAssertFalse(ContentMargins.hostedCell.followsBase)
        XCTAssertEqual(ContentMargins.hostedCell.overrides, EdgeOverrides(top: 0, leading: 0, bottom: 0, trailing: 0))
    }
}
