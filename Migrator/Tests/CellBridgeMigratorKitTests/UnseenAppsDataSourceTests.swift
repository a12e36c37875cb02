import CellBridgeMigratorKit
import XCTest

/// Issue 16, items 8 to 11, 14 and 18: data sources in Objective-C, through overrides and local functions, the
/// verdicts and the severities, each written here from a pattern a field test found.
final class UnseenAppsDataSourceTests: XCTestCase {
    private static let objectiveCCells = """
        @interface ProfileHeaderCell : UITableViewCell
        @end
        @interface PostCell : UITableViewCell
        @end
        @interface TileCell : UICollectionViewCell
        @end
        """

    // MARK: Item 8: Objective-C data sources

    func testObjectiveCDataSourcesAreAnalysedWithTheirBranches() throws {
        let project = try TemporaryProject([
            "Cells/Cells.h": Self.objectiveCCells,
            "Screens/ProfileViewController.m": """
            #import "Cells.h"
            @implementation ProfileViewController
            - (void)viewDidLoad {
                [self.tableView registerClass:[PostCell class] forCellReuseIdentifier:@"post"];
            }
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                if (indexPath.section == 0) {
                    ProfileHeaderCell *header = [tableView dequeueReusableCellWithIdentifier:@"header"];
                    return header;
                }
                // [tableView dequeueReusableCellWithIdentifier:@"commented-out"]
                return [self postCellForRow:indexPath.row inTableView:tableView];
            }
            - (PostCell *)postCellForRow:(NSInteger)row inTableView:(UITableView *)tableView {
                return (PostCell *)[tableView dequeueReusableCellWithIdentifier:@"post"];
            }
            @end
            """,
            "Screens/GalleryViewController.m": """
            #import "Cells.h"
            @implementation GalleryViewController
            - (UICollectionViewCell *)collectionView:(UICollectionView *)collectionView
                              cellForItemAtIndexPath:(NSIndexPath *)indexPath {
                TileCell *cell = [collectionView dequeueReusableCellWithReuseIdentifier:@"tile" forIndexPath:indexPath];
                return cell;
            }
            @end
            """,
        ])
        let report = try ProjectScanner().scan(path: project.root)
        let sources = Dictionary(uniqueKeysWithValues: report.dataSources.map { ($0.typeName, $0) })
        let profile = try XCTUnwrap(sources["ProfileViewController"])
        XCTAssertEqual(profile.method, "cellForRowAt")
        XCTAssertEqual(profile.line, 6)
        XCTAssertTrue(profile.switchesOnCellTypes, "branches between two cell classes, one through a helper")
        XCTAssertEqual(profile.cellTypesReferenced, 2)
        let gallery = try XCTUnwrap(sources["GalleryViewController"])
        XCTAssertEqual(gallery.method, "cellForItemAt")
        XCTAssertEqual(gallery.verdict, .namesCellTypes)
        let finding = try XCTUnwrap(report.findings.first { $0.file == "Screens/ProfileViewController.m" })
        XCTAssertEqual(finding.rule, .sharedDataSourceSwitchesOnCellType)
        XCTAssertEqual(finding.line, 7, "at the first branch")
        XCTAssertEqual(finding.severity, .warning, "a view controller's own data source")
        XCTAssertTrue(finding.message.contains("(PostCell, ProfileHeaderCell)"), finding.message)
        let lint = runCellBridge(["lint", project.root, "--quiet", "--no-cache"])
        XCTAssertTrue(lint.output.contains("Screens/ProfileViewController.m:7:5: warning:"), lint.output)
    }

