import CellBridgeMigratorKit
import Foundation
import XCTest

/// `cellbridge adopt` takes one of the app's protocols for its cells' configure only with proof from the code: a
/// requirement that takes one view model, called on a dequeued cell cast to the protocol (at the dequeue site, in
/// the app's generic delegate, or through the protocol's own default), or handed the app's view models by a
/// CellBridge bridge. Each fixture is written from a pattern real apps have; every protocol that is no proof is
/// left as it was and named with its reason.
final class AdoptCellProtocolProofTests: XCTestCase {
    /// A table data source that dequeues `EpisodeCell` and does `body` with `cell`, `episode` at hand.
    private static func episodeSource(_ body: String) -> String {
        """
        import UIKit

        struct Episode {
            let title: String
        }

        final class EpisodeCell: UITableViewCell {
            @IBOutlet weak var titleLabel: UILabel!
        }

        final class EpisodesScreen: UITableViewController {
            var episodes: [Episode] = []

            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let episode = episodes[indexPath.row]
                let cell = tableView.dequeueReusableCell(withIdentifier: "EpisodeCell", for: indexPath)
        \(body)
                return cell
            }
        }
        """
    }

    /// A protocol `EpisodeCell` adopts whose requirement takes an `Episode`, and what follows it in the file.
    private static let episodeDisplaying = """
        import UIKit

        protocol EpisodeDisplaying {
            func show(_ episode: Episode)
        }

        extension EpisodeCell: EpisodeDisplaying {
            func show(_ episode: Episode) {}
        }


        """

    /// `adopt --apply` leaves every file as it was and says why the protocol is no cell's configure.
    private func assertNotAdopted(
        _ files: [String: String], _ proto: String, in path: String, because reason: String, line: UInt = #line
    ) throws {
        let project = try TemporaryProject(files)
        let before = project.snapshot()
        let result = runCellBridge(["adopt", project.root, "--no-cache", "--apply"])
        XCTAssertEqual(result.status, .success, result.errors, line: line)
        XCTAssertEqual(project.snapshot(), before, "nothing written: " + result.output, line: line)
        XCTAssertTrue(
            result.output.contains("\(proto) (\(path)): not a cell's configure: \(reason)"), result.output, line: line)
    }

    /// `adopt --apply` connects the protocol, names the proof, and the result type-checks with CellBridge.
    private func assertAdopted(
        _ files: [String: String], saying line: String, contains added: String, in path: String,
        sourceLine: UInt = #line
    ) throws {
        let project = try TemporaryProject(files)
        let result = runCellBridge(["adopt", project.root, "--no-cache", "--apply"])
        XCTAssertEqual(result.status, .success, result.errors, line: sourceLine)
        XCTAssertTrue(result.output.contains(line), result.output, line: sourceLine)
        let text = try project.read(path)
        XCTAssertTrue(text.contains(added), text, line: sourceLine)
        try IOSTypeCheck.installed().check(files.keys.sorted().map { project.root + "/" + $0 })
    }

    // MARK: No proof

    /// A cell that listens for download progress adopts an observer protocol that takes an app model.
    func testAnObserverProtocolACellAdoptsIsNotItsConfigure() throws {
        try assertNotAdopted(
            [
                "App/Downloads.swift": """
                import UIKit

                struct DownloadModel {
                    let fraction: Double
                }

                protocol DownloadProgressObserver: AnyObject {
                    func progressDidChange(_ download: DownloadModel)
                }

                final class DownloadCell: UITableViewCell, DownloadProgressObserver {
                    func progressDidChange(_ download: DownloadModel) {}
                }
                """
            ], "DownloadProgressObserver", in: "App/Downloads.swift",
            because: "a delegate protocol DownloadCell adopts; it is not how a cell is configured")
    }

