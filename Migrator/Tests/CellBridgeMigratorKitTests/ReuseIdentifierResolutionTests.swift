import CellBridgeMigratorKit
import Foundation
import XCTest

/// Reuse identifiers are read from their declarations, never made up from a type's name (issue 10, item 2).
final class ReuseIdentifierResolutionTests: XCTestCase {
    private func identifiers(_ files: [String: String]) throws -> [String: CellInventoryEntry] {
        let report = try TemporaryProject.scan(files)
        return Dictionary(uniqueKeysWithValues: report.cells.map { ($0.name, $0) })
    }

    func testMembersResolveToTheirDeclarations() throws {
        let cells = try identifiers([
            "Cells.swift": """
            import UIKit
            class ArticleRow: UITableViewCell {
                static let identifier = "article-row"
                class var cellIdentifier: String { "article" }
            }
            final class PinnedRow: ArticleRow {
                override class var cellIdentifier: String { "pinned" }
            }
            final class QuoteRow: UITableViewCell {}
            extension QuoteRow {
                static var reuseIdentifier: String { return "quote-\\(1)" }
            }
            final class EmptyRow: UITableViewCell {
                static let id = "empty"
            }
            """,
            "FeedScreen.swift": """
            import UIKit
            final class FeedScreen: UIViewController {
                private let rowID = "plain-row"
                func setUp(_ tableView: UITableView) {
                    tableView.register(ArticleRow.self, forCellReuseIdentifier: ArticleRow.identifier)
                    tableView.register(ArticleRow.self, forCellReuseIdentifier: ArticleRow.cellIdentifier)
                    tableView.register(PinnedRow.self, forCellReuseIdentifier: PinnedRow.cellIdentifier)
                    tableView.register(QuoteRow.self, forCellReuseIdentifier: QuoteRow.reuseIdentifier)
                    tableView.register(EmptyRow.self, forCellReuseIdentifier: EmptyRow.id)
                    tableView.register(UITableViewCell.self, forCellReuseIdentifier: rowID)
                }
            }
            """,
        ])
        XCTAssertEqual(cells["ArticleRow"]?.reuseIdentifiers, ["article", "article-row"])
        XCTAssertEqual(cells["PinnedRow"]?.reuseIdentifiers, ["pinned"], "the override wins, not the base's value")
        XCTAssertEqual(cells["EmptyRow"]?.reuseIdentifiers, ["empty"])
        XCTAssertEqual(cells["QuoteRow"]?.reuseIdentifiers, [], "an interpolated value is not made up")
        XCTAssertEqual(cells["QuoteRow"]?.unresolvedReuseIdentifiers, ["QuoteRow.reuseIdentifier"])
    }

    /// `class func cellIdentifier() -> String { "…" }` and its overrides, called as `X.cellIdentifier()`: the
    /// Objective-C-era spelling of a reuse identifier.
    func testMethodsWithoutArgumentsResolveLikeProperties() throws {
        let cells = try identifiers([
            "Cells.swift": """
            import UIKit
            class ButtonRow: UITableViewCell {
                /// Also the name of the XIB.
                public class func cellIdentifier() -> String {
                    return "ButtonRow"
                }
            }
            final class PushRow: ButtonRow {
                public override class func cellIdentifier() -> String { "push-row" }
            }
            final class NamedRow: UITableViewCell {
                static func reuseIdentifier() -> String { String(describing: self) }
            }
            final class RuntimeRow: UITableViewCell {
                static func reuseIdentifier() -> String { UUID().uuidString }
            }
            """,
            "SettingsScreen.swift": """
            import UIKit
            final class SettingsScreen: UIViewController {
                func setUp(_ tableView: UITableView) {
                    for identifier in [ButtonRow.cellIdentifier()] {
                        tableView.register(UINib(nibName: identifier, bundle: nil), forCellReuseIdentifier: identifier)
                    }
                    tableView.register(ButtonRow.self, forCellReuseIdentifier: ButtonRow.cellIdentifier())
                    tableView.register(PushRow.self, forCellReuseIdentifier: PushRow.cellIdentifier())
                    tableView.register(NamedRow.self, forCellReuseIdentifier: NamedRow.reuseIdentifier())
                    tableView.register(RuntimeRow.self, forCellReuseIdentifier: RuntimeRow.reuseIdentifier())
                }
            }
            """,
        ])
        XCTAssertEqual(cells["ButtonRow"]?.reuseIdentifiers, ["ButtonRow"])
        XCTAssertEqual(cells["PushRow"]?.reuseIdentifiers, ["push-row"], "the override wins")
        XCTAssertEqual(cells["NamedRow"]?.reuseIdentifiers, ["NamedRow"])
        XCTAssertEqual(cells["RuntimeRow"]?.reuseIdentifiers, [], "computed at run time: not made up")
        XCTAssertEqual(cells["RuntimeRow"]?.unresolvedReuseIdentifiers, ["RuntimeRow.reuseIdentifier()"])
    }

