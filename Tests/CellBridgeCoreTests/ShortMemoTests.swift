import XCTest

@testable import CellBridgeCore

/// The hot path's memo answers as the dictionary behind it would, and never holds more than it may.
final class ShortMemoTests: XCTestCase {
    func testAnswersWhatItWasToldAndNothingElse() {
        var memo = ShortMemo<String, Int>(capacity: 2)
        XCTAssertNil(memo.value(for: "a"))
        memo.remember(1, for: "a")
        memo.remember(2, for: "b")
        memo.remember(3, for: "c")
        XCTAssertEqual(memo.value(for: "a"), 1)
        XCTAssertEqual(memo.value(for: "b"), 2)
        XCTAssertNil(memo.value(for: "c"), "full: later keys are not remembered")
    }

    /// The ledger's memo of ready paths must agree with the ledger for every path, ready or not:
    /// a hosting path whose identifier a legacy cell holds is never "ready".
    func testTheLedgersReadyAnswersMatchItsRegistrations() throws {
        var ledger = RegistrationLedger(router: RenderRouter(osVersion: OSVersion(major: 15)))
        let bundle = FakeBundle(nibs: ["BannerCell"])
        _ = try ledger.registrationBeforeDequeue(of: .legacy(reuseIdentifier: "BannerCell"), resolver: bundle)
        for _ in 0..<3 {
            XCTAssertTrue(ledger.isReady(for: .legacy(reuseIdentifier: "BannerCell")))
            XCTAssertFalse(ledger.isReady(for: .hostingCell(reuseIdentifier: "BannerCell")))
            XCTAssertFalse(ledger.isReady(for: .legacy(reuseIdentifier: "Other")))
            XCTAssertFalse(ledger.isReady(for: .hostingConfiguration))
        }
    }
}
