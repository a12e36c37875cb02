import CellBridgeMigratorKit
import XCTest

/// The report and the plan on real layouts and sizes (issue 10, item 11).
final class ReportAndPlanTests: XCTestCase {
    private static func cell(_ name: String, base: String = "UITableViewCell") -> String {
        "import UIKit\nclass \(name): \(base) {}\n"
    }

    func testModulesFollowNestedLayouts() throws {
        let report = try TemporaryProject.scan([
            "App/Modules/Feed/Cells/FeedRow.swift": Self.cell("FeedRow"),
            "Sources/Features/Profile/ProfileRow.swift": Self.cell("ProfileRow"),
            "Packages/Timeline/Sources/Timeline/Rows/StatusRow.swift": Self.cell("StatusRow"),
            "Packages/Timeline/Sources/TimelineUI/MediaRow.swift": Self.cell("MediaRow"),
            "Shop/Classes/ViewRelated/Orders/Cells/OrderRow.swift": Self.cell("OrderRow"),
            "Shared/BaseRow.swift": Self.cell("BaseRow"),
            "RootRow.swift": Self.cell("RootRow"),
        ])
        let modules = Dictionary(uniqueKeysWithValues: report.cells.map { ($0.name, $0.module) })
        XCTAssertEqual(modules["FeedRow"], "App/Modules/Feed")
        XCTAssertEqual(modules["ProfileRow"], "Sources/Features/Profile")
        XCTAssertEqual(modules["StatusRow"], "Packages/Timeline", "a package's Sources/<Target> is the package")
        XCTAssertEqual(modules["MediaRow"], "Packages/Timeline")
        XCTAssertEqual(modules["OrderRow"], "Shop/Classes/ViewRelated/Orders")
        XCTAssertEqual(modules["BaseRow"], "Shared")
        XCTAssertEqual(modules["RootRow"], "(root)")
    }

    func testScreenRowsCoverEveryCellWithAnUnassignedRow() throws {
        let report = try TemporaryProject.scan([
            "Cells.swift": Self.cell("InboxRow") + "final class DraftRow: UITableViewCell {}\n"
                + "final class ArchiveRow: UITableViewCell {}\n",
            "InboxScreen.swift": """
            import UIKit
            final class InboxScreen: UITableViewController {
                override func viewDidLoad() {
                    tableView.register(InboxRow.self, forCellReuseIdentifier: "inbox")
                    tableView.register(DraftRow.self, forCellReuseIdentifier: "draft")
                }
            }
            """,
        ])
        let rows = ProgressBreakdown.perScreen(report)
        XCTAssertEqual(rows.map(\.name), ["InboxScreen", "unassigned"])
        XCTAssertEqual(rows.map(\.total).reduce(0, +), report.cells.count, "the rows add up to every cell")
        let html = HTMLReportRenderer.render(report, title: "App")
        XCTAssertTrue(html.contains("<td>unassigned<div class=\"muted\">"), "the unassigned row is shown")
    }

    func testAnAppWithoutUIKitCellsSaysSo() throws {
        let report = try TemporaryProject.scan([
            "Timeline.swift": "import SwiftUI\nstruct Timeline: View { var body: some View { List { Text(\"a\") } } }\n"
        ])
        let html = HTMLReportRenderer.render(report, title: "App")
        XCTAssertTrue(html.contains("<h2>Nothing to migrate</h2>"))
        XCTAssertFalse(html.contains(">0%<"), "no 0 of 0 progress")
        XCTAssertTrue(html.contains(">n/a<"))
        let plan = TextReportRenderer.plan(report, displayRoot: "App")
        XCTAssertTrue(plan.contains("No UIKit cells: "), plan)
        XCTAssertFalse(plan.contains("Next, in this order"), plan)
    }

    func testALargeReportIsNavigableWithoutAScript() throws {
        var files: [String: String] = [:]
        for index in 0..<120 {
            let module = ["Feed", "Profile", "Settings"][index % 3]
            files["Features/\(module)/Row\(index)Cell.swift"] = Self.cell("Row\(index)Cell")
        }
        files["Features/Feed/LaneCell.swift"] =
            "import UIKit\nfinal class LaneCell: UICollectionViewCell {\n    let lane = UICollectionView()\n}\n"
        // One screen shows them all, so none is an unused cell.
        let registrations = (0..<120).map {
            "        tableView.register(Row\($0)Cell.self, forCellReuseIdentifier: \"r\($0)\")"
        }
        files["Features/Feed/RowsViewController.swift"] =
            "import UIKit\nfinal class RowsViewController: UITableViewController {\n    func setUp(_ lanes: UICollectionView) {\n"
            + registrations.joined(separator: "\n")
            + "\n        lanes.register(LaneCell.self, forCellWithReuseIdentifier: \"lane\")\n    }\n}\n"
        let report = try TemporaryProject.scan(files)
        let html = HTMLReportRenderer.render(report, title: "App")
        XCTAssertFalse(html.contains("<script"))
        XCTAssertTrue(html.contains("<nav class=\"toc\""))
        for section in ["modules", "screens", "plan", "cells", "findings", "data-sources", "rules"] {
            XCTAssertTrue(html.contains("<a href=\"#\(section)\">"), "contents link to \(section)")
            XCTAssertTrue(html.contains("id=\"\(section)\""), "anchor \(section)")
        }
        XCTAssertTrue(html.contains("<a href=\"#cell-Row7Cell\"><strong>Row7Cell</strong></a>"), "plan → cell row")
        XCTAssertTrue(html.contains("<tr class=\"cell uikit high m-0\" id=\"cell-LaneCell\">"))
        // Filtering is radio buttons and CSS: choosing "high risk" hides every other row.
        XCTAssertTrue(html.contains("<input class=\"filter\" type=\"radio\" name=\"state\" id=\"f-high\">"))
        XCTAssertTrue(html.contains("#f-high:checked ~ #cells tr.cell:not(.high) { display: none; }"))
        XCTAssertTrue(html.contains("<label for=\"m-2\">Features/Settings</label>"))
        XCTAssertTrue(html.contains("#m-2:checked ~ #cells tr.cell:not(.m-2) { display: none; }"))
    }

