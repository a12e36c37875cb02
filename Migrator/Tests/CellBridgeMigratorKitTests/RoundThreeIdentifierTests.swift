import CellBridgeMigratorKit
import XCTest

/// Issue 26, items 3 to 9: reuse identifiers spelled across Objective-C and Swift, through an app's own dequeue
/// wrapper, and scoped so a placeholder literal names only its own screen's cell. Each fixture is written from the
/// pattern.
final class RoundThreeIdentifierTests: XCTestCase {
    private func cell(_ report: ScanReport, _ name: String) -> CellInventoryEntry? {
        report.cells.first { $0.name == name }
    }

    // MARK: Item 3: an Objective-C class property, read from Objective-C and Swift

    func testAnObjectiveCClassPropertyResolvesFromBothLanguages() throws {
        let report = try TemporaryProject.scan([
            "Cells/MessageRowCell.h": """
            @interface MessageRowCell : UITableViewCell
            @property (class, nonatomic, readonly) NSString *reuseIdentifier;
            @end
            @interface ContactRowCell : UITableViewCell
            @property (class, readonly) NSString *reuseIdentifier;
            @end
            """,
            "Cells/MessageRowCell.m": """
            @implementation MessageRowCell
            + (NSString *)reuseIdentifier { return @"message-row"; }
            @end
            @implementation ContactRowCell
            + (NSString *)reuseIdentifier { return @"contact-row"; }
            @end
            """,
            "Screens/InboxViewController.m": """
            @implementation InboxViewController
            - (void)viewDidLoad {
                [self.tableView registerClass:[MessageRowCell class] forCellReuseIdentifier:MessageRowCell.reuseIdentifier];
            }
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                MessageRowCell *cell = [tableView dequeueReusableCellWithIdentifier:MessageRowCell.reuseIdentifier forIndexPath:indexPath];
                return cell;
            }
            @end
            """,
            "Screens/ContactsViewController.swift": """
            import UIKit
            final class ContactsViewController: UITableViewController {
                override func viewDidLoad() {
                    tableView.register(ContactRowCell.self, forCellReuseIdentifier: ContactRowCell.reuseIdentifier)
                }
            }
            """,
        ])
        XCTAssertEqual(cell(report, "MessageRowCell")?.reuseIdentifiers, ["message-row"])
        XCTAssertEqual(cell(report, "ContactRowCell")?.reuseIdentifiers, ["contact-row"])
        XCTAssertEqual(cell(report, "MessageRowCell")?.unresolvedReuseIdentifiers, [])
        XCTAssertEqual(cell(report, "ContactRowCell")?.unresolvedReuseIdentifiers, [])
    }

    /// Found in the field test: `self` in a row class's registration is the row class, whose class method (inherited
    /// from the base row) gives the identifier, not the cell registered.
    func testSelfInAnObjectiveCRegistrationIsTheRegisteringClass() throws {
        let report = try TemporaryProject.scan([
            "Rows/Rows.h": """
            @interface FormRow : NSObject
            @end
            @interface SliderRow : FormRow
            @end
            @interface SliderRowCell : UITableViewCell
            @end
            """,
            "Rows/FormRow.m": """
            @implementation FormRow
            + (NSString *)rowIdentifier { return NSStringFromClass(self.class); }
            @end
            """,
            "Rows/SliderRow.m": """
            @implementation SliderRow
            + (void)registerInTableView:(UITableView *)tableView {
                [tableView registerClass:[SliderRowCell class] forCellReuseIdentifier:[self rowIdentifier]];
            }
            @end
            """,
        ])
        XCTAssertEqual(cell(report, "SliderRowCell")?.reuseIdentifiers, ["SliderRow"])
        XCTAssertEqual(cell(report, "SliderRowCell")?.unresolvedReuseIdentifiers, [])
    }

