import CellBridgeMigratorKit
import XCTest

/// Issue 26, items 10 to 13: data-source verdicts for cell factories on another type, `CellRegistration`s held in
/// properties declared in another file, what is not a branch on cell types or not a data source, and the cells a
/// family of overrides dequeues. Each fixture is written from the pattern.
final class RoundThreeDataSourceTests: XCTestCase {
    private func dataSource(_ report: ScanReport, _ type: String) -> DataSourceEntry? {
        report.dataSources.first { $0.typeName == type }
    }

    // MARK: Item 10: a cell factory on another type

    func testCellsMadeByAFactoryOfAnotherTypeAreSwitchedOver() throws {
        let report = try TemporaryProject.scan([
            "Bookmarks/Cells.swift": """
            import UIKit
            final class FolderRowCell: UITableViewCell {}
            final class LinkRowCell: UITableViewCell {}
            """,
            "Bookmarks/BookmarkCellFactory.swift": """
            import UIKit
            enum BookmarkCellFactory {
                static func makeFolderCell(_ tableView: UITableView, at indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: "folder", for: indexPath) as! FolderRowCell
                }
                static func makeLinkCell(_ tableView: UITableView, at indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: "link", for: indexPath) as! LinkRowCell
                }
            }
            """,
            "Bookmarks/BookmarksViewController.swift": """
            import UIKit
            final class BookmarksViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    if items[indexPath.row].isFolder {
                        return BookmarkCellFactory.makeFolderCell(tableView, at: indexPath)
                    } else {
                        return BookmarkCellFactory.makeLinkCell(tableView, at: indexPath)
                    }
                }
            }
            """,
            // The same in Objective-C, the factory a class of its own.
            "Downloads/Cells.h": """
            @interface QueuedRowCell : UITableViewCell
            @end
            @interface FinishedRowCell : UITableViewCell
            @end
            @interface DownloadsViewController : UITableViewController
            @end
            """,
            "Downloads/DownloadCellMaker.m": """
            @implementation DownloadCellMaker
            + (UITableViewCell *)queuedCellInTable:(UITableView *)tableView {
                QueuedRowCell *cell = [tableView dequeueReusableCellWithIdentifier:@"queued"];
                return cell;
            }
            + (UITableViewCell *)finishedCellInTable:(UITableView *)tableView {
                FinishedRowCell *cell = [tableView dequeueReusableCellWithIdentifier:@"finished"];
                return cell;
            }
            @end
            """,
            "Downloads/DownloadsViewController.m": """
            @implementation DownloadsViewController
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                if (indexPath.section == 0) {
                    return [DownloadCellMaker queuedCellInTable:tableView];
                }
                return [DownloadCellMaker finishedCellInTable:tableView];
            }
            @end
            """,
        ])
        XCTAssertEqual(dataSource(report, "BookmarksViewController")?.verdict, .switchesOnCellTypes)
        XCTAssertEqual(dataSource(report, "BookmarksViewController")?.cellTypesReferenced, 2)
        XCTAssertEqual(dataSource(report, "DownloadsViewController")?.verdict, .switchesOnCellTypes)
        let screens = Dictionary(uniqueKeysWithValues: report.cells.map { ($0.name, $0.screens) })
        XCTAssertEqual(screens["FolderRowCell"], ["BookmarksViewController"])
        XCTAssertEqual(screens["FinishedRowCell"], ["DownloadsViewController"])
    }

    // MARK: Item 11: registrations held in properties declared in another file

    func testRegistrationsHeldInPropertiesOfAnotherFileAreTheDataSourcesCells() throws {
        let report = try TemporaryProject.scan([
            "Feed/Cells.swift": """
            import UIKit
            final class StoryTileCell: UICollectionViewListCell {}
            final class SectionBannerCell: UICollectionViewListCell {}
            """,
            "Feed/FeedController.swift": """
            import UIKit
            typealias StoryRegistration<Item> = UICollectionView.CellRegistration<StoryTileCell, Item>
            final class FeedController: UIViewController {
                var collectionView: UICollectionView!
                let storyRegistration: StoryRegistration<Story> = .init { cell, _, story in cell.configure(story) }
                lazy var bannerRegistration = UICollectionView.CellRegistration<SectionBannerCell, String> { cell, _, title in
                    cell.title = title
                }
            }
            """,
            "Feed/FeedController+DataSource.swift": """
            import UIKit
            extension FeedController {
                func makeDataSource() -> UICollectionViewDiffableDataSource<Int, FeedRow> {
                    UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, row in
                        switch row {
                        case .banner(let title):
                            return collectionView.dequeueConfiguredReusableCell(using: self.bannerRegistration, for: indexPath, item: title)
                        case .story(let story):
                            return collectionView.dequeueConfiguredReusableCell(using: self.storyRegistration, for: indexPath, item: story)
                        }
                    }
                }
            }
            """,
            // A registration local to the function that makes the data source.
            "Search/SearchController.swift": """
            import UIKit
            final class ResultRowCell: UICollectionViewListCell {}
            final class SearchController: UIViewController {
                func makeDataSource(_ collectionView: UICollectionView) -> UICollectionViewDiffableDataSource<Int, String> {
                    let registration = UICollectionView.CellRegistration<ResultRowCell, String> { cell, _, text in }
                    return UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, text in
                        view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
                    }
                }
            }
            """,
        ])
        XCTAssertEqual(dataSource(report, "FeedController")?.verdict, .switchesOnCellTypes)
        XCTAssertEqual(dataSource(report, "FeedController")?.cellTypesReferenced, 2)
        XCTAssertEqual(dataSource(report, "SearchController")?.verdict, .namesCellTypes)
        for cell in report.cells {
            XCTAssertFalse(cell.screens.isEmpty, "\(cell.name) is on the screen whose data source dequeues it")
        }
    }