    /// A tap handler and an image URL set on a cell cast to the protocol: properties, not a configure.
    func testAProtocolOfPropertiesAndClosuresIsNotAConfigure() throws {
        try assertNotAdopted(
            [
                "App/Tappable.swift": """
                import UIKit

                protocol TappableCell: AnyObject {
                    var onTap: (() -> Void)? { get set }
                    var imageURL: URL? { get set }
                }

                extension EpisodeCell: TappableCell {}
                """,
                "App/Episodes.swift": Self.episodeSource(
                    "        (cell as? TappableCell)?.onTap = { print(episode.title) }"),
            ], "TappableCell", in: "App/Tappable.swift",
            because: "it has no method a cell could be configured through (only properties, closures or static members)"
        )
    }

    /// A configure that also takes the delegate, and a reload that takes nothing, both called after the dequeue.
    func testRequirementsThatTakeSeveralValuesOrNoneAreNotAConfigure() throws {
        try assertNotAdopted(
            [
                "App/PostCell.swift": """
                import UIKit

                protocol PostCellDelegate: AnyObject {}

                protocol PostDisplaying {
                    func configure(with episode: Episode, delegate: PostCellDelegate?)
                    func reload()
                }

                extension EpisodeCell: PostDisplaying {
                    func configure(with episode: Episode, delegate: PostCellDelegate?) {}
                    func reload() {}
                }
                """,
                "App/Episodes.swift": Self.episodeSource(
                    "        (cell as? PostDisplaying)?.configure(with: episode, delegate: nil)\n"
                        + "        (cell as? PostDisplaying)?.reload()"),
            ], "PostDisplaying", in: "App/PostCell.swift",
            because: "its requirements (configure(with:delegate:), reload()) take no value or several; CellBridge's "
                + "configure(with:) hands a cell one view model")
    }

    /// Every dequeued cell is themed through the protocol: appearance, not what the cell shows.
    func testAnAppearanceProtocolCalledAfterTheDequeueIsNotAConfigure() throws {
        try assertNotAdopted(
            [
                "App/Theme.swift": """
                import UIKit

                struct Theme {
                    static let current = Theme()
                }

                protocol Themeable {
                    func apply(theme: Theme)
                }

                extension EpisodeCell: Themeable {
                    func apply(theme: Theme) {}
                }
                """,
                "App/Episodes.swift": Self.episodeSource("        (cell as? Themeable)?.apply(theme: .current)"),
            ], "Themeable", in: "App/Theme.swift",
            because: "its requirements (apply(theme:)) set appearance, selection or layout, not what the cell shows")
    }

    /// A badge count set after the dequeue, and a toolbar item a cell hosts: an `Int` and a UIKit item are no
    /// view model, even when called on the cast cell.
    func testARequirementThatTakesNoViewModelIsNotAConfigure() throws {
        try assertNotAdopted(
            [
                "App/Badge.swift": """
                import UIKit

                protocol BadgeShowing {
                    func showBadge(_ count: Int)
                }

                extension EpisodeCell: BadgeShowing {
                    func showBadge(_ count: Int) {}
                }
                """,
                "App/Episodes.swift": Self.episodeSource(
                    "        (cell as? BadgeShowing)?.showBadge(episode.title.count)"),
            ], "BadgeShowing", in: "App/Badge.swift",
            because:
                "showBadge(_:) takes Int, no view model (an associated type of BadgeShowing, a view-model protocol "
                + "or a model type the app declares)")
        try assertNotAdopted(
            [
                "App/Toolbar.swift": """
                import UIKit

                protocol ToolbarHosting {
                    func addItem(_ item: UIBarButtonItem)
                    func load(_ data: Data)
                }

                final class ComposerCell: UITableViewCell, ToolbarHosting {
                    func addItem(_ item: UIBarButtonItem) {}
                    func load(_ data: Data) {}
                }
                """
            ], "ToolbarHosting", in: "App/Toolbar.swift",
            because: "addItem(_:) takes UIBarButtonItem; load(_:) takes Data, no view model")
    }