    func testASuppressionCommentInObjectiveCSilencesItsFinding() throws {
        let source = """
            #import "Cells.h"
            @implementation ProfileViewController
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                // cellbridge:disable:next shared-data-source-switches-on-cell-type -- two fixed rows
                if (indexPath.row == 0) { return (ProfileHeaderCell *)[tableView dequeueReusableCellWithIdentifier:@"h"]; }
                return (PostCell *)[tableView dequeueReusableCellWithIdentifier:@"p"];
            }
            @end
            """
        let silenced = try TemporaryProject.scan(["Cells.h": Self.objectiveCCells, "ProfileViewController.m": source])
        XCTAssertEqual(silenced.findings, [])
        let reported = try TemporaryProject.scan([
            "Cells.h": Self.objectiveCCells,
            "ProfileViewController.m": source.replacingOccurrences(of: "// cellbridge:disable:next", with: "// note:"),
        ])
        XCTAssertEqual(reported.findings.map(\.line), [5], "the same code without the comment is reported")
    }

    func testAnObjectiveCDataSourceTheToolCannotDelimitIsSaidNotNoneFound() throws {
        let report = try TemporaryProject.scan([
            "Cells/Cells.h": Self.objectiveCCells,
            "Screens/BrokenViewController.m": """
            @implementation BrokenViewController
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
            #if LEGACY
                if (indexPath.row == 0) {
            #else
                if (indexPath.row == 1) {
            #endif
                    return [tableView dequeueReusableCellWithIdentifier:@"post"];
                }
            @end
            """,
        ])
        XCTAssertEqual(report.dataSources, [])
        XCTAssertEqual(report.notAnalysed.map(\.file), ["Screens/BrokenViewController.m"])
        XCTAssertEqual(report.notAnalysed.first?.line, 2)
        let text = TextReportRenderer.scan(report, displayRoot: "App")
        XCTAssertFalse(text.contains("implementations found"), text)
        XCTAssertTrue(text.contains("1 was found but not read"), text)
        XCTAssertTrue(
            text.contains("not analysed: tableView:cellForRowAtIndexPath: at App/Screens/BrokenViewController.m:2"),
            text)
        let html = HTMLReportRenderer.render(report, title: "App")
        XCTAssertFalse(html.contains("No cellForItemAt / cellForRowAt implementations found"))
        XCTAssertTrue(html.contains("No rule is broken in the code read (1 data source could not be analysed)"))
    }

    func testNoneFoundIsSaidOnlyWhenSwiftAndObjectiveCWereRead() throws {
        let report = try TemporaryProject.scan(["Cells/Cells.h": Self.objectiveCCells])
        XCTAssertTrue(
            TextReportRenderer.scan(report, displayRoot: "App").contains(
                "No cellForItemAt / cellForRowAt implementations found (Swift and Objective-C were read)."))
    }

    /// Found on the field test: a drag delegate method has a cell provider's parameters (a collection view, a
    /// session, an index path) but makes no cell; its closures are not a data source's.
    func testADelegateMethodShapedLikeACellProviderIsNoDataSource() throws {
        let report = try TemporaryProject.scan([
            "RewardsViewController.swift": """
            import UIKit
            final class RewardCell: UICollectionViewCell {}
            final class RewardsViewController: UICollectionViewController, UICollectionViewDragDelegate {
                func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession,
                                    at indexPath: IndexPath) -> [UIDragItem] {
                    let item = UIDragItem(itemProvider: NSItemProvider())
                    item.previewProvider = { [weak self] in self?.preview(at: indexPath) }
                    return [item]
                }
                func preview(at indexPath: IndexPath) -> UIDragPreview? { nil }
                override func collectionView(_ collectionView: UICollectionView,
                    viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
                    let footer = collectionView.dequeueReusableSupplementaryView(
                        ofKind: kind, withReuseIdentifier: "footer", for: indexPath) as! RewardFooterView
                    footer.onBuy = { self.buy() }
                    return footer
                }
                func buy() {}
            }
            final class RewardFooterView: UICollectionReusableView { var onBuy: (() -> Void)? }
            """
        ])
        XCTAssertEqual(report.findings.filter { $0.rule == .indexPathCapturedInCellAction }, [])
        XCTAssertEqual(report.dataSources, [])
        let capture = try XCTUnwrap(report.findings.first { $0.rule == .cellClosureCapturesSelfStrongly })
        XCTAssertTrue(
            capture.message.contains(
                "in RewardsViewController.collectionView(_:viewForSupplementaryElementOfKind:at:)"),
            "a header's closure is judged like a cell's, under its own method's name: \(capture.message)")
    }

