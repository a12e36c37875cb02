import CellBridgeMigratorKit
import XCTest

/// Each rule fires on the pattern the articles warn about and stays quiet on the recommended fix.
final class LintRuleTests: XCTestCase {
    private func findings(_ files: [String: String]) throws -> [Finding] {
        try TemporaryProject.scan(files).findings
    }

    private func rules(_ files: [String: String]) throws -> [LintRule] {
        try findings(files).map(\.rule)
    }

    private static let cells = """
        import UIKit
        final class BannerCell: UICollectionViewCell {}
        final class ProfileCell: UICollectionViewCell {}
        """

    func testSwitchOverCellTypesInSharedDataSourceIsAnError() throws {
        let source = """
            final class FeedDataSource: NSObject, UICollectionViewDataSource {
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: items[indexPath.item].className, for: indexPath)
                    if let banner = cell as? BannerCell {
                        banner.configure()
                    } else if let profile = cell as? ProfileCell {
                        profile.configure()
                    }
                    return cell
                }
            }
            """
        let screens = """
            final class HomeScreen: UIViewController {
                let feed = FeedDataSource()
            }
            final class SearchScreen: UIViewController {
                let feed = FeedDataSource()
            }
            """
        let found = try findings(["Cells.swift": Self.cells, "FeedDataSource.swift": source, "Screens.swift": screens])
        XCTAssertEqual(found.map(\.rule), [.sharedDataSourceSwitchesOnCellType])
        XCTAssertEqual(found.first?.severity, .error)
        XCTAssertEqual(found.first?.file, "FeedDataSource.swift")
        XCTAssertTrue(found.first?.message.contains("BannerCell, ProfileCell") ?? false)

        // Nobody in the scan is seen to use it: it may be shared, but the tool cannot tell, so it says warning.
        let unseen = try findings(["Cells.swift": Self.cells, "FeedDataSource.swift": source])
        XCTAssertEqual(unseen.map(\.severity), [.warning])
        XCTAssertTrue(unseen.first?.message.contains("no scanned screen is seen to use it") ?? false)
    }

    func testSwitchOnItemTypeIsCaughtAndGenericDequeueIsNot() throws {
        let switching = """
            extension FeedViewController: UICollectionViewDataSource {
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    switch viewModels[indexPath.item].type {
                    case .banner: return collectionView.dequeueReusableCell(withReuseIdentifier: "BannerCell", for: indexPath)
                    default: return collectionView.dequeueReusableCell(withReuseIdentifier: "ProfileCell", for: indexPath)
                    }
                }
            }
            """
        let registrations = """
            final class Registrar {
                func setUp(_ collectionView: UICollectionView) {
                    collectionView.register(UINib(nibName: "BannerCell", bundle: nil), forCellWithReuseIdentifier: "banner")
                    collectionView.register(ProfileCell.self, forCellWithReuseIdentifier: "profile")
                }
            }
            """
        let byNameReport = try TemporaryProject.scan(["Cells.swift": Self.cells, "A.swift": switching])
        XCTAssertEqual(byNameReport.findings.map(\.rule), [.sharedDataSourceSwitchesOnCellType])
        XCTAssertEqual(byNameReport.findings.first?.line, 3, "reported at the switch")
        // A literal names the cells registered under it in the same type or file (issue 26: never another file's).
        let byIdentifierReport = try TemporaryProject.scan([
            "Cells.swift": Self.cells,
            "A.swift": registrations + "\n"
                + switching.replacingOccurrences(of: "\"BannerCell\"", with: "\"banner\"")
                .replacingOccurrences(of: "\"ProfileCell\"", with: "\"profile\""),
        ])
        XCTAssertEqual(byIdentifierReport.findings.map(\.rule), [.sharedDataSourceSwitchesOnCellType])
        XCTAssertEqual(
            byIdentifierReport.dataSources.first?.cellTypesReferenced, 2,
            "reuse identifiers as literals name their cells")
        let generic = """
            final class Shared: NSObject {
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    let viewModel = items[indexPath.item]
                    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: viewModel.className, for: indexPath)
                    (cell as? ConfigurableCell)?.configure(with: viewModel)
                    return cell
                }
            }
            """
        XCTAssertEqual(try rules(["Cells.swift": Self.cells, "A.swift": generic]), [])
        let stockRows = """
            final class SettingsViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                    switch rows[indexPath.row].kind {
                    case .toggle: cell.accessoryType = .none
                    case .link: cell.accessoryType = .disclosureIndicator
                    }
                    return cell
                }
            }
            """
        XCTAssertEqual(
            try rules(["Cells.swift": Self.cells, "Settings.swift": stockRows]), [],
            "switching over row kinds of stock cells teaches the data source no feature cell")
    }