    /// Found in the field test: a screen's private property named for its cell holds the identifier.
    func testAPropertyNamedForACellHoldsItsIdentifier() throws {
        let report = try TemporaryProject.scan([
            "Profile/ProfileViewController.swift": """
            import UIKit
            final class PromoBannerCell: UITableViewCell {}
            final class ProfileViewController: UITableViewController {
                private let promoBannerCell = "PromoBanner"
                override func viewDidLoad() {
                    tableView.register(PromoBannerCell.self, forCellReuseIdentifier: promoBannerCell)
                }
            }
            """
        ])
        XCTAssertEqual(cell(report, "PromoBannerCell")?.reuseIdentifiers, ["PromoBanner"])
        XCTAssertEqual(cell(report, "PromoBannerCell")?.unresolvedReuseIdentifiers, [])
    }

    // MARK: Item 4: an exported string constant

    func testAnExternConstantDefinedInAnImplementationFileResolvesInSwift() throws {
        let report = try TemporaryProject.scan([
            "Support/Identifiers.h": "extern NSString * const TaskRowCellIdentifier;\n",
            "Support/Identifiers.m": "NSString * const TaskRowCellIdentifier = @\"task-row\";\n",
            "Tasks/TaskRowCell.swift": "import UIKit\nfinal class TaskRowCell: UITableViewCell {}\n",
            "Tasks/TasksViewController.swift": """
            import UIKit
            final class TasksViewController: UITableViewController {
                override func viewDidLoad() {
                    tableView.register(TaskRowCell.self, forCellReuseIdentifier: TaskRowCellIdentifier)
                }
            }
            """,
        ])
        XCTAssertEqual(cell(report, "TaskRowCell")?.reuseIdentifiers, ["task-row"])
        XCTAssertEqual(cell(report, "TaskRowCell")?.unresolvedReuseIdentifiers, [])
    }

    // MARK: Item 5: a Swift extension's identifier, read from Objective-C

    func testASwiftExtensionIdentifierResolvesFromObjectiveC() throws {
        let report = try TemporaryProject.scan([
            "Support/UIView+Reuse.swift": """
            import UIKit
            extension UIView {
                @objc static var reuseIdentifier: String { String(describing: self) }
            }
            """,
            "Cells/Cells.h": """
            @interface AlbumTileCell : UICollectionViewCell
            @end
            @interface TrackRowCell : UITableViewCell
            @end
            """,
            "Screens/LibraryViewController.m": """
            @implementation LibraryViewController
            - (void)viewDidLoad {
                [self.grid registerClass:[AlbumTileCell class] forCellWithReuseIdentifier:[AlbumTileCell reuseIdentifier]];
                [self.table registerClass:[TrackRowCell class] forCellReuseIdentifier:TrackRowCell.reuseIdentifier];
            }
            @end
            """,
        ])
        XCTAssertEqual(cell(report, "AlbumTileCell")?.reuseIdentifiers, ["AlbumTileCell"])
        XCTAssertEqual(cell(report, "TrackRowCell")?.reuseIdentifiers, ["TrackRowCell"])
    }

    // MARK: Item 6: the app's own dequeue wrapper

    func testAnAppsDequeueOrCreateWrapperNamesTheDeclaredCellsIdentifier() throws {
        let report = try TemporaryProject.scan([
            "Support/UITableView+Create.swift": """
            import UIKit
            extension UITableView {
                func dequeueOrCreateCell<T: UITableViewCell>(withIdentifier identifier: String,
                                                             style: UITableViewCell.CellStyle = .default) -> T {
                    if let cell = dequeueReusableCell(withIdentifier: identifier) as? T { return cell }
                    return T(style: style, reuseIdentifier: identifier)
                }
            }
            """,
            "Settings/SettingsRowCell.swift": "import UIKit\nfinal class SettingsRowCell: UITableViewCell {}\n",
            "Settings/ProfileSummaryCell.swift": "import UIKit\nfinal class ProfileSummaryCell: UITableViewCell {}\n",
            "Settings/SettingsViewController.swift": """
            import UIKit
            final class SettingsViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    if indexPath.section == 0 {
                        let cell: ProfileSummaryCell = tableView.dequeueOrCreateCell(withIdentifier: "profile-summary", style: .subtitle)
                        return cell
                    }
                    let cell: SettingsRowCell = tableView.dequeueOrCreateCell(withIdentifier: "settings-row")
                    return cell
                }
            }
            """,
            // The Objective-C spelling of such a wrapper, called with a literal.
            "Support/UITableViewCell+Create.m": """
            @implementation UITableViewCell (Create)
            + (UITableViewCell *)cellForTableView:(UITableView *)tableView cellId:(NSString *)cellId {
                UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:cellId];
                return cell ?: [[self alloc] initWithStyle:UITableViewCellStyleDefault reuseIdentifier:cellId];
            }
            @end
            """,
            "Settings/AboutViewController.m": """
            @implementation AboutViewController
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                UITableViewCell *cell = [UITableViewCell cellForTableView:tableView cellId:@"about-line"];
                cell.textLabel.text = self.lines[indexPath.row];
                return cell;
            }
            @end
            """,
        ])
        XCTAssertEqual(cell(report, "ProfileSummaryCell")?.reuseIdentifiers, ["profile-summary"])
        XCTAssertEqual(cell(report, "SettingsRowCell")?.reuseIdentifiers, ["settings-row"])
        let about = report.dataSources.first { $0.typeName == "AboutViewController" }
        XCTAssertEqual(about?.verdict, .stockCellsOnly, "the wrapper's parameter is the caller's literal, not unknown")
        let settings = report.dataSources.first { $0.typeName == "SettingsViewController" }
        XCTAssertEqual(settings?.verdict, .switchesOnCellTypes)
    }