    // MARK: Item 9: switching through overrides

    func testABaseControllersCellFactoryOverriddenBySubclassesIsASharedSwitchingDataSource() throws {
        let report = try TemporaryProject.scan([
            "Cells.swift": """
            import UIKit
            final class AvatarCell: UITableViewCell {}
            final class BioCell: UITableViewCell {}
            final class PlainRowCell: UITableViewCell {}
            """,
            "FormViewController.swift": """
            import UIKit
            class FormViewController: UITableViewController {
                var rows: [FormRow] = []
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    getCell(for: rows[indexPath.row])
                }
                func getCell(for row: FormRow) -> UITableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: "plain") as! PlainRowCell
                }
            }
            """,
            "ProfileFormViewController.swift": """
            import UIKit
            final class ProfileFormViewController: FormViewController {
                override func getCell(for row: FormRow) -> UITableViewCell {
                    if row.cellType is AvatarCell.Type {
                        return tableView.dequeueReusableCell(withIdentifier: "avatar") as! AvatarCell
                    } else if row.cellType is BioCell.Type {
                        return tableView.dequeueReusableCell(withIdentifier: "bio") as! BioCell
                    }
                    return super.getCell(for: row)
                }
            }
            """,
        ])
        let source = try XCTUnwrap(report.dataSources.first { $0.typeName == "FormViewController" })
        XCTAssertTrue(source.switchesOnCellTypes)
        XCTAssertEqual(source.cellTypesReferenced, 3)
        let finding = try XCTUnwrap(report.findings.first { $0.rule == .sharedDataSourceSwitchesOnCellType })
        XCTAssertEqual(finding.severity, .error, "the family shares it")
        XCTAssertTrue(
            finding.message.contains("in the overrides of its helpers in ProfileFormViewController"), finding.message)
        XCTAssertTrue(
            finding.message.contains("a base class, subclassed by ProfileFormViewController"), finding.message)
        XCTAssertFalse(finding.message.contains("one screen's own"))
    }

    // MARK: Item 10: local functions

    func testLocalFunctionsInsideCellForRowAtCountTheirCellTypes() throws {
        let report = try TemporaryProject.scan([
            "Cells.swift":
                "import UIKit\nfinal class TitleCell: UITableViewCell {}\nfinal class BodyCell: UITableViewCell {}\n",
            "ArticleViewController.swift": """
            import UIKit
            final class ArticleViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    func titleCell() -> UITableViewCell {
                        tableView.dequeueReusableCell(withIdentifier: "title", for: indexPath) as! TitleCell
                    }
                    func bodyCell() -> UITableViewCell {
                        tableView.dequeueReusableCell(withIdentifier: "body", for: indexPath) as! BodyCell
                    }
                    switch indexPath.row {
                    case 0: return titleCell()
                    default: return bodyCell()
                    }
                }
            }
            """,
        ])
        let source = try XCTUnwrap(report.dataSources.first)
        XCTAssertEqual(report.dataSources.count, 1, "the local functions are part of it, not data sources")
        XCTAssertEqual(source.cellTypesReferenced, 2)
        XCTAssertTrue(source.switchesOnCellTypes)
    }

    // MARK: Item 11: "generic" means generic