    func testDiffableCellProviderIsADataSourceToo() throws {
        let source = """
            final class FeedViewController: UIViewController {
                func makeDataSource() -> UICollectionViewDiffableDataSource<Int, Item> {
                    UICollectionViewDiffableDataSource<Int, Item>(collectionView: collectionView) { collectionView, indexPath, item in
                        let registration = UICollectionView.CellRegistration<BannerCell, Item> { _, _, _ in }
                        switch item {
                        case is BannerItem: return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
                        default: return nil
                        }
                    }
                }
            }
            """
        let report = try TemporaryProject.scan(["Cells.swift": Self.cells, "Feed.swift": source])
        XCTAssertEqual(report.dataSources.count, 1)
        XCTAssertEqual(report.dataSources.first?.typeName, "FeedViewController")
        XCTAssertEqual(report.dataSources.first?.method, "cellForItemAt")
        XCTAssertEqual(report.dataSources.first?.line, 3)
        XCTAssertEqual(report.dataSources.first?.cellTypesReferenced, 1)
        XCTAssertEqual(
            report.findings.map(\.rule), [.cellRegistrationInCellProvider, .sharedDataSourceSwitchesOnCellType],
            "a single `case is` already teaches the data source a feature type")
    }

    func testCellRegistrationInsideCellForItemAt() throws {
        let inside = """
            final class A {
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
                    return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: 1)
                }
            }
            """
        XCTAssertEqual(try rules(["A.swift": inside]), [.cellRegistrationInCellProvider])
        let outside = """
            final class A {
                private let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: 1)
                }
            }
            """
        XCTAssertEqual(try rules(["A.swift": outside]), [])
    }

    private static let hostingConfiguration = """
        final class TagCell: UICollectionViewCell {
            func configure() {
                contentConfiguration = UIHostingConfiguration { Text("tag") }
            }
        }
        """

    func testHostingConfigurationWithoutGuardDependsOnTheDeploymentTarget() throws {
        let below = try findings([
            "Package.swift": "let p = Package(name: \"A\", platforms: [.iOS(.v14)])",
            "Sources/A/TagCell.swift": Self.hostingConfiguration,
        ])
        XCTAssertEqual(below.map(\.rule), [.hostingConfigurationWithoutAvailability])
        XCTAssertTrue(below.first?.message.contains("iOS 14 (Package.swift)") ?? false)

        let above = try rules([
            "Package.swift": "let p = Package(name: \"A\", platforms: [.iOS(.v16)])",
            "Sources/A/TagCell.swift": Self.hostingConfiguration,
        ])
        XCTAssertEqual(above, [])

        let unknown = try findings(["TagCell.swift": Self.hostingConfiguration])
        XCTAssertTrue(unknown.first?.message.contains("unknown, assuming below iOS 16") ?? false)
        XCTAssertEqual(unknown.first?.severity, .warning, "unsure whether it builds: a warning, not an error")
        XCTAssertEqual(below.first?.severity, .error)

        let xcconfig = try rules([
            "Base.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 17.0\n", "TagCell.swift": Self.hostingConfiguration,
        ])
        XCTAssertEqual(xcconfig, [])
    }

