import CellBridgeCore
import XCTest

/// Apps split into Swift packages and frameworks keep cells in many bundles and modules: each is
/// found, registered once, and a name found twice is an error naming both places.
final class ModularAppRegistrationTests: XCTestCase {
    private let router = RenderRouter(osVersion: OSVersion(major: 15))
    private let app = FakeBundles(
        nibs: ["FeedKit": ["BannerCell", "HeaderCell"], "ProfileKit": ["HeaderCell", "AvatarCell"]],
        classes: ["FeedKit.LaneCell", "ProfileKit.BadgeCell", "SearchKit.BadgeCell", "LegacyObjCCell"],
        moduleNames: ["FeedKit", "ProfileKit", "SearchKit"])

    private func plan(_ className: String, bundle: String? = nil, in planner: inout DequeuePlanner) throws
        -> DequeuePlan
    {
        try planner.plan(
            for: CellItemDescriptor(className: className, isSwiftUIBacked: false, bundle: bundle), resolver: app)
    }

    func testANibInOneOfSeveralBundlesIsFoundAndRegisteredOnce() throws {
        var planner = DequeuePlanner(router: router)
        XCTAssertEqual(
            try plan("AvatarCell", in: &planner).registration,
            .register(.nib(named: "AvatarCell"), reuseIdentifier: "AvatarCell"))
        XCTAssertNil(try plan("AvatarCell", in: &planner).registration)
    }

    func testAClassInOneModuleIsFound() throws {
        var planner = DequeuePlanner(router: router)
        XCTAssertEqual(
            try plan("LaneCell", in: &planner).registration,
            .register(.cellClass(named: "LaneCell"), reuseIdentifier: "LaneCell"))
    }

    func testANibInTwoBundlesIsAnErrorNamingBoth() {
        var planner = DequeuePlanner(router: router)
        XCTAssertThrowsError(try plan("HeaderCell", in: &planner)) { error in
            XCTAssertEqual(
                error as? RegistrationError,
                .ambiguous(
                    reuseIdentifier: "HeaderCell", source: .nib(named: "HeaderCell"),
                    locations: ["FeedKit", "ProfileKit"]))
            let message = "\(error)"
            XCTAssertTrue(message.contains("'FeedKit' and 'ProfileKit'"), message)
            XCTAssertTrue(message.contains("cellBundle"), message)
        }
    }

    func testAClassInTwoModulesIsAnErrorNamingBoth() {
        var planner = DequeuePlanner(router: router)
        XCTAssertThrowsError(try plan("BadgeCell", in: &planner)) { error in
            XCTAssertEqual(
                error as? RegistrationError,
                .ambiguous(
                    reuseIdentifier: "BadgeCell", source: .cellClass(named: "BadgeCell"),
                    locations: ["ProfileKit.BadgeCell", "SearchKit.BadgeCell"]))
        }
    }

    func testAnObjectiveCNameIsUniqueInTheRuntime() throws {
        var planner = DequeuePlanner(router: router)
        XCTAssertEqual(
            try plan("LegacyObjCCell", in: &planner).registration,
            .register(.cellClass(named: "LegacyObjCCell"), reuseIdentifier: "LegacyObjCCell"))
    }

    func testAViewModelThatNamesItsBundleGetsThatBundlesCellUnderItsOwnIdentifier() throws {
        var planner = DequeuePlanner(router: router)
        let feed = try plan("HeaderCell", bundle: "FeedKit", in: &planner)
        let profile = try plan("HeaderCell", bundle: "ProfileKit", in: &planner)
        XCTAssertEqual(feed.path, .legacy(reuseIdentifier: "HeaderCell@FeedKit"))
        XCTAssertEqual(feed.registration, .register(.nib(named: "HeaderCell"), reuseIdentifier: "HeaderCell@FeedKit"))
        XCTAssertEqual(profile.path, .legacy(reuseIdentifier: "HeaderCell@ProfileKit"))
        XCTAssertEqual(
            profile.registration, .register(.nib(named: "HeaderCell"), reuseIdentifier: "HeaderCell@ProfileKit"),
            "both registered, each once, neither dequeued as the other")
    }

    func testANamedBundleWithoutTheNibFallsBackToTheClassOrSaysItIsMissing() {
        var planner = DequeuePlanner(router: router)
        XCTAssertThrowsError(try plan("AvatarCell", bundle: "FeedKit", in: &planner)) { error in
            XCTAssertEqual(error as? RegistrationError, .unresolvable(reuseIdentifier: "AvatarCell"))
        }
    }

    func testAResolverThatKnowsOneBundleNeverReportsAmbiguity() throws {
        var planner = DequeuePlanner(router: router)
        let single = FakeBundle(nibs: ["HeaderCell"], classes: ["HeaderCell"])
        let plan = try planner.plan(
            for: CellItemDescriptor(className: "HeaderCell", isSwiftUIBacked: false), resolver: single)
        XCTAssertEqual(plan.registration, .register(.nib(named: "HeaderCell"), reuseIdentifier: "HeaderCell"))
    }
}
