import CellBridgeMigratorKit
import Foundation
import XCTest

/// `cellbridge migrate-data-source FILE PATH` on a data source written from the pattern it rewrites: a
/// `switch` over item kinds in `cellForRowAt`.
final class MigrateDataSourceTests: XCTestCase {
    private static let file = "Timeline/TimelineSource.swift"

    private func migrated() throws -> (
        project: TemporaryProject, source: String, result: (status: ExitStatus, output: String, errors: String)
    ) {
        let project = try TemporaryProject([Self.file: MigrationFixtures.switchingSource])
        let result = runCellBridge(["migrate-data-source", Self.file, project.root, "--no-cache", "--apply"])
        return (project, try project.read(Self.file), result)
    }

    func testTheViewModelsOfMovableCasesMoveIntoOneMappingFunction() throws {
        let (_, source, result) = try migrated()
        XCTAssertEqual(result.status, .success, result.errors)
        XCTAssertTrue(
            source.contains(
                "    private func viewModel(for entry: Entry) -> CollectionCellViewModel? {\n"
                    + "        switch entry.kind {\n        case .note:\n"), source)
        XCTAssertTrue(
            source.contains("        case .photo:\n            return PhotoViewModel(caption: entry.text)\n"), source)
        XCTAssertTrue(source.contains("        default:\n            return nil\n"), source)
    }

    func testCellForRowAtAsksTheBridgeAndKeepsWhatCannotMoveWithTheReason() throws {
        let (_, source, _) = try migrated()
        XCTAssertTrue(
            source.contains(
                "        let entry = entries[indexPath.row]\n        if let viewModel = viewModel(for: entry) {\n"
                    + "            return bridge(for: tableView).cell(for: viewModel, in: tableView, at: indexPath)\n"
                    + "        }\n        switch entry.kind {\n"
                    + "        // cellbridge: kept here, not in viewModel(for:): it sets `poll.onVote = { choice in "
                    + "self.vote(choice) }` on the cell itself, which a view model cannot carry"), source)
        XCTAssertTrue(source.contains("poll.onVote = { choice in self.vote(choice) }"), source)
        XCTAssertFalse(source.contains("dequeueReusableCell(withIdentifier: \"NoteCell\""), source)
        // The switch had no default: the kinds the bridge now renders cannot reach it.
        XCTAssertTrue(
            source.contains(
                "default:\n            preconditionFailure(\"viewModel(for:) gives every other kind a view model\")"),
            source)
    }

    func testTheDataSourceHoldsABridgeAndForwardsDisplayEvents() throws {
        let (project, source, _) = try migrated()
        XCTAssertTrue(
            source.contains("final class TimelineSource: NSObject, UITableViewDataSource, UITableViewDelegate {"))
        XCTAssertTrue(source.contains("    private var cellBridge: TableCellBridge?\n"), source)
        XCTAssertTrue(
            source.contains(
                "let bridge = TableCellBridge(tableView: tableView, parentViewController: nil)"), source)
        XCTAssertTrue(
            source.contains(
                "    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {\n"
                    + "        cellBridge?.willDisplay(cell, at: indexPath)\n    }"), source)
        XCTAssertTrue(source.contains("cellBridge?.didEndDisplaying(cell, at: indexPath)"), source)
        XCTAssertTrue(
            source.contains("        tableView.dataSource = source\n        tableView.delegate = source\n"), source)
        XCTAssertTrue(source.hasPrefix("import CellBridge\nimport UIKit\n"), source)
        _ = project
    }

    func testAClosureThatReadTheItemByIndexPathLooksItUpWhenItFires() throws {
        let (_, source, _) = try migrated()
        XCTAssertTrue(
            source.contains(
                "            viewModel.onShare = { [weak self] in\n"
                    + "                guard let self, let current = self.entries.first(where: { $0.id == entry.id }) else { return }\n"
                    + "                self.share(current)\n            }\n"), source)
        XCTAssertFalse(source.contains("indexPath.row]\n                    }"), source)
    }

