import CellBridgeMigratorKit
import Foundation
import XCTest

/// `cellbridge migrate CELL PATH` on small apps written from the patterns it rewrites: what the view
/// binds, how the view model changes, which registrations go, what the Xcode project gains, and what
/// it refuses.
final class MigrateCommandTests: XCTestCase {
    private func migrate(_ project: TemporaryProject, _ cell: String, _ options: [String] = []) -> (
        status: ExitStatus, output: String, errors: String
    ) {
        // These tests are about what a migration writes; MigrateFaithfulnessTests about what it refuses to drop.
        runCellBridge(["migrate", cell, project.root, "--no-cache", "--allow-todos"] + options)
    }

    /// Puts the project under git with everything committed, as a team's app is.
    static func commitAll(_ project: TemporaryProject) throws {
        for arguments in [
            ["init", "-q"], ["add", "-A"],
            ["-c", "user.email=test@example.com", "-c", "user.name=Test", "commit", "-q", "-m", "app"],
        ] {
            let result = try ProcessRun.run("/usr/bin/env", ["git", "-C", project.root] + arguments)
            XCTAssertEqual(result.status, 0, result.output)
        }
    }

    // MARK: Binding

    func testTheViewShowsWhatConfigureSetAndKeepsAPlaceholderWithATodoForTheRest() throws {
        let project = try TemporaryProject(MigrationFixtures.cardApp)
        XCTAssertEqual(migrate(project, "CardCell", ["--apply"]).status, .success)
        let view = try project.read("App/Cards/CardView.swift")
        XCTAssertTrue(view.contains("@ObservedObject var viewModel: CardViewModel"), view)
        XCTAssertTrue(view.contains("Text(viewModel.title)  // outlet titleLabel"), view)
        XCTAssertTrue(view.contains("Image(viewModel.artName)  // outlet artView"), view)
        // `badgeLabel.isHidden = !viewModel.isNew` is a condition around the badge.
        let badge = try XCTUnwrap(view.range(of: "if viewModel.isNew {"))
        XCTAssertTrue(view[badge.upperBound...].hasPrefix("\n                Text(\"NEW\")"), view)
        // The action called a closure the cell copied from its view model.
        XCTAssertTrue(
            view.contains(
                "Button(\"Open\") {  // outlet openButton\n                // was openTapped:\n"
                    + "                viewModel.onOpen?()"), view)
        // An attributed string has no simple SwiftUI mapping: a TODO with the original line, and the XIB's
        // design-time text is not shown as if it were content.
        XCTAssertTrue(
            view.contains(
                "// TODO(cellbridge): outlet subtitleLabel: CardCell.configure(with:) did "
                    + "`subtitleLabel.attributedText = viewModel.subtitle`; not carried over\n"
                    + "            Text(\"\")  // outlet subtitleLabel"), view)
        XCTAssertFalse(view.contains("Subtitle placeholder"), view)
        XCTAssertEqual(SwiftSyntaxCheck.syntaxErrors(in: view), [])
    }

    // MARK: View models

    func testAClassViewModelBecomesObservableAndPublishesWhatTheAppChanges() throws {
        let project = try TemporaryProject(MigrationFixtures.cardApp)
        XCTAssertEqual(migrate(project, "CardCell", ["--apply"]).status, .success)
        let source = try project.read("App/Cards/CardCell.swift")
        XCTAssertTrue(
            source.contains(
                "final class CardViewModel: CollectionCellViewModel, ObservableObject, SwiftUIRenderableCellViewModel {"
            ),
            source)
        // `rename(_:)` assigns `title` after creation; `isNew` is a `let`, `artName` never reassigned.
        XCTAssertTrue(source.contains("    @Published var title: String\n    let artName: String"), source)
        XCTAssertFalse(source.contains("@Published let"), source)
        // className keeps its comment and its one-line getter.
        XCTAssertTrue(
            source.contains(
                "    // The identifier the shared data source dequeues by.\n"
                    + "    var className: String { String(describing: CardView.self) }"), source)
        XCTAssertTrue(
            source.contains("    func makeHostedView() -> AnyView {\n        AnyView(CardView(viewModel: self))\n    }")
        )
        XCTAssertTrue(source.contains("import CellBridge\nimport SwiftUI\nimport UIKit\n"), source)
    }

