import CellBridgeMigratorKit
import XCTest

/// Data sources however they are spelled, and dispatch over cell types however each branch dequeues
/// (issue 10, item 3).
final class DataSourceSpellingTests: XCTestCase {
    private static let cells = """
        import UIKit
        final class BannerCell: UICollectionViewCell {}
        final class ProfileCell: UICollectionViewCell {}
        """

    private func scan(_ files: [String: String]) throws -> ScanReport {
        try TemporaryProject.scan(files.merging(["Cells.swift": Self.cells]) { first, _ in first })
    }

    func testDiffableDataSourcesThroughASubclassATypealiasOrAFunction() throws {
        let report = try scan([
            "FeedDataSource.swift": """
            import UIKit
            final class FeedDataSource: UICollectionViewDiffableDataSource<Int, Item> {
                init(collectionView: UICollectionView) {
                    super.init(collectionView: collectionView) { collectionView, indexPath, item in
                        collectionView.dequeueReusableCell(withReuseIdentifier: "banner", for: indexPath)
                    }
                }
            }
            """,
            "SearchScreen.swift": """
            import UIKit
            final class SearchScreen: UIViewController {
                typealias DataSource = UITableViewDiffableDataSource<Int, Item>
                func makeDataSource(_ tableView: UITableView) -> DataSource {
                    DataSource(tableView: tableView) { tableView, indexPath, item in
                        tableView.dequeueReusableCell(withIdentifier: "result", for: indexPath)
                    }
                }
            }
            """,
            "ProfileScreen.swift": """
            import UIKit
            final class ProfileScreen: UIViewController {
                lazy var dataSource = UICollectionViewDiffableDataSource<Int, Item>(
                    collectionView: collectionView, cellProvider: makeCell)
                func makeCell(_ collectionView: UICollectionView, _ indexPath: IndexPath, _ item: Item) -> UICollectionViewCell? {
                    collectionView.dequeueReusableCell(withReuseIdentifier: "profile", for: indexPath)
                }
                func unusedCell(_ collectionView: UICollectionView, _ indexPath: IndexPath, _ item: Item) -> UICollectionViewCell? {
                    nil
                }
            }
            """,
        ])
        let sources = report.dataSources.map { "\($0.typeName).\($0.method)@\($0.line)" }
        XCTAssertEqual(
            sources,
            ["FeedDataSource.cellForItemAt@4", "ProfileScreen.cellForItemAt@5", "SearchScreen.cellForRowAt@5"],
            "a function shaped like a cell provider that no data source is given is not one")
    }

    /// The same two-cell dispatch written four ways.
    private static let dispatches = [
        "casts": """
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: item.className, for: indexPath)
        if let banner = cell as? BannerCell { banner.backgroundColor = .red }
        if let profile = cell as? ProfileCell { profile.backgroundColor = .blue }
        return cell
        """,
        "typed generic helpers": """
        if item.isBanner {
            let banner: BannerCell = collectionView.dequeueCell(for: indexPath)
            return banner
        }
        return collectionView.dequeueCell(ProfileCell.self, for: indexPath)
        """,
        "switch": """
        switch item {
        case .banner: return collectionView.dequeueCell(BannerCell.self, for: indexPath)
        case .profile: return collectionView.dequeueCell(ProfileCell.self, for: indexPath)
        }
        """,
        "a helper": """
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: item.className, for: indexPath)
        configure(cell, for: item)
        return cell
        """,
    ]

    func testSwitchingOnCellTypesIsTheSameHoweverTheBranchesDequeue() throws {
        for (spelling, body) in Self.dispatches {
            let source = """
                import UIKit
                final class HomeScreen: UIViewController, UICollectionViewDataSource {
                    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                        let item = items[indexPath.item]
                \(body)
                    }
                    private func configure(_ cell: UICollectionViewCell, for item: Item) {
                        switch cell {
                        case let banner as BannerCell: banner.backgroundColor = .red
                        case let profile as ProfileCell: profile.backgroundColor = .blue
                        default: break
                        }
                    }
                }
                """
            let report = try scan(["HomeScreen.swift": source])
            let dataSource = try XCTUnwrap(report.dataSources.first, spelling)
            XCTAssertEqual(report.dataSources.count, 1, "the helper is not a data source of its own (\(spelling))")
            XCTAssertEqual(dataSource.cellTypesReferenced, 2, spelling)
            XCTAssertTrue(dataSource.switchesOnCellTypes, spelling)
            XCTAssertEqual(
                report.findings.filter { $0.rule == .sharedDataSourceSwitchesOnCellType }.map(\.severity), [.warning],
                spelling)
        }
    }

    func testASwitchOverItemTypesDispatchingToCellMakingHelpersNamesTheirCells() throws {
        let source = """
            import UIKit
            final class NotesScreen: UIViewController, UITableViewDataSource {
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    switch items[indexPath.row] {
                    case let note as Note: return dequeueAndConfigureCell(for: note, in: tableView, at: indexPath)
                    case let tag as Tag: return dequeueAndConfigureCell(for: tag, in: tableView, at: indexPath)
                    default: fatalError()
                    }
                }
                func dequeueAndConfigureCell(for note: Note, in tableView: UITableView, at indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueCell(ofType: NoteRowCell.self, for: indexPath)
                }
                func dequeueAndConfigureCell(for tag: Tag, in tableView: UITableView, at indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueCell(ofType: TagRowCell.self, for: indexPath)
                }
            }
            final class NoteRowCell: UITableViewCell {}
            final class TagRowCell: UITableViewCell {}
            """
        let report = try TemporaryProject.scan(["NotesScreen.swift": source])
        XCTAssertEqual(report.dataSources.count, 1)
        XCTAssertEqual(report.dataSources.first?.cellTypesReferenced, 2)
        let finding = try XCTUnwrap(report.findings.first)
        XCTAssertTrue(finding.message.contains("(NoteRowCell, TagRowCell)"), finding.message)
    }

