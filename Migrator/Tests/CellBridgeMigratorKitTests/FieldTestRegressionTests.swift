import CellBridgeMigratorKit
import XCTest

/// Patterns found by running the tool on real public UIKit apps, each reduced to a small fixture
/// written for this test: the tool got them wrong before.
final class FieldTestRegressionTests: XCTestCase {
    private func rules(_ files: [String: String]) throws -> [LintRule] {
        try TemporaryProject.scan(files).findings.map(\.rule)
    }

    func testATypeNamedLikeACellRegistrationIsNotOne() throws {
        let source = """
            import UIKit
            final class ThreadCell: UITableViewCell {}
            enum TimelineSection {
                struct ThreadCellRegistrationConfiguration { let id: Int }
                static func make(_ tableView: UITableView) -> UITableViewDiffableDataSource<Int, Int> {
                    UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, item in
                        dequeue(tableView, indexPath, ThreadCellRegistrationConfiguration(id: item))
                    }
                }
            }
            """
        XCTAssertEqual(try rules(["Timeline.swift": source]), [])
        let real = source.replacingOccurrences(
            of: "dequeue(tableView, indexPath, ThreadCellRegistrationConfiguration(id: item))",
            with: """
                let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { _, _, _ in }
                        return dequeue(tableView, indexPath, registration)
                """)
        XCTAssertEqual(try rules(["Timeline.swift": real]), [.cellRegistrationInCellProvider])
    }

    func testAClosureThatLooksTheIndexPathUpAgainDoesNotCaptureIt() throws {
        let source = """
            import UIKit
            final class LogsViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "log", for: indexPath) as? LogCell
                    cell?.shareAction = { [weak self] cell in
                        if let indexPath = self?.tableView.indexPath(for: cell) {
                            self?.share(at: indexPath)
                        }
                    }
                    return cell!
                }
            }
            """
        XCTAssertEqual(try rules(["Logs.swift": source]), [], "the recommended fix shadows indexPath")
        let captured = source.replacingOccurrences(
            of: "if let indexPath = self?.tableView.indexPath(for: cell) {", with: "if true {")
        XCTAssertEqual(try rules(["Logs.swift": captured]), [.indexPathCapturedInCellAction])
    }

    func testAnimationCompletionsAreNotStoredByTheCell() throws {
        let source = """
            import UIKit
            final class TabCell: UICollectionViewCell {
                func remove() {
                    UIView.animate(withDuration: 0.2, animations: {
                        self.transform = .identity
                    }, completion: { _ in
                        self.isHidden = true
                    })
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: { self.alpha = 1 })
                }
            }
            """
        XCTAssertEqual(try rules(["TabCell.swift": source]), [])
        // An async API's completion handler is held until it runs: no cycle (a later field test).
        let oneShot = """
            import UIKit
            final class TabCell: UICollectionViewCell {
                var userID = "" {
                    didSet { Store.load(userID, completion: { _ in self.isHidden = true }) }
                }
            }
            """
        XCTAssertEqual(try rules(["TabCell.swift": oneShot]), [])
        let stored = """
            import UIKit
            final class TabCell: UICollectionViewCell {
                func observe(_ store: Store) {
                    store.subscribe(handler: { _ in self.isHidden = true })
                }
            }
            """
        XCTAssertEqual(try rules(["TabCell.swift": stored]), [.cellClosureCapturesSelfStrongly])
    }

    func testAReferenceToTheEnclosingListIsNotALaneInsideTheCell() throws {
        let source = """
            import UIKit
            final class ListCell: UICollectionViewCell {
                weak var owner: UITableView?
                var hostingCollectionView: UICollectionView? {
                    var view = superview
                    while view != nil, !(view is UICollectionView) { view = view?.superview }
                    return view as? UICollectionView
                }
                var parentList: UICollectionView? { get { nil } }
            }
            """
        let cell = try XCTUnwrap(TemporaryProject.scan(["ListCell.swift": source]).cells.first)
        XCTAssertEqual(cell.risk, .low, "\(cell.riskReasons)")
        let lane = """
            import UIKit
            final class LaneCell: UICollectionViewCell {
                @IBOutlet weak var lane: UICollectionView!
            }
            """
        let laneCell = try XCTUnwrap(TemporaryProject.scan(["LaneCell.swift": lane]).cells.first)
        XCTAssertEqual(laneCell.risk, .high, "a weak outlet is still a view inside the cell")
    }

