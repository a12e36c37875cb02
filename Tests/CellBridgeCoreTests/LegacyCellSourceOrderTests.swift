import CellBridgeCore
import XCTest

final class LegacyCellSourceOrderTests: XCTestCase {
    func testANibIsTriedBeforeAClassOfTheSameName() {
        XCTAssertEqual(
            CellSource.legacyCandidates(named: "BannerCell"),
            [.nib(named: "BannerCell"), .cellClass(named: "BannerCell")])
    }

    func testTheResolverAnswersForEachKindOfSource() {
        let bundle = FakeBundle(nibs: ["BannerCell"], classes: ["ProfileCell"])
        XCTAssertTrue(bundle.exists(.nib(named: "BannerCell")))
        XCTAssertFalse(bundle.exists(.cellClass(named: "BannerCell")))
        XCTAssertTrue(bundle.exists(.cellClass(named: "ProfileCell")))
        XCTAssertFalse(bundle.exists(.nib(named: "ProfileCell")))
        XCTAssertTrue(bundle.exists(.hostingCell), "the hosting cell always exists")
    }

    func testTheFirstExistingCandidateIsWhatTheReverseBridgeAndTheLedgerUse() throws {
        let bundle = FakeBundle(nibs: ["BannerCell"], classes: ["BannerCell", "ProfileCell"])
        let first = CellSource.legacyCandidates(named: "BannerCell").first(where: bundle.exists)
        XCTAssertEqual(first, .nib(named: "BannerCell"))
        var ledger = RegistrationLedger(router: RenderRouter(osVersion: OSVersion(major: 15)))
        XCTAssertEqual(
            try ledger.registrationBeforeDequeue(of: .legacy(reuseIdentifier: "BannerCell"), resolver: bundle),
            .register(.nib(named: "BannerCell"), reuseIdentifier: "BannerCell"))
        XCTAssertEqual(
            CellSource.legacyCandidates(named: "ProfileCell").first(where: bundle.exists),
            .cellClass(named: "ProfileCell"))
    }

    func testAFoundNibSparesTheClassLookup() throws {
        let bundle = FakeBundle(nibs: ["BannerCell"], classes: ["BannerCell"])
        var ledger = RegistrationLedger(router: RenderRouter(osVersion: OSVersion(major: 15)))
        _ = try ledger.registrationBeforeDequeue(of: .legacy(reuseIdentifier: "BannerCell"), resolver: bundle)
        XCTAssertEqual(bundle.lookups, 1)
    }
}