    func testDispatchAFewHelpersDownCounts() throws {
        let source = """
            import UIKit
            final class GalleryScreen: UIViewController, UICollectionViewDataSource {
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: items[indexPath.item].id, for: indexPath)
                    configure(cell, at: indexPath)
                    return cell
                }
                func configure(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
                    configureImageCell(cell, at: indexPath)
                }
                func configureImageCell(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
                    if indexPath.item == 0 { configureRemoteImageCell(cell) } else { configureUploadingCell(cell) }
                }
                func configureRemoteImageCell(_ cell: UICollectionViewCell) {
                    guard let cell = cell as? BannerCell else { return }
                    cell.tag = 1
                }
                func configureUploadingCell(_ cell: UICollectionViewCell) {
                    guard let cell = cell as? ProfileCell else { return }
                    cell.tag = 2
                }
            }
            """
        let report = try scan(["GalleryScreen.swift": source])
        XCTAssertEqual(report.dataSources.first?.cellTypesReferenced, 2)
        XCTAssertEqual(report.dataSources.first?.switchesOnCellTypes, true)
    }

    func testOneCellTypeInASwitchOverTheCellIsNoDispatch() throws {
        let source = """
            import UIKit
            final class LogScreen: UIViewController, UICollectionViewDataSource {
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "banner", for: indexPath)
                    switch cell {
                    case let banner as BannerCell: banner.backgroundColor = .red
                    default: fatalError("unexpected cell")
                    }
                    return cell
                }
            }
            """
        let report = try scan(["LogScreen.swift": source])
        XCTAssertEqual(report.dataSources.first?.switchesOnCellTypes, false)
        XCTAssertEqual(report.findings, [])
    }

    func testAStaticValueOfACellTypeIsNoCellTheDataSourceDequeues() throws {
        let source = """
            import UIKit
            class BaseRowCell: UITableViewCell { static let accent = UIColor.red }
            final class CheckRowCell: BaseRowCell { static let reuse = "check" }
            final class Picker: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    if let cell = tableView.dequeueReusableCell(withIdentifier: CheckRowCell.reuse, for: indexPath) as? CheckRowCell {
                        cell.tintColor = indexPath.row == 0 ? BaseRowCell.accent : .gray
                        return cell
                    }
                    return UITableViewCell()
                }
            }
            """
        let report = try TemporaryProject.scan(["Picker.swift": source])
        XCTAssertEqual(report.dataSources.first?.cellTypesReferenced, 1)
        XCTAssertEqual(report.findings, [])
    }

    func testAPrivateIdentifierNamesTheCellItsOwnTypeRegisters() throws {
        // Each view registers its own cell under the same private "cell".
        let view = { (name: String, cell: String) in
            """
            import UIKit
            final class \(cell): UICollectionViewCell {}
            final class \(name): UIView, UICollectionViewDataSource {
                private let cellIdentifier = "cell"
                func setUp(_ collectionView: UICollectionView) {
                    collectionView.register(\(cell).self, forCellWithReuseIdentifier: cellIdentifier)
                }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: cellIdentifier, for: indexPath)
                    cell.isHidden = indexPath.item == 0 ? false : true
                    return cell
                }
            }
            """
        }
        let report = try TemporaryProject.scan([
            "Labels.swift": view("LabelsView", "LabelChipCell"), "Avatars.swift": view("AvatarsView", "AvatarChipCell"),
            "Emoji.swift": view("EmojiView", "EmojiChipCell"),
        ])
        XCTAssertEqual(report.dataSources.map(\.cellTypesReferenced), [1, 1, 1])
        XCTAssertEqual(report.findings, [])
    }

    func testStringsThatHappenToEqualAnIdentifierAreNotCellTypes() throws {
        let source = """
            import UIKit
            final class HomeScreen: UIViewController, UICollectionViewDataSource {
                func setUp() {
                    collectionView.register(BannerCell.self, forCellWithReuseIdentifier: "banner")
                    collectionView.register(ProfileCell.self, forCellWithReuseIdentifier: "profile")
                }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: items[indexPath.item].id, for: indexPath)
                    cell.accessibilityLabel = indexPath.item == 0 ? "banner" : "profile"
                    return cell
                }
            }
            """
        let report = try scan(["HomeScreen.swift": source])
        XCTAssertEqual(report.dataSources.first?.cellTypesReferenced, 0)
        XCTAssertEqual(report.dataSources.first?.switchesOnCellTypes, false)
    }

    func testTestsAndPreviewsDoNotMakeADataSourceShared() throws {
        let dataSource = """
            import UIKit
            final class OrderRows: NSObject, UICollectionViewDataSource {
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "x", for: indexPath)
                    if let banner = cell as? BannerCell { banner.tag = 1 } else if let profile = cell as? ProfileCell { profile.tag = 2 }
                    return cell
                }
            }
            final class OrderScreen: UIViewController {
                let rows = OrderRows()
            }
            """
        let report = try scan([
            "OrderRows.swift": dataSource,
            "OrderRowsTests.swift":
                "import XCTest\nfinal class OrderRowsTests: XCTestCase {\n    let rows = OrderRows()\n}\n",
        ])
        let finding = try XCTUnwrap(report.findings.first { $0.rule == .sharedDataSourceSwitchesOnCellType })
        XCTAssertEqual(finding.severity, .warning, finding.message)
        XCTAssertTrue(finding.message.contains("used only by OrderScreen"), finding.message)
    }
}