    // MARK: Item 12: what is no branch on cell types, and what is no data source

    func testPickingTheCellOutOfANibOrCheckingAValueIsNoBranchOnCellTypes() throws {
        let report = try TemporaryProject.scan([
            "Cells.h": "@interface EntryCell : UITableViewCell\n@end\n@interface TotalCell : UITableViewCell\n@end\n",
            "LedgerViewController.m": """
            @implementation LedgerViewController
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                EntryCell *cell = [tableView dequeueReusableCellWithIdentifier:@"entry"];
                if (cell == nil) {
                    for (id object in [[NSBundle mainBundle] loadNibNamed:@"EntryCell" owner:nil options:nil]) {
                        if ([object isKindOfClass:[UITableViewCell class]]) { cell = object; }
                    }
                }
                id amount = self.amounts[indexPath.row];
                if ([amount isKindOfClass:[NSString class]]) { cell.amountLabel.text = amount; }
                return cell;
            }
            - (void)reloadCellForRowAtIndexPath:(NSIndexPath *)indexPath {
                TotalCell *total = (TotalCell *)[self.tableView cellForRowAtIndexPath:indexPath];
                if (total) { [total refresh]; }
                EntryCell *entry = nil;
            }
            - (UITableViewCell *)cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                return [self.tableView cellForRowAtIndexPath:indexPath];
            }
            @end
            """,
            "ListPresenting.swift": """
            import UIKit
            protocol ListPresenting: AnyObject {
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
            }
            """,
            // An operation made with a table view and a completion closure is no diffable data source.
            "QueueViewController.swift": """
            import UIKit
            final class QueueViewController: UIViewController {
                let tableView = UITableView()
                func refresh() {
                    let operation = ReloadOperation(tableView: tableView, limit: 20) { [weak self] rows in
                        self?.rows = rows
                    }
                    queue.addOperation(operation)
                }
            }
            """,
        ])
        XCTAssertEqual(
            report.dataSources.map(\.typeName), ["LedgerViewController"], "utilities and requirements are not")
        XCTAssertEqual(dataSource(report, "LedgerViewController")?.verdict, .namesCellTypes)
        XCTAssertEqual(report.findings.filter { $0.rule == .sharedDataSourceSwitchesOnCellType }, [])
    }

    // MARK: Item 13: the family's message lists every cell it dequeues

    func testTheOverrideFamilyMessageListsCellsOfSwiftOverridesOfAnObjectiveCBase() throws {
        let report = try TemporaryProject.scan([
            "Forms/FormCells.h": """
            @interface TextInputCell : UITableViewCell
            @end
            @interface ToggleCell : UITableViewCell
            @end
            @interface FormViewController : UITableViewController
            @end
            """,
            "Forms/FormViewController.m": """
            @implementation FormViewController
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                return [self getRow:indexPath];
            }
            - (UITableViewCell *)getRow:(NSIndexPath *)indexPath {
                if (indexPath.row == 0) {
                    TextInputCell *cell = [self.tableView dequeueReusableCellWithIdentifier:@"text"];
                    return cell;
                }
                ToggleCell *cell = [self.tableView dequeueReusableCellWithIdentifier:@"toggle"];
                return cell;
            }
            @end
            """,
            "Forms/AccountFormViewController.swift": """
            import UIKit
            final class AvatarPickerCell: UITableViewCell {}
            final class AccountFormViewController: FormViewController {
                override func getRow(_ indexPath: IndexPath) -> UITableViewCell {
                    if indexPath.section == 2 {
                        return tableView.dequeueReusableCell(withIdentifier: "avatar") as! AvatarPickerCell
                    }
                    return super.getRow(indexPath)
                }
            }
            """,
            "Forms/AlarmFormViewController.swift": """
            import UIKit
            final class RepeatDaysCell: UITableViewCell {}
            final class AlarmFormViewController: FormViewController {
                override func getRow(_ indexPath: IndexPath) -> UITableViewCell {
                    guard indexPath.section == 1 else { return super.getRow(indexPath) }
                    return tableView.dequeueReusableCell(withIdentifier: "days") as! RepeatDaysCell
                }
            }
            """,
        ])
        let finding = report.findings.first { $0.rule == .sharedDataSourceSwitchesOnCellType }
        let message = try XCTUnwrap(finding?.message)
        for cell in ["AvatarPickerCell", "RepeatDaysCell", "TextInputCell", "ToggleCell"] {
            XCTAssertTrue(message.contains(cell), "\(cell) missing from: \(message)")
        }
        XCTAssertTrue(message.contains("AccountFormViewController and AlarmFormViewController"), message)
    }
}
