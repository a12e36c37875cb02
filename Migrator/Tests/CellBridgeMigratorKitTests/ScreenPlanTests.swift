import CellBridgeMigratorKit
import XCTest

/// Issue 16, items 15 and 16: which screens show each cell, and the screen-level plan of the migration articles
/// (leaf screens first, then list screens, navigation last) over a navigation graph read from pushes,
/// presentations, segues and storyboard connections.
final class ScreenPlanTests: XCTestCase {
    private static let files: [String: String] = [
        "Cells/PostCell.swift": "import UIKit\nfinal class PostCell: UITableViewCell {}\n",
        "Cells/AuthorCell.swift": "import UIKit\nfinal class AuthorCell: UITableViewCell {}\n",
        "Screens/TimelineViewController.swift": """
        import UIKit
        final class TimelineViewController: UITableViewController {
            override func viewDidLoad() {
                tableView.register(PostCell.self, forCellReuseIdentifier: "post")
            }
            func open(_ post: Post) {
                let detail = PostDetailViewController(post: post)
                navigationController?.pushViewController(detail, animated: true)
            }
        }
        """,
        // Dequeues a cell another screen registers (the same table class, configured elsewhere).
        "Screens/SearchViewController.swift": """
        import UIKit
        final class SearchViewController: UITableViewController {
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath) as! PostCell
            }
            func showAuthors() { performSegue(withIdentifier: "authors", sender: self) }
        }
        """,
        "Screens/PostDetailViewController.swift": """
        import UIKit
        final class PostDetailViewController: UIViewController {
            init(post: Post) { super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { nil }
        }
        """,
        "Screens/AuthorsViewController.m": """
        @implementation AuthorsViewController
        - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
            AuthorCell *cell = [tableView dequeueReusableCellWithIdentifier:@"author"];
            return cell;
        }
        - (void)showAbout {
            AboutViewController *about = [[AboutViewController alloc] init];
            [self presentViewController:about animated:YES completion:nil];
        }
        @end
        """,
        "Screens/Screens.h": """
        @interface AuthorsViewController : UITableViewController
        @end
        @interface AboutViewController : UIViewController
        @end
        """,
        "App/RootTabBarController.swift": """
        import UIKit
        final class RootTabBarController: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                viewControllers = [UINavigationController(rootViewController: TimelineViewController())]
            }
        }
        """,
        "App/Main.storyboard": InterfaceBuilderDocuments.storyboard(
            """
                    <scene sceneID="s1"><objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <connections><segue destination="search" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <tableViewController id="search" customClass="SearchViewController" sceneMemberID="viewController">
                            <connections><segue destination="authors" kind="show" identifier="authors" id="g1"/></connections>
                        </tableViewController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                        <tableViewController id="authors" customClass="AuthorsViewController" sceneMemberID="viewController"/>
                    </objects></scene>
                    <scene sceneID="s4"><objects>
                        <tabBarController id="tabs" customClass="RootTabBarController" sceneMemberID="viewController">
                            <connections><segue destination="nav" kind="relationship" relationship="viewControllers" id="r2"/></connections>
                        </tabBarController>
                    </objects></scene>
            """),
    ]

    // MARK: Item 15: every screen that shows a cell

