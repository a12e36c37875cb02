import CellBridgeMigratorKit
import XCTest

/// Apps that still have Objective-C: Swift cells on Objective-C base cells, Objective-C cells, and Swift files
/// the prefilter would skip (issue 10, item 1).
final class ObjectiveCInventoryTests: XCTestCase {
    private static let baseHeader = """
        #import <UIKit/UIKit.h>

        NS_ASSUME_NONNULL_BEGIN
        /// The card chrome every feed row shares.
        @interface FeedBaseRow : UITableViewCell <UITextFieldDelegate>
        @property (nonatomic, strong) UILabel *titleLabel;
        @end

        @interface FeedBaseRow (Styling)
        - (void)applyStyle;
        @end

        @interface FeedHighlightRow : FeedBaseRow
        @end
        NS_ASSUME_NONNULL_END
        """

    func testSwiftCellsOnObjectiveCBasesAndObjectiveCCellsAreInTheInventory() throws {
        let report = try TemporaryProject.scan([
            "Legacy/FeedBaseRow.h": Self.baseHeader,
            "Legacy/FeedBaseRow.m": "#import \"FeedBaseRow.h\"\n@implementation FeedBaseRow\n@end\n",
            // Two levels below the Objective-C base, through a Swift class.
            "Feed/ArticleRow.swift": "import UIKit\nclass ArticleRow: FeedHighlightRow {}\n",
            "Feed/PinnedArticleRow.swift": "import UIKit\nfinal class PinnedArticleRow: ArticleRow {\n}\n",
            "Legacy/Box.h": "@interface Box<ObjectType> : NSObject\n@end\n@interface NoteView : UIView\n@end\n",
        ])
        let cells = Dictionary(uniqueKeysWithValues: report.cells.map { ($0.name, $0) })
        XCTAssertEqual(
            Set(cells.keys), ["ArticleRow", "FeedBaseRow", "FeedHighlightRow", "PinnedArticleRow"],
            "Objective-C cells are cells; NSObject and UIView subclasses are not")
        XCTAssertEqual(cells["PinnedArticleRow"]?.kind, .table)
        XCTAssertEqual(
            cells["PinnedArticleRow"]?.swiftFile, "Feed/PinnedArticleRow.swift",
            "a file that never says Cell is still found (its class header is read without a parse)")
        XCTAssertEqual(cells["FeedBaseRow"]?.objectiveCFile, "Legacy/FeedBaseRow.h")
        XCTAssertNil(cells["FeedBaseRow"]?.swiftFile)
        XCTAssertEqual(cells["FeedHighlightRow"]?.subclasses, ["ArticleRow"])
    }

    /// Objective-C screens register cells too: `registerClass:`/`registerNib:` with a literal, a constant, a
    /// class method of the cell (`+ (NSString *)reuseIdentifier` returning `NSStringFromClass([self class])`,
    /// inherited by subclasses, overridden in Swift) are read, and what cannot be read is not made up.
    func testObjectiveCRegistrationsAndIdentifierMethodsNameTheirCells() throws {
        let report = try TemporaryProject.scan([
            "Cells/ContactRow.h": """
            @interface ContactRow : UITableViewCell
            + (NSString *)reuseIdentifier;
            @end
            @interface ContactApprovalRow : ContactRow
            @end
            @interface PhotoTile : UICollectionViewCell
            @end
            """,
            "Cells/ContactRow.m": """
            #import "ContactRow.h"
            @implementation ContactRow
            + (NSString *)reuseIdentifier
            {
                return NSStringFromClass([self class]);
            }
            @end
            """,
            "Cells/AccountRow.swift": """
            import UIKit
            final class AccountRow: ContactRow {
                @objc override class func reuseIdentifier() -> String { "account-row" }
            }
            """,
            "Screens/ContactsViewController.m": """
            #import "ContactRow.h"
            static NSString *const kPhotoTileID = @"photo-tile";
            @implementation ContactsViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self.tableView registerClass:[ContactRow class] forCellReuseIdentifier:[ContactRow reuseIdentifier]];
                [self.tableView registerClass:[ContactApprovalRow class]
                       forCellReuseIdentifier:[ContactApprovalRow reuseIdentifier]];
                UINib *nib = [UINib nibWithNibName:[AccountRow reuseIdentifier] bundle:nil];
                [self.tableView registerNib:nib forCellReuseIdentifier:[AccountRow reuseIdentifier]];
                [self.collectionView registerClass:[PhotoTile class] forCellWithReuseIdentifier:kPhotoTileID];
                [self.tableView registerClass:[ContactRow class] forCellReuseIdentifier:self.dynamicIdentifier];
                [self.tableView registerClass:[ContactRow class] forHeaderFooterViewReuseIdentifier:@"header"];
            }
            @end
            """,
        ])
        let cells = Dictionary(uniqueKeysWithValues: report.cells.map { ($0.name, $0) })
        XCTAssertEqual(cells["ContactRow"]?.reuseIdentifiers, ["ContactRow"])
        XCTAssertEqual(cells["ContactRow"]?.unresolvedReuseIdentifiers, ["self.dynamicIdentifier"])
        XCTAssertEqual(
            cells["ContactApprovalRow"]?.reuseIdentifiers, ["ContactApprovalRow"], "inherited: the subclass's name")
        XCTAssertEqual(cells["AccountRow"]?.reuseIdentifiers, ["account-row"], "the Swift override wins")
        XCTAssertEqual(cells["PhotoTile"]?.reuseIdentifiers, ["photo-tile"])
        XCTAssertEqual(cells["PhotoTile"]?.kind, .collection)
        XCTAssertEqual(report.problems, [])
    }