    /// Found in the field test: an identifier chosen between two literals (or constants) of the file is either of
    /// them, not a value computed at run time.
    func testAnIdentifierChosenBetweenTwoLiteralsIsEitherOfThem() throws {
        let report = try TemporaryProject.scan([
            "Log/LogViewController.m": """
            #define ENTRY_CELL_ID @"entry"
            @implementation LogViewController
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                BOOL marker = indexPath.row == 0;
                NSString *identifier = marker ? @"marker" : ENTRY_CELL_ID;
                UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:identifier];
                if (!cell) {
                    cell = [[UITableViewCell alloc] initWithStyle:UITableViewCellStyleDefault reuseIdentifier:identifier];
                }
                return cell;
            }
            @end
            """
        ])
        XCTAssertEqual(report.dataSources.first?.verdict, .stockCellsOnly)
    }

    // MARK: Item 7: an argument ends where the next selector piece starts

    func testAnUnresolvedObjectiveCArgumentStopsAtTheNextSelectorPiece() throws {
        let report = try TemporaryProject.scan([
            "Cells/NoteCell.h": "@interface NoteCell : UITableViewCell\n@end\n",
            "Screens/NotesViewController.m": """
            @implementation NotesViewController
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                NoteCell *cell = [tableView dequeueReusableCellWithIdentifier:Outside.noteIdentifier forIndexPath:indexPath];
                NoteCell *other = [tableView dequeueReusableCellWithIdentifier:self.rowIdentifier forIndexPath:indexPath];
                NoteCell *once = [[NoteCell alloc] initWithStyle:UITableViewCellStyleDefault reuseIdentifier:nil];
                return indexPath.row ? cell : other;
            }
            @end
            """,
        ])
        XCTAssertEqual(
            cell(report, "NoteCell")?.unresolvedReuseIdentifiers, ["Outside.noteIdentifier", "self.rowIdentifier"],
            "a cell made with reuseIdentifier:nil has no identifier, not an unknown one")
    }

    // MARK: Item 8: what a dequeue computes is no unknown identifier of a registered cell

