import CellBridgeMigratorKit
import XCTest

/// Issue 26, items 1 and 2: code copied into the app's tree under folders that do not say so, and the deployment
/// target of the app's own targets only. Each fixture is written from the pattern.
final class RoundThreeOwnershipTests: XCTestCase {
    /// A `.pbxproj` with one target of `productType` at iOS `version`.
    static func project(target: String, productType: String, version: String) -> String {
        """
        // !$*UTF8*$!
        {
            objects = {
                G0 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
                S1 = {isa = PBXSourcesBuildPhase; files = (); };
                T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S1, ); name = \(target);
                    productType = "\(productType)"; };
                L0 = {isa = XCConfigurationList; buildConfigurations = (C0, ); };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
                C0 = {isa = XCBuildConfiguration; buildSettings = { }; name = Release; };
                C1 = {isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = \(version); };
                    name = Release; };
                P1 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; targets = (T1, ); };
            };
            rootObject = P1;
        }
        """
    }

    static let application = "com.apple.product-type.application"
    static let framework = "com.apple.product-type.framework"

    private func owners(_ report: ScanReport) -> [String: String] {
        Dictionary(
            uniqueKeysWithValues: report.cells.map { ($0.name, $0.owner == .app ? "app" : $0.dependency ?? "?") })
    }

    // MARK: Item 1: vendored code kept in the app's tree

    func testFoldersWithALicenceOrPodspecOrADependencyNameAreDependencies() throws {
        let report = try TemporaryProject.scan([
            "Shelf.xcodeproj/project.pbxproj": Self.project(
                target: "Shelf", productType: Self.application, version: "15.0"),
            // A library downloaded into the app's sources with its licence beside it.
            "Shelf/Widgets/TileGrid/LICENSE.md": "MIT License\n",
            "Shelf/Widgets/TileGrid/TGTileCell.h": "@interface TGTileCell : UICollectionViewCell\n@end\n",
            "Shelf/Widgets/TileGrid/TGTileCell.m": "@implementation TGTileCell\n@end\n",
            // Its companion without a licence, known by the library's class prefix.
            "Shelf/Widgets/TGBadge/TGBadgeCell.h": "@interface TGBadgeCell : UITableViewCell\n@end\n",
            // A pod's sources with their podspec.
            "Shelf/Support/Ratings/Ratings.podspec": "Pod::Spec.new do |s|\nend\n",
            "Shelf/Support/Ratings/RatingStarsCell.swift": "import UIKit\nclass RatingStarsCell: UITableViewCell {}\n",
            // Folders named for dependencies, spelled the ways apps spell them.
            "Shelf/ExternalLibreries/SwipeRows/SwipeRowCell.h": "@interface SwipeRowCell : UITableViewCell\n@end\n",
            "Sources/ThirdPart/PagerTabs/PagerTabCell.swift":
                "import UIKit\nclass PagerTabCell: UICollectionViewCell {}\n",
            "Shelf/Libraries/Charts/ChartLegendCell.swift": "import UIKit\nclass ChartLegendCell: UITableViewCell {}\n",
            // A library's folder named after its own prefixed class, and one unpacked from a GitHub archive.
            "Shelf/Widgets/RKRatingControl/RKRatingControl.h": """
            @interface RKRatingControl : UIControl
            @end
            @interface RKRatingCell : UITableViewCell
            @end
            """,
            "Shelf/jdoe-ShelfSwipe-9f8e7d6/SwipeActionCell.swift":
                "import UIKit\nclass SwipeActionCell: UITableViewCell {}\n",
            // The app's own code: a cell, a local package of its own, a screen showing the vendored cells, a folder
            // named after its screen.
            "Shelf/ReaderViewController/ReaderViewController.swift": """
            import UIKit
            final class PageCell: UICollectionViewCell {}
            final class ReaderViewController: UICollectionViewController {}
            """,
            "Shelf/Books/BookCell.swift": "import UIKit\nclass BookCell: UITableViewCell {}\n",
            "Packages/ShelfKit/Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\n",
            "Packages/ShelfKit/Sources/ShelfKit/AuthorCell.swift":
                "import UIKit\nclass AuthorCell: UITableViewCell {}\n",
            "Shelf/Books/BooksViewController.swift": """
            import UIKit
            final class BooksViewController: UITableViewController {
                override func viewDidLoad() {
                    tableView.register(BookCell.self, forCellReuseIdentifier: "book")
                    tableView.register(AuthorCell.self, forCellReuseIdentifier: "author")
                    tableView.register(SwipeRowCell.self, forCellReuseIdentifier: "swipe")
                    tableView.register(RatingStarsCell.self, forCellReuseIdentifier: "stars")
                }
            }
            """,
        ])
        XCTAssertEqual(
            owners(report),
            [
                "AuthorCell": "app", "BookCell": "app", "ChartLegendCell": "Charts", "PageCell": "app",
                "PagerTabCell": "PagerTabs", "RKRatingCell": "RKRatingControl", "RatingStarsCell": "Ratings",
                "SwipeActionCell": "jdoe-ShelfSwipe-9f8e7d6", "SwipeRowCell": "SwipeRows", "TGBadgeCell": "TGBadge",
                "TGTileCell": "TileGrid",
            ])
        let work = MigrationPlanner.plan(report).filter { $0.stage != .outOfScope }.map(\.cell.name)
        XCTAssertEqual(Set(work), ["AuthorCell", "BookCell", "PageCell"], "no vendored cell is planned as work")
    }

