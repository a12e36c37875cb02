import CellBridgeMigratorKit
import XCTest

/// What `scan` says about the example app's cells and data sources.
final class InventoryTests: XCTestCase {
    private static let report = Result { try ProjectScanner().scan(path: FixturePaths.feedApp) }

    private func cell(_ name: String) throws -> CellInventoryEntry {
        let report = try Self.report.get()
        return try XCTUnwrap(report.cells.first { $0.name == name }, "\(name) not found")
    }

    func testCellsInheritingThroughTheAppsBaseClassAreFound() throws {
        let banner = try cell("BannerCell")
        XCTAssertEqual(banner.kind, .collection)
        XCTAssertEqual(banner.definedIn, .xib)
        XCTAssertEqual(banner.xib, "Features/Feed/Cells/BannerCell.xib")
        XCTAssertEqual(banner.swiftFile, "Features/Feed/Cells/BannerCell.swift")
        XCTAssertEqual(try cell("BaseCardCell").subclasses, ["BannerCell", "PromotionCell"])
    }

    func testReuseIdentifiersComeFromXIBAndRegistrations() throws {
        XCTAssertEqual(try cell("SleepCell").reuseIdentifiers, ["LaneItem", "SleepCell"])
        XCTAssertEqual(try cell("WeatherCell").reuseIdentifiers, ["WeatherView"])
    }

    func testHostingKinds() throws {
        XCTAssertEqual(try cell("WeatherCell").hosting, .cellbridge)
        XCTAssertEqual(try cell("ChartCell").hosting, .hostingController)
        XCTAssertEqual(try cell("TagCell").hosting, .hostingConfiguration)
        XCTAssertEqual(try cell("BannerCell").hosting, .none)
    }

    func testLaneCellIsHighRiskBecauseOfTheCollectionViewInItsXIB() throws {
        let lane = try cell("LaneCell")
        XCTAssertEqual(lane.risk, .high)
        XCTAssertTrue(
            lane.riskReasons.first?.contains("collectionView inside the cell") ?? false, "\(lane.riskReasons)")
        XCTAssertTrue(lane.riskReasons.first?.contains("horizontal lane") ?? false)
    }

    func testPromotionCellIsMediumRiskForItsGestureAndTimer() throws {
        let promotion = try cell("PromotionCell")
        XCTAssertEqual(promotion.risk, .medium)
        XCTAssertEqual(promotion.riskReasons, ["gesture recognizers in its XIB", "timers or display links"])
    }

    func testStoryboardPrototypeCell() throws {
        let toggle = try cell("SettingsToggleCell")
        XCTAssertEqual(toggle.kind, .table)
        XCTAssertEqual(toggle.definedIn, .storyboard)
        XCTAssertEqual(toggle.xib, "Features/Settings/Settings.storyboard")
    }

    func testGenericAndSwitchingDataSourcesAreToldApart() throws {
        let report = try Self.report.get()
        let shared = try XCTUnwrap(report.dataSources.first { $0.typeName == "SharedCollectionDataSource" })
        XCTAssertEqual(shared.cellTypesReferenced, 0)
        XCTAssertFalse(shared.switchesOnCellTypes)
        let legacy = try XCTUnwrap(report.dataSources.first { $0.typeName == "FeedItemsDataSource" })
        XCTAssertEqual(legacy.method, "cellForItemAt")
        XCTAssertEqual(legacy.cellTypesReferenced, 5)
        XCTAssertTrue(legacy.switchesOnCellTypes)
        let profile = try XCTUnwrap(report.dataSources.first { $0.typeName == "ProfileViewController" })
        XCTAssertEqual(profile.method, "cellForRowAt")
        XCTAssertFalse(profile.switchesOnCellTypes, "one cast to its own cell type is not a switch")
    }

    func testDeploymentTargetIsReadFromTheXcodeProject() throws {
        let target = try XCTUnwrap(try Self.report.get().deploymentTarget)
        XCTAssertEqual(target.majorVersion, 14)
        XCTAssertEqual(target.source, "FeedApp.xcodeproj/project.pbxproj")
    }

    func testScreensListTheCellsTheyRegister() throws {
        let screens = try Self.report.get().screens
        let feed = try XCTUnwrap(screens.first { $0.name == "FeedViewController" })
        XCTAssertEqual(
            feed.cellNames,
            ["BannerCell", "ChartCell", "LaneCell", "PromotionCell", "SleepCell", "TagCell", "WeatherCell"])
        XCTAssertEqual(screens.first { $0.name == "SettingsViewController" }?.cellNames, ["SettingsToggleCell"])
    }

    func testPlanPutsHostedFirstLeavesBeforeBasesAndTheLaneLast() throws {
        let steps = MigrationPlanner.plan(try Self.report.get())
        XCTAssertEqual(steps.filter { $0.stage == .done }.map(\.cell.name), ["ChartCell", "TagCell", "WeatherCell"])
        let remaining = steps.filter { $0.stage != .done }.map(\.cell.name)
        XCTAssertEqual(remaining.last, "LaneCell")
        XCTAssertEqual(steps.last?.stage, .last)
        let base = try XCTUnwrap(remaining.firstIndex(of: "BaseCardCell"))
        XCTAssertLessThan(try XCTUnwrap(remaining.firstIndex(of: "BannerCell")), base)
        XCTAssertLessThan(try XCTUnwrap(remaining.firstIndex(of: "PromotionCell")), base)
        XCTAssertEqual(remaining.first, "BannerCell", "low-risk XIB leaves come first")
    }
}
