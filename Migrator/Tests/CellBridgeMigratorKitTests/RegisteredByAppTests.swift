import CellBridgeMigratorKit
import XCTest

/// `cellbridge registered-by-app`: the identifiers a bridge must be told the app registers itself, and only those.
final class RegisteredByAppTests: XCTestCase {
    private static let collectionStoryboard = InterfaceBuilderDocuments.storyboard(
        """
                <scene sceneID="s1"><objects>
                    <collectionViewController id="c1" customClass="OrdersViewController">
                        <collectionView key="view" id="cv"><cells>
                            <collectionViewCell id="p1" reuseIdentifier="OrderRowCell" customClass="OrderRowCell">
                                <view key="contentView" id="v1"/>
                            </collectionViewCell>
                        </cells></collectionView>
                    </collectionViewController>
                </objects></scene>
        """)

    private static let cellXIB = InterfaceBuilderDocuments.xib(
        """
                <collectionViewCell id="x1" customClass="FeedCell"><view key="contentView" id="v2"/></collectionViewCell>
        """)

    private static var app: [String: String] {
        [
            "Orders.storyboard": collectionStoryboard,
            "Cells/FeedCellLayout.xib": cellXIB,
            "Cells/Cells.swift": """
            import UIKit
            final class OrderRowCell: UICollectionViewCell {}
            final class FeedCell: UICollectionViewCell {}
            final class BadgeCell: UICollectionViewCell {}
            final class PlainCell: UICollectionViewCell {}
            final class StockRowCell: UITableViewCell {}
            """,
            "Screens/FeedViewController.swift": """
            import UIKit
            final class FeedViewController: UIViewController {
                let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                func viewDidLoad() {
                    collectionView.register(UINib(nibName: "FeedCellLayout", bundle: nil), forCellWithReuseIdentifier: "FeedCell")
                    collectionView.register(BadgeCell.self, forCellWithReuseIdentifier: "badge")
                    collectionView.register(PlainCell.self, forCellWithReuseIdentifier: "PlainCell")
                    collectionView.register(PlainCell.self, forCellWithReuseIdentifier: Outside.identifier)
                }
            }
            """,
            "Screens/SettingsViewController.m": """
            @implementation SettingsViewController
            - (void)viewDidLoad {
                [self.tableView registerNib:[UINib nibWithNibName:@"StockRow" bundle:nil] forCellReuseIdentifier:@"row"];
                [self.tableView registerClass:[StockRowCell class] forCellReuseIdentifier:@"StockRowCell"];
            }
            @end
            """,
        ]
    }

    func testListsPrototypesAndRegistrationsUnderOtherNamesPerScreen() throws {
        let report = try TemporaryProject.scan(Self.app)
        let listed = report.appRegistrations.map { "\($0.screen) \($0.identifier) \($0.reason.rawValue)" }
        XCTAssertEqual(
            listed,
            [
                "FeedViewController FeedCell nibUnderOtherName",
                "FeedViewController badge classUnderOtherName",
                "OrdersViewController OrderRowCell storyboardPrototype",
            ], "a nib or class under its own name is registered the same way by the bridge: not listed")
        XCTAssertEqual(report.appRegistrations.first?.nibName, "FeedCellLayout")
        XCTAssertEqual(report.appRegistrations.first?.kind, .collection)
        XCTAssertEqual(report.appRegistrations.last?.file, "Orders.storyboard")
        XCTAssertEqual(
            report.unresolvedAppRegistrations.map { "\($0.screen) \($0.expression) \($0.cell)" },
            ["FeedViewController Outside.identifier PlainCell"])
    }

    func testTheCommandPrintsEachScreensSetReadyToPaste() throws {
        let project = try TemporaryProject(Self.app)
        let result = runCellBridge(["registered-by-app", project.root])
        XCTAssertEqual(result.status, .success, result.errors)
        XCTAssertTrue(result.output.contains("FeedViewController (collection view)\n"), result.output)
        XCTAssertTrue(result.output.contains("  registeredByApp: [\"FeedCell\", \"badge\"]\n"), result.output)
        XCTAssertTrue(result.output.contains("  registeredByApp: [\"OrderRowCell\"]\n"), result.output)
        XCTAssertTrue(
            result.output.contains(
                "    FeedCell  nib FeedCellLayout (FeedCell) registered under another name  \(project.root)/"
                    + "Screens/FeedViewController.swift:5\n"), result.output)
        XCTAssertTrue(
            result.output.contains(
                "  FeedViewController: Outside.identifier for PlainCell  \(project.root)/Screens/FeedViewController.swift:8"
            ), result.output)
        XCTAssertTrue(result.output.hasSuffix("3 identifiers on 2 screens, 1 not worked out.\n"), result.output)
    }

    func testAnAppThatRegistersEverythingUnderItsOwnNameNeedsNothing() throws {
        let project = try TemporaryProject([
            "FeedCell.swift": "import UIKit\nfinal class FeedCell: UICollectionViewCell {}\n",
            "FeedCell.xib": Self.cellXIB,
            "FeedViewController.swift": """
            import UIKit
            final class FeedViewController: UIViewController {
                func load(_ collectionView: UICollectionView) {
                    collectionView.register(UINib(nibName: "FeedCell", bundle: nil), forCellWithReuseIdentifier: "FeedCell")
                }
            }
            """,
        ])
        let result = runCellBridge(["registered-by-app", project.root])
        XCTAssertEqual(result.status, .success)
        XCTAssertTrue(result.output.contains("no registration a bridge must be told about"), result.output)
    }

    func testAnObjectiveCNibUnderAnotherNameIsListedForItsTable() throws {
        let project = try TemporaryProject([
            "Cells/StockRowCell.h": "@interface StockRowCell : UITableViewCell\n@end\n",
            "Cells/StockRow.xib": InterfaceBuilderDocuments.xib(
                "<tableViewCell id=\"t\" customClass=\"StockRowCell\"><tableViewCellContentView key=\"contentView\" "
                    + "id=\"c\"/></tableViewCell>"),
            "Screens/SettingsViewController.m": Self.app["Screens/SettingsViewController.m"] ?? "",
        ])
        let report = try ProjectScanner().scan(path: project.root)
        XCTAssertEqual(
            report.appRegistrations.map { "\($0.screen) \($0.identifier) \($0.cell) \($0.nibName ?? "-")" },
            ["SettingsViewController row StockRowCell StockRow"])
        let text = RegisteredByAppRenderer.render(report, displayRoot: ".")
        XCTAssertTrue(text.contains("SettingsViewController (table view)\n  registeredByApp: [\"row\"]\n"), text)
        XCTAssertTrue(text.contains("A table view also tells the bridge what it has"), text)
    }

    func testTheCommandHasHelpAndTakesOnePath() {
        XCTAssertEqual(try CommandLineParser.parse(["registered-by-app", "."]), .registeredByApp(path: "."))
        XCTAssertEqual(
            try CommandLineParser.parse(["registered-by-app", "--no-cache", "."]),
            .registeredByApp(path: ".", useCache: false))
        XCTAssertTrue(HelpText.overview.contains("registered-by-app PATH"))
        XCTAssertTrue(HelpText.command("registered-by-app")?.contains("USAGE: cellbridge registered-by-app") == true)
        XCTAssertEqual(runCellBridge(["registered-by-app"]).status, .usageError)
    }
}