    /// `configure(with contact: Contact)` takes a model of the app's domain, not a view model of this cell:
    /// it is wrapped in a new value view model, never turned into one (another screen may show it too).
    func testADomainModelIsWrappedInAValueViewModelNotEdited() throws {
        let project = try TemporaryProject(MigrationFixtures.cardApp)
        let result = migrate(project, "ContactRowCell", ["--apply"])
        XCTAssertEqual(result.status, .success, result.errors)
        XCTAssertEqual(try project.read("App/Contacts/ContactRowCell.swift"), MigrationFixtures.rowSwift)
        let viewModel = try project.read("App/Contacts/ContactRowViewModel.swift")
        XCTAssertTrue(
            viewModel.contains(
                "struct ContactRowViewModel: SwiftUIRenderableCellViewModel {\n    let contact: Contact\n"), viewModel)
        let view = try project.read("App/Contacts/ContactRowView.swift")
        XCTAssertTrue(view.contains("    let viewModel: ContactRowViewModel\n"), view)
        // `Contact.name` is declared a `String`: shown as it is.
        XCTAssertTrue(view.contains("Text(viewModel.contact.name)  // outlet nameLabel"), view)
    }

    // MARK: Registrations and dequeues

    func testTheRegistrationGoesWhereTheDataSourceHoldsABridgeAndNeverInADependency() throws {
        let project = try TemporaryProject(MigrationFixtures.cardApp)
        let result = migrate(project, "CardCell", ["--apply"])
        XCTAssertEqual(result.status, .success, result.errors)
        let screen = try project.read("App/FeedScreen.swift")
        XCTAssertFalse(screen.contains("register("), screen)
        // The comment above it is the screen's, kept; the lines around it are unchanged.
        XCTAssertTrue(
            screen.contains(
                "        super.viewDidLoad()\n        // Cards come from a nib named after the cell.\n"
                    + "        collectionView.dataSource = dataSource\n"), screen)
        XCTAssertEqual(try project.read("Pods/Pager/PagerTabs.swift"), MigrationFixtures.vendoredRegistration)
        XCTAssertTrue(
            result.output.contains("App/FeedScreen.swift:11: removed the registration of CardCell"), result.output)
    }

    func testAScreenThatDequeuesItselfRegistersAndConfiguresTheHostingCell() throws {
        let project = try TemporaryProject(MigrationFixtures.cardApp)
        XCTAssertEqual(migrate(project, "ContactRowCell", ["--apply"]).status, .success)
        let screen = try project.read("App/Contacts/ContactsScreen.swift")
        XCTAssertTrue(
            screen.contains(
                "tableView.register(HostingTableViewCell.self, forCellReuseIdentifier: String(describing: ContactRowView.self))"
            ),
            screen)
        XCTAssertTrue(
            screen.contains(
                "let cell = tableView.dequeueReusableCell(withIdentifier: String(describing: ContactRowView.self), for: indexPath)"
            ),
            screen)
        XCTAssertTrue(
            screen.contains(
                "(cell as? HostingTableViewCell)?.configure(rootView: ContactRowViewModel(contact: contacts[indexPath.row])"
                    + ".makeHostedView(), parentViewController: self)"), screen)
        XCTAssertTrue(screen.hasPrefix("import CellBridge\nimport UIKit\n"), screen)
    }

    // MARK: The Xcode project

    func testTheNewFileJoinsTheGroupOfItsFolderAndTheTargetThatCompilesTheCell() throws {
        let project = try TemporaryProject(MigrationFixtures.cardApp)
        let result = migrate(project, "CardCell", ["--apply"])
        XCTAssertTrue(
            result.output.contains(
                "App.xcodeproj/project.pbxproj: added CardView.swift (file reference, build file, group App/Cards, "
                    + "Sources of App)"), result.output)
        try PBXProjCheck.assert(
            project: project.root + "/App.xcodeproj", lists: "App/Cards/CardView.swift", compiledBy: "App",
            besides: "App/Cards/CardCell.swift")
    }