    func testACellBelongsToEveryScreenThatDequeuesIt() throws {
        let report = try TemporaryProject.scan(Self.files)
        let post = try XCTUnwrap(report.cells.first { $0.name == "PostCell" })
        XCTAssertEqual(post.screens, ["SearchViewController", "TimelineViewController"])
        let author = try XCTUnwrap(report.cells.first { $0.name == "AuthorCell" })
        XCTAssertEqual(author.screens, ["AuthorsViewController"], "an Objective-C data source's dequeue counts")
        XCTAssertEqual(
            ProgressBreakdown.perScreen(report).map(\.name),
            [
                "AuthorsViewController", "SearchViewController", "TimelineViewController",
            ], "every cell has a screen, so no unassigned row")
        let html = HTMLReportRenderer.render(report, title: "App")
        for column in ["Reuse identifiers", "Screens", "Language", "Used", "Owner"] {
            XCTAssertTrue(html.contains("<th>\(column)</th>"), column)
        }
        XCTAssertTrue(
            html.contains("<div class=\"cell-names\"><a href=\"#cell-PostCell\">Post<wbr>Cell</a></div>"),
            "each screen's row names its cells")
        let json = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(ScanJSONEncoder.encode(report).utf8)) as? [String: Any])
        let screens = try XCTUnwrap(json["screens"] as? [[String: Any]])
        let timeline = try XCTUnwrap(screens.first { $0["name"] as? String == "TimelineViewController" })
        XCTAssertEqual(timeline["cells"] as? [String], ["PostCell"])
    }

    // MARK: Item 16: the screen-level plan

    func testTheNavigationGraphComesFromCodeAndStoryboards() throws {
        let report = try TemporaryProject.scan(Self.files)
        let edges = Set(report.navigationEdges.map { "\($0.from) -\($0.kind.rawValue)-> \($0.to)" })
        XCTAssertEqual(
            edges,
            [
                "TimelineViewController -push-> PostDetailViewController",
                "AuthorsViewController -present-> AboutViewController",
                "SearchViewController -segue-> AuthorsViewController",
                "RootTabBarController -contains-> TimelineViewController",
                "RootTabBarController -contains-> SearchViewController",
            ])
    }

    func testScreensAreOrderedLeafFirstThenListsThenNavigation() throws {
        let report = try TemporaryProject.scan(Self.files)
        let order = report.screens.sorted { ($0.order ?? 0) < ($1.order ?? 0) }
        XCTAssertEqual(
            order.map { "\($0.name) \($0.stage.rawValue)" },
            [
                "AboutViewController leaf", "PostDetailViewController leaf",
                "AuthorsViewController list", "TimelineViewController list",
                "SearchViewController list", "RootTabBarController navigation",
            ],
            "within lists, a screen after the ones it leads to (Search pushes Authors)")
        let plan = TextReportRenderer.plan(report, displayRoot: "App")
        XCTAssertTrue(plan.contains("Screens, in this order (leaf screens first, then list screens, navigation last):"))
        XCTAssertTrue(plan.contains("  5. SearchViewController [list] cells: PostCell → AuthorsViewController"), plan)
    }

    func testTheReportDrawsTheGraphInlineWithoutAScript() throws {
        let report = try TemporaryProject.scan(Self.files)
        let html = HTMLReportRenderer.render(report, title: "App")
        XCTAssertTrue(html.contains("<section id=\"navigation\">"))
        XCTAssertTrue(html.contains("class=\"navigation-graph\""))
        for name in ["RootTabBarController", "SearchViewController", "AboutViewController"] {
            XCTAssertTrue(html.contains(">\(name)</text>"), "a box for \(name)")
        }
        XCTAssertTrue(html.contains("<text class=\"nav-band\""))
        XCTAssertEqual(
            html.components(separatedBy: "class=\"nav-arrow\"").count - 1, 3, "one arrowhead per push, present, segue")
        XCTAssertFalse(html.contains("<script"))
        XCTAssertFalse(html.contains("url("))
    }

    func testALargeGraphDrawsTheMostConnectedScreensAndSaysHowManyItLeavesOut() throws {
        var files: [String: String] = [:]
        var pushes: [String] = []
        for index in 0..<80 {
            files["Screens/Detail\(index)ViewController.swift"] =
                "import UIKit\nfinal class Detail\(index)ViewController: UIViewController {}\n"
            if index < 70 {
                pushes.append(
                    "navigationController?.pushViewController(Detail\(index)ViewController(), animated: true)")
            }
        }
        files["Screens/HubViewController.swift"] =
            "import UIKit\nfinal class HubViewController: UIViewController {\n    func go() {\n        "
            + pushes.joined(separator: "\n        ") + "\n    }\n}\n"
        let report = try TemporaryProject.scan(files)
        XCTAssertEqual(report.screens.count, 81)
        let html = HTMLReportRenderer.render(report, title: "App")
        XCTAssertTrue(html.contains("21 screens not drawn (the 60 most connected are drawn)"), "81 screens, 60 drawn")
        XCTAssertTrue(html.contains(">HubViewController</text>"), "the hub has the most edges")
    }
}