    /// The data source calls the method on the cell's own class, and a header view (no dequeued cell) is cast to
    /// the protocol: the cells' adopting it proves nothing about how they are configured.
    func testARequirementNeverCalledOnADequeuedCellCastToItIsNotAConfigure() throws {
        try assertNotAdopted(
            [
                "App/Displaying.swift": Self.episodeDisplaying + """
                    final class FeaturedHeader: UITableViewHeaderFooterView, EpisodeDisplaying {
                        func show(_ episode: Episode) {}
                    }

                    final class FeaturedScreen: UITableViewController {
                        var featured = Episode(title: "")

                        override func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
                            if let header = view as? EpisodeDisplaying {
                                header.show(featured)
                            }
                        }
                    }
                    """,
                "App/Episodes.swift": Self.episodeSource("        (cell as! EpisodeCell).show(episode)"),
            ], "EpisodeDisplaying", in: "App/Displaying.swift",
            because: "no dequeue site or generic delegate casts a cell to EpisodeDisplaying and calls show(_:); that "
                + "cells adopt it proves no configure")
        // The dequeued cell is cast to it, but `show` is called on something else.
        try assertNotAdopted(
            [
                "App/Displaying.swift": Self.episodeDisplaying + """
                    struct PreviewPane {
                        func show(_ episode: Episode) {}
                    }

                    let preview = PreviewPane()
                    """,
                "App/Episodes.swift": Self.episodeSource(
                    "        if cell as? EpisodeDisplaying == nil {\n            preview.show(episode)\n        }"),
            ], "EpisodeDisplaying", in: "App/Displaying.swift",
            because: "no dequeue site or generic delegate casts a cell to EpisodeDisplaying and calls show(_:)")
    }

    /// A cell, a view controller and a plain view all update from a track: a protocol of the app's in general.
    func testAProtocolOtherKindsOfTypesAdoptIsNotTheCellsConfigure() throws {
        try assertNotAdopted(
            [
                "App/Updatable.swift": """
                import UIKit

                protocol ModelUpdatable {
                    func update(with model: Episode)
                }

                extension EpisodeCell: ModelUpdatable {
                    func update(with model: Episode) {}
                }

                final class NowPlayingScreen: UIViewController, ModelUpdatable {
                    func update(with model: Episode) {}
                }

                final class MiniPlayerView: UIView, ModelUpdatable {
                    func update(with model: Episode) {}
                }
                """,
                "App/Episodes.swift": Self.episodeSource("        (cell as? ModelUpdatable)?.update(with: episode)"),
            ], "ModelUpdatable", in: "App/Updatable.swift",
            because: "also adopted by MiniPlayerView, NowPlayingScreen, which are not a cell; a protocol the app uses "
                + "beyond its cells is not their configure")
    }

    // MARK: Proof

    /// The app's generic data source dequeues as its `Cell` type parameter, constrained to the protocol, and
    /// calls the requirement: the associated type is what the cell takes.
    func testAGenericDataSourceWhoseCellParameterIsTheProtocolProvesIt() throws {
        try assertAdopted(
            [
                "App/ItemCell.swift": """
                import UIKit

                protocol ItemCell {
                    associatedtype Item
                    func configure(with item: Item)
                }

                final class ListDataSource<Cell: UITableViewCell & ItemCell>: NSObject, UITableViewDataSource {
                    var items: [Cell.Item] = []

                    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                        items.count
                    }

                    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath) as! Cell
                        cell.configure(with: items[indexPath.row])
                        return cell
                    }
                }

                struct Tag {
                    let name: String
                }

                final class TagCell: UITableViewCell, ItemCell {
                    func configure(with item: Tag) {}
                }
                """
            ],
            saying: "ItemCell (App/ItemCell.swift): refines ConfigurableCell; configure(with:) casts to Item and calls "
                + "configure(with:) (proof: App/ItemCell.swift:17 calls it on a dequeued cell)",
            contains: "protocol ItemCell: ConfigurableCell {", in: "App/ItemCell.swift")
    }