    func testAnXcodeGenProjectGetsNoEntryAndTheSummarySaysWhy() throws {
        var files = MigrationFixtures.cardApp
        files["App.xcodeproj/project.pbxproj"] = nil
        files["project.yml"] =
            "name: App\npackages:\n  CellBridge:\n    url: https://example.com/CellBridge.git\n    from: 0.1.0\n"
            + "targets:\n  App:\n    type: application\n    sources: [App]\n    dependencies:\n      - package: CellBridge\n"
        let project = try TemporaryProject(files)
        let result = migrate(project, "CardCell", ["--apply"])
        XCTAssertEqual(result.status, .success, result.errors)
        XCTAssertTrue(
            result.output.contains(
                "project.yml: an XcodeGen project, which lists folders: nothing added for CardView.swift; run xcodegen"),
            result.output)
    }

    // MARK: Dry run, idempotence, undo

    func testTheDryRunWritesNothingAndItsDiffIsWhatApplyWrites() throws {
        let project = try TemporaryProject(MigrationFixtures.cardApp)
        try Self.commitAll(project)
        let before = project.snapshot()
        let dry = migrate(project, "CardCell")
        XCTAssertEqual(dry.status, .success)
        XCTAssertEqual(project.snapshot(), before)
        XCTAssertTrue(dry.errors.contains("dry run: nothing was written"), dry.errors)
        // The diff applies with git, and gives the same files as --apply.
        let patch = project.root + "/.migration.patch"
        try dry.output.write(toFile: patch, atomically: true, encoding: .utf8)
        let applied = try ProcessRun.run("/usr/bin/env", ["git", "-C", project.root, "apply", ".migration.patch"])
        XCTAssertEqual(applied.status, 0, applied.output)
        try FileManager.default.removeItem(atPath: patch)
        let viaPatch = try project.read("App/Cards/CardCell.swift")
        let view = try project.read("App/Cards/CardView.swift")
        _ = try ProcessRun.run("/usr/bin/env", ["git", "-C", project.root, "checkout", "-q", "--", "."])
        try FileManager.default.removeItem(atPath: project.root + "/App/Cards/CardView.swift")
        XCTAssertEqual(migrate(project, "CardCell", ["--apply"]).status, .success)
        XCTAssertEqual(try project.read("App/Cards/CardCell.swift"), viaPatch)
        XCTAssertEqual(try project.read("App/Cards/CardView.swift"), view)
    }

    func testASecondRunIsANoOpAndTheFirstSaysHowToUndoIt() throws {
        let project = try TemporaryProject(MigrationFixtures.cardApp)
        try Self.commitAll(project)
        let first = migrate(project, "CardCell", ["--apply"])
        XCTAssertTrue(
            first.output.contains(
                "undo (in \(project.root)): git checkout HEAD -- App/Cards/CardCell.swift App/FeedScreen.swift "
                    + "App.xcodeproj/project.pbxproj && rm App/Cards/CardView.swift"), first.output)
        let after = project.snapshot()
        let second = migrate(project, "CardCell", ["--apply", "--force"])
        XCTAssertEqual(second.status, .success)
        XCTAssertEqual(second.output, "CardCell is already migrated: CardViewModel renders CardView; nothing to do\n")
        XCTAssertEqual(project.snapshot(), after)
    }