    func testASwiftSubclassOfACellKnownOnlyFromAXIBIsACell() throws {
        // The base class lives in a dependency outside the tree; its XIB says it is a collection view cell.
        let xib = InterfaceBuilderDocuments.xib(
            """
                <collectionViewCell id="c1" customClass="VendorTileCell" reuseIdentifier="tile">
                    <view key="contentView" id="v1"/>
                </collectionViewCell>
            """)
        let report = try TemporaryProject.scan([
            "Resources/VendorTileCell.xib": xib,
            "Tiles/PhotoTile.swift": "import UIKit\nfinal class PhotoTile: VendorTileCell {}\n",
            "Tiles/SwipeRow.swift": "import UIKit\nfinal class SwipeRow: ThirdPartySwipeTableViewCell {}\n",
            "Tiles/Helper.swift": "import UIKit\nfinal class Helper: ThirdPartyFormatter {}\n",
        ])
        let cells = Dictionary(uniqueKeysWithValues: report.cells.map { ($0.name, $0) })
        XCTAssertEqual(cells["PhotoTile"]?.kind, .collection)
        XCTAssertEqual(cells["PhotoTile"]?.swiftFile, "Tiles/PhotoTile.swift")
        XCTAssertEqual(cells["SwipeRow"]?.kind, .table, "an outside base named …TableViewCell is a cell")
        XCTAssertNil(cells["Helper"])
    }

    func testAXIBCellsSwiftFileIsFoundWhateverItsBaseClass() throws {
        // The Swift class inherits from a form library's cell the scan never sees; the XIB names the class.
        let xib = InterfaceBuilderDocuments.xib(
            """
                <tableViewCell id="c1" customClass="UsernameRow">
                    <tableViewCellContentView key="contentView" id="v1"/>
                </tableViewCell>
            """)
        let report = try TemporaryProject.scan([
            "Interface/UsernameRow.xib": xib,
            "Rows/UsernameRow.swift": "import UIKit\n@objc(UsernameRow)\nfinal class UsernameRow: FormBaseRow {}\n",
        ])
        XCTAssertEqual(report.cells.map(\.name), ["UsernameRow"])
        XCTAssertEqual(report.cells.first?.swiftFile, "Rows/UsernameRow.swift")
        XCTAssertEqual(report.cells.first?.xib, "Interface/UsernameRow.xib")
    }

    func testBaseClassesInDependencyFoldersJoinTheHierarchyWithoutBecomingCells() throws {
        let report = try TemporaryProject.scan([
            "Pods/SwipeKit/Source/SwipeRowCell.swift": "import UIKit\nopen class SwipeRowCell: UITableViewCell {}\n",
            "Pods/HintKit/HintCell.swift": "import UIKit\nopen class HintCell<Content: UIView>: UITableViewCell {}\n",
            "Pods/Headers/Public/Legacy/LegacyRow.h": "@interface LegacyRow : UITableViewCell\n@end\n",
            "Pods/Broken/Data.swift": "\u{0}\u{1}class",
            "App/InboxRow.swift": "import UIKit\nfinal class InboxRow: SwipeRowCell {}\n",
            "App/HintLabelRow.swift": "import UIKit\nfinal class HintLabelRow: HintCell<UILabel> {}\n",
            "App/ModernRow.swift": "import UIKit\nfinal class ModernRow: LegacyRow {}\n",
            "App/SearchRow.swift": "import UIKit\nfinal class SearchRow: UITableViewCell & SearchResult {}\n",
            "App/AliasRow.swift": "import UIKit\ntypealias PlainRow = UITableViewCell\nclass AliasRow: PlainRow {}\n",
        ])
        XCTAssertEqual(report.cells.map(\.name), ["AliasRow", "HintLabelRow", "InboxRow", "ModernRow", "SearchRow"])
        XCTAssertTrue(report.cells.allSatisfy { $0.kind == .table })
        XCTAssertEqual(report.swiftFiles, 5, "dependencies are not the app's files")
        XCTAssertEqual(report.problems, [])
    }

    func testObjectiveCReadingGoesThroughTheScanWithoutProblems() throws {
        let project = try TemporaryProject([
            "A.h": "// no interface here\n#define X 1\n",
            "B.m": "@interface\n",
            "C.mm": "@interface Broken :",
            "D.h": String(repeating: "@interface ", count: 1000),
        ])
        let report = try ProjectScanner().scan(path: project.root)
        XCTAssertEqual(report.cells, [])
        XCTAssertEqual(report.problems, [])
    }
}
