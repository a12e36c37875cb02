import CellBridgeMigratorKit
import Foundation
import XCTest

/// A migration writes a view that shows everything the old configuration set, or it is refused with every
/// gap named (issue 25: "the bindings carry over what the old configuration set; or the tool refused").
/// `--allow-todos` writes the view with each gap a `TODO(cellbridge)`; a XIB's design-time content never
/// ships where code set what a view shows. Written from the patterns met on real apps, never copied.
final class MigrateFaithfulnessTests: XCTestCase {
    /// An app of one cell (its XIB and class) and one screen that configures it, in one target with CellBridge.
    private static func app(
        folder: String, cell: String, xib: String, code: String, screen: String, screenCode: String
    ) -> [String: String] {
        let (cellFile, screenFile) = ("App/\(folder)/\(cell).swift", "App/\(folder)/\(screen).swift")
        return [
            "App/\(folder)/\(cell).xib": xib, cellFile: code, screenFile: screenCode,
            "App.xcodeproj/project.pbxproj": XcodeProjectFixture(targets: [
                .init(name: "App", files: [cellFile, screenFile], usesCellBridge: true)
            ]).text,
        ]
    }

    /// `cellbridge migrate CELL --apply` on `project`.
    private func migrate(_ cell: String, _ project: TemporaryProject, _ options: [String] = []) -> (
        status: ExitStatus, output: String, errors: String
    ) {
        runCellBridge(["migrate", cell, project.root, "--no-cache", "--apply"] + options)
    }