    private static func xib(_ cell: String, reuseIdentifier: String?, label: String) -> String {
        let identifier = reuseIdentifier.map { " reuseIdentifier=\"\($0)\"" } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <collectionViewCell id="c1" customClass="\(cell)"\(identifier)>
                        <view key="contentView" id="v1">
                            <subviews>
                                <label text="\(label)" id="l1"/>
                            </subviews>
                        </view>
                    </collectionViewCell>
                </objects>
            </document>
            """
    }

    func testAClassLaidOutByTwoXIBsShowsTheOneNamedAfterItAndAllReuseIdentifiers() throws {
        let report = try TemporaryProject.scan([
            "Cells/NibCell.swift": "import UIKit\nfinal class NibCell: UICollectionViewCell {}\n",
            "Cells/AlternateNibCell.xib": Self.xib("NibCell", reuseIdentifier: "alternate", label: "Alternate"),
            "Cells/NibCell.xib": Self.xib("NibCell", reuseIdentifier: "", label: "Main"),
            "Cells/WideNibCell.xib": Self.xib("NibCell", reuseIdentifier: "wide", label: "Wide"),
            "Feed.swift": """
            import UIKit
            final class Feed {
                func setUp(_ collectionView: UICollectionView) {
                    collectionView.register(UINib(nibName: "WideNibCell", bundle: nil), forCellWithReuseIdentifier: "wide-2")
                }
            }
            """,
        ])
        let cell = try XCTUnwrap(report.cells.first { $0.name == "NibCell" })
        XCTAssertEqual(report.cells.count, 1)
        XCTAssertEqual(cell.xib, "Cells/NibCell.xib", "the XIB named after the class, not the first by path")
        XCTAssertEqual(
            cell.reuseIdentifiers, ["alternate", "wide", "wide-2"],
            "every XIB's identifier and every nib registration, no empty identifier")
    }

    func testScaffoldKeepsAssetImagesOnButtonsAndHiddenViewsHidden() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <collectionViewCell id="c1" customClass="FavoriteCell">
                        <view key="contentView" id="v1">
                            <subviews>
                                <view hidden="YES" id="mask">
                                    <rect key="frame" x="0" y="0" width="64" height="64"/>
                                    <color key="backgroundColor" white="0.3" alpha="0.4" colorSpace="custom"/>
                                </view>
                                <button id="remove">
                                    <state key="normal" title=" " image="RemoveIcon"/>
                                </button>
                                <button id="share">
                                    <state key="normal" title="Share" image="ShareIcon"/>
                                </button>
                            </subviews>
                        </view>
                    </collectionViewCell>
                </objects>
            </document>
            """
        let report = try TemporaryProject.scan([
            "FavoriteCell.swift": "import UIKit\nfinal class FavoriteCell: UICollectionViewCell {}\n",
            "FavoriteCell.xib": xib,
        ])
        let file = try SwiftUIScaffolder.scaffold(cellName: "FavoriteCell", in: report)
        XCTAssertEqual(SwiftSyntaxCheck.syntaxErrors(in: file.contents), [], file.contents)
        let lines = file.contents.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let mask = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("Color(white: 0.3, opacity: 0.4)") }, file.contents)
        XCTAssertTrue(lines[mask + 2].hasPrefix(".hidden()"), file.contents)
        XCTAssertTrue(lines.contains("Image(\"RemoveIcon\")"), "a title of spaces leaves the image as the label")
        XCTAssertFalse(lines.contains("Button(\" \") {"), file.contents)
        let share = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("Button {") && $0 != lines[mask] }, file.contents)
        XCTAssertTrue(lines[share...].contains("Text(\"Share\")"), file.contents)
        XCTAssertTrue(lines[share...].contains("Image(\"ShareIcon\")"), "title and asset image are both kept")
    }

    func testReportBreaksLongPathsAtSlashesAndLongNamesBetweenWords() throws {
        let report = try TemporaryProject.scan([
            "Scene/Compose/CollectionViewCell/ComposeStatusPollOptionAppendEntryCollectionViewCell.swift":
                "import UIKit\nfinal class ComposeStatusPollOptionAppendEntryCollectionViewCell: UICollectionViewCell {}\n"
        ])
        let html = HTMLReportRenderer.render(report, title: "App")
        XCTAssertTrue(
            html.contains(
                "<strong>Compose<wbr>Status<wbr>Poll<wbr>Option<wbr>Append<wbr>Entry<wbr>Collection<wbr>View<wbr>Cell"
                    + "</strong>"), "a long cell name may wrap between its words")
        XCTAssertTrue(
            html.contains(
                "Scene/<wbr>Compose/<wbr>CollectionViewCell/<wbr><span class=\"name\">Compose<wbr>Status<wbr>Poll<wbr>"
                    + "Option<wbr>Append<wbr>Entry<wbr>Collection<wbr>View<wbr>Cell<wbr>.swift</span>"),
            "folders break at slashes, the file name stays one block and breaks only between words")
        XCTAssertTrue(html.contains(".name { display: inline-block; }"))
        XCTAssertFalse(html.contains("overflow-wrap: anywhere"), "no break inside a word (`.sw` / `ift`)")
    }

    func testAClosureNestedInAWeakSelfClosureUsesTheWeakSelf() throws {
        let source = """
            import UIKit
            final class PushSettingsViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "buttons", for: indexPath) as! ButtonsCell
                    cell.leftAction = { [weak self] sender in
                        self?.confirm(sender, handler: { _ in
                            self?.reset()
                        })
                    }
                    return cell
                }
            }
            """
        XCTAssertEqual(try rules(["Push.swift": source]), [])
        // Without the weak capture both closures hold self.
        let strong = source.replacingOccurrences(of: "self?.", with: "self.")
            .replacingOccurrences(of: "[weak self] sender in", with: "sender in")
        XCTAssertEqual(
            try rules(["Push.swift": strong]), [.cellClosureCapturesSelfStrongly, .cellClosureCapturesSelfStrongly])
    }

    func testAnIdentifierDeclaredOnAnotherCellTypeNamesTheCellRegisteredUnderIt() throws {
        let source = """
            import UIKit
            final class AvatarCell: UICollectionViewCell {}
            final class SummaryCell: UICollectionViewCell, UICollectionViewDataSource {
                static let reuse = "avatar"
                func setUp(_ collectionView: UICollectionView) {
                    collectionView.register(AvatarCell.self, forCellWithReuseIdentifier: SummaryCell.reuse)
                }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    guard let cell = collectionView.dequeueReusableCell(withReuseIdentifier: SummaryCell.reuse, for: indexPath) as? AvatarCell
                    else { fatalError("wrong cell") }
                    return cell
                }
            }
            """
        let report = try TemporaryProject.scan(["SummaryCell.swift": source])
        XCTAssertEqual(
            report.dataSources.first?.cellTypesReferenced, 1, "AvatarCell, not the type holding the constant")
        XCTAssertEqual(report.findings, [])
        XCTAssertEqual(report.cells.first { $0.name == "AvatarCell" }?.reuseIdentifiers, ["avatar"])
    }

    func testAViewModelReadFromAnotherValuesMemberIsNotCertainlyOwnedElsewhere() throws {
        let view = """
            import SwiftUI
            struct PaymentMethodsView: View {
                @StateObject var viewModel: PaymentMethodsViewModel
                var body: some View { Text("methods") }
            }
            """
        // A plain SwiftUI file (read byte-level): `confirm.methodsViewModel` may be a computed property that
        // builds a new one each time, which this reading cannot see.
        let confirm = """
            import SwiftUI
            struct ConfirmView: View {
                @ObservedObject var confirm: ConfirmViewModel
                var body: some View {
                    if let methods = confirm.methodsViewModel {
                        PaymentMethodsView(viewModel: methods)
                    }
                }
            }
            """
        XCTAssertEqual(try rules(["PaymentMethodsView.swift": view, "ConfirmView.swift": confirm]), [])

        // Parsed (it says NavigationStack), inside `body`: a computed child is a factory, a stored one is owned.
        let parsed = confirm.replacingOccurrences(
            of: "if let methods", with: "NavigationStack {}\n        if let methods")
        let computed = """
            import SwiftUI
            final class ConfirmViewModel: ObservableObject {
                var methodsViewModel: PaymentMethodsViewModel? { PaymentMethodsViewModel() }
                let hosting = "StateObject"
            }
            """
        XCTAssertEqual(
            try rules([
                "PaymentMethodsView.swift": view, "ConfirmView.swift": parsed, "ConfirmViewModel.swift": computed,
            ]),
            [])
        let stored = computed.replacingOccurrences(
            of: "var methodsViewModel: PaymentMethodsViewModel? { PaymentMethodsViewModel() }",
            with: "@Published var methodsViewModel: PaymentMethodsViewModel?")
        XCTAssertEqual(
            try rules(["PaymentMethodsView.swift": view, "ConfirmView.swift": parsed, "ConfirmViewModel.swift": stored]
            ),
            [.stateObjectOwnedOutsideView])
    }
}
