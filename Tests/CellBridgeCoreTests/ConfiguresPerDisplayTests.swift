import CellBridgeCore
import XCTest

/// The churn figure: configures divided by displays, infinite for content configured but never
/// shown, and zero when nothing was configured.
final class ConfiguresPerDisplayTests: XCTestCase {
    private func summary(configures: Int, displays: Int) throws -> CostSummary {
        var ledger = CostLedger()
        for _ in 0..<configures { ledger.recordConfigure(viewType: "RowView", nanoseconds: 1) }
        for _ in 0..<displays { ledger.recordDisplay(viewType: "RowView") }
        return try XCTUnwrap(ledger.summary(for: "RowView"))
    }

    func testASingleDisplayDividesByOne() throws {
        XCTAssertEqual(try summary(configures: 30, displays: 1).configuresPerDisplay, 30)
    }

    func testASingleConfigureNeverDisplayedIsAlreadyInfinite() throws {
        XCTAssertEqual(try summary(configures: 1, displays: 0).configuresPerDisplay, .infinity)
    }

    /// A summary is a plain value an app may adjust (say, to subtract a warm-up phase): with
    /// nothing configured there is no churn, however often it was shown.
    func testNothingConfiguredIsNoChurn() throws {
        var empty = try summary(configures: 1, displays: 0)
        empty.configures = 0
        XCTAssertEqual(empty.configuresPerDisplay, 0)
        empty.displays = 2
        XCTAssertEqual(empty.configuresPerDisplay, 0)
    }
}
