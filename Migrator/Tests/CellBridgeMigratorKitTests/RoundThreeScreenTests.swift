import CellBridgeMigratorKit
import XCTest

/// Issue 26, items 14 to 17: screens that inherit their data source, abstract base classes, navigation through the
/// app's own navigation-controller subclass, `addChild` and page containers, and the report's counts. Each fixture is
/// written from the pattern.
final class RoundThreeScreenTests: XCTestCase {
    private func screen(_ report: ScanReport, _ name: String) -> ScreenUsage? {
        report.screens.first { $0.name == name }
    }

    private func edges(_ report: ScanReport) -> Set<String> {
        Set(report.navigationEdges.map { "\($0.from) -\($0.kind.rawValue)-> \($0.to)" })
    }

    /// A base conversation screen that implements the data source, registers the cells every conversation shows and
    /// navigates; its subclasses are what users see.
    private static let conversations: [String: String] = [
        "Cells.swift": """
        import UIKit
        final class MessageBubbleCell: UITableViewCell {}
        final class DayDividerCell: UITableViewCell {}
        final class PollCardCell: UITableViewCell {}
        final class ArchivedBannerCell: UITableViewCell {}
        """,
        "Conversation/BaseConversationViewController.swift": """
        import UIKit
        class BaseConversationViewController: UITableViewController {
            override func viewDidLoad() {
                tableView.register(MessageBubbleCell.self, forCellReuseIdentifier: "message")
                tableView.register(DayDividerCell.self, forCellReuseIdentifier: "day")
            }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: rows[indexPath.row].identifier, for: indexPath)
            }
            func openProfile() {
                navigationController?.pushViewController(ParticipantProfileViewController(), animated: true)
            }
        }
        """,
        "Conversation/GroupChatViewController.swift": """
        import UIKit
        final class GroupChatViewController: BaseConversationViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(PollCardCell.self, forCellReuseIdentifier: "poll")
            }
        }
        """,
        "Conversation/ArchiveViewController.m": """
        @implementation ArchiveViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            [self.tableView registerClass:[ArchivedBannerCell class] forCellReuseIdentifier:@"archived"];
        }
        @end
        """,
        "Conversation/Screens.h": """
        @interface ArchiveViewController : BaseConversationViewController
        @end
        @interface DirectChatViewController : BaseConversationViewController
        @end
        """,
        "Conversation/ParticipantProfileViewController.swift": """
        import UIKit
        final class ParticipantProfileViewController: UIViewController {}
        """,
        "App/InboxViewController.swift": """
        import UIKit
        final class InboxViewController: UIViewController {
            func open(_ group: Bool) {
                if group {
                    navigationController?.pushViewController(GroupChatViewController(), animated: true)
                } else {
                    navigationController?.pushViewController(DirectChatViewController(), animated: true)
                }
            }
            func openArchive() {
                navigationController?.pushViewController(ArchiveViewController(), animated: true)
            }
        }
        """,
    ]

    // MARK: Item 14: screens that inherit their data source

    func testEachSubclassScreenListsTheCellsItShows() throws {
        let report = try TemporaryProject.scan(Self.conversations)
        XCTAssertEqual(
            screen(report, "GroupChatViewController")?.cellNames,
            ["DayDividerCell", "MessageBubbleCell", "PollCardCell"])
        XCTAssertEqual(
            screen(report, "ArchiveViewController")?.cellNames,
            ["ArchivedBannerCell", "DayDividerCell", "MessageBubbleCell"])
        XCTAssertEqual(screen(report, "DirectChatViewController")?.cellNames, ["DayDividerCell", "MessageBubbleCell"])
        XCTAssertEqual(screen(report, "DirectChatViewController")?.stage, .list)
    }

    func testASubclassSeesTheInheritedDataSourceThroughItsOwnOverridesOnly() throws {
        let report = try TemporaryProject.scan([
            "Cells.swift": """
            import UIKit
            final class PriceRowCell: UITableViewCell {}
            final class StockRowCell: UITableViewCell {}
            final class RatingRowCell: UITableViewCell {}
            """,
            "ProductBaseViewController.swift": """
            import UIKit
            class ProductBaseViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    makeCell(at: indexPath)
                }
                func makeCell(at indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: "price", for: indexPath) as! PriceRowCell
                }
            }
            final class StockViewController: ProductBaseViewController {
                override func makeCell(at indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: "stock", for: indexPath) as! StockRowCell
                }
            }
            final class ReviewsViewController: ProductBaseViewController {
                override func makeCell(at indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: "rating", for: indexPath) as! RatingRowCell
                }
            }
            final class ShopViewController: UIViewController {
                func show() {
                    present(StockViewController(), animated: true)
                    present(ReviewsViewController(), animated: true)
                }
            }
            """,
        ])
        XCTAssertEqual(screen(report, "StockViewController")?.cellNames, ["PriceRowCell", "StockRowCell"])
        XCTAssertEqual(screen(report, "ReviewsViewController")?.cellNames, ["PriceRowCell", "RatingRowCell"])
        XCTAssertNil(screen(report, "ProductBaseViewController"))
    }