    func testOnlyADataSourceDequeuingByTheItemsIdentifierIsGeneric() throws {
        let report = try TemporaryProject.scan([
            "Cells.swift": "import UIKit\nfinal class RowCell: UITableViewCell {}\n",
            "Screens.swift": """
            import UIKit
            final class MenuViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell(style: .default, reuseIdentifier: "menu")
                    cell.textLabel?.text = "Item \\(indexPath.row)"
                    return cell
                }
            }
            final class SharedListDataSource: NSObject, UITableViewDataSource {
                var items: [CellViewModel] = []
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let item = items[indexPath.row]
                    let cell = tableView.dequeueReusableCell(withIdentifier: item.className, for: indexPath)
                    (cell as? ConfigurableCell)?.configure(with: item)
                    return cell
                }
            }
            """,
        ])
        let verdicts = Dictionary(uniqueKeysWithValues: report.dataSources.map { ($0.typeName, $0.verdict) })
        XCTAssertEqual(verdicts["MenuViewController"], .stockCellsOnly)
        XCTAssertEqual(verdicts["SharedListDataSource"], .generic)
        let text = TextReportRenderer.scan(report, displayRoot: "App")
        XCTAssertTrue(text.contains("MenuViewController.cellForRowAt    stock cells only"), text)
        let html = HTMLReportRenderer.render(report, title: "App")
        XCTAssertEqual(html.components(separatedBy: "<span class=\"badge done\">generic</span>").count, 2)
    }

    /// Found on the field test: many storyboards give a class-less prototype the identifier "Cell"; a data source
    /// elsewhere that dequeues its own class under "Cell" names that one class, not the prototype too. A screen that
    /// registers a class under its prototype's identifier replaces the prototype; UIKit's own cell made with an
    /// identifier names no app cell.
    func testACommonIdentifierDoesNotNameAnotherScreensClasslessPrototype() throws {
        let report = try TemporaryProject.scan([
            "Other.storyboard": InterfaceBuilderDocuments.storyboard(
                """
                        <scene sceneID="s1"><objects>
                            <tableViewController id="t1" customClass="NotesViewController">
                                <tableView key="view" id="tv"><prototypes>
                                    <tableViewCell id="p1" reuseIdentifier="Cell"/>
                                </prototypes></tableView>
                            </tableViewController>
                        </objects></scene>
                        <scene sceneID="s2"><objects>
                            <collectionViewController id="c1" customClass="BadgesViewController">
                                <collectionView key="view" id="cv"><cells>
                                    <collectionViewCell id="p2" reuseIdentifier="Badge"/>
                                </cells></collectionView>
                            </collectionViewController>
                        </objects></scene>
                """),
            "Cells.swift":
                "import UIKit\nfinal class GemCell: UICollectionViewCell {}\nfinal class BadgeCell: UICollectionViewCell {}\n",
            "GemsViewController.swift": """
            import UIKit
            final class GemsViewController: UICollectionViewController {
                override func collectionView(_ view: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    let cell = view.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
                    if let gem = cell as? GemCell { gem.isHidden = indexPath.item > 3 ? true : false }
                    return cell
                }
            }
            """,
            "BadgesViewController.swift": """
            import UIKit
            final class BadgesViewController: UICollectionViewController {
                override func viewDidLoad() { collectionView.register(BadgeCell.self, forCellWithReuseIdentifier: "Badge") }
                override func collectionView(_ view: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    let cell = view.dequeueReusableCell(withReuseIdentifier: "Badge", for: indexPath)
                    if let badge = cell as? BadgeCell { badge.isHidden = indexPath.item > 3 }
                    return cell
                }
            }
            """,
            "Search.m": """
            @implementation SearchView
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                if (indexPath.row > 0) {
                    return [[UITableViewCell alloc] initWithStyle:UITableViewCellStyleDefault reuseIdentifier:@"Cell"];
                }
                return [tableView dequeueReusableCellWithIdentifier:@"gem"];
            }
            @end
            """,
        ])
        XCTAssertEqual(report.findings.filter { $0.rule == .sharedDataSourceSwitchesOnCellType }, [])
        let counts = Dictionary(uniqueKeysWithValues: report.dataSources.map { ($0.typeName, $0.cellTypesReferenced) })
        XCTAssertEqual(counts["GemsViewController"], 1)
        XCTAssertEqual(counts["BadgesViewController"], 1, "the registered class replaces the prototype")
        XCTAssertEqual(counts["SearchView"], 0, "UIKit's own cell")
    }