    /// A preference row: a title, a badge of the app's own `UIImageView` subclass with a design-time image,
    /// and a switch whose XIB action reports a flip through a closure the screen sets. `badgeLine` is what
    /// the cell's `didSet` does to the badge.
    private func preferenceApp(
        badgeLine: String = "", screenExtra: String = "", cellAttributes: String = ""
    ) -> [String: String] {
        let xib = InterfaceBuilderDocuments.xib(
            """
                    <tableViewCell id="cell" customClass="PreferenceCell" reuseIdentifier="PreferenceCell" \(cellAttributes)>
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
        return Self.app(
            folder: "Preferences", cell: "PreferenceCell", xib: xib, code: cell, screen: "PreferencesScreen",
            screenCode: screen)
    }

    func testAViewThatCarriesEverythingIsWrittenWithoutBeingAsked() throws {
        let project = try TemporaryProject(preferenceApp())
        let result = migrate("PreferenceCell", project)
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
        try IOSTypeCheck.installed().check(try project.swiftFiles(under: "App"))
    }

    func testAViewThatWouldDropSomethingIsRefusedNamingEachGap() throws {
        let project = try TemporaryProject(preferenceApp(badgeLine: "badgeView.level = preference.level"))
        let before = project.snapshot()
        let result = migrate("PreferenceCell", project)
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
        let result = migrate("PreferenceCell", project, ["--allow-todos"])
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
        XCTAssertEqual(migrate("PreferenceCell", project).status, .inputProblem)
        let result = migrate("PreferenceCell", project, ["--allow-todos"])
        XCTAssertEqual(result.status, .success, result.output + result.errors)
        let view = try project.read("App/Preferences/PreferenceView.swift")
        XCTAssertFalse(view.contains("badge-gold"), view)
    }

    func testAClosureTheCellStoresAndNeverReadsIsNoGap() throws {
        // The screen sets `tapHandler`; nothing in the cell calls it, so the old cell did nothing with it either.
        let project = try TemporaryProject(
            preferenceApp(badgeLine: "", screenExtra: "cell.tapHandler = { print(\"tapped\") }"))
        let result = migrate("PreferenceCell", project)
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
        let result = migrate("PreferenceCell", project)
        XCTAssertEqual(result.status, .inputProblem, result.output + result.errors)
        XCTAssertTrue(result.errors.contains("tapHandler"), result.errors)
    }

    func testWhatTheXIBSetsOnTheCellItselfIsSetOnTheHostingCell() throws {
        // UIKit's cell API: the hosting cell has it too, but registered by class it has none of the XIB's.
        let project = try TemporaryProject(
            preferenceApp(cellAttributes: "accessoryType=\"disclosureIndicator\" selectionStyle=\"none\""))
        let result = migrate("PreferenceCell", project)
        XCTAssertEqual(result.status, .success, result.output + result.errors)
        let screen = try project.read("App/Preferences/PreferencesScreen.swift")
        XCTAssertTrue(
            screen.contains(
                "as! HostingTableViewCell\n        cell.accessoryType = .disclosureIndicator\n"
                    + "        cell.selectionStyle = .none\n"), screen)
    }

    // MARK: Buttons and what the cell does when it is loaded

    /// A wallet row: a name and UIKit's info button, tinted by the configure; its action goes to
    /// `destination` (the cell, or the screen in a storyboard). The app declares its own `Button` class.
    private func walletApp(destination: String = "cell", awake: String = "") -> [String: String] {
        let xib = InterfaceBuilderDocuments.xib(
            """
                    <tableViewCell id="cell" customClass="WalletCell" reuseIdentifier="WalletCell">
                        <rect key="frame" x="0" y="0" width="320" height="44"/>
                        <tableViewCellContentView key="contentView" id="content">
                            <rect key="frame" x="0" y="0" width="320" height="44"/>
                            <subviews>
                                <label text="Wallet" id="name">
                                    <rect key="frame" x="16" y="12" width="200" height="20"/>
                                </label>
                                <button buttonType="infoLight" id="info">
                                    <rect key="frame" x="280" y="10" width="24" height="24"/>
                                    <connections>
                                        <action selector="showInfo:" destination="\(destination)" eventType="touchUpInside" id="a1"/>
                                    </connections>
                                </button>
                            </subviews>
                        </tableViewCellContentView>
                        <connections>
                            <outlet property="nameLabel" destination="name" id="o1"/>
                            <outlet property="infoButton" destination="info" id="o2"/>
                        </connections>
                    </tableViewCell>
            """)
        let cell = """
            import UIKit

            final class WalletCell: UITableViewCell {
                @IBOutlet weak var nameLabel: UILabel!
                @IBOutlet weak var infoButton: UIButton!

                override func awakeFromNib() {
                    super.awakeFromNib()
                    \(awake)
                }

                func configure(name: String, isWatch: Bool) {
                    nameLabel.text = name
                    contentView.backgroundColor = isWatch ? .systemGray6 : .systemBackground
                    infoButton.tintColor = isWatch ? .systemGray : .systemBlue
                }

                @IBAction func showInfo(_ sender: UIButton) {
                    print("info")
                }
            }
            """
        let screen = """
            import UIKit

            final class Button: UIButton {}

            final class WalletsScreen: UITableViewController {
                var wallets: [String] = []

                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.register(UINib(nibName: "WalletCell", bundle: nil), forCellReuseIdentifier: "WalletCell")
                }

                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "WalletCell", for: indexPath) as! WalletCell
                    cell.configure(name: wallets[indexPath.row], isWatch: indexPath.row == 0)
                    return cell
                }
            }
            """
        return Self.app(
            folder: "Wallets", cell: "WalletCell", xib: xib, code: cell, screen: "WalletsScreen", screenCode: screen)
    }

    func testAButtonKeepsItsTintItsSystemImageAndItsActionUnderSwiftUIsNameWhenTheAppHasItsOwn() throws {
        let project = try TemporaryProject(walletApp())
        let result = migrate("WalletCell", project)
        XCTAssertEqual(result.status, .success, result.output + result.errors)
        let view = try project.read("App/Wallets/WalletView.swift")
        // The app's `final class Button: UIButton` would capture an unqualified `Button { … }`.
        XCTAssertTrue(view.contains("SwiftUI.Button {"), view)
        XCTAssertTrue(view.contains("Image(systemName: \"info.circle\")"), view)
        XCTAssertTrue(view.contains("print(\"info\")"), view)
        XCTAssertTrue(view.contains(".foregroundColor("), view)
        XCTAssertTrue(view.contains("viewModel.isWatch ?"), view)
        // The configure coloured the whole cell: the view's background, over the row's full width.
        XCTAssertTrue(
            view.contains(".frame(maxWidth: .infinity)\n            .background((viewModel.isWatch ? .systemGray6"),
            view)
        XCTAssertFalse(view.contains("// TODO"), view)
        try IOSTypeCheck.installed().check(try project.swiftFiles(under: "App"))
    }

    func testAnActionTheLayoutConnectsToAnotherObjectIsAGap() throws {
        let project = try TemporaryProject(walletApp(destination: "screen"))
        let result = migrate("WalletCell", project)
        XCTAssertEqual(result.status, .inputProblem, result.output + result.errors)
        XCTAssertTrue(result.errors.contains("showInfo: action goes to an object that is not the cell"), result.errors)
    }

    func testWhatAwakeFromNibSetsOnTheCellMovesAndWhatElseItDoesIsAGap() throws {
        let settings = try TemporaryProject(walletApp(awake: "selectionStyle = .none"))
        XCTAssertEqual(migrate("WalletCell", settings).status, .success)
        let screen = try settings.read("App/Wallets/WalletsScreen.swift")
        XCTAssertTrue(screen.contains("as! HostingTableViewCell\n        cell.selectionStyle = .none\n"), screen)

        // The cell's own look is the view's: in SwiftUI it belongs to the view, not to the place that dequeues.
        let rounded = try TemporaryProject(
            walletApp(
                awake:
                    "contentView.layer.cornerRadius = 4\n        layer.borderWidth = 0.5\n        clipsToBounds = true")
        )
        XCTAssertEqual(migrate("WalletCell", rounded).status, .success)
        let roundedView = try rounded.read("App/Wallets/WalletView.swift")
        XCTAssertTrue(roundedView.contains(".cornerRadius(4)"), roundedView)
        XCTAssertTrue(
            roundedView.contains(".overlay(RoundedRectangle(cornerRadius: 4).stroke(Color.black, lineWidth: 0.5))"),
            roundedView)
        XCTAssertFalse(try rounded.read("App/Wallets/WalletsScreen.swift").contains("layer"))
        try IOSTypeCheck.installed().check(try rounded.swiftFiles(under: "App"))

        let border = try TemporaryProject(walletApp(awake: "nameLabel.layer.borderWidth = 1"))
        let result = migrate("WalletCell", border)
        XCTAssertEqual(result.status, .inputProblem, result.output + result.errors)
        XCTAssertTrue(result.errors.contains("nameLabel.layer.borderWidth = 1"), result.errors)
    }

    // MARK: What the project builds for

    func testAnAppBelowIOS14IsToldToRaiseItsTargetFirst() throws {
        var files = walletApp()
        files["App.xcodeproj/project.pbxproj"] = files["App.xcodeproj/project.pbxproj"]?.replacingOccurrences(
            of: "IPHONEOS_DEPLOYMENT_TARGET = 14.0;", with: "IPHONEOS_DEPLOYMENT_TARGET = 10.0;")
        let project = try TemporaryProject(files)
        let before = project.snapshot()
        let result = migrate("WalletCell", project)
        XCTAssertEqual(result.status, .inputProblem, result.output + result.errors)
        XCTAssertTrue(
            result.errors.contains(
                "App compiles the migrated code and deploys to iOS 10 (App.xcodeproj/project.pbxproj); CellBridge and "
                    + "the SwiftUI views it hosts need iOS 14"), result.errors)
        XCTAssertEqual(project.snapshot(), before, "nothing written")
    }

    // MARK: A switch the cell wires in code

    /// A setting row whose switch the cell wires with `addTarget` in `awakeFromNib`; the action saves under a
    /// key the configure stored in an optional property.
    private func settingApp() -> [String: String] {
        let xib = InterfaceBuilderDocuments.xib(
            """
                    <tableViewCell id="cell" customClass="SettingCell" reuseIdentifier="SettingCell">
                        <rect key="frame" x="0" y="0" width="320" height="44"/>
                        <tableViewCellContentView key="contentView" id="content">
                            <rect key="frame" x="0" y="0" width="320" height="44"/>
                            <subviews>
                                <label text="Setting" id="title">
                                    <rect key="frame" x="16" y="12" width="200" height="20"/>
                                </label>
                                <switch id="toggle">
                                    <rect key="frame" x="250" y="6" width="51" height="31"/>
                                </switch>
                            </subviews>
                        </tableViewCellContentView>
                        <connections>
                            <outlet property="titleLabel" destination="title" id="o1"/>
                            <outlet property="toggle" destination="toggle" id="o2"/>
                        </connections>
                    </tableViewCell>
            """)
        let cell = """
            import UIKit

            final class SettingCell: UITableViewCell {
                @IBOutlet weak var titleLabel: UILabel!
                @IBOutlet weak var toggle: UISwitch!
                var key: String?

                override func awakeFromNib() {
                    super.awakeFromNib()
                    toggle.addTarget(self, action: #selector(flipped(sender:)), for: .valueChanged)
                    multipleSelectionBackgroundView = UIView()
                }

                func configure(key: String, title: String) {
                    self.key = key
                    titleLabel.text = title
                    toggle.setOn(UserDefaults.standard.bool(forKey: key), animated: false)
                }

                @objc func flipped(sender: UISwitch) {
                    if let key = key {
                        UserDefaults.standard.set(sender.isOn, forKey: key)
                    }
                }
            }
            """
        let screen = """
            import UIKit

            final class SettingsScreen: UITableViewController {
                let keys = ["sound", "haptics"]

                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.register(UINib(nibName: "SettingCell", bundle: nil), forCellReuseIdentifier: "SettingCell")
                }

                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "SettingCell", for: indexPath) as! SettingCell
                    cell.configure(key: keys[indexPath.row], title: keys[indexPath.row].capitalized)
                    return cell
                }
            }
            """
        return Self.app(
            folder: "Settings", cell: "SettingCell", xib: xib, code: cell, screen: "SettingsScreen", screenCode: screen)
    }

    func testASwitchTheCellWiresWithAddTargetSavesAsItsActionDid() throws {
        let project = try TemporaryProject(settingApp())
        let result = migrate("SettingCell", project)
        XCTAssertEqual(result.status, .success, result.output + result.errors)
        let view = try project.read("App/Settings/SettingView.swift")
        // The optional property the configure filled keeps its optional reading inside the action.
        XCTAssertTrue(
            view.contains(
                "Toggle(\"\", isOn: Binding(get: { UserDefaults.standard.bool(forKey: viewModel.key) }, "
                    + "set: { newValue in if let key = (viewModel.key as String?) {"), view)
        XCTAssertTrue(view.contains("UserDefaults.standard.set(newValue, forKey: key)"), view)
        XCTAssertFalse(view.contains("// TODO"), view)
        // UIKit's table-cell API the cell set on itself goes on the hosting cell.
        let screen = try project.read("App/Settings/SettingsScreen.swift")
        XCTAssertTrue(screen.contains("cell.multipleSelectionBackgroundView = UIView()"), screen)
        try IOSTypeCheck.installed().check(try project.swiftFiles(under: "App"))
    }

    func testUIKitsOwnCellAPITheConfigureSetsIsSetOnTheHostingCellFromWhatThePlaceGave() throws {
        // `accessoryType` is read by UIKit, not by the cell's code (never a store nothing reads): a checkmark.
        let project = try TemporaryProject(
            preferenceApp(badgeLine: "accessoryType = preference.isOn ? .checkmark : .none"))
        let result = migrate("PreferenceCell", project)
        XCTAssertEqual(result.status, .success, result.output + result.errors)
        let screen = try project.read("App/Preferences/PreferencesScreen.swift")
        XCTAssertTrue(
            screen.contains("cell.accessoryType = (preferences[indexPath.row]).isOn ? .checkmark : .none"), screen)
        try IOSTypeCheck.installed().check(try project.swiftFiles(under: "App"))
    }

    func testAFunctionOfTheCellThatUsesNothingOfItIsTheViewsToo() throws {
        var files = preferenceApp(
            badgeLine: "badgeView.isHidden = !isHighlighted(level: preference.level, among: [1, 2])")
        files["App/Preferences/PreferenceCell.swift"] = files["App/Preferences/PreferenceCell.swift"]?
            .replacingOccurrences(
                of: "    @IBAction func toggled",
                with: """
                        private func isHighlighted(level: Int, among levels: [Int]) -> Bool {
                            for candidate in levels where candidate == level {
                                return true
                            }
                            return false
                        }

                        @IBAction func toggled
                    """)
        let project = try TemporaryProject(files)
        let result = migrate("PreferenceCell", project)
        XCTAssertEqual(result.status, .success, result.output + result.errors)
        let view = try project.read("App/Preferences/PreferenceView.swift")
        XCTAssertTrue(view.contains("if isHighlighted(level: viewModel.preference.level, among: [1, 2]) {"), view)
        XCTAssertTrue(
            view.contains(
                "    func isHighlighted(level: Int, among levels: [Int]) -> Bool {\n"
                    + "        for candidate in levels where candidate == level {\n            return true\n        }\n"
            ), view)
        try IOSTypeCheck.installed().check(try project.swiftFiles(under: "App"))
    }

    func testCodeElsewhereThatCastsACellToTheMigratedClassIsRefusedThenListed() throws {
        // Selecting a row flashes the badge through a cast the hosting cell would never pass.
        var files = preferenceApp()
        files["App/Preferences/PreferencesScreen.swift"] = files["App/Preferences/PreferencesScreen.swift"]?
            .replacingOccurrences(
                of: "    private func save(_ isOn: Bool) {}",
                with: """
                        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                            guard let cell = tableView.cellForRow(at: indexPath) as? PreferenceCell else { return }
                            cell.badgeView.alpha = 0.5
                        }

                        private func save(_ isOn: Bool) {}
                    """)
        let project = try TemporaryProject(files)
        let before = project.snapshot()
        let refused = migrate("PreferenceCell", project)
        XCTAssertEqual(refused.status, .inputProblem, refused.output + refused.errors)
        XCTAssertTrue(refused.errors.contains("other code casts a cell to PreferenceCell"), refused.errors)
        XCTAssertTrue(
            refused.errors.contains(
                "App/Preferences/PreferencesScreen.swift:22: `tableView.cellForRow(at: indexPath) as? PreferenceCell`"),
            refused.errors)
        XCTAssertEqual(project.snapshot(), before, "nothing written")
        let listed = migrate("PreferenceCell", project, ["--allow-todos"])
        XCTAssertEqual(listed.status, .success, listed.output + listed.errors)
        XCTAssertTrue(
            (listed.output + listed.errors).contains("which the hosting cell is not: that code no longer runs"),
            listed.output + listed.errors)
    }

    // MARK: Found on GoMap

    func testUIKitsBuiltInLabelsSetAtThePlaceAreAGap() throws {
        // The hosting cell has a textLabel too, drawn under the SwiftUI view; a Subtitle style's detail is gone.
        let project = try TemporaryProject(preferenceApp(screenExtra: "cell.detailTextLabel?.text = \"On\""))
        let result = migrate("PreferenceCell", project)
        XCTAssertEqual(result.status, .inputProblem, result.output + result.errors)
        XCTAssertTrue(result.errors.contains("(UIKit's built-in content of the cell)"), result.errors)
    }

    func testATextFieldTheUserEditsIsAGap() throws {
        var files = walletApp()
        files["App/Wallets/WalletCell.xib"] = files["App/Wallets/WalletCell.xib"]?.replacingOccurrences(
            of: "<label text=\"Wallet\" id=\"name\">", with: "<textField text=\"Wallet\" id=\"name\">"
        ).replacingOccurrences(of: "</label>", with: "</textField>")
        let result = migrate("WalletCell", try TemporaryProject(files))
        XCTAssertEqual(result.status, .inputProblem, result.output + result.errors)
        XCTAssertTrue(result.errors.contains("outlet nameLabel: a text field the user edits"), result.errors)
    }

    func testAPropertyInitialisedWithATypesInitializerHasThatType() throws {
        var files = preferenceApp(screenExtra: "cell.formatter = DateFormatter()")
        files["App/Preferences/PreferenceCell.swift"] = files["App/Preferences/PreferenceCell.swift"]?
            .replacingOccurrences(
                of: "    var tapHandler: (() -> Void)?",
                with: "    var tapHandler: (() -> Void)?\n    var formatter = DateFormatter()")
        let project = try TemporaryProject(files)
        let result = migrate("PreferenceCell", project)
        XCTAssertEqual(result.status, .success, result.output + result.errors)
        let viewModel = try project.read("App/Preferences/PreferenceViewModel.swift")
        XCTAssertTrue(viewModel.contains("var formatter: DateFormatter = DateFormatter()"), viewModel)
    }

    func testAViewCentredByAConstraintGetsNoDesignTimeMargin() throws {
        var files = walletApp()
        files["App/Wallets/WalletCell.xib"] = files["App/Wallets/WalletCell.xib"]?.replacingOccurrences(
            of: "</subviews>",
            with: "</subviews><constraints>"
                + "<constraint firstItem=\"name\" firstAttribute=\"centerX\" secondItem=\"content\" secondAttribute=\"centerX\" id=\"c1\"/>"
                + "<constraint firstItem=\"info\" firstAttribute=\"centerX\" secondItem=\"content\" secondAttribute=\"centerX\" id=\"c2\"/>"
                + "</constraints>")
        let project = try TemporaryProject(files)
        XCTAssertEqual(migrate("WalletCell", project).status, .success)
        let view = try project.read("App/Wallets/WalletView.swift")
        XCTAssertFalse(view.contains(".padding(.horizontal"), view)
        XCTAssertFalse(view.contains("leading: 16"), view)
    }

    func testTheLayoutsOwnStylingAndPlaceAreKept() throws {
        // A badge label's fill and rounded corners (else white text on white), an asset colour, an image named
        // in a child element, and a row that starts at its leading edge with no canvas-wide trailing margin.
        var files = walletApp()
        files["App/Wallets/WalletCell.xib"] = files["App/Wallets/WalletCell.xib"]?.replacingOccurrences(
            of: "</label>",
            with: "<color key=\"textColor\" name=\"BrandText\"/>"
                + "<color key=\"backgroundColor\" red=\"1\" green=\"0\" blue=\"0\" alpha=\"1\" colorSpace=\"custom\"/>"
                + "<userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type=\"number\" keyPath=\"layer.cornerRadius\">"
                + "<real key=\"value\" value=\"3\"/></userDefinedRuntimeAttribute></userDefinedRuntimeAttributes></label>"
                + "<imageView id=\"star\"><rect key=\"frame\" x=\"220\" y=\"12\" width=\"20\" height=\"20\"/>"
                + "<imageReference key=\"image\" image=\"star.fill\" catalog=\"system\"/></imageView>")
        let project = try TemporaryProject(files)
        XCTAssertEqual(migrate("WalletCell", project).status, .success)
        let view = try project.read("App/Wallets/WalletView.swift")
        XCTAssertTrue(view.contains(".foregroundColor(Color(\"BrandText\"))"), view)
        XCTAssertTrue(
            view.contains(".background(Color(red: 1, green: 0, blue: 0))\n                .cornerRadius(3)"), view)
        XCTAssertTrue(view.contains("Image(systemName: \"star.fill\")"), view)
        XCTAssertTrue(view.contains(".frame(maxWidth: .infinity, alignment: .leading)"), view)
        // Nothing is pinned to the trailing edge: its margin is the leading one, not the canvas's spare width.
        XCTAssertTrue(view.contains(".padding(.vertical, 10).padding(.horizontal, 16)"), view)
        try IOSTypeCheck.installed().check(try project.swiftFiles(under: "App"))
    }
}
