import CellBridgeCore
import XCTest

/// Rule: a problem is reported once, however many rows show it; debug builds keep running
/// (UIKIT-PITFALLS 31). The shell reports only when the core says it is the first time.
final class ReportedProblemsTests: XCTestCase {
    func testEachProblemIsReportedTheFirstTimeOnly() {
        var reported = ReportedProblems()
        XCTAssertTrue(reported.isFirstReport(of: "No cell for reuse identifier 'BannerCel'"))
        for _ in 0..<100 { XCTAssertFalse(reported.isFirstReport(of: "No cell for reuse identifier 'BannerCel'")) }
        XCTAssertTrue(reported.isFirstReport(of: "No cell for reuse identifier 'ProfileCel'"), "another problem")
        XCTAssertEqual(reported.count, 2)
    }
}

/// Rule: UIKit only on the main thread, whatever thread the app calls from (UIKIT-PITFALLS 32).
final class MainThreadConfinementTests: XCTestCase {
    func testOffTheMainThreadTheWorkHopsToTheMainQueue() {
        XCTAssertEqual(MainThreadConfinement.decide(isMainThread: true), .runNow)
        XCTAssertEqual(MainThreadConfinement.decide(isMainThread: false), .hopToMainQueue)
    }
}

/// Rule: what a content configuration's view is, is stated, never learnt from the layout
/// (UIKIT-PITFALLS 29): the app's statement where the class cannot say, else the class.
final class StatedElementTests: XCTestCase {
    func testAStatedSupplementaryElementWinsOnlyWhereTheClassCannotSay() {
        let header = ReusableElement.supplementary(kind: "header")
        XCTAssertEqual(ElementPosition.element(statedAs: header, enclosedBy: .collectionViewCell), header)
        XCTAssertEqual(ElementPosition.element(statedAs: header, enclosedBy: .collectionReusableView), header)
        XCTAssertEqual(
            ElementPosition.element(statedAs: header, enclosedBy: .tableHeaderFooterView), .tableHeaderFooter,
            "a table's header-footer view is one by class")
        XCTAssertEqual(ElementPosition.element(statedAs: header, enclosedBy: .tableViewCell), .cell)
    }

    func testWithoutAStatementACollectionCellIsAnItemsCell() {
        XCTAssertEqual(ElementPosition.element(statedAs: nil, enclosedBy: .collectionViewCell), .cell)
        XCTAssertEqual(ElementPosition.element(statedAs: nil, enclosedBy: .tableViewCell), .cell)
        XCTAssertEqual(ElementPosition.element(statedAs: nil, enclosedBy: .tableHeaderFooterView), .tableHeaderFooter)
        XCTAssertEqual(ElementPosition.element(statedAs: nil, enclosedBy: nil), .cell, "not in a cell yet")
    }
}

/// The container a content configuration's reusable view belongs to decides how it resizes.
final class EnclosingViewContainerTests: XCTestCase {
    func testEachReusableViewBelongsToItsContainer() {
        XCTAssertEqual(ElementPosition.EnclosingView.collectionViewCell.container, .collectionView)
        XCTAssertEqual(ElementPosition.EnclosingView.collectionReusableView.container, .collectionView)
        XCTAssertEqual(ElementPosition.EnclosingView.tableViewCell.container, .tableView)
        XCTAssertEqual(ElementPosition.EnclosingView.tableHeaderFooterView.container, .tableView)
    }
}