    func testThePlanKeepsBaseClassesAfterAllTheirSubclassesAndNamesTheirFindings() throws {
        let report = try TemporaryProject.scan([
            "Base.swift": Self.cell("BaseCardCell"),
            "Middle.swift": Self.cell("MediaCardCell", base: "BaseCardCell"),
            "Leaf.swift": """
            import UIKit
            final class VideoCardCell: MediaCardCell {
                let strip = UICollectionView()
                var onPlay: (() -> Void)?
                func bind() { onPlay = { self.play() } }
            }
            """,
            "Other.swift": Self.cell("TextCardCell", base: "BaseCardCell"),
            "CardsViewController.swift": """
            import UIKit
            final class CardsViewController: UITableViewController {
                override func viewDidLoad() {
                    tableView.register(VideoCardCell.self, forCellReuseIdentifier: "video")
                    tableView.register(TextCardCell.self, forCellReuseIdentifier: "text")
                }
            }
            """,
        ])
        let steps = MigrationPlanner.plan(report)
        let order = steps.map(\.cell.name)
        XCTAssertEqual(order, ["TextCardCell", "VideoCardCell", "MediaCardCell", "BaseCardCell"])
        XCTAssertEqual(steps.map(\.stage), [.next, .last, .last, .last], "a base of a high-risk cell waits for it")
        XCTAssertEqual(steps[1].findingsSummary, "cell-closure-captures-self-strongly")
        let text = TextReportRenderer.plan(report, displayRoot: "App")
        XCTAssertTrue(
            text.contains(
                "4. BaseCardCell [low] — base class of MediaCardCell, TextCardCell: migrate after them (a class below it is high risk)"
            ), text)
    }

    func testTextTablesStayReadableWithLongNames() throws {
        let long = "ComposeStatusPollOptionAppendEntryCollectionViewCell"
        let report = try TemporaryProject.scan([
            "Long.swift": "import UIKit\nfinal class \(long): UICollectionViewCell {}\n",
            "Short.swift": "import UIKit\nfinal class TagCell: UICollectionViewCell {}\n",
        ])
        let lines = TextReportRenderer.scan(report, displayRoot: "App").split(separator: "\n")
        let short = try XCTUnwrap(lines.first { $0.hasPrefix("  TagCell") })
        // The name column stops at 36 characters: padded to the 52-character name, the row would be 126 long.
        XCTAssertLessThan(short.count, 115, "a short row is not padded to the longest name: \(short)")
        let header = try XCTUnwrap(lines.first { $0.hasPrefix("  NAME") })
        let kindColumn = header.distance(
            from: header.startIndex, to: try XCTUnwrap(header.range(of: "KIND")).lowerBound)
        XCTAssertEqual(short.dropFirst(kindColumn).prefix(10), "collection", "short rows stay aligned with the header")
    }

    func testTheDeploymentTargetIsTheAppsOwn() throws {
        let project = { (version: String, name: String, productType: String) in
            """
            // !$*UTF8*$!
            {
                objects = {
                    T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (); name = \(name); productType = "\(productType)"; };
                    L0 = {isa = XCConfigurationList; buildConfigurations = (); };
                    L1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
                    C1 = {isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = \(version); }; name = Debug; };
                    P1 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; targets = (T1, ); };
                    G0 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
                };
                rootObject = P1;
            }
            """
        }
        let report = try TemporaryProject.scan([
            "App.xcodeproj/project.pbxproj": project("15.0", "App", "com.apple.product-type.application"),
            "AppTests.xcodeproj/project.pbxproj": project(
                "12.0", "AppTests", "com.apple.product-type.bundle.unit-test"),
            "Local Pods/SwipeKit/Example/SwipeDemo.xcodeproj/project.pbxproj":
                project("9.0", "SwipeDemo", "com.apple.product-type.application"),
            "Vendor/Charts/Charts.xcodeproj/project.pbxproj":
                project("10.0", "Charts", "com.apple.product-type.framework"),
            "TestKit/Package.swift": "let package = Package(name: \"TestKit\", platforms: [.iOS(.v13)])",
        ])
        XCTAssertEqual(report.deploymentTarget?.majorVersion, 15)
        XCTAssertEqual(report.deploymentTarget?.source, "App.xcodeproj/project.pbxproj")
        XCTAssertEqual(report.targetDeploymentTargets.map(\.targetName), ["App"])
    }
}