    /// Found in the field test: a screen that loads its cell's nib by name (`loadNibNamed:`) shows that cell, a
    /// class-less XIB cell named by its file included.
    func testAScreenLoadingItsCellsNibByNameShowsTheCell() throws {
        let report = try TemporaryProject.scan([
            "Menu/MenuRowView.xib": InterfaceBuilderDocuments.xib(
                "<tableViewCell id=\"c\" reuseIdentifier=\"menuRow\"/>"),
            "Menu/TrackRowCell.xib": InterfaceBuilderDocuments.xib(
                "<tableViewCell id=\"c\" customClass=\"TrackRowCell\"/>"),
            "Menu/TrackRowCell.swift": "import UIKit\nfinal class TrackRowCell: UITableViewCell {}\n",
            "Menu/Screens.h": """
            @interface MainMenuViewController : UIViewController
            @end
            """,
            "Menu/MainMenuViewController.m": """
            @implementation MainMenuViewController
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"menuRow"];
                if (cell == nil) {
                    NSArray *nib = [[NSBundle mainBundle] loadNibNamed:@"MenuRowView" owner:self options:nil];
                    cell = nib[0];
                }
                return cell;
            }
            @end
            """,
            "Menu/PlaylistViewController.swift": """
            import UIKit
            final class PlaylistViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    Bundle.main.loadNibNamed("TrackRowCell", owner: self)?.first as! UITableViewCell
                }
            }
            """,
        ])
        XCTAssertEqual(screen(report, "MainMenuViewController")?.cellNames, ["MenuRowView"])
        XCTAssertEqual(screen(report, "PlaylistViewController")?.cellNames, ["TrackRowCell"])
    }

    // MARK: Item 15: abstract base classes are not screens

    func testAnAbstractBaseIsNoScreenAndItsNavigationIsItsSubclasses() throws {
        let report = try TemporaryProject.scan(Self.conversations)
        XCTAssertNil(screen(report, "BaseConversationViewController"), "only subclassed, never shown")
        XCTAssertTrue(
            edges(report).isSuperset(of: [
                "GroupChatViewController -push-> ParticipantProfileViewController",
                "DirectChatViewController -push-> ParticipantProfileViewController",
            ]), "\(edges(report))")
        XCTAssertFalse(report.navigationEdges.contains { $0.from == "BaseConversationViewController" })
    }

    func testABaseThatIsAlsoShownItselfStaysAScreen() throws {
        var files = Self.conversations
        files["App/SearchViewController.swift"] = """
            import UIKit
            final class SearchViewController: UIViewController {
                func openResult() { show(BaseConversationViewController(), sender: self) }
            }
            """
        let report = try TemporaryProject.scan(files)
        XCTAssertEqual(
            screen(report, "BaseConversationViewController")?.cellNames, ["DayDividerCell", "MessageBubbleCell"])
    }

    // MARK: Item 16: navigation through the app's own navigation controller, addChild and page containers

    func testNavigationReachesTheScreenInsideTheAppsNavigationController() throws {
        let report = try TemporaryProject.scan([
            "App/AppNavigationController.swift": """
            import UIKit
            final class AppNavigationController: UINavigationController {}
            """,
            "App/Screens.h": """
            @interface AccountsViewController : UIViewController
            @end
            @interface ServerSetupViewController : UIViewController
            @end
            @interface AppNavigationController : UINavigationController
            @end
            """,
            "App/AccountsViewController.m": """
            @implementation AccountsViewController
            - (void)addServer {
                ServerSetupViewController *setup = [[ServerSetupViewController alloc] init];
                AppNavigationController *navigation = [[AppNavigationController alloc] initWithRootViewController:setup];
                [self presentViewController:navigation animated:YES completion:nil];
            }
            - (void)showHelp {
                [self presentViewController:[[AppNavigationController alloc] initWithRootViewController:[[HelpViewController alloc] init]] animated:YES completion:nil];
            }
            @end
            """,
            "App/HelpViewController.swift": "import UIKit\nfinal class HelpViewController: UIViewController {}\n",
            "App/HomeViewController.swift": """
            import UIKit
            final class ComposeViewController: UIViewController {}
            final class FiltersViewController: UIViewController {}
            final class HomeViewController: UIViewController {
                func compose() {
                    let navigation = AppNavigationController(rootViewController: ComposeViewController())
                    present(navigation, animated: true)
                }
                func filter() {
                    present(AppNavigationController(rootViewController: FiltersViewController()), animated: true)
                }
            }
            """,
        ])
        XCTAssertEqual(
            edges(report),
            [
                "AccountsViewController -present-> ServerSetupViewController",
                "AccountsViewController -present-> HelpViewController",
                "HomeViewController -present-> ComposeViewController",
                "HomeViewController -present-> FiltersViewController",
            ])
    }

