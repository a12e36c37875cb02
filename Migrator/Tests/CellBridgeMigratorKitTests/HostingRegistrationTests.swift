import CellBridgeMigratorKit
import Foundation
import XCTest

/// A rewritten place dequeues the hosting cell under the view's name, so that name is registered on the same
/// container, or `migrate` refuses (issue 25: two migrations in the field wrote a dequeue nothing registered,
/// and said the place "registers no cells itself" although it did). Fixtures: `RegistrationShapeFixtures`.
final class HostingRegistrationTests: XCTestCase {
    private func migrate(_ project: TemporaryProject, _ cell: String) -> (
        status: ExitStatus, output: String, errors: String
    ) {
        runCellBridge(["migrate", cell, project.root, "--no-cache", "--allow-todos", "--apply"])
    }

    private func swiftFiles(_ project: TemporaryProject) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: project.root + "/App").filter {
            $0.hasSuffix(".swift")
        }.map { project.root + "/App/" + $0 }
    }

    /// `tableView.register(R.nib.x(), forCellReuseIdentifier: R.nib.x.name)` is the cell's registration whether
    /// the dequeue says `self.tableView` or `tableView`: it becomes the hosting cell's, as a literal one would.
    func testARegistrationOnTheSameTableSpelledWithOrWithoutSelfBecomesTheHostingCells() throws {
        let project = try TemporaryProject(RegistrationShapeFixtures.savedLinksApp)
        let result = migrate(project, "SavedLinkCell")
        XCTAssertEqual(result.status, .success, result.output + result.errors)
        XCTAssertFalse(result.output.contains("registers no cells"), result.output)
        let registration =
            "register(HostingTableViewCell.self, forCellReuseIdentifier: String(describing: SavedLinkView.self))"
        let saved = try project.read("App/SavedLinks/SavedLinksScreen.swift")
        XCTAssertTrue(saved.contains("        tableView." + registration + "\n        view.addSubview"), saved)
        XCTAssertTrue(
            saved.contains("self.tableView.dequeueReusableCell(withIdentifier: String(describing: SavedLinkView.self)"),
            saved)
        XCTAssertFalse(saved.contains("R.nib.savedLinkCell"), saved)
        let visited = try project.read("App/SavedLinks/VisitedLinksScreen.swift")
        XCTAssertTrue(visited.contains("        self.tableView." + registration + "\n"), visited)
        XCTAssertFalse(visited.contains("R.nib.savedLinkCell"), visited)
        XCTAssertTrue(
            result.output.contains("SavedLinksScreen.swift:10: registers HostingTableViewCell"), result.output)
        try IOSTypeCheck.installed().check(try swiftFiles(project))
    }

    /// R.swift's one-argument `collectionView.register(R.nib.x)` is a library's helper migrate does not rewrite:
    /// the hosting cell's registration is added beside it, and the helper's stays.
    func testALibrarysOneArgumentRegistrationGetsTheHostingRegistrationBesideIt() throws {
        let project = try TemporaryProject(
            RegistrationShapeFixtures.wordGridApp(registration: "        collectionView.register(R.nib.wordTileCell)"))
        let result = migrate(project, "WordTileCell")
        XCTAssertEqual(result.status, .success, result.output + result.errors)
        XCTAssertFalse(result.output.contains("registers no cells"), result.output)
        let grid = try project.read("App/WordTiles/WordGrid.swift")
        XCTAssertTrue(
            grid.contains(
                "        collectionView.register(R.nib.wordTileCell)\n        collectionView.register("
                    + "HostingCollectionViewCell.self, forCellWithReuseIdentifier: String(describing: WordTileView.self))\n"
            ),
            grid)
        XCTAssertTrue(
            grid.contains("dequeueReusableCell(withReuseIdentifier: String(describing: WordTileView.self)"), grid)
        XCTAssertTrue(result.output.contains("WordGrid.swift:11: registers HostingCollectionViewCell"), result.output)
        try IOSTypeCheck.installed().check(try swiftFiles(project))
    }

    /// Registrations in a loop over names migrate cannot tie to the cell: the container registers its cells
    /// there, so the hosting cell's registration goes after that statement.
    func testAContainerThatRegistersCellsMigrateCannotNameGetsTheHostingRegistrationAfterThem() throws {
        let loop = """
                    for name in ["WordTileCell", "SpacerCell"] {
                        self.collectionView.register(UINib(nibName: name, bundle: nil), forCellWithReuseIdentifier: name)
                    }
            """
        let project = try TemporaryProject(RegistrationShapeFixtures.wordGridApp(registration: loop))
        let result = migrate(project, "WordTileCell")
        XCTAssertEqual(result.status, .success, result.output + result.errors)
        let grid = try project.read("App/WordTiles/WordGrid.swift")
        XCTAssertTrue(
            grid.contains(
                "        }\n        self.collectionView.register(HostingCollectionViewCell.self, "
                    + "forCellWithReuseIdentifier: String(describing: WordTileView.self))\n"),
            grid)
        try IOSTypeCheck.installed().check(try swiftFiles(project))
    }

    /// A view that dequeues from a collection view it never registers on, has no viewDidLoad to register in, and
    /// the cell is registered nowhere migrate can see: the rewritten dequeue would crash, so migrate refuses,
    /// naming the place, and writes nothing (before, it wrote the change and left the registration to the user).
    func testAPlaceWhoseContainerRegistersNothingMigrateCanSeeIsRefusedNamingIt() throws {
        let project = try TemporaryProject(RegistrationShapeFixtures.wordGridApp(registration: ""))
        let before = project.snapshot()
        let result = migrate(project, "WordTileCell")
        XCTAssertEqual(result.status, .inputProblem, result.output + result.errors)
        XCTAssertTrue(result.errors.contains("App/WordTiles/WordGrid.swift:23:"), result.errors)
        XCTAssertTrue(result.errors.contains("self.collectionView"), result.errors)
        XCTAssertEqual(project.snapshot(), before, "nothing written")
    }
}
