import CellBridgeMigratorKit
import Foundation
import XCTest

/// A migration writes a view that shows everything the old configuration set, or it is refused with every
/// gap named (issue 25: "the bindings carry over what the old configuration set; or the tool refused").
/// `--allow-todos` writes the view with each gap a `TODO(cellbridge)`; a XIB's design-time content never
/// ships where code set what a view shows. Written from the patterns met on real apps, never copied.
final class MigrateFaithfulnessTests: XCTestCase {
    /// A preference row: a title, a badge of the app's own `UIImageView` subclass with a design-time image,
    /// and a switch whose XIB action reports a flip through a closure the screen sets. `badgeLine` is what
    /// the cell's `didSet` does to the badge.
    private func preferenceApp(badgeLine: String = "", screenExtra: String = "") -> [String: String] {
        let xib = InterfaceBuilderDocuments.xib(
            """
                    <tableViewCell id="cell" customClass="PreferenceCell" reuseIdentifier="PreferenceCell">
                        <rect key="frame" x="0" y="0" width="320" height="44"/>
                        <tableViewCellContentView key="contentView" id="content">
                            <rect key="frame" x="0" y="0" width="320" height="44"/>
                            <subviews>
                                <label text="Preference" id="title">
                                    <rect key="frame" x="16" y="12" width="180" height="20"/>
                                </label>
                                <imageView image="badge-gold" customClass="BadgeView" id="badge">
                                    <rect key="frame" x="200" y="12" width="20" height="20"/>
                                </imageView>
                                <switch on="YES" id="toggle">
                                    <rect key="frame" x="250" y="6" width="51" height="31"/>
                                    <connections>
                                        <action selector="toggled:" destination="cell" eventType="valueChanged" id="a1"/>
                                    </connections>
                                </switch>
                            </subviews>
                        </tableViewCellContentView>
                        <connections>
                            <outlet property="titleLabel" destination="title" id="o1"/>
                            <outlet property="badgeView" destination="badge" id="o2"/>
                            <outlet property="toggle" destination="toggle" id="o3"/>
                        </connections>
                    </tableViewCell>
            """)
        let cell = """
            import UIKit

            struct Preference {
                let title: String
                let isOn: Bool
                let level: Int
            }

            final class BadgeView: UIImageView {
                var level = 0 {
                    didSet { image = UIImage(named: "badge-\\(level)") }
                }
            }

            final class PreferenceCell: UITableViewCell {
                @IBOutlet weak var titleLabel: UILabel!
                @IBOutlet weak var badgeView: BadgeView!
                @IBOutlet weak var toggle: UISwitch!

                var onChange: ((Bool) -> Void)?
                var tapHandler: (() -> Void)?

                var preference: Preference! {
                    didSet {
                        titleLabel.text = preference.title
                        toggle.isOn = preference.isOn
                        \(badgeLine)
                    }
                }

                @IBAction func toggled(_ sender: UISwitch) {
                    onChange?(sender.isOn)
                }
            }
            """
        let screen = """
            import UIKit

            final class PreferencesScreen: UITableViewController {
                var preferences: [Preference] = []

                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.register(UINib(nibName: "PreferenceCell", bundle: nil), forCellReuseIdentifier: "PreferenceCell")
                }

                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "PreferenceCell", for: indexPath) as! PreferenceCell
                    cell.preference = preferences[indexPath.row]
                    cell.onChange = { [weak self] isOn in
                        self?.save(isOn)
                    }
                    \(screenExtra)
                    return cell
                }

                private func save(_ isOn: Bool) {}
            }
            """
        return [
            "App/Preferences/PreferenceCell.xib": xib, "App/Preferences/PreferenceCell.swift": cell,
            "App/Preferences/PreferencesScreen.swift": screen,
            "App.xcodeproj/project.pbxproj": XcodeProjectFixture(targets: [
                .init(
                    name: "App",
                    files: ["App/Preferences/PreferenceCell.swift", "App/Preferences/PreferencesScreen.swift"],
                    usesCellBridge: true)
            ]).text,
        ]
    }

    private func migrate(_ project: TemporaryProject, _ options: [String] = []) -> (
        status: ExitStatus, output: String, errors: String
    ) {
        runCellBridge(["migrate", "PreferenceCell", project.root, "--no-cache", "--apply"] + options)
    }