    func testRemoveLegacyDeletesTheXIBAndTheClassWhenNothingElseUsesThem() throws {
        let project = try TemporaryProject(MigrationFixtures.cardApp)
        var result = migrate(project, "CardCell", ["--apply"])
        result = migrate(project, "CardCell", ["--apply", "--remove-legacy", "--force"])
        // The dependency's own registration of a `CardCell` nib counts for nothing: it is not the app's.
        XCTAssertEqual(result.status, .success, result.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.root + "/App/Cards/CardCell.xib"))
        let source = try project.read("App/Cards/CardCell.swift")
        XCTAssertFalse(source.contains("class CardCell"), source)
        XCTAssertTrue(source.contains("final class CardViewModel"), source)
        XCTAssertTrue(source.hasSuffix("}\n"), source)
        let pbxproj = try project.read("App.xcodeproj/project.pbxproj")
        XCTAssertFalse(pbxproj.contains("CardCell.xib"), pbxproj)
    }

    func testRemoveLegacySaysWhatStillUsesTheCell() throws {
        var files = MigrationFixtures.cardApp
        files["App/Cards/CardPreview.swift"] =
            "import UIKit\nlet previewCellType: UICollectionViewCell.Type = CardCell.self\n"
        let project = try TemporaryProject(files)
        let result = migrate(project, "CardCell", ["--remove-legacy"])
        XCTAssertEqual(result.status, .success)
        XCTAssertTrue(
            result.errors.contains(
                "--remove-legacy: kept CardCell and App/Cards/CardCell.xib: still used at App/Cards/CardPreview.swift:2"
            ),
            result.errors)
        XCTAssertFalse(result.output.contains("--- a/App/Cards/CardCell.xib"), result.output)
    }

    // MARK: Refusals

    func testUncommittedChangesAreRefusedUnlessForced() throws {
        let project = try TemporaryProject(MigrationFixtures.cardApp)
        try Self.commitAll(project)
        try project.write("App/FeedScreen.swift", MigrationFixtures.feedScreen + "// work in progress\n")
        let before = project.snapshot()
        let refused = migrate(project, "CardCell", ["--apply"])
        XCTAssertEqual(refused.status, .inputProblem)
        XCTAssertEqual(
            refused.errors,
            "error: uncommitted changes in App/FeedScreen.swift; commit or stash them first (so git can undo the "
                + "migration), or pass --force; nothing was written\n")
        XCTAssertEqual(project.snapshot(), before)
        let forced = migrate(project, "CardCell", ["--apply", "--force"])
        XCTAssertEqual(forced.status, .success)
        XCTAssertTrue(try project.read("App/FeedScreen.swift").hasSuffix("// work in progress\n"))
    }

    /// A view model whose `className` is a stored property is told which cell it is by whoever makes
    /// it: one type may stand for several cells, so it cannot name one SwiftUI view.
    func testAViewModelGivenItsClassNameAtCreationIsRefused() throws {
        var app = MigrationFixtures.cardApp
        app["App/Cards/CardCell.swift"] = MigrationFixtures.cardSwift.replacingOccurrences(
            of: "    var className: String { \"CardCell\" }",
            with: "    let className: String = \"\"\n    var kind = \"\""
        )
        .replacingOccurrences(of: "let className: String = \"\"", with: "let className: String")
        let project = try TemporaryProject(app)
        let before = project.snapshot()
        let refused = migrate(project, "CardCell", ["--apply"])
        XCTAssertEqual(refused.status, .inputProblem, refused.output + refused.errors)
        XCTAssertTrue(
            refused.errors.contains("CardViewModel is given its className when it is created"), refused.errors)
        XCTAssertTrue(refused.errors.contains("give CardCell a view model of its own"), refused.errors)
        XCTAssertEqual(project.snapshot(), before, "nothing written")
    }

    func testBadInputGetsOneClearLineExitThreeAndNoWrite() throws {
        var noViewModel = MigrationFixtures.cardApp
        noViewModel["App/Cards/CardCell.swift"] = MigrationFixtures.cardSwift.replacingOccurrences(
            of: "final class CardViewModel: CollectionCellViewModel {", with: "final class CardModelGone {")
        var brokenProject = MigrationFixtures.cardApp
        brokenProject["App.xcodeproj/project.pbxproj"] = "// !$*UTF8*$!\n{ objects = { AA = {isa = PBXGroup; \n"
        let cases: [(String, [String: String], String, String)] = [
            (
                "an unknown cell", MigrationFixtures.cardApp, "CardCel",
                "error: no cell named 'CardCel' in ROOT; did you mean 'CardCell'? (cells laid out in a XIB or storyboard: "
                    + "CardCell, ContactRowCell)\n"
            ),
            (
                "a cell laid out in code",
                MigrationFixtures.cardApp.merging(
                    ["App/CodeCell.swift": "import UIKit\nfinal class CodeCell: UITableViewCell {}\n"]) { $1 },
                "CodeCell",
                "error: CodeCell is laid out in code, not in a XIB or a storyboard prototype; migrate drafts from those "
                    + "layouts only: write its SwiftUI view by hand (then give its view model makeHostedView())\n"
            ),
            (
                "a view model it cannot find", noViewModel, "CardCell",
                "error: CardCell's view model CardViewModel is not declared under ROOT (is it in a dependency?); migrate "
                    + "edits view models where they are declared\n"
            ),
            (
                "a project file it cannot parse", brokenProject, "CardCell",
                "error: App.xcodeproj/project.pbxproj cannot be parsed as an Xcode project; nothing was written\n"
            ),
        ]
        for (what, files, cell, message) in cases {
            let project = try TemporaryProject(files)
            let before = project.snapshot()
            let result = migrate(project, cell, ["--apply"])
            XCTAssertEqual(result.status, .inputProblem, what)
            XCTAssertEqual(result.errors, message.replacingOccurrences(of: "ROOT", with: project.root), what)
            XCTAssertEqual(result.output, "", what)
            XCTAssertEqual(project.snapshot(), before, what)
        }
    }

    func testUsageErrorsFollowTheOtherCommands() {
        let missing = runCellBridge(["migrate", "CardCell"])
        XCTAssertEqual(missing.status, .usageError)
        XCTAssertEqual(missing.errors, "error: 'migrate' needs PATH\nRun 'cellbridge help migrate' for usage.\n")
        let typo = runCellBridge(["migrate", "CardCell", ".", "--aply"])
        XCTAssertEqual(typo.status, .usageError)
        XCTAssertTrue(typo.errors.hasPrefix("error: unknown option '--aply' for 'migrate'; did you mean '--apply'?"))
        let help = runCellBridge(["help", "migrate"])
        XCTAssertTrue(
            help.output.hasPrefix("USAGE: cellbridge migrate CELL PATH [--apply] [--force] [--remove-legacy]"))
    }

    // MARK: The example app

    func testEveryXIBCellAndPrototypeOfTheExampleMigratesOneByOne() throws {
        let project = try TemporaryProject.copyOfFeedApp()
        for cell in ["BannerCell", "ProfileCell", "PromotionCell", "SleepCell", "SettingsToggleCell"] {
            let result = migrate(project, cell, ["--apply"])
            XCTAssertEqual(result.status, .success, cell + ": " + result.errors)
            XCTAssertTrue(result.output.contains("wrote "), cell + ": " + result.output)
        }
        // The lane's XIB holds a collection view fed by the cell's own data source: refused, and why.
        let before = project.snapshot()
        let lane = migrate(project, "LaneCell", ["--apply"])
        XCTAssertEqual(lane.status, .inputProblem)
        XCTAssertTrue(
            lane.errors.hasPrefix(
                "error: LaneCell embeds a collection view (Features/Feed/Cells/LaneCell.xib) with its data source set in "
                    + "code: its items come from the cell's own data source"), lane.errors)
        XCTAssertEqual(project.snapshot(), before)
        let prototype = try project.read("Features/Settings/SettingsViewController.swift")
        // The optional the screen cast the cell to stays optional; the closure it set rides in the view model.
        XCTAssertTrue(prototype.contains("let toggleCell = cell as? HostingTableViewCell"), prototype)
        XCTAssertTrue(
            prototype.contains(
                "toggleCell?.configure(rootView: SettingsToggleViewModel(title: preference.title, "
                    + "isOn: preference.isOn, onChange: { [weak self, weak tableView, weak cell] isOn in"), prototype)
        // The switch reports a flip the way the cell's UIAction did, instead of a constant that drops it.
        let view = try project.read("Features/Settings/SettingsToggleView.swift")
        XCTAssertTrue(
            view.contains(
                "Toggle(\"\", isOn: Binding(get: { viewModel.isOn }, set: { newValue in viewModel.onChange?(newValue) }))"
            ),
            view)
        try PBXProjCheck.assert(
            project: project.root + "/FeedApp.xcodeproj", lists: "Features/Settings/SettingsToggleViewModel.swift",
            compiledBy: "FeedApp", besides: "Features/Settings/SettingsToggleCell.swift")
    }
}