    func testTheAppsOwnProjectFolderIsNeverADependencyEvenWithALicence() throws {
        let report = try TemporaryProject.scan([
            "Reader/LICENSE": "Apache License\n",
            "Reader/Reader.xcodeproj/project.pbxproj": Self.project(
                target: "Reader", productType: Self.application, version: "15.0"),
            "Reader/Feed/StoryCell.swift": "import UIKit\nclass StoryCell: UITableViewCell {}\n",
        ])
        XCTAssertEqual(owners(report), ["StoryCell": "app"])
    }

    func testAnAppsLicenceScreenOrLicenceCodeIsNoLicenceFile() throws {
        let report = try TemporaryProject.scan([
            "Dock.xcodeproj/project.pbxproj": Self.project(
                target: "Dock", productType: Self.application, version: "15.0"),
            // The app's settings: a screen listing the licences of what it uses, beside its own cells.
            "Dock/Settings/LicensesViewController.swift": """
            import UIKit
            final class LicensesViewController: UITableViewController {}
            """,
            "Dock/Settings/ToggleRowCell.swift": "import UIKit\nclass ToggleRowCell: UITableViewCell {}\n",
            "Dock/Billing/LicenseManager.swift": "import Foundation\nfinal class LicenseManager {}\n",
            "Dock/Billing/PlanCell.swift": "import UIKit\nclass PlanCell: UICollectionViewCell {}\n",
            // A library kept with its licence under a suffix.
            "Dock/Charts/LICENSE-MIT": "MIT\n",
            "Dock/Charts/ChartKeyCell.swift": "import UIKit\nclass ChartKeyCell: UITableViewCell {}\n",
        ])
        XCTAssertEqual(owners(report), ["ToggleRowCell": "app", "PlanCell": "app", "ChartKeyCell": "Charts"])
    }

    func testAVendoredFoldersDataSourcesScreensAndFindingsAreNotTheApps() throws {
        let report = try TemporaryProject.scan([
            "App/Controls/Picker/COPYING": "GPL\n",
            "App/Controls/Picker/PickerViewController.swift": """
            import UIKit
            final class PickerOptionCell: UITableViewCell {}
            final class PickerHeaderCell: UITableViewCell {}
            final class PickerViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    if indexPath.row == 0 {
                        return tableView.dequeueReusableCell(withIdentifier: "h", for: indexPath) as! PickerHeaderCell
                    }
                    return tableView.dequeueReusableCell(withIdentifier: "o", for: indexPath) as! PickerOptionCell
                }
            }
            """,
        ])
        XCTAssertEqual(Set(report.cells.map(\.owner)), [.dependency])
        XCTAssertEqual(report.dataSources, [], "the library's data source is not the app's to make generic")
        XCTAssertEqual(report.findings, [])
        XCTAssertFalse(report.screens.contains { $0.name == "PickerViewController" })
    }

    // MARK: Item 2: the deployment target from the app's own targets

    func testTheDeploymentTargetComesFromTheAppsOwnTargetsOnly() throws {
        let report = try TemporaryProject.scan([
            "Atlas.xcodeproj/project.pbxproj": Self.project(
                target: "Atlas", productType: Self.application, version: "15.0"),
            // A library's own project beside the app's, in a folder that does not say it is one.
            "Modules/Plotting/Plotting.xcodeproj/project.pbxproj": Self.project(
                target: "Plotting", productType: Self.framework, version: "12.0"),
            "Modules/Plotting/LICENSE": "MIT\n",
            "Libraries/Gauges/Gauges.xcodeproj/project.pbxproj": Self.project(
                target: "Gauges", productType: Self.framework, version: "11.0"),
            "Atlas/PlaceCell.swift": "import UIKit\nclass PlaceCell: UITableViewCell {}\n",
        ])
        XCTAssertEqual(report.deploymentTarget?.majorVersion, 15)
        XCTAssertEqual(report.deploymentTarget?.source, "Atlas.xcodeproj/project.pbxproj")
        XCTAssertEqual(report.targetDeploymentTargets.map(\.targetName), ["Atlas"])
        let text = TextReportRenderer.scan(report, displayRoot: "Atlas")
        XCTAssertFalse(text.contains("Plotting"), text)
        XCTAssertFalse(text.contains("Gauges"), text)
    }

    func testOnATieTheApplicationsProjectIsNamed() throws {
        let report = try TemporaryProject.scan([
            "Atlas.xcodeproj/project.pbxproj": Self.project(
                target: "Atlas", productType: Self.application, version: "15.0"),
            "Modules/AtlasKit/Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "AtlasKit", platforms: [.iOS(.v15)], targets: [.target(name: "AtlasKit")])
            """,
        ])
        XCTAssertEqual(report.deploymentTarget?.source, "Atlas.xcodeproj/project.pbxproj")
    }

    func testAFrameworkOfTheAppsOwnCountsWhenNoProjectDefinesAnApplication() throws {
        let report = try TemporaryProject.scan([
            "Core/Core.xcodeproj/project.pbxproj": Self.project(
                target: "Core", productType: Self.framework, version: "13.0"),
            "Core/RowCell.swift": "import UIKit\nclass RowCell: UITableViewCell {}\n",
        ])
        XCTAssertEqual(report.deploymentTarget?.majorVersion, 13)
    }
}
