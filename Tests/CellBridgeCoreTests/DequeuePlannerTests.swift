import CellBridgeCore
import XCTest

/// The shared delegate's whole question, asked of a mixed feed of legacy and SwiftUI items.
final class DequeuePlannerTests: XCTestCase {
    private let bundle = FakeBundle(nibs: ["BannerCell", "SleepCell"], classes: ["LaneCell"])
    private let feed = [
        CellItemDescriptor(className: "BannerCell", isSwiftUIBacked: false),
        CellItemDescriptor(className: "ProfileView", isSwiftUIBacked: true),
        CellItemDescriptor(className: "LaneCell", isSwiftUIBacked: false),
        CellItemDescriptor(className: "ProfileView", isSwiftUIBacked: true),
        CellItemDescriptor(className: "SleepCell", isSwiftUIBacked: false),
    ]

    func testIOS15FeedRegistersEachIdentifierOnFirstSightWithTheRightKind() throws {
        var planner = DequeuePlanner(router: RenderRouter(osVersion: OSVersion(major: 15)))
        XCTAssertEqual(planner.prepare(), [])
        let plans = try feed.map { try planner.plan(for: $0, resolver: bundle) }
        XCTAssertEqual(
            plans.map(\.registration),
            [
                .register(.nib(named: "BannerCell"), reuseIdentifier: "BannerCell"),
                .register(.hostingCell, reuseIdentifier: "ProfileView"),
                .register(.cellClass(named: "LaneCell"), reuseIdentifier: "LaneCell"),
                nil,
                .register(.nib(named: "SleepCell"), reuseIdentifier: "SleepCell"),
            ])
        XCTAssertEqual(plans[1].path, .hostingCell(reuseIdentifier: "ProfileView"))
    }

    func testIOS16FeedSendsSwiftUIItemsThroughTheOneSharedCell() throws {
        var planner = DequeuePlanner(router: RenderRouter(osVersion: OSVersion(major: 16)))
        let sharedCell = RegistrationCommand.register(
            .hostingConfigurationCell, reuseIdentifier: RenderPath.hostingConfigurationReuseIdentifier)
        XCTAssertEqual(planner.prepare(), [sharedCell])
        let plans = try feed.map { try planner.plan(for: $0, resolver: bundle) }
        XCTAssertEqual(plans[1], DequeuePlan(path: .hostingConfiguration, registration: nil))
        XCTAssertEqual(plans[3], DequeuePlan(path: .hostingConfiguration, registration: nil))
        XCTAssertFalse(plans.contains { $0.registration == sharedCell }, "registered once, at creation")
        XCTAssertNil(planner.ledger.registrations["ProfileView"], "no hosting cell registered on iOS 16")
    }

    func testExplicitRegistrationThroughThePlanner() throws {
        var planner = DequeuePlanner(router: RenderRouter(osVersion: OSVersion(major: 14)))
        _ = try planner.register(.cellClass(named: "App.GhostCell"), forReuseIdentifier: "GhostCell")
        let plan = try planner.plan(
            for: CellItemDescriptor(className: "GhostCell", isSwiftUIBacked: false), resolver: bundle)
        XCTAssertEqual(plan, DequeuePlan(path: .legacy(reuseIdentifier: "GhostCell"), registration: nil))
    }
}