    func testACellRegisteredUnderKnownIdentifiersListsNoneUnresolved() throws {
        let report = try TemporaryProject.scan([
            "Chat/ChatBubbleCell.xib": InterfaceBuilderDocuments.xib(
                "<tableViewCell id=\"c\" customClass=\"ChatBubbleCell\"/>"),
            "Chat/ChatBubbleCell.swift": "import UIKit\nfinal class ChatBubbleCell: UITableViewCell {}\n",
            "Chat/ChatViewController.swift": """
            import UIKit
            let chatBubbleIdentifier = "chat-bubble"
            let chatBubbleGroupedIdentifier = "chat-bubble-grouped"
            final class ChatViewController: UITableViewController {
                override func viewDidLoad() {
                    tableView.register(UINib(nibName: "ChatBubbleCell", bundle: nil), forCellReuseIdentifier: chatBubbleIdentifier)
                    tableView.register(
                        UINib(nibName: "ChatBubbleCell", bundle: nil), forCellReuseIdentifier: chatBubbleGroupedIdentifier)
                }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let identifier = messages[indexPath.row].isGrouped ? chatBubbleGroupedIdentifier : chatBubbleIdentifier
                    return tableView.dequeueReusableCell(withIdentifier: identifier) as! ChatBubbleCell
                }
            }
            """,
        ])
        XCTAssertEqual(cell(report, "ChatBubbleCell")?.reuseIdentifiers, ["chat-bubble", "chat-bubble-grouped"])
        XCTAssertEqual(cell(report, "ChatBubbleCell")?.unresolvedReuseIdentifiers, [])
    }

    // MARK: Item 9: a literal names only its own type's or file's cell

    func testAPlaceholderLiteralDoesNotReachAnotherFilesCell() throws {
        let report = try TemporaryProject.scan([
            "Vendor/Gallery/GalleryThumbCell.h": "@interface GalleryThumbCell : UICollectionViewCell\n@end\n",
            "Vendor/Gallery/GalleryViewController.m": """
            @implementation GalleryViewController
            - (void)viewDidLoad {
                [self.collectionView registerClass:[GalleryThumbCell class] forCellWithReuseIdentifier:@"Cell"];
            }
            @end
            """,
            "App/Cells.h": """
            @interface PhotoCell : UICollectionViewCell
            @end
            @interface AlbumCell : UICollectionViewCell
            @end
            @interface SearchResultCell : UICollectionViewCell
            @end
            """,
            // Another screen of the app calls its cell "Cell" too.
            "App/SearchViewController.m": """
            @implementation SearchViewController
            - (void)viewDidLoad {
                [self.collectionView registerClass:[SearchResultCell class] forCellWithReuseIdentifier:@"Cell"];
            }
            @end
            """,
            "App/AlbumViewController.m": """
            @implementation AlbumViewController
            - (UICollectionViewCell *)collectionView:(UICollectionView *)collectionView cellForItemAtIndexPath:(NSIndexPath *)indexPath {
                if (indexPath.section == 0) {
                    return [collectionView dequeueReusableCellWithReuseIdentifier:@"Cell" forIndexPath:indexPath];
                }
                PhotoCell *cell = [collectionView dequeueReusableCellWithReuseIdentifier:@"photo" forIndexPath:indexPath];
                return cell;
            }
            @end
            """,
            "App/SharedIdentifiers.m": "NSString * const AlbumCellIdentifier = @\"album\";\n",
            "App/AlbumRegistrar.m": """
            @implementation AlbumRegistrar
            - (void)registerIn:(UICollectionView *)collectionView {
                [collectionView registerClass:[AlbumCell class] forCellWithReuseIdentifier:AlbumCellIdentifier];
            }
            @end
            """,
            "App/AlbumsViewController.m": """
            @implementation AlbumsViewController
            - (UICollectionViewCell *)collectionView:(UICollectionView *)collectionView cellForItemAtIndexPath:(NSIndexPath *)indexPath {
                return [collectionView dequeueReusableCellWithReuseIdentifier:AlbumCellIdentifier forIndexPath:indexPath];
            }
            @end
            """,
        ])
        let album = report.dataSources.first { $0.typeName == "AlbumViewController" }
        XCTAssertEqual(album?.cellTypesReferenced, 1, "PhotoCell only: the \"Cell\" of another file is not this one")
        XCTAssertEqual(album?.switchesOnCellTypes, false)
        XCTAssertEqual(cell(report, "SearchResultCell")?.screens, ["SearchViewController"])
        XCTAssertEqual(cell(report, "GalleryThumbCell")?.screens, [], "a dependency's screen is not the app's")
        XCTAssertEqual(cell(report, "GalleryThumbCell")?.owner, .dependency)
        let albums = report.dataSources.first { $0.typeName == "AlbumsViewController" }
        XCTAssertEqual(albums?.cellTypesReferenced, 1, "a constant declared once names its cell across files")
    }
}