    func testAViewThatCarriesEverythingIsWrittenWithoutBeingAsked() throws {
        let project = try TemporaryProject(preferenceApp())
        let result = migrate(project)
        XCTAssertEqual(result.status, .success, result.output + result.errors)
        XCTAssertTrue(result.output.contains("0 TODO(cellbridge)"), result.output)
        let view = try project.read("App/Preferences/PreferenceView.swift")
        // The switch shows the state the cell was given and reports a flip as its XIB action did.
        XCTAssertTrue(
            view.contains(
                "Toggle(\"\", isOn: Binding(get: { viewModel.preference.isOn }, set: { newValue in "
                    + "viewModel.onChange?(newValue) }))"), view)
        // Nothing sets the badge: its XIB image is the design, shown as it is.
        XCTAssertTrue(view.contains("Image(\"badge-gold\")"), view)
        // `var preference: Preference!` stays implicitly unwrapped, so the view's reads compile as the didSet's did.
        let viewModel = try project.read("App/Preferences/PreferenceViewModel.swift")
        XCTAssertTrue(viewModel.contains("var preference: Preference! = nil"), viewModel)
    }

    func testAViewThatWouldDropSomethingIsRefusedNamingEachGap() throws {
        let project = try TemporaryProject(preferenceApp(badgeLine: "badgeView.level = preference.level"))
        let before = project.snapshot()
        let result = migrate(project)
        XCTAssertEqual(result.status, .inputProblem, result.output + result.errors)
        XCTAssertTrue(
            result.errors.contains(
                "PreferenceCell's SwiftUI view would not show everything its old configuration set"), result.errors)
        XCTAssertTrue(result.errors.contains("badgeView.level = preference.level"), result.errors)
        XCTAssertTrue(result.errors.contains("--allow-todos"), result.errors)
        XCTAssertEqual(project.snapshot(), before, "nothing written")
    }

    func testAllowTodosWritesTheGapsAndNeverTheDesignTimeImageOfAViewCodeSets() throws {
        let project = try TemporaryProject(preferenceApp(badgeLine: "badgeView.level = preference.level"))
        let result = migrate(project, ["--allow-todos"])
        XCTAssertEqual(result.status, .success, result.output + result.errors)
        let view = try project.read("App/Preferences/PreferenceView.swift")
        // `level` is the app's own property that sets the badge's image: the XIB's image is a placeholder.
        XCTAssertFalse(view.contains("badge-gold"), view)
        XCTAssertTrue(view.contains("// TODO(cellbridge)"), view)
        XCTAssertTrue(view.contains("level"), view)
    }

    func testAnImageALibraryLoadsIsNotTheDesignTimeOne() throws {
        let project = try TemporaryProject(
            preferenceApp(badgeLine: "badgeView.kf.setImage(with: URL(string: preference.title))"))
        XCTAssertEqual(migrate(project).status, .inputProblem)
        let result = migrate(project, ["--allow-todos"])
        XCTAssertEqual(result.status, .success, result.output + result.errors)
        let view = try project.read("App/Preferences/PreferenceView.swift")
        XCTAssertFalse(view.contains("badge-gold"), view)
    }

    func testAClosureTheCellStoresAndNeverReadsIsNoGap() throws {
        // The screen sets `tapHandler`; nothing in the cell calls it, so the old cell did nothing with it either.
        let project = try TemporaryProject(
            preferenceApp(badgeLine: "", screenExtra: "cell.tapHandler = { print(\"tapped\") }"))
        let result = migrate(project)
        XCTAssertEqual(result.status, .success, result.output + result.errors)
        XCTAssertTrue(result.output.contains("0 TODO(cellbridge)"), result.output)
    }

    func testAClosureTheCellCallsIsAGapUntilTheViewCallsIt() throws {
        // The same closure, called by the cell when it is tapped: the view does not, so it is a gap.
        var files = preferenceApp(badgeLine: "", screenExtra: "cell.tapHandler = { print(\"tapped\") }")
        files["App/Preferences/PreferenceCell.swift"] = files["App/Preferences/PreferenceCell.swift"]?
            .replacingOccurrences(
                of: "    @IBAction func toggled",
                with: "    func tapped() {\n        tapHandler?()\n    }\n\n    @IBAction func toggled")
        let project = try TemporaryProject(files)
        let result = migrate(project)
        XCTAssertEqual(result.status, .inputProblem, result.output + result.errors)
        XCTAssertTrue(result.errors.contains("tapHandler"), result.errors)
    }
}
