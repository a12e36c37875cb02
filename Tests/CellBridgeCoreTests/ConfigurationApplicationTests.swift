import CellBridgeCore
import XCTest

final class ConfigurationApplicationTests: XCTestCase {
    func testTheFirstConfigurationIsNewContent() {
        XCTAssertEqual(ConfigurationApplication.kind(applied: nil, incoming: 1), .newContent)
    }

    func testACopyUpdatedForStateIsAStateOnlyApplication() {
        XCTAssertEqual(ConfigurationApplication.kind(applied: 1, incoming: 1), .stateOnly)
    }

    func testAConfigurationBuiltFromOtherContentIsNewContent() {
        XCTAssertEqual(ConfigurationApplication.kind(applied: 1, incoming: 2), .newContent)
    }

    /// The reason for the rule: a highlight on touch down must not turn the content's pending
    /// events stale, which it does when every application stamps new content.
    func testAStateOnlyApplicationKeepsTheContentsEventsDeliverable() {
        var gate = CellEventGate()
        let stamp = gate.configure()
        if ConfigurationApplication.kind(applied: 7, incoming: 7) == .newContent { _ = gate.configure() }
        XCTAssertEqual(gate.decide(sentBy: stamp, resolvedPosition: 3), .deliver(at: 3))
    }
}