    /// The shared delegate configures the cell UIKit hands it in `willDisplay`, through the protocol.
    func testTheGenericDelegateConfiguringTheCellItIsHandedProvesIt() throws {
        try assertAdopted(
            [
                "App/Feed.swift": """
                import UIKit

                protocol FeedItem {}

                protocol FeedItemCell {
                    func render(_ item: FeedItem)
                }

                final class FeedDelegate: NSObject, UITableViewDelegate {
                    var items: [FeedItem] = []

                    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
                        (cell as? FeedItemCell)?.render(items[indexPath.row])
                    }
                }

                final class StoryCell: UITableViewCell, FeedItemCell {
                    func render(_ item: FeedItem) {}
                }
                """
            ],
            saying: "FeedItemCell (App/Feed.swift): refines ConfigurableCell; configure(with:) casts to FeedItem and "
                + "calls render(_:) (proof: App/Feed.swift:13 calls it on a dequeued cell)",
            contains: "        guard let viewModel = viewModel as? FeedItem else { return }\n        render(viewModel)",
            in: "App/Feed.swift")
    }

    /// The held-out app's data source hands its items to a CellBridge bridge: the bridge configures the cells
    /// with the app's view models, which the associated-type requirement's witness takes.
    func testACellBridgeBridgeHandingTheCellsTheAppsViewModelsProvesIt() throws {
        let files = RealAppShapeFixtures.contractApp(bridged: true).filter { $0.key.hasSuffix(".swift") }
        try assertAdopted(
            files,
            saying:
                "ConfigurableCell (App/Contract.swift): refines CellBridge.ConfigurableCell; configure(with:) casts "
                + "to ViewModel and calls configure(with:) (proof: the CellBridge bridge in App/ListSource.swift hands "
                + "TitleCell the app's view models)",
            contains: "protocol ConfigurableCell: CellBridge.ConfigurableCell {", in: "App/Contract.swift")
    }

    /// The same bridge, but the cell's witness takes a plain model that is no view model of the app's: the
    /// bridge never hands it one.
    func testABridgeWhoseCellsTakeNoViewModelOfTheAppsProvesNothing() throws {
        var files = RealAppShapeFixtures.contractApp(bridged: true).filter { $0.key.hasSuffix(".swift") }
        files["App/TitleCell.swift"] = RealAppShapeFixtures.titleCell.replacingOccurrences(
            of: "struct TitleViewModel: CellViewModel {", with: "struct TitleViewModel {")
        let project = try TemporaryProject(files)
        let result = runCellBridge(["adopt", project.root, "--no-cache", "--apply"])
        XCTAssertEqual(result.status, .success, result.errors)
        XCTAssertTrue(
            result.output.contains(
                "ConfigurableCell (App/Contract.swift): not a cell's configure: no dequeue site or generic delegate "
                    + "casts a cell to ConfigurableCell and calls configure(with:)"), result.output)
        // The view-model protocol is still connected; the cell protocol is not.
        let contract = try project.read("App/Contract.swift")
        XCTAssertTrue(contract.contains("protocol CellViewModel: CollectionCellViewModel {"), contract)
        XCTAssertFalse(contract.contains("CellBridge.ConfigurableCell"), contract)
    }

    /// Without its shared data source, the className shape's `ConfigurableCell` is only adopted by a cell.
    func testTheClassNameShapeWithoutTheDataSourceThatCallsItIsNotAdopted() throws {
        let conformers = RealAppShapeFixtures.classNameConformers
        let withoutSource = String(conformers[..<conformers.range(of: "final class SharedSource")!.lowerBound])
        let files = ["App/ClassName.swift": RealAppShapeFixtures.classNameShape, "App/Badge.swift": withoutSource]
        let project = try TemporaryProject(files)
        let result = runCellBridge(["adopt", project.root, "--no-cache", "--apply"])
        XCTAssertEqual(result.status, .success, result.errors)
        XCTAssertTrue(
            result.output.contains(
                "ConfigurableCell (App/ClassName.swift): not a cell's configure: no dequeue site or generic delegate "
                    + "casts a cell to ConfigurableCell and calls configure(with:)"), result.output)
        XCTAssertFalse(try project.read("App/ClassName.swift").contains("CellBridge.ConfigurableCell"))
    }
}