    func testAvailabilityGuardsSilenceTheHostingConfigurationRule() throws {
        let guarded = """
            final class A: UICollectionViewCell {
                func configure() {
                    if #available(iOS 16.0, *) {
                        contentConfiguration = UIHostingConfiguration { Text("a") }
                    }
                }
                func configureEarlyExit() {
                    guard #available(iOS 16, *) else { return }
                    contentConfiguration = UIHostingConfiguration { Text("b") }
                }
                @available(iOS 16.0, *)
                func configureAnnotated() {
                    contentConfiguration = UIHostingConfiguration { Text("c") }
                }
            }
            """
        XCTAssertEqual(try rules(["A.swift": guarded]), [])
        let tooLow = """
            final class A: UICollectionViewCell {
                func configure() {
                    if #available(iOS 15.0, *) {
                        contentConfiguration = UIHostingConfiguration { Text("a") }
                    }
                }
            }
            """
        XCTAssertEqual(try rules(["A.swift": tooLow]), [.hostingConfigurationWithoutAvailability])
    }

    func testHostingControllerViewNeedsContainment() throws {
        let missing = """
            final class Header: UIView {
                func install(in parent: UIViewController) {
                    let controller = UIHostingController(rootView: Text("hi"))
                    addSubview(controller.view)
                    parent.addChild(controller)
                }
            }
            """
        let found = try findings(["Header.swift": missing])
        XCTAssertEqual(found.map(\.rule), [.hostingControllerWithoutContainment])
        XCTAssertTrue(found.first?.message.contains("didMove(toParent:)") ?? false)
        XCTAssertFalse(found.first?.message.contains("addChild(_:) and") ?? true)
        let complete = """
            final class Header: UIView {
                func install(in parent: UIViewController) {
                    let controller = UIHostingController(rootView: Text("hi"))
                    parent.addChild(controller)
                    addSubview(controller.view)
                    controller.didMove(toParent: parent)
                }
            }
            """
        XCTAssertEqual(try rules(["Header.swift": complete]), [])
    }

    func testPrepareForReuseResettingToEmptyViewIsANote() throws {
        let source = """
            final class A: UICollectionViewCell {
                var hostingController: UIHostingController<AnyView>?
                override func prepareForReuse() {
                    super.prepareForReuse()
                    hostingController?.rootView = AnyView(EmptyView())
                }
            }
            """
        let found = try findings(["A.swift": source])
        XCTAssertEqual(found.map(\.rule), [.prepareForReuseEmptyView])
        XCTAssertEqual(found.first?.severity, .note)
    }

    func testIndexPathCapturedInActionClosureButNotTheLookup() throws {
        let captured = """
            final class A {
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath) as! RowCell
                    cell.onTap = { [weak self] in self?.select(indexPath) }
                    return cell
                }
            }
            """
        XCTAssertEqual(try rules(["A.swift": captured]), [.indexPathCapturedInCellAction])
        let lookedUp = """
            final class A {
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath) as! RowCell
                    cell.onTap = { [weak self, weak tableView] in
                        guard let path = tableView?.indexPath(for: cell) else { return }
                        self?.select(path)
                    }
                    let title = titles.first { $0.section == indexPath.section }
                    return cell
                }
            }
            """
        XCTAssertEqual(try rules(["A.swift": lookedUp]), [])
    }

    func testClosureStoredByACellCapturingSelfStrongly() throws {
        let strong = """
            final class RowCell: UITableViewCell {
                var observer: NSObjectProtocol?
                func start() {
                    observer = NotificationCenter.default.addObserver(forName: .x, object: nil, queue: nil) { _ in
                        self.reload()
                    }
                }
            }
            """
        let found = try findings(["RowCell.swift": strong])
        XCTAssertEqual(found.map(\.rule), [.cellClosureCapturesSelfStrongly])
        XCTAssertEqual(found.first?.line, 4)
        let weak = strong.replacingOccurrences(of: "{ _ in", with: "{ [weak self] _ in").replacingOccurrences(
            of: "self.reload()", with: "self?.reload()")
        XCTAssertEqual(try rules(["RowCell.swift": weak]), [])
        let notACell = strong.replacingOccurrences(of: "RowCell: UITableViewCell", with: "Store: NSObject")
        XCTAssertEqual(try rules(["Store.swift": notACell]), [], "only cells are checked")
    }