    func testProtocolExtensionsAndSuperclassExtensionsNameTheConcreteCell() throws {
        let cells = try identifiers([
            "Reusable.swift": """
            import UIKit
            protocol Reusable {}
            protocol NibReusable: Reusable {}
            extension Reusable {
                static var reuseIdentifier: String { String(describing: self) }
            }
            extension NSObject {
                class var classNameWithoutModule: String { "\\(self)" }
            }
            extension UICollectionViewCell {
                static var defaultIdentifier: String { classNameWithoutModule }
            }
            """,
            "Cells.swift": """
            import UIKit
            final class StoryCell: UITableViewCell, NibReusable {}
            final class TileCell: UICollectionViewCell {}
            final class BadgeCell: UICollectionViewCell {}
            """,
            "Screen.swift": """
            import UIKit
            final class Screen {
                func setUp(_ tableView: UITableView, _ collectionView: UICollectionView) {
                    tableView.register(StoryCell.nib, forCellReuseIdentifier: StoryCell.reuseIdentifier)
                    collectionView.register(TileCell.self, forCellWithReuseIdentifier: TileCell.defaultIdentifier)
                    collectionView.register(
                        BadgeCell.self, forCellWithReuseIdentifier: String(describing: BadgeCell.classForCoder()))
                }
            }
            """,
        ])
        XCTAssertEqual(cells["StoryCell"]?.reuseIdentifiers, ["StoryCell"], "`self` is the adopting cell")
        XCTAssertEqual(cells["TileCell"]?.reuseIdentifiers, ["TileCell"], "through an NSObject extension")
        XCTAssertEqual(cells["BadgeCell"]?.reuseIdentifiers, ["BadgeCell"])
        XCTAssertEqual(cells["StoryCell"]?.unresolvedReuseIdentifiers, [])
    }

    func testADeclarationOutsideTheScanIsReportedAsUnresolvedNotInvented() throws {
        let cells = try identifiers([
            "PostCell.swift": "import UIKit\nimport Reusable\nfinal class PostCell: UITableViewCell, Reusable {}\n",
            "Screen.swift": """
            import UIKit
            final class Screen {
                func setUp(_ tableView: UITableView) {
                    tableView.register(PostCell.self, forCellReuseIdentifier: PostCell.reuseIdentifier)
                }
            }
            """,
        ])
        XCTAssertEqual(cells["PostCell"]?.reuseIdentifiers, [])
        XCTAssertEqual(cells["PostCell"]?.unresolvedReuseIdentifiers, ["PostCell.reuseIdentifier"])
    }

    func testDequeuesLocalsAndEnumRawValuesNameIdentifiers() throws {
        let cells = try identifiers([
            "Cells.swift": """
            import UIKit
            final class RepoCell: UICollectionViewCell {}
            final class BranchCell: UICollectionViewCell {
                static let reuse = "branch"
            }
            final class AuthorRow: UITableViewCell {}
            final class DeviceRow: UITableViewCell {}
            final class NoteRow: UITableViewCell {}
            enum RowID: String {
                case device = "device-row"
                case note
            }
            """,
            "Sections.swift": """
            import UIKit
            final class RepoSection {
                func cell(at index: Int, context: ListContext) -> UICollectionViewCell {
                    let repo = context.dequeueReusableCell(of: RepoCell.self, for: self, at: index)
                    return repo
                }
            }
            final class AuthorsScreen: UITableViewController {
                override func viewDidLoad() {
                    let identifier = "author"
                    tableView.register(AuthorRow.self, forCellReuseIdentifier: identifier)
                    tableView.register(DeviceRow.self, forCellReuseIdentifier: RowID.device.rawValue)
                    tableView.register(NoteRow.self, forCellReuseIdentifier: RowID.note.rawValue)
                }
                func branch(_ collectionView: UICollectionView, _ indexPath: IndexPath) -> UICollectionViewCell {
                    collectionView.dequeueReusableCell(withReuseIdentifier: BranchCell.reuse, for: indexPath)
                }
            }
            """,
        ])
        XCTAssertEqual(cells["RepoCell"]?.reuseIdentifiers, ["RepoCell"])
        XCTAssertEqual(cells["RepoCell"]?.inferredReuseIdentifiers, ["RepoCell"], "dequeued by class: inferred")
        XCTAssertEqual(cells["BranchCell"]?.reuseIdentifiers, ["branch"], "read from the dequeue's own identifier")
        XCTAssertEqual(cells["AuthorRow"]?.reuseIdentifiers, ["author"])
        XCTAssertEqual(cells["DeviceRow"]?.reuseIdentifiers, ["device-row"])
        XCTAssertEqual(cells["NoteRow"]?.reuseIdentifiers, ["note"], "a String case without a value is its name")
    }

    func testALibrarysInferredIdentifierIsMarkedInTheJSON() throws {
        let project = try TemporaryProject([
            "Cells.swift": """
            import UIKit
            final class PostCell: UICollectionViewCell {}
            final class AvatarCell: UICollectionViewCell {}
            """,
            "Screen.swift": """
            import UIKit
            final class Screen {
                func setUp(_ collectionView: UICollectionView, manager: CollectionManager) {
                    manager.register(PostCell.self)
                    manager.register(AvatarCell.self)
                    collectionView.register(AvatarCell.self, forCellWithReuseIdentifier: "AvatarCell")
                }
            }
            """,
        ])
        let result = runCellBridge(["scan", project.root, "--format", "json"])
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        XCTAssertEqual(object["schemaVersion"] as? Int, 3)
        let cells = try XCTUnwrap(object["cells"] as? [[String: Any]])
        let byName = Dictionary(uniqueKeysWithValues: cells.map { ($0["name"] as? String ?? "", $0) })
        XCTAssertEqual(byName["PostCell"]?["reuseIdentifiers"] as? [String], ["PostCell"])
        XCTAssertEqual(byName["PostCell"]?["inferredReuseIdentifiers"] as? [String], ["PostCell"])
        XCTAssertEqual(
            byName["AvatarCell"]?["inferredReuseIdentifiers"] as? [String], [],
            "written out by a UIKit registration, the same name is no longer inferred")
    }
}
