import CellBridgeCore
import XCTest

/// SwiftUI headers and footers take the path UIKit supports for their kind of view, on both OS paths.
final class ReusableElementRoutingTests: XCTestCase {
    private let header = CellItemDescriptor(className: "SectionHeaderView", isSwiftUIBacked: true)
    private let legacyHeader = CellItemDescriptor(className: "SectionHeader", isSwiftUIBacked: false)

    func testACollectionHeaderUsesUIHostingConfigurationOnIOS16LikeACell() {
        let router = RenderRouter(osVersion: OSVersion(major: 16))
        XCTAssertEqual(
            router.route(header, as: .supplementary(kind: "UICollectionElementKindSectionHeader")),
            .hostingConfiguration)
    }

    func testACollectionHeaderIsAHostingCellBeforeIOS16() {
        let router = RenderRouter(osVersion: OSVersion(major: 15))
        XCTAssertEqual(
            router.route(header, as: .supplementary(kind: "header")), .hostingCell(reuseIdentifier: "SectionHeaderView")
        )
    }

    func testATableHeaderIsAHostingViewOnEveryOSBecauseUIHostingConfigurationIsForCells() {
        for os in [OSVersion(major: 14), OSVersion(major: 16), OSVersion(major: 17)] {
            XCTAssertEqual(
                RenderRouter(osVersion: os).route(header, as: .tableHeaderFooter),
                .hostingCell(reuseIdentifier: "SectionHeaderView"), "\(os)")
        }
        XCTAssertFalse(ReusableElement.tableHeaderFooter.supportsHostingConfiguration)
    }

    /// In a list layout an item's hosting cell is a list cell (its swipe actions need one); a header is
    /// not a list row; outside a list nothing is.
    func testOnlyAListLayoutsItemsUseListCells() {
        XCTAssertTrue(ReusableElement.cell.usesListCell(inListLayout: true))
        XCTAssertFalse(ReusableElement.supplementary(kind: "header").usesListCell(inListLayout: true))
        XCTAssertFalse(ReusableElement.tableHeaderFooter.usesListCell(inListLayout: true))
        XCTAssertFalse(ReusableElement.cell.usesListCell(inListLayout: false))
    }

    func testLegacyHeadersKeepTheirClassNameContract() {
        for element in [ReusableElement.supplementary(kind: "header"), .tableHeaderFooter] {
            XCTAssertEqual(
                RenderRouter(osVersion: OSVersion(major: 17)).route(legacyHeader, as: element),
                .legacy(reuseIdentifier: "SectionHeader"))
        }
    }

    func testHostingCellsEverywhereAppliesToHeadersToo() {
        let router = RenderRouter(osVersion: OSVersion(major: 17), strategy: .hostingCellsEverywhere)
        XCTAssertEqual(
            router.route(header, as: .supplementary(kind: "h")), .hostingCell(reuseIdentifier: "SectionHeaderView"))
    }

    func testEachElementKindRegistersOnceInItsOwnPlanner() throws {
        var headers = DequeuePlanner(router: RenderRouter(osVersion: OSVersion(major: 15)))
        let bundle = FakeBundle(nibs: ["SectionHeader"])
        XCTAssertEqual(
            try headers.plan(for: legacyHeader, as: .supplementary(kind: "h"), resolver: bundle).registration,
            .register(.nib(named: "SectionHeader"), reuseIdentifier: "SectionHeader"))
        XCTAssertNil(try headers.plan(for: legacyHeader, as: .supplementary(kind: "h"), resolver: bundle).registration)
    }
}