    // MARK: Item 14: the data sources more screens use come first

    func testThePlanMakesTheMostUsedDataSourceGenericFirst() throws {
        let adapter = { (name: String) in
            """
            import UIKit
            final class \(name): NSObject, UICollectionViewDataSource {
                func collectionView(_ view: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
                func collectionView(_ view: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    if indexPath.item == 0 { return view.dequeueReusableCell(withReuseIdentifier: "a", for: indexPath) as! ACell }
                    return view.dequeueReusableCell(withReuseIdentifier: "b", for: indexPath) as! BCell
                }
            }
            """
        }
        let screen = { (name: String, uses: String) in
            """
            import UIKit
            final class \(name): UIViewController {
                let source = \(uses)()
                func setUp(_ collectionView: UICollectionView) { collectionView.dataSource = source }
            }
            """
        }
        let report = try TemporaryProject.scan([
            "Cells.swift":
                "import UIKit\nfinal class ACell: UICollectionViewCell {}\nfinal class BCell: UICollectionViewCell {}\n",
            "A/AlphaAdapter.swift": adapter("AlphaAdapter"),
            "B/BetaAdapter.swift": adapter("BetaAdapter"),
            "S/One.swift": screen("OneViewController", "BetaAdapter"),
            "S/Two.swift": screen("TwoViewController", "BetaAdapter"),
            "S/Three.swift": screen("ThreeViewController", "BetaAdapter"),
            "S/Four.swift": screen("FourViewController", "AlphaAdapter"),
        ])
        XCTAssertEqual(MigrationPlanner.blockingDataSources(report).map(\.typeName), ["BetaAdapter", "AlphaAdapter"])
        let plan = TextReportRenderer.plan(report, displayRoot: "App")
        XCTAssertTrue(plan.contains("! BetaAdapter.cellForItemAt names 2 cell types, used by 3 types"), plan)
    }

    // MARK: Item 18: severity

    func testBranchingOnlyBetweenAnEmptyStateAndItsContentIsAWarning() throws {
        let report = try TemporaryProject.scan([
            "Cells.swift": """
            import UIKit
            final class OrderCell: UITableViewCell {}
            final class EmptyOrdersCell: UITableViewCell {}
            """,
            "SharedOrdersDataSource.swift": """
            import UIKit
            final class SharedOrdersDataSource: NSObject, UITableViewDataSource {
                var orders: [Order] = []
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { max(1, orders.count) }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    if orders.isEmpty {
                        return tableView.dequeueReusableCell(withIdentifier: "empty", for: indexPath) as! EmptyOrdersCell
                    }
                    return tableView.dequeueReusableCell(withIdentifier: "order", for: indexPath) as! OrderCell
                }
            }
            """,
        ])
        let finding = try XCTUnwrap(report.findings.first)
        XCTAssertEqual(finding.severity, .warning, "even in a shared data source")
        XCTAssertTrue(
            finding.message.contains(
                "branches only between an empty-state placeholder (EmptyOrdersCell) and its "
                    + "content cell (OrderCell)"), finding.message)
    }

    func testOneCellOnSeveralScreensIsSaidInTheSingular() throws {
        let register = { (screen: String) in
            """
            import UIKit
            final class \(screen): UITableViewController {
                override func viewDidLoad() { tableView.register(SharedRowCell.self, forCellReuseIdentifier: "row") }
            }
            """
        }
        let report = try TemporaryProject.scan([
            "SharedRowCell.swift": "import UIKit\nfinal class SharedRowCell: UITableViewCell {}\n",
            "A.swift": register("InboxViewController"),
            "B.swift": register("ArchiveViewController"),
        ])
        let html = HTMLReportRenderer.render(report, title: "App")
        XCTAssertTrue(html.contains("1 cell appears on several screens and counts in each of their rows."))
    }
}