    func testAStoryboardsNavigationControllerOfTheAppsOwnClassLeadsToItsRoot() throws {
        let report = try TemporaryProject.scan([
            "App/Main.storyboard": InterfaceBuilderDocuments.storyboard(
                """
                        <scene sceneID="s1"><objects>
                            <viewController id="login" customClass="LoginViewController" sceneMemberID="viewController">
                                <connections><segue destination="nav" kind="presentation" id="g1"/></connections>
                            </viewController>
                        </objects></scene>
                        <scene sceneID="s2"><objects>
                            <navigationController id="nav" storyboardIdentifier="settingsNav"
                                customClass="AppNavigationController" sceneMemberID="viewController">
                                <connections><segue destination="settings" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                            </navigationController>
                        </objects></scene>
                        <scene sceneID="s3"><objects>
                            <tableViewController id="settings" customClass="SettingsViewController" sceneMemberID="viewController"/>
                        </objects></scene>
                """),
            "App/Screens.swift": """
            import UIKit
            final class AppNavigationController: UINavigationController {}
            final class LoginViewController: UIViewController {}
            final class SettingsViewController: UITableViewController {}
            final class ProfileViewController: UIViewController {
                func openSettings() {
                    let settings = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "settingsNav")
                    present(settings, animated: true)
                }
            }
            """,
        ])
        XCTAssertTrue(
            edges(report).isSuperset(of: [
                "LoginViewController -segue-> SettingsViewController",
                "ProfileViewController -present-> SettingsViewController",
            ]), "\(edges(report))")
        XCTAssertFalse(report.navigationEdges.contains { $0.to == "AppNavigationController" })
    }

    func testChildControllersAndPagesAreContainedScreens() throws {
        let report = try TemporaryProject.scan([
            "Dashboard/DashboardViewController.swift": """
            import UIKit
            final class SummaryViewController: UIViewController {}
            final class WelcomePageViewController: UIViewController {}
            final class DashboardViewController: UIViewController {
                let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
                override func viewDidLoad() {
                    let summary = SummaryViewController()
                    addChild(summary)
                    view.addSubview(summary.view)
                    summary.didMove(toParent: self)
                    pages.setViewControllers([WelcomePageViewController()], direction: .forward, animated: false)
                }
            }
            """,
            "Dashboard/SidebarViewController.m": """
            @implementation SidebarViewController
            - (void)viewDidLoad {
                ShortcutsViewController *shortcuts = [[ShortcutsViewController alloc] init];
                [self addChildViewController:shortcuts];
            }
            @end
            """,
            "Dashboard/Screens.h": """
            @interface SidebarViewController : UIViewController
            @end
            @interface ShortcutsViewController : UIViewController
            @end
            """,
        ])
        XCTAssertEqual(
            edges(report),
            [
                "DashboardViewController -contains-> SummaryViewController",
                "DashboardViewController -contains-> WelcomePageViewController",
                "SidebarViewController -contains-> ShortcutsViewController",
            ])
    }

    /// Found in the field test: a local named like a container's property reads a screen, it shows none.
    func testALocalNamedRootViewControllerIsNoNavigation() throws {
        let report = try TemporaryProject.scan([
            "App/AppDelegate.swift": """
            import UIKit
            final class HomeViewController: UIViewController {}
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func handle(_ info: [AnyHashable: Any]) {
                    if let navigation = window?.rootViewController as? UINavigationController,
                        let rootViewController = navigation.viewControllers.first as? HomeViewController
                    {
                        rootViewController.refresh()
                    }
                    let viewControllers = navigation.viewControllers as? [HomeViewController]
                }
            }
            """,
            "App/SceneDelegate.m": """
            @implementation SceneDelegate
            - (void)refresh {
                UIViewController *rootViewController = [[HomeViewController alloc] init];
                [rootViewController.view setNeedsLayout];
            }
            @end
            """,
        ])
        XCTAssertEqual(report.navigationEdges, [])
    }

    // MARK: Item 17: the report's counts are true

    func testTheReportSaysHowManyScreensItDrawsNotItsLimit() throws {
        var files: [String: String] = [:]
        for index in 0..<70 {
            files["Screens/Leaf\(index)ViewController.swift"] =
                "import UIKit\nfinal class Leaf\(index)ViewController: UIViewController {}\n"
        }
        files["Screens/HubViewController.swift"] = """
            import UIKit
            final class HubViewController: UIViewController {
                func go() {
                    navigationController?.pushViewController(Leaf1ViewController(), animated: true)
                    navigationController?.pushViewController(Leaf2ViewController(), animated: true)
                }
            }
            """
        let report = try TemporaryProject.scan(files)
        XCTAssertEqual(report.screens.count, 71)
        let html = HTMLReportRenderer.render(report, title: "App")
        XCTAssertTrue(
            html.contains("68 screens not drawn (only 3 have a navigation edge and are drawn)"), "71 screens, 3 drawn")
        XCTAssertFalse(html.contains("60 most connected"))
        XCTAssertEqual(html.components(separatedBy: "<g class=\"nav-node").count - 1, 3)
    }
}
