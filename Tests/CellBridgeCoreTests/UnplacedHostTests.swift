import CellBridgeCore
import XCTest

/// A content configuration's view in the app's own cell, header or footer learns what it is
/// from the view around it, and a resize whose place is not found is kept while it is on screen.
final class UnplacedHostTests: XCTestCase {
    private let header = ElementPosition.PlacedElement(category: .supplementaryView, kind: "header", showsTheView: true)

    func testTableHostsAreTheirClass() {
        XCTAssertEqual(ElementPosition.element(enclosedBy: .tableViewCell, hasCellIndexPath: false, placed: []), .cell)
        XCTAssertEqual(
            ElementPosition.element(enclosedBy: .tableHeaderFooterView, hasCellIndexPath: true, placed: [header]),
            .tableHeaderFooter)
    }

    func testACollectionCellWithAnIndexPathIsACellEvenWhereASupplementaryShowsIt() {
        XCTAssertEqual(
            ElementPosition.element(enclosedBy: .collectionViewCell, hasCellIndexPath: true, placed: [header]), .cell)
    }

    func testACellUsedAsASupplementaryViewIsTheSupplementaryShowingIt() {
        let placed = [
            ElementPosition.PlacedElement(category: .cell, kind: nil, showsTheView: true),
            ElementPosition.PlacedElement(category: .supplementaryView, kind: "footer", showsTheView: false),
            header,
        ]
        XCTAssertEqual(
            ElementPosition.element(enclosedBy: .collectionViewCell, hasCellIndexPath: false, placed: placed),
            .supplementary(kind: "header"))
        XCTAssertEqual(
            ElementPosition.element(enclosedBy: .collectionReusableView, hasCellIndexPath: false, placed: placed),
            .supplementary(kind: "header"))
    }

    func testNothingIsLearntFromElementsThatDoNotShowTheViewOrAreDecorations() {
        let placed = [
            ElementPosition.PlacedElement(category: .supplementaryView, kind: "header", showsTheView: false),
            ElementPosition.PlacedElement(category: .decorationView, kind: "background", showsTheView: true),
            ElementPosition.PlacedElement(category: .supplementaryView, kind: nil, showsTheView: true),
        ]
        XCTAssertNil(
            ElementPosition.element(enclosedBy: .collectionReusableView, hasCellIndexPath: false, placed: placed))
        XCTAssertNil(ElementPosition.element(enclosedBy: .collectionViewCell, hasCellIndexPath: false, placed: []))
    }

    func testEachReusableViewBelongsToItsContainer() {
        XCTAssertEqual(ElementPosition.EnclosingView.collectionViewCell.container, .collectionView)
        XCTAssertEqual(ElementPosition.EnclosingView.collectionReusableView.container, .collectionView)
        XCTAssertEqual(ElementPosition.EnclosingView.tableViewCell.container, .tableView)
        XCTAssertEqual(ElementPosition.EnclosingView.tableHeaderFooterView.container, .tableView)
    }

    func testAResizeFromAViewOffScreenIsDropped() {
        for container in [ContainerKind.collectionView, .tableView, .standaloneView] {
            XCTAssertEqual(UnplacedResize.decide(in: container, isVisible: false, learnsPlace: true), .drop)
        }
    }

    func testAResizeFromAVisibleViewWithNoPlaceStillResizes() {
        XCTAssertEqual(
            UnplacedResize.decide(in: .collectionView, isVisible: true, learnsPlace: true), .invalidateWholeContainer)
        XCTAssertEqual(UnplacedResize.decide(in: .tableView, isVisible: true, learnsPlace: true), .resizeAsUsual)
        XCTAssertEqual(UnplacedResize.decide(in: .standaloneView, isVisible: true, learnsPlace: true), .drop)
    }

    func testACellItsContainerKnowsIsLeftAloneWhileItHasNoPlace() {
        // On screen without an index path: animating out of a delete, or being moved.
        for container in [ContainerKind.collectionView, .tableView] {
            XCTAssertEqual(UnplacedResize.decide(in: container, isVisible: true, learnsPlace: false), .drop)
        }
    }
}