    func testLegacyCellsGainConfigurableCellAndTheirViewModelsAClassName() throws {
        let (_, source, _) = try migrated()
        XCTAssertTrue(source.contains("final class PhotoViewModel: CollectionCellViewModel {"), source)
        XCTAssertTrue(source.contains("    var className: String { \"PhotoCell\" }"), source)
        XCTAssertTrue(
            source.contains(
                "extension PhotoCell: ConfigurableCell {\n    func configure(with viewModel: CollectionCellViewModel) {\n"
                    + "        guard let viewModel = viewModel as? PhotoViewModel else {\n"), source)
        // NoteCell already conforms: not twice.
        XCTAssertFalse(source.contains("extension NoteCell: ConfigurableCell"), source)
        XCTAssertEqual(SwiftSyntaxCheck.syntaxErrors(in: source), [])
    }

    func testASecondRunIsANoOpAndRefusalsWriteNothing() throws {
        let (project, _, _) = try migrated()
        let after = project.snapshot()
        let second = runCellBridge(["migrate-data-source", Self.file, project.root, "--no-cache", "--apply"])
        XCTAssertEqual(second.status, .success)
        XCTAssertEqual(
            second.output,
            "TimelineSource (\(Self.file)) already asks a CellBridge bridge for its cells; nothing to do\n")
        XCTAssertEqual(project.snapshot(), after)

        let missing = runCellBridge(["migrate-data-source", "Nope.swift", project.root, "--no-cache"])
        XCTAssertEqual(missing.status, .inputProblem)
        XCTAssertEqual(missing.errors, "error: Nope.swift is not a Swift file under \(project.root)\n")
        let noSwitch = try TemporaryProject([
            "Rows.swift": """
            import UIKit
            final class HeaderCell: UITableViewCell {}
            final class TitleCell: UITableViewCell {}
            final class Rows: NSObject, UITableViewDataSource {
                var titles: [String] = []
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    if indexPath.row == 0 {
                        return tableView.dequeueReusableCell(withIdentifier: "HeaderCell", for: indexPath) as! HeaderCell
                    }
                    return tableView.dequeueReusableCell(withIdentifier: "TitleCell", for: indexPath) as! TitleCell
                }
            }
            """
        ])
        let before = noSwitch.snapshot()
        let refused = runCellBridge(["migrate-data-source", "Rows.swift", noSwitch.root, "--no-cache", "--apply"])
        XCTAssertEqual(refused.status, .inputProblem)
        XCTAssertTrue(
            refused.errors.hasPrefix("error: Rows.tableView (Rows.swift) does not end in a `switch`"), refused.errors)
        XCTAssertEqual(noSwitch.snapshot(), before)
    }

    /// After `migrate` moved its cells, the example's switching data source becomes generic for those
    /// kinds and keeps, with the reason, the lane (a closure set on the cell), the tag chips (a
    /// CellRegistration created while dequeuing) and the default (no view model).
    func testTheExampleDataSourceAfterItsCellsMoved() throws {
        let project = try TemporaryProject.copyOfFeedApp()
        for cell in ["BannerCell", "PromotionCell"] {
            XCTAssertEqual(
                runCellBridge(["migrate", cell, project.root, "--no-cache", "--apply", "--allow-todos"]).status,
                .success)
        }
        let result = runCellBridge([
            "migrate-data-source", "Features/Feed/FeedItemsDataSource.swift", project.root, "--no-cache", "--apply",
        ])
        XCTAssertEqual(result.status, .success, result.errors)
        XCTAssertTrue(result.output.contains("left for you:\n"), result.output)
        for line in [
            "Features/Feed/FeedItemsDataSource.swift:17: .lane stays in cellForItemAt: building its view model uses `lane`",
            "Features/Feed/FeedItemsDataSource.swift:17: .tag stays in cellForItemAt: it creates a "
                + "UICollectionView.CellRegistration while dequeuing",
            "Features/Feed/FeedItemsDataSource.swift:17: default stays in cellForItemAt: it dequeues a cell and configures "
                + "no view model there",
        ] {
            XCTAssertTrue(result.output.contains(line), line + "\n" + result.output)
        }
        let source = try project.read("Features/Feed/FeedItemsDataSource.swift")
        XCTAssertTrue(source.contains("        case .banner:\n            let viewModel = BannerViewModel("), source)
        XCTAssertTrue(
            try project.read("Features/Feed/ForYouViewController.swift").contains("collectionView.delegate = items"))
    }
}
