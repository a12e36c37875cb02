import CellBridgeMigratorKit
import XCTest

/// Issue 16, items 1, 6, 7, 12, 13 and 14: what the inventory holds, whose it is, whether anything uses it, and
/// the risk of cells laid out in code, each written here from a pattern a field test found.
final class UnseenAppsInventoryTests: XCTestCase {
    private static let classlessCell = """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="%OWNER%"/>
                <tableViewCell contentMode="scaleToFill" id="cell-1" reuseIdentifier="%ID%">
                    <tableViewCellContentView key="contentView" id="cv-1">
                        <subviews><label text="Name" id="name"/></subviews>
                    </tableViewCellContentView>
                </tableViewCell>
        """

    // MARK: Item 1: XIB cells without a custom class

    func testAClasslessCellThatIsTheXIBsOnlyViewIsKeptWhoeverOwnsIt() throws {
        let report = try TemporaryProject.scan([
            "Views/ContactCellView.xib": InterfaceBuilderDocuments.xib(
                Self.classlessCell.replacingOccurrences(of: "%OWNER%", with: "ContactsViewController")
                    .replacingOccurrences(of: "%ID%", with: "contact")),
            "Views/BadgeCellView.xib": InterfaceBuilderDocuments.xib(
                Self.classlessCell.replacingOccurrences(of: "%OWNER%", with: "NSObject")
                    .replacingOccurrences(of: "%ID%", with: "badge")),
            // A screen's XIB: its own view beside a class-less static row.
            "Views/SettingsViewController.xib": InterfaceBuilderDocuments.xib(
                """
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="SettingsViewController"/>
                        <view contentMode="scaleToFill" id="root"/>
                        <tableViewCell id="static-row"><tableViewCellContentView key="contentView" id="cv"/></tableViewCell>
                """),
            "Screens/ContactsViewController.m": """
            @implementation ContactsViewController
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                NSArray *nib = [[NSBundle mainBundle] loadNibNamed:@"ContactCellView" owner:self options:nil];
                return nib[0];
            }
            @end
            """,
        ])
        let cells = Dictionary(uniqueKeysWithValues: report.cells.map { ($0.name, $0) })
        XCTAssertEqual(Set(cells.keys), ["BadgeCellView", "ContactCellView"], "the screen's static row is not a cell")
        XCTAssertEqual(cells["ContactCellView"]?.reuseIdentifiers, ["contact"])
        XCTAssertEqual(cells["ContactCellView"]?.isUsed, true, "its nib is loaded by name")
        XCTAssertEqual(cells["BadgeCellView"]?.isUsed, false, "nothing loads or registers it")
    }

    /// Found on the field test: a vendored header documents its use with an `@interface` in a comment.
    func testAnInterfaceInACommentDeclaresNothing() throws {
        let report = try TemporaryProject.scan([
            "Vendor/ProgressKit/ProgressView.h": """
            /*
             Usage:
             @interface ProgressCell : UITableViewCell <ProgressViewDelegate>
             @end
            */
            // @interface LineCell : UITableViewCell
            @interface ProgressView : UIView
            @end
            """,
            "App/RealCell.h":
                "NSString *const kNote = @\"@interface FakeCell : UITableViewCell\";\n@interface RealCell : UITableViewCell\n@end\n",
        ])
        XCTAssertEqual(report.cells.map(\.name), ["RealCell"])
    }

    // MARK: Item 6: headers and footers

