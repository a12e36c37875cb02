import CellBridgeCore
import XCTest

/// SwiftUI rows must keep the grouped table's card and show selection on iOS 14–15, as legacy
/// rows and iOS 16+ rows do.
final class HostedCellBackgroundTests: XCTestCase {
    func testATableCellsOwnBackgroundTheGroupedCardIsNeverCleared() {
        XCTAssertFalse(HostedCellBackground.seeThroughViews(in: .tableView).contains(.cell))
    }

    func testACollectionCellsOwnBackgroundIsNeverClearedEither() {
        XCTAssertFalse(HostedCellBackground.seeThroughViews(in: .collectionView).contains(.cell))
    }

    func testWhatLiesOverTheCellsBackgroundIsClearSoSelectionShows() {
        for container in [ContainerKind.tableView, .collectionView] {
            XCTAssertEqual(HostedCellBackground.seeThroughViews(in: container), [.contentView, .hostedView])
        }
    }

    func testAStandaloneHostingViewClearsOnlyTheHostedView() {
        XCTAssertEqual(HostedCellBackground.seeThroughViews(in: .standaloneView), [.hostedView])
    }

    /// The shell asks for each view with `contains`: a set naming one view must not answer for
    /// another, or a view that must keep its background is made clear.
    func testEachViewIsAnOptionOfItsOwn() {
        let views: [(HostedCellBackground.Views, String)] = [
            (.cell, "cell"), (.contentView, "content view"), (.hostedView, "hosted view"),
        ]
        for (view, name) in views {
            for (other, otherName) in views where otherName != name {
                XCTAssertFalse(view.contains(other), "the \(name) answers for the \(otherName)")
            }
        }
    }
}
