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
}