    func testHeaderAndFooterViewsAreInventoriedAsTheirOwnKind() throws {
        let report = try TemporaryProject.scan([
            "Headers/SectionHeaderView.swift": """
            import UIKit
            final class SectionHeaderView: UITableViewHeaderFooterView {}
            """,
            "Headers/BannerHeader.xib": InterfaceBuilderDocuments.xib(
                """
                        <collectionReusableView id="h1" customClass="BannerHeader" reuseIdentifier="banner-header">
                            <subviews><label text="Title" id="t"/></subviews>
                        </collectionReusableView>
                """),
            "Headers/BannerHeader.swift": "import UIKit\nfinal class BannerHeader: UICollectionReusableView {}\n",
            "Headers/FooterView.h": "@interface FooterView : UICollectionReusableView\n@end\n",
            "Cells/RowCell.swift": "import UIKit\nfinal class RowCell: UITableViewCell {}\n",
            "ListViewController.swift": """
            import UIKit
            final class ListViewController: UIViewController {
                func setUp(_ table: UITableView, _ grid: UICollectionView) {
                    table.register(SectionHeaderView.self, forHeaderFooterViewReuseIdentifier: "section")
                    table.register(RowCell.self, forCellReuseIdentifier: "row")
                    grid.register(UINib(nibName: "BannerHeader", bundle: nil),
                        forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                        withReuseIdentifier: "banner-header")
                }
            }
            """,
            "Screens/GridViewController.m": """
            @implementation GridViewController
            - (void)viewDidLoad {
                [self.collectionView registerClass:[FooterView class]
                        forSupplementaryViewOfKind:UICollectionElementKindSectionFooter withReuseIdentifier:@"footer"];
            }
            @end
            """,
        ])
        let headers = report.cells.filter { $0.role == .headerFooter }
        XCTAssertEqual(headers.map(\.name), ["BannerHeader", "FooterView", "SectionHeaderView"])
        XCTAssertEqual(headers.map(\.kind), [.collection, .collection, .table])
        XCTAssertEqual(headers.map(\.reuseIdentifiers), [["banner-header"], ["footer"], ["section"]])
        XCTAssertEqual(report.cells.filter { $0.role == .cell }.map(\.name), ["RowCell"])
        let json = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(ScanJSONEncoder.encode(report).utf8)) as? [String: Any])
        XCTAssertEqual((json["cells"] as? [[String: Any]])?.count, 1, "cells stay cells")
        XCTAssertEqual((json["headerFooterViews"] as? [[String: Any]])?.count, 3)
        let plan = TextReportRenderer.plan(report, displayRoot: "App")
        XCTAssertTrue(plan.contains("BannerHeader [low]"), "headers are migration work: \(plan)")
    }

    // MARK: Item 7: exported copies and test doubles

    func testLocalizationExportsAndTestTargetsAreNotTheApp() throws {
        let prototype = InterfaceBuilderDocuments.tableScene(
            controller: "InboxViewController", prototypeClass: "ThreadCell", identifier: "thread")
        let report = try TemporaryProject.scan([
            "App/Base.lproj/Main.storyboard": prototype,
            "Localizations/fr.xcloc/Source Contents/App/Base.lproj/Main.storyboard": prototype,
            "App/ThreadCell.swift": "import UIKit\nfinal class ThreadCell: UITableViewCell {}\n",
            "AppTests/FakeFeedDataSource.swift": """
            import UIKit
            final class StubRowCell: UITableViewCell {}
            final class FakeFeedDataSource: NSObject, UITableViewDataSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    if indexPath.row == 0 { return tableView.dequeueReusableCell(withIdentifier: "a") as! StubRowCell }
                    return tableView.dequeueReusableCell(withIdentifier: "thread") as! ThreadCell
                }
            }
            """,
        ])
        XCTAssertEqual(report.cells.map(\.name), ["ThreadCell"], "the test double's cell is not the app's")
        XCTAssertEqual(report.cells.first?.xib, "App/Base.lproj/Main.storyboard", "not the .xcloc copy")
        XCTAssertEqual(report.cells.first?.interfaceBuilderFiles, ["App/Base.lproj/Main.storyboard"])
        XCTAssertEqual(report.dataSources.map(\.typeName), [], "a test double is no data source of the app")
        XCTAssertEqual(report.findings, [])
    }

    func testAProjectsTestTargetMakesItsFilesTestCodeWhereverTheyLive() throws {
        let project = """
            // !$*UTF8*$!
            {
                objects = {
                    F001 = {isa = PBXFileReference; path = RowCell.swift; sourceTree = "<group>"; };
                    F002 = {isa = PBXFileReference; path = FakeRowCell.swift; sourceTree = "<group>"; };
                    B001 = {isa = PBXBuildFile; fileRef = F001; };
                    B002 = {isa = PBXBuildFile; fileRef = F002; };
                    G000 = {isa = PBXGroup; children = (G001, ); sourceTree = "<group>"; };
                    G001 = {isa = PBXGroup; children = (F001, F002, ); path = Sources; sourceTree = "<group>"; };
                    S001 = {isa = PBXSourcesBuildPhase; files = (B001, ); };
                    S002 = {isa = PBXSourcesBuildPhase; files = (B002, ); };
                    T001 = {isa = PBXNativeTarget; buildConfigurationList = L001; buildPhases = (S001, ); name = Shop; productType = "com.apple.product-type.application"; };
                    T002 = {isa = PBXNativeTarget; buildConfigurationList = L001; buildPhases = (S002, ); name = ShopTests; productType = "com.apple.product-type.bundle.unit-test"; };
                    L001 = {isa = XCConfigurationList; buildConfigurations = (C001, ); };
                    C001 = {isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 15.0; }; name = Debug; };
                    P001 = {isa = PBXProject; buildConfigurationList = L001; mainGroup = G000; projectDirPath = ""; targets = (T001, T002, ); };
                };
                rootObject = P001;
            }
            """
        let report = try TemporaryProject.scan([
            "Shop.xcodeproj/project.pbxproj": project,
            // Beside the app's own cell, not in a Tests folder: only the project says it is test code.
            "Sources/RowCell.swift": "import UIKit\nfinal class RowCell: UITableViewCell {}\n",
            "Sources/FakeRowCell.swift": "import UIKit\nfinal class FakeRowCell: UITableViewCell {}\n",
        ])
        XCTAssertEqual(report.cells.map(\.name), ["RowCell"])
    }

    // MARK: Item 12: unused cells

    func testUnusedCellsAreToDeleteAndDoNotHoldTheirBaseClassBack() throws {
        let report = try TemporaryProject.scan([
            "Cells/BaseRowCell.swift": "import UIKit\nclass BaseRowCell: UITableViewCell {}\n",
            "Cells/TitleRowCell.swift": "import UIKit\nfinal class TitleRowCell: BaseRowCell {}\n",
            // Unused, and high risk: it must not push BaseRowCell to the end.
            "Cells/LegacyCarouselCell.swift": """
            import UIKit
            final class LegacyCarouselCell: BaseRowCell {
                let carousel = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            }
            """,
            "Cells/OldPromoCell.swift": "import UIKit\nfinal class OldPromoCell: UITableViewCell {}\n",
            "Screens/RowsViewController.swift": """
            import UIKit
            final class RowsViewController: UITableViewController {
                override func viewDidLoad() {
                    tableView.register(TitleRowCell.self, forCellReuseIdentifier: "title")
                }
            }
            """,
        ])
        let cells = Dictionary(uniqueKeysWithValues: report.cells.map { ($0.name, $0) })
        XCTAssertEqual(cells["OldPromoCell"]?.isUsed, false)
        XCTAssertEqual(cells["LegacyCarouselCell"]?.isUsed, false)
        XCTAssertEqual(cells["BaseRowCell"]?.isUsed, true, "its used subclass names it")
        let steps = MigrationPlanner.plan(report)
        let stages = Dictionary(uniqueKeysWithValues: steps.map { ($0.cell.name, $0.stage) })
        XCTAssertEqual(stages["OldPromoCell"], .delete)
        XCTAssertEqual(stages["LegacyCarouselCell"], .delete)
        XCTAssertEqual(stages["BaseRowCell"], .next, "the unused high-risk subclass does not make it wait")
        XCTAssertEqual(steps.compactMap(\.order), [1, 2], "unused cells take no place in the order")
        let plan = TextReportRenderer.plan(report, displayRoot: "App")
        XCTAssertTrue(plan.contains("Delete, no migration needed (2):"), plan)
    }

    // MARK: Item 13: dependencies' cells

    func testCellsOwnedByDependenciesAreOutOfScope() throws {
        let project = try TemporaryProject([
            "App/Tabs.storyboard": InterfaceBuilderDocuments.storyboard(
                """
                        <scene sceneID="s1"><objects>
                            <viewController id="v1" customClass="TabsViewController" customModule="App" customModuleProvider="target">
                                <view key="view" id="root"><subviews>
                                    <collectionView id="bar"><cells>
                                        <collectionViewCell id="c1" reuseIdentifier="Cell" customClass="ButtonBarViewCell" customModule="PagerKit"/>
                                    </cells></collectionView>
                                </subviews></view>
                            </viewController>
                        </objects></scene>
                """),
            "App/TabsViewController.swift": "import UIKit\nfinal class TabsViewController: UIViewController {}\n",
            "App/Vendor/SwipeRow/SwipeRowCell.h": "@interface SwipeRowCell : UITableViewCell\n@end\n",
            "App/Vendor/SwipeRow/SwipeDemoViewController.m": """
            @implementation SwipeDemoViewController
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                if (indexPath.row == 0) { return (SwipeRowCell *)[tableView dequeueReusableCellWithIdentifier:@"swipe"]; }
                return (OwnCell *)[tableView dequeueReusableCellWithIdentifier:@"own"];
            }
            @end
            """,
            "App/InboxViewController.m": """
            @implementation InboxViewController
            - (void)viewDidLoad { [self.tableView registerClass:[SwipeRowCell class] forCellReuseIdentifier:@"swipe"]; }
            @end
            """,
            "App/OwnCell.swift": "import UIKit\nfinal class OwnCell: UITableViewCell {}\n",
            "App/Screen.swift": """
            import UIKit
            final class Screen: UITableViewController {
                override func viewDidLoad() { tableView.register(OwnCell.self, forCellReuseIdentifier: "own") }
            }
            """,
        ])
        let report = try ProjectScanner().scan(path: project.root)
        let cells = Dictionary(uniqueKeysWithValues: report.cells.map { ($0.name, $0) })
        XCTAssertEqual(cells["ButtonBarViewCell"]?.owner, .dependency)
        XCTAssertEqual(cells["ButtonBarViewCell"]?.dependency, "PagerKit")
        XCTAssertEqual(cells["SwipeRowCell"]?.owner, .dependency)
        XCTAssertEqual(cells["SwipeRowCell"]?.dependency, "SwipeRow")
        XCTAssertEqual(cells["OwnCell"]?.owner, .app)
        let steps = MigrationPlanner.plan(report)
        XCTAssertEqual(
            steps.filter { $0.stage == .outOfScope }.map(\.cell.name), ["ButtonBarViewCell", "SwipeRowCell"])
        XCTAssertEqual(steps.filter { $0.order != nil }.map(\.cell.name), ["OwnCell"])
        XCTAssertEqual(report.dataSources, [], "the vendored copy's data source is the dependency's")
        XCTAssertEqual(report.findings, [])
        let scaffold = runCellBridge(["scaffold", "ButtonBarViewCell", project.root])
        XCTAssertEqual(scaffold.status, .inputProblem, "no draft replaces a dependency's registration")
        XCTAssertTrue(scaffold.errors.contains("belongs to PagerKit"), scaffold.errors)
    }

    // MARK: Item 14: reach and risk

    func testWithinTheLeafFirstOrderTheCellOnMoreScreensComesFirst() throws {
        var files: [String: String] = [
            "Cells.swift":
                "import UIKit\nfinal class AlphaCell: UITableViewCell {}\nfinal class ZuluCell: UITableViewCell {}\n"
        ]
        for screen in ["Inbox", "Archive", "Search"] {
            files["\(screen)ViewController.swift"] = """
                import UIKit
                final class \(screen)ViewController: UITableViewController {
                    override func viewDidLoad() {
                        tableView.register(ZuluCell.self, forCellReuseIdentifier: "zulu")
                        \(screen == "Inbox" ? "tableView.register(AlphaCell.self, forCellReuseIdentifier: \"alpha\")" : "")
                    }
                }
                """
        }
        let report = try TemporaryProject.scan(files)
        let steps = MigrationPlanner.plan(report).filter { $0.order != nil }
        XCTAssertEqual(steps.map(\.cell.name), ["ZuluCell", "AlphaCell"], "three screens before one, names aside")
        XCTAssertTrue(steps.first?.reason.contains("on 3 screens") ?? false, steps.first?.reason ?? "")
    }

    // MARK: Item 14: risk of cells laid out in code

    func testCodeBuiltCellsWithTextViewsOrChildControllersSayWhy() throws {
        let report = try TemporaryProject.scan([
            "Cells/CommentCell.swift": """
            import UIKit
            final class CommentCell: UITableViewCell {
                private let body = UITextView()
            }
            """,
            "Cells/ChartHostCell.swift": """
            import UIKit
            final class ChartHostCell: UITableViewCell {
                private let chart = ChartViewController()
                func attach() { contentView.addSubview(chart.view) }
            }
            """,
            "Charts/ChartViewController.swift": "import UIKit\nfinal class ChartViewController: UIViewController {}\n",
            "Charts/ChartViewController.xib": InterfaceBuilderDocuments.xib(
                """
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ChartViewController"/>
                        <view contentMode="scaleToFill" id="root"/>
                """),
            "Cells/NoteCell.m": """
            @implementation NoteCell
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
                _strip = [[UICollectionView alloc] initWithFrame:CGRectZero collectionViewLayout:[UICollectionViewFlowLayout new]];
                [self.contentView addSubview:_strip];
                return self;
            }
            @end
            """,
            "Cells/NoteCell.h": "@interface NoteCell : UITableViewCell\n@end\n",
            "Screens/ThreadViewController.swift": """
            import UIKit
            final class ThreadViewController: UITableViewController {
                override func viewDidLoad() {
                    tableView.register(CommentCell.self, forCellReuseIdentifier: "comment")
                    tableView.register(ChartHostCell.self, forCellReuseIdentifier: "chart")
                    tableView.register(NoteCell.self, forCellReuseIdentifier: "note")
                }
            }
            """,
        ])
        let cells = Dictionary(uniqueKeysWithValues: report.cells.map { ($0.name, $0) })
        XCTAssertEqual(cells["CommentCell"]?.risk, .medium)
        XCTAssertEqual(
            cells["CommentCell"]?.riskReasons,
            ["a UITextView inside (it sizes itself and keeps editing state across reuse)"])
        XCTAssertEqual(cells["ChartHostCell"]?.childViewControllers, ["ChartViewController"])
        XCTAssertEqual(
            cells["ChartHostCell"]?.riskReasons,
            [
                "hosts the view of the child view controller ChartViewController, laid out in its own XIB "
                    + "Charts/ChartViewController.xib: migrate that controller's screen, then host it"
            ])
        XCTAssertEqual(cells["NoteCell"]?.risk, .high, "an Objective-C cell building a collection view in code")
        XCTAssertEqual(
            cells["NoteCell"]?.riskReasons.first?.hasPrefix("creates a UICollectionView in code (line 4)"), true)
        let plan = TextReportRenderer.plan(report, displayRoot: "App")
        XCTAssertTrue(
            plan.contains("its content is the child view controller ChartViewController: migrate that controller"), plan
        )
    }
}
