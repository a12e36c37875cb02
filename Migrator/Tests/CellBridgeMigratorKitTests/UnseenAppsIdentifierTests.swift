import CellBridgeMigratorKit
import XCTest

/// Issue 16, items 2 to 5: reuse identifiers spelled the ways a field test on apps never seen before found,
/// each written here from the pattern.
final class UnseenAppsIdentifierTests: XCTestCase {
    private func identifiers(_ report: ScanReport) -> [String: [String]] {
        Dictionary(uniqueKeysWithValues: report.cells.map { ($0.name, $0.reuseIdentifiers) })
    }

    // MARK: Item 2: className idioms

    func testClassNameIdiomsOnUIKitsCellClassResolveToTheCellsName() throws {
        let report = try TemporaryProject.scan([
            "Support/IdentifiableClass.swift": """
            import UIKit
            protocol IdentifiableClass: AnyObject {}
            extension IdentifiableClass {
                static var className: String { NSStringFromClass(self).components(separatedBy: ".").last! }
            }
            extension UITableViewCell: IdentifiableClass {}
            protocol Described {}
            extension Described { static var described: String { String(describing: self) } }
            protocol Interpolated {}
            extension Interpolated { static var interpolated: String { "\\(self)" } }
            extension UICollectionViewCell: Described, Interpolated {}
            """,
            "Cells.swift": """
            import UIKit
            final class OrderCell: UITableViewCell {}
            final class TileCell: UICollectionViewCell {}
            final class BadgeCell: UICollectionViewCell {}
            """,
            "OrdersViewController.swift": """
            import UIKit
            final class OrdersViewController: UIViewController {
                func setUp(_ table: UITableView, _ grid: UICollectionView) {
                    table.register(OrderCell.self, forCellReuseIdentifier: OrderCell.className)
                    grid.register(TileCell.self, forCellWithReuseIdentifier: TileCell.described)
                    grid.register(BadgeCell.self, forCellWithReuseIdentifier: BadgeCell.interpolated)
                }
            }
            """,
        ])
        XCTAssertEqual(identifiers(report)["OrderCell"], ["OrderCell"], "the module prefix is split off")
        XCTAssertEqual(identifiers(report)["TileCell"], ["TileCell"])
        XCTAssertEqual(identifiers(report)["BadgeCell"], ["BadgeCell"])
        XCTAssertTrue(report.cells.allSatisfy { $0.unresolvedReuseIdentifiers.isEmpty })
    }

    func testAModuleQualifiedClassNameStaysUnresolved() throws {
        let report = try TemporaryProject.scan([
            "Cell.swift": """
            import UIKit
            final class OrderCell: UITableViewCell {
                static var qualified: String { NSStringFromClass(self) }
            }
            final class Screen: UIViewController {
                func setUp(_ table: UITableView) {
                    table.register(OrderCell.self, forCellReuseIdentifier: OrderCell.qualified)
                }
            }
            """
        ])
        XCTAssertEqual(report.cells.first?.reuseIdentifiers, [], "NSStringFromClass is App.OrderCell in Swift")
        XCTAssertEqual(report.cells.first?.unresolvedReuseIdentifiers, ["OrderCell.qualified"])
    }

    func testAnIdentifierTheStoryboardGivesIsNotAlsoUnresolved() throws {
        let report = try TemporaryProject.scan([
            "Main.storyboard": InterfaceBuilderDocuments.tableScene(
                controller: "InboxViewController", prototypeClass: "ThreadCell", identifier: "thread"),
            "InboxViewController.swift": """
            import UIKit
            final class ThreadCell: UITableViewCell {}
            final class InboxViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: rows[indexPath.row].cellIdentifier, for: indexPath)
                        as! ThreadCell
                }
            }
            """,
        ])
        let thread = try XCTUnwrap(report.cells.first { $0.name == "ThreadCell" })
        XCTAssertEqual(thread.reuseIdentifiers, ["thread"])
        XCTAssertEqual(thread.unresolvedReuseIdentifiers, [], "known from the storyboard")
    }

    // MARK: Item 3: a static let in a nested or sibling type

    func testAStaticLetInASiblingOrNestedTypeResolves() throws {
        let report = try TemporaryProject.scan([
            "History.swift": """
            import UIKit
            struct HistoryCellId {
                static let item = "ProductTableViewCell"
            }
            enum Constants {
                enum Rows { static let total = "total-row" }
            }
            final class ProductTableViewCell: UITableViewCell {}
            final class TotalCell: UITableViewCell {}
            final class HistoryViewController: UITableViewController {
                override func viewDidLoad() {
                    tableView.register(ProductTableViewCell.self, forCellReuseIdentifier: HistoryCellId.item)
                    tableView.register(TotalCell.self, forCellReuseIdentifier: Constants.Rows.total)
                }
            }
            """
        ])
        XCTAssertEqual(identifiers(report)["ProductTableViewCell"], ["ProductTableViewCell"])
        XCTAssertEqual(identifiers(report)["TotalCell"], ["total-row"])
    }