    func testNavigationStackInsideAPushedHostingController() throws {
        let files = [
            "Detail.swift": "struct DetailView: View { var body: some View { NavigationStack { Text(\"x\") } } }",
            "List.swift": """
            final class ListViewController: UIViewController {
                func open() {
                    let detail = UIHostingController(rootView: DetailView())
                    navigationController?.pushViewController(detail, animated: true)
                }
            }
            """,
        ]
        XCTAssertEqual(try rules(files), [.navigationStackInPushedHostingController])
        var presented = files
        presented["List.swift"] = presented["List.swift"]?.replacingOccurrences(
            of: "navigationController?.pushViewController(detail, animated: true)",
            with: "present(detail, animated: true)")
        XCTAssertEqual(try rules(presented), [])
    }

    func testRepresentableDelegateMustBeTheCoordinator() throws {
        let wrong = """
            struct MapView: UIViewRepresentable {
                func makeUIView(context: Context) -> MKMapView {
                    let map = MKMapView()
                    map.delegate = self
                    return map
                }
            }
            """
        XCTAssertEqual(try rules(["MapView.swift": wrong]), [.representableDelegateIsSelf])
        let right = wrong.replacingOccurrences(of: "map.delegate = self", with: "map.delegate = context.coordinator")
        XCTAssertEqual(try rules(["MapView.swift": right]), [])
    }

    func testStateObjectForAViewModelOwnedOutside() throws {
        let row = """
            struct BannerView: View {
                @StateObject var viewModel: BannerViewModel
                var body: some View { Text(viewModel.title) }
            }
            """
        // A cell keeps its view model and hands the same instance to each new view: stale after reuse.
        let cell = """
            final class BannerCell: UICollectionViewCell {
                var viewModel = BannerViewModel()
                @available(iOS 16.0, *) func show() {
                    contentConfiguration = UIHostingConfiguration { BannerView(viewModel: self.viewModel) }
                }
            }
            """
        let found = try findings(["BannerView.swift": row, "BannerCell.swift": cell])
        XCTAssertEqual(found.map(\.rule), [.stateObjectOwnedOutsideView])
        XCTAssertEqual(found.first?.file, "BannerView.swift")
        XCTAssertEqual(found.first?.line, 2, "reported once, at the property")
        XCTAssertTrue(found.first?.message.contains("`self.viewModel` at BannerCell.swift:4") ?? false, "\(found)")

        // The memberwise initializer's parameter is an autoclosure: a construction at the call site is the view
        // creating its own object, and with no call site seen the tool has no evidence.
        let constructing = cell.replacingOccurrences(
            of: "BannerView(viewModel: self.viewModel)", with: "BannerView(viewModel: BannerViewModel())")
        XCTAssertEqual(try rules(["BannerView.swift": row, "BannerCell.swift": constructing]), [])
        XCTAssertEqual(try rules(["BannerView.swift": row]), [])

        let owned = """
            struct BannerView: View {
                @StateObject private var viewModel = BannerViewModel()
                @ObservedObject var other: OtherViewModel
                var body: some View { Text(viewModel.title) }
            }
            """
        XCTAssertEqual(try rules(["BannerView.swift": owned]), [])
    }

    func testEveryRuleIsDocumented() {
        for rule in LintRule.allCases {
            XCTAssertFalse(rule.why.isEmpty, "\(rule) has no why")
            XCTAssertFalse(rule.fix.isEmpty, "\(rule) has no fix")
            XCTAssertTrue(HelpText.command("lint")?.contains(rule.rawValue) ?? false, "\(rule) missing from lint help")
        }
    }
}
