import CellBridgeMigratorKit
import XCTest

/// What a field test on four public apps (a collection-view manager library with an example app, a
/// browser, a file-sync client, a social client) got wrong, each reduced to a fixture written here.
final class FourAppsFieldTestTests: XCTestCase {
    // MARK: Constraint outlets

    /// A XIB cell with `labels` labels, each with an outlet, plus `constraints` height constraints each
    /// with an outlet.
    private static func xibWithOutlets(labels: Int, constraints: Int) -> String {
        let labelViews = (0..<labels).map { index in
            """
                                <label text="L\(index)" id="lbl-\(index)">
                                    <constraints>
                                        <constraint firstAttribute="height" constant="20" id="hgt-\(index)"/>
                                    </constraints>
                                </label>
            """
        }.joined(separator: "\n")
        let labelOutlets = (0..<labels).map { index in
            "            <outlet property=\"label\(index)\" destination=\"lbl-\(index)\" id=\"ol-\(index)\"/>"
        }
        let constraintOutlets = (0..<constraints).map { index in
            "            <outlet property=\"height\(index)\" destination=\"hgt-\(index)\" id=\"oc-\(index)\"/>"
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <tableViewCell id="cel-00" customClass="FileRowCell" reuseIdentifier="FileRowCell">
                        <tableViewCellContentView key="contentView" id="cnt-00">
                            <subviews>
            \(labelViews)
                            </subviews>
                        </tableViewCellContentView>
                        <connections>
            \((labelOutlets + constraintOutlets).joined(separator: "\n"))
                        </connections>
                    </tableViewCell>
                </objects>
            </document>
            """
    }

    func testConstraintOutletsDoNotCountTowardsMediumRisk() throws {
        // Six view outlets and six constraint outlets: 12 outlets as written, 6 that are views.
        let xibOnly = try TemporaryProject.scan([
            "FileRowCell.xib": Self.xibWithOutlets(labels: 6, constraints: 6),
            "FileRowCell.swift": "import UIKit\nfinal class FileRowCell: UITableViewCell {}\n",
        ])
        XCTAssertEqual(xibOnly.cells.first?.risk, .low, "\(xibOnly.cells.first?.riskReasons ?? [])")

        let viewOutlets = (0..<6).map { "    @IBOutlet weak var label\($0): UILabel!" }
        let constraintOutlets =
            (0..<6).map { "    @IBOutlet weak var height\($0): NSLayoutConstraint!" } + [
                "    @IBOutlet var spacings: [NSLayoutConstraint]!",
                "    @IBOutlet private weak var widthConstraint: NSLayoutConstraint?",
            ]
        let swift =
            "import UIKit\nfinal class FileRowCell: UITableViewCell {\n"
            + (viewOutlets + constraintOutlets).joined(separator: "\n") + "\n}\n"
        let codeOnly = try TemporaryProject.scan(["FileRowCell.swift": swift])
        XCTAssertEqual(codeOnly.cells.first?.risk, .low, "\(codeOnly.cells.first?.riskReasons ?? [])")

        // Nine real view outlets still make it medium, in the XIB and in code.
        let manyViews = try TemporaryProject.scan([
            "FileRowCell.xib": Self.xibWithOutlets(labels: 9, constraints: 3),
            "FileRowCell.swift": "import UIKit\nfinal class FileRowCell: UITableViewCell {}\n",
        ])
        XCTAssertEqual(manyViews.cells.first?.riskReasons, ["9 outlets"])
        let moreViews = (0..<9).map { "    @IBOutlet weak var label\($0): UILabel!" }
        let manyInCode = try TemporaryProject.scan([
            "FileRowCell.swift": "import UIKit\nfinal class FileRowCell: UITableViewCell {\n"
                + (moreViews + constraintOutlets).joined(separator: "\n") + "\n}\n"
        ])
        XCTAssertEqual(manyInCode.cells.first?.riskReasons, ["9 outlets"])
    }

    // MARK: Library registration APIs

    func testALibrarysOwnRegisterCallNamesTheCellByItsClass() throws {
        let report = try TemporaryProject.scan([
            "Cells.swift": """
            import UIKit
            final class PostCell: UICollectionViewCell {}
            final class AvatarCell: UICollectionViewCell {}
            final class FolderCell: UITableViewCell {}
            final class NoteCell: UITableViewCell {}
            final class DraftCell: UITableViewCell {}
            """,
            "TimelineViewController.swift": """
            import UIKit
            final class TimelineViewController: UIViewController {
                let manager = CollectionManager()
                func setUp(_ collectionView: UICollectionView, _ tableView: UITableView) {
                    manager.register(PostCell.self) { mapping in mapping.sizeOverride = 44 }
                    collectionView.register(cellType: AvatarCell.self)
                    tableView.registerCell(FolderCell.self, for: Folder.self)
                    tableView.registerNibCell(NoteCell.self, identifier: "note-row")
                    tableView.register(DraftCell.self, forCellReuseIdentifier: makeIdentifier())
                    manager.register(UnknownThing.self)
                    manager.register(HeaderView.self, ofKind: "header")
                }
            }
            """,
        ])
        let identifiers = Dictionary(uniqueKeysWithValues: report.cells.map { ($0.name, $0.reuseIdentifiers) })
        XCTAssertEqual(identifiers["PostCell"], ["PostCell"])
        XCTAssertEqual(identifiers["AvatarCell"], ["AvatarCell"])
        XCTAssertEqual(identifiers["FolderCell"], ["FolderCell"], "the model type is not a cell and adds nothing")
        XCTAssertEqual(identifiers["NoteCell"], ["note-row"], "the library call's own identifier, nothing inferred")
        XCTAssertEqual(identifiers["DraftCell"], [], "UIKit's register with a run-time identifier")
        XCTAssertEqual(report.cells.count, 5, "no cell invented for UnknownThing or HeaderView")
        let screen = try XCTUnwrap(report.screens.first { $0.name == "TimelineViewController" })
        XCTAssertEqual(screen.cellNames, ["AvatarCell", "DraftCell", "FolderCell", "NoteCell", "PostCell"])
    }

    // MARK: Who owns a switching data source

    private static let feedCells = """
        import UIKit
        final class PhotoCell: UITableViewCell {}
        final class TextPostCell: UITableViewCell {}
        """

    /// A `cellForRowAt` in the type `declaration` declares, switching over two feature cells.
    private static func switchingDataSource(_ declaration: String) -> String {
        """
        import UIKit
        \(declaration) {
            var posts: [Post] = []
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: posts[indexPath.row].className, for: indexPath)
                if let photo = cell as? PhotoCell {
                    photo.textLabel?.text = "photo"
                } else if let text = cell as? TextPostCell {
                    text.textLabel?.text = "text"
                }
                return cell
            }
        }
        """
    }

    private func switchingFinding(_ files: [String: String]) throws -> Finding {
        let report = try TemporaryProject.scan(files.merging(["Cells.swift": Self.feedCells]) { first, _ in first })
        let found = report.findings.filter { $0.rule == .sharedDataSourceSwitchesOnCellType }
        XCTAssertEqual(found.count, 1, "\(report.findings)")
        return try XCTUnwrap(found.first)
    }

    func testAViewControllersOwnSwitchingDataSourceIsAWarning() throws {
        let own = try switchingFinding([
            "PostsViewController.swift": Self.switchingDataSource(
                "final class PostsViewController: ListViewController, UITableViewDataSource"),
            "ListViewController.swift": "import UIKit\nclass ListViewController: UIViewController {}\n",
        ])
        XCTAssertEqual(own.severity, .warning)
        XCTAssertTrue(own.message.contains("one screen's own data source"), own.message)
        XCTAssertTrue(own.message.contains("declared in the view controller PostsViewController"), own.message)

        // An extension of a view controller declared outside the scan is one too.
        let inExtension = try switchingFinding([
            "Posts+DataSource.swift": Self.switchingDataSource(
                "extension PostsViewController: UITableViewDataSource")
        ])
        XCTAssertEqual(inExtension.severity, .warning)
    }

    func testADataSourceUsedByOneScreenIsAWarningAndByTwoAnError() throws {
        let dataSource = Self.switchingDataSource(
            "final class PostsAdapter: NSObject, UITableViewDataSource")
        // Neither screen's file says "Cell": the screens are found through `dataSource`.
        let timeline = """
            import UIKit
            final class TimelineScreen: UIViewController {
                private let tableView = UITableView()
                private lazy var adapter = PostsAdapter()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.dataSource = adapter
                }
            }
            """
        let one = try switchingFinding(["PostsAdapter.swift": dataSource, "TimelineScreen.swift": timeline])
        XCTAssertEqual(one.severity, .warning)
        XCTAssertTrue(one.message.contains("used only by TimelineScreen"), one.message)

        let profile = """
            import UIKit
            final class ProfileScreen: UIViewController {
                private let tableView = UITableView()
                private var adapter: PostsAdapter?
                func show() {
                    let adapter = PostsAdapter()
                    self.adapter = adapter
                    tableView.dataSource = adapter
                }
            }
            """
        let two = try switchingFinding([
            "PostsAdapter.swift": dataSource, "TimelineScreen.swift": timeline, "ProfileScreen.swift": profile,
        ])
        XCTAssertEqual(two.severity, .error)
        XCTAssertTrue(
            two.message.contains("in a shared data source (used by ProfileScreen and TimelineScreen)"), two.message)
    }

    func testBaseGenericAndSharedNamedDataSourcesAreErrors() throws {
        let base = try switchingFinding([
            "ListAdapter.swift": Self.switchingDataSource(
                "class ListAdapter: NSObject, UITableViewDataSource"),
            "Subclasses.swift": """
            import UIKit
            final class InboxAdapter: ListAdapter {
                func style(_ cell: UITableViewCell) { cell.accessoryType = .none }
            }
            final class ArchiveAdapter: ListAdapter {
                func style(_ cell: UITableViewCell) { cell.accessoryType = .checkmark }
            }
            """,
        ])
        XCTAssertEqual(base.severity, .error)
        XCTAssertTrue(base.message.contains("subclassed by ArchiveAdapter and InboxAdapter"), base.message)

        let generic = try switchingFinding([
            "ListAdapter.swift": Self.switchingDataSource(
                "final class ListAdapter<Item>: NSObject, UITableViewDataSource")
        ])
        XCTAssertEqual(generic.severity, .error)
        XCTAssertTrue(generic.message.contains("generic"), generic.message)

        for name in ["SharedPostsAdapter", "GenericPostsAdapter", "BasePostsAdapter", "CommonPostsAdapter"] {
            let named = try switchingFinding([
                "\(name).swift": Self.switchingDataSource(
                    "final class \(name): NSObject, UITableViewDataSource"),
                "TimelineScreen.swift": """
                import UIKit
                final class TimelineScreen: UIViewController {
                    let adapter = \(name)()
                }
                """,
            ])
            XCTAssertEqual(named.severity, .error, name)
            XCTAssertTrue(named.message.contains("its name says so"), named.message)
        }
        // `Baseline` is not `Base…`: used by one screen, it is that screen's own.
        let baseline = try switchingFinding([
            "BaselineAdapter.swift": Self.switchingDataSource(
                "final class BaselineAdapter: NSObject, UITableViewDataSource"),
            "TimelineScreen.swift": """
            import UIKit
            final class TimelineScreen: UIViewController {
                let tableView = UITableView()
                let adapter = BaselineAdapter()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.dataSource = adapter
                }
            }
            """,
        ])
        XCTAssertEqual(baseline.severity, .warning)
    }

    // MARK: Deployment target per target

    private static let hostingCell = """
        import SwiftUI
        import UIKit
        final class NAMECell: UICollectionViewCell {
            func configure() {
                contentConfiguration = UIHostingConfiguration { Text("NAME") }
            }
        }
        """

    private static func hostingCell(_ name: String) -> String {
        hostingCell.replacingOccurrences(of: "NAME", with: name)
    }

    /// A project file written for this test: a library target at iOS 11, an example app target at iOS 16
    /// (its folder one level up, reached through `..`), a widget target without its own setting (the
    /// project-level iOS 13 applies), a shared file compiled by the library and the app, and a file the
    /// project lists but no target compiles.
    private static let projectFile = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 56;
            objects = {
                F001 /* Library.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = LibraryCell.swift; sourceTree = "<group>"; };
                F002 = {isa = PBXFileReference; path = "ExampleCell.swift"; sourceTree = "<group>"; };
                F003 = {isa = PBXFileReference; path = Shared/SharedCell.swift; sourceTree = SOURCE_ROOT; };
                F004 = {isa = PBXFileReference; path = WidgetCell.swift; sourceTree = "<group>"; };
                F005 = {isa = PBXFileReference; path = LooseCell.swift; sourceTree = "<group>"; };
                B001 = {isa = PBXBuildFile; fileRef = F001 /* LibraryCell.swift */; };
                B002 = {isa = PBXBuildFile; fileRef = F002; };
                B003 = {isa = PBXBuildFile; fileRef = F003; };
                B004 = {isa = PBXBuildFile; fileRef = F003; };
                B005 = {isa = PBXBuildFile; fileRef = F004; };
                G000 = {isa = PBXGroup; children = (G001, G002, G003, F003, F005, ); sourceTree = "<group>"; };
                G001 = {isa = PBXGroup; children = (F001, ); path = Sources/Library; sourceTree = "<group>"; };
                G002 = {isa = PBXGroup; children = (F002, ); name = Example; path = ../DemoApp; sourceTree = "<group>"; };
                G003 = {isa = PBXGroup; children = (F004, ); path = Widget; sourceTree = "<group>"; };
                S001 = {isa = PBXSourcesBuildPhase; files = (B001, B003, ); };
                S002 = {isa = PBXSourcesBuildPhase; files = (B002, B004, ); };
                S003 = {isa = PBXSourcesBuildPhase; files = (B005, ); };
                R001 = {isa = PBXResourcesBuildPhase; files = (); };
                T001 = {isa = PBXNativeTarget; buildConfigurationList = L001; buildPhases = (S001, R001, ); name = Library; };
                T002 = {isa = PBXNativeTarget; buildConfigurationList = L002; buildPhases = (S002, ); name = "Example App"; };
                T003 = {isa = PBXNativeTarget; buildConfigurationList = L003; buildPhases = (S003, ); name = Widget; };
                L000 = {isa = XCConfigurationList; buildConfigurations = (C000, ); };
                L001 = {isa = XCConfigurationList; buildConfigurations = (C011, C012, ); };
                L002 = {isa = XCConfigurationList; buildConfigurations = (C021, C022, ); };
                L003 = {isa = XCConfigurationList; buildConfigurations = (C031, ); };
                C000 = {isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 13.0; }; name = Debug; };
                C011 = {isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 11.0; }; name = Debug; };
                C012 = {isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 12.0; }; name = Release; };
                C021 = {isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = "16.0"; SWIFT_VERSION = 5.0; }; name = Debug; };
                C022 = {isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 16.4; }; name = Release; };
                C031 = {isa = XCBuildConfiguration; buildSettings = { PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Debug; };
                P001 /* Project object */ = {isa = PBXProject; buildConfigurationList = L000; mainGroup = G000; projectDirPath = ""; targets = (T001, T002, T003, ); };
            };
            rootObject = P001 /* Project object */;
        }
        """

    func testEachFileIsJudgedByTheTargetsThatCompileIt() throws {
        let report = try TemporaryProject.scan([
            "Kit/Kit.xcodeproj/project.pbxproj": Self.projectFile,
            "Kit/Sources/Library/LibraryCell.swift": Self.hostingCell("Library"),
            "DemoApp/ExampleCell.swift": Self.hostingCell("Example"),
            "Kit/Shared/SharedCell.swift": Self.hostingCell("Shared"),
            "Kit/Widget/WidgetCell.swift": Self.hostingCell("Widget"),
            "Kit/LooseCell.swift": Self.hostingCell("Loose"),
        ])
        let messages = Dictionary(
            report.findings.filter { $0.rule == .hostingConfigurationWithoutAvailability }.map {
                ($0.file, $0.message)
            },
            uniquingKeysWith: { first, _ in first })
        XCTAssertNil(messages["DemoApp/ExampleCell.swift"], "the iOS 16 example app needs no guard")
        XCTAssertTrue(
            messages["Kit/Sources/Library/LibraryCell.swift"]?.contains(
                "its target Library is iOS 11 (Kit/Kit.xcodeproj/project.pbxproj)") ?? false,
            "\(messages)")
        XCTAssertTrue(
            messages["Kit/Shared/SharedCell.swift"]?.contains("its target Library is iOS 11") ?? false,
            "a file in two targets takes the lowest: \(messages)")
        XCTAssertTrue(
            messages["Kit/Widget/WidgetCell.swift"]?.contains("its target Widget is iOS 13") ?? false,
            "a target without the setting falls back to the project's: \(messages)")
        XCTAssertTrue(
            messages["Kit/LooseCell.swift"]?.contains("the deployment target is iOS 11 (Kit/Kit.xcodeproj") ?? false,
            "a file no target compiles keeps the project-wide answer: \(messages)")
        XCTAssertEqual(messages.count, 4)
        XCTAssertEqual(report.deploymentTarget?.majorVersion, 11)
        XCTAssertEqual(
            report.targetDeploymentTargets.map { "\($0.targetName ?? "") \($0.majorVersion)" },
            ["Example App 16", "Library 11", "Widget 13"])
        let text = TextReportRenderer.scan(report, displayRoot: "Kit")
        XCTAssertTrue(
            text.contains("deployment targets: iOS 11 to iOS 16 across 3 targets (lowest from Kit/Kit.xcodeproj"), text)
    }

    func testSwiftPackageTargetsTakeThePackagesPlatform() throws {
        let report = try TemporaryProject.scan([
            "App/App.xcodeproj/project.pbxproj": "IPHONEOS_DEPLOYMENT_TARGET = 12.0;\n",
            "Packages/Feed/Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "Feed",
                platforms: [.iOS(.v16), .macOS(.v13)],
                targets: [
                    .target(name: "FeedUI"),
                    .target(name: "FeedLegacy", path: "Legacy/Cells"),
                    .testTarget(name: "FeedUITests", dependencies: ["FeedUI"]),
                ]
            )
            """,
            "Packages/Feed/Sources/FeedUI/PostCell.swift": Self.hostingCell("Post"),
            "Packages/Feed/Legacy/Cells/OldCell.swift": Self.hostingCell("Old"),
            "Packages/Feed/Examples/DemoCell.swift": Self.hostingCell("Demo"),
            "App/Sources/AppCell.swift": Self.hostingCell("App"),
        ])
        let files = report.findings.filter { $0.rule == .hostingConfigurationWithoutAvailability }.map(\.file)
        XCTAssertEqual(
            files, ["App/Sources/AppCell.swift", "Packages/Feed/Examples/DemoCell.swift"],
            "package targets are iOS 16; the app and the package's untargeted folder take the lowest, iOS 12")
    }

    func testAMalformedProjectFileKeepsTheProjectWideAnswer() throws {
        let report = try TemporaryProject.scan([
            "App.xcodeproj/project.pbxproj":
                "{ objects = { A = { isa = PBXNativeTarget; ( IPHONEOS_DEPLOYMENT_TARGET = 16.0;",
            "TagCell.swift": Self.hostingCell("Tag"),
        ])
        XCTAssertEqual(report.deploymentTarget?.majorVersion, 16)
        XCTAssertEqual(report.findings.map(\.rule), [])
        XCTAssertEqual(report.targetDeploymentTargets, [])
    }
}