    // MARK: Item 4: registration by a list of types

    func testALiteralListOfCellTypesRegistersEachUnderItsIdentifier() throws {
        let report = try TemporaryProject.scan([
            "Cells.swift": """
            import UIKit
            class FormCell: UITableViewCell { class var identifier: String { String(describing: self) } }
            final class SwitchRowCell: FormCell {}
            final class TextRowCell: FormCell {}
            final class DateRowCell: FormCell { override class var identifier: String { "date" } }
            """,
            "SettingsFormViewController.swift": """
            import UIKit
            final class SettingsFormViewController: UITableViewController {
                private let cellTypes: [FormCell.Type] = [SwitchRowCell.self, TextRowCell.self]
                override func viewDidLoad() {
                    for type in cellTypes {
                        tableView.register(type, forCellReuseIdentifier: type.identifier)
                    }
                    for type in [DateRowCell.self] {
                        tableView.register(type, forCellReuseIdentifier: type.identifier)
                    }
                }
            }
            """,
        ])
        XCTAssertEqual(identifiers(report)["SwitchRowCell"], ["SwitchRowCell"])
        XCTAssertEqual(identifiers(report)["TextRowCell"], ["TextRowCell"])
        XCTAssertEqual(identifiers(report)["DateRowCell"], ["date"])
        XCTAssertFalse(report.cells.contains { $0.isRegisteredDynamically })
    }

    func testAListBuiltAtRunTimeMarksItsCellsRegisteredDynamically() throws {
        let report = try TemporaryProject.scan([
            "Cells.swift": """
            import UIKit
            class FormCell: UITableViewCell { class var identifier: String { String(describing: self) } }
            final class TextFieldCell: FormCell {}
            final class StepperCell: FormCell {}
            final class LonelyCell: UITableViewCell {}
            """,
            "Form.swift": """
            import UIKit
            struct FormRow { let cellType: FormCell.Type }
            final class AccountFormViewController: UITableViewController {
                let rows = [FormRow(cellType: TextFieldCell.self), FormRow(cellType: StepperCell.self)]
                override func viewDidLoad() {
                    for type in rows.map(\\.cellType) {
                        tableView.register(type, forCellReuseIdentifier: type.identifier)
                    }
                }
            }
            """,
        ])
        let cells = Dictionary(uniqueKeysWithValues: report.cells.map { ($0.name, $0) })
        XCTAssertEqual(cells["TextFieldCell"]?.isRegisteredDynamically, true)
        XCTAssertEqual(cells["TextFieldCell"]?.reuseIdentifiers, ["TextFieldCell"])
        XCTAssertEqual(cells["TextFieldCell"]?.inferredReuseIdentifiers, ["TextFieldCell"], "the code never pairs them")
        XCTAssertEqual(cells["StepperCell"]?.isRegisteredDynamically, true)
        XCTAssertEqual(cells["LonelyCell"]?.isRegisteredDynamically, false, "never handed to the loop")
        let json = ScanJSONEncoder.encode(report)
        XCTAssertTrue(json.contains("\"registeredDynamically\": true"))
    }

    // MARK: Item 5: Objective-C identifiers

    func testObjectiveCStaticConstantsAndDefinesNameTheCellsTheyDequeue() throws {
        let report = try TemporaryProject.scan([
            "Cells/NoteCell.h":
                "@interface NoteCell : UITableViewCell\n@end\n@interface TagCell : UITableViewCell\n@end\n",
            "Cells/Plain.h": "@interface PlainRowCell : UITableViewCell\n@end\n",
            "Screens/NotesViewController.m": """
            #import "NoteCell.h"
            #define kTagCellID @"tag-row"
            @implementation NotesViewController
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                static NSString *CellIdentifier = @"note-row";
                NoteCell *cell = [tableView dequeueReusableCellWithIdentifier:CellIdentifier];
                if (cell == nil) {
                    cell = [[NoteCell alloc] initWithStyle:UITableViewCellStyleDefault reuseIdentifier:CellIdentifier];
                }
                return cell;
            }
            - (UITableViewCell *)tagCellFor:(UITableView *)tableView at:(NSIndexPath *)indexPath {
                TagCell *cell = (TagCell *)[tableView dequeueReusableCellWithIdentifier:kTagCellID forIndexPath:indexPath];
                return cell;
            }
            @end
            """,
            "Screens/PlainViewController.m": """
            @implementation PlainViewController
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                static NSString *CellIdentifier = @"plain-row";
                PlainRowCell *cell = [tableView dequeueReusableCellWithIdentifier:CellIdentifier];
                return cell;
            }
            @end
            """,
        ])
        XCTAssertEqual(identifiers(report)["NoteCell"], ["note-row"])
        XCTAssertEqual(identifiers(report)["TagCell"], ["tag-row"])
        XCTAssertEqual(
            identifiers(report)["PlainRowCell"], ["plain-row"], "the same local name means its own method's value")
    }
}
