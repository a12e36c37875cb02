#if canImport(UIKit)
    import CellBridge
    import SwiftUI
    import UIKit

    /// Issue 14, item 8 (UIKIT-PITFALLS rule 10): one shared delegate and one bridge serve two
    /// collection views on two screens (a feed and its search results); each view's hosting
    /// controllers become children of that view's own controller, not of the bridge's. The parent
    /// is read from UIKit, walking from each hosting cell a pane shows: the controller whose view is
    /// in the cell (UIKit's responder chain names it) must exist and have that pane as its `parent`.
    /// Hosting cells are used on every OS so that there are controllers to check.
    struct TwoContainersScenario: SelfCheckScenario {
        let id: String

        enum Check: String, SelfCheckName {
            case feedParent = "feed-parent"
            case resultsParent = "results-parent"
        }

        func run(_ context: SelfCheckContext) async {
            let screen = TwoPaneScreen()
            context.navigation.pushViewController(screen, animated: false)
            await SelfCheckWait.until(timeout: 5) {
                !screen.feed.collectionView.visibleCells.isEmpty && !screen.results.collectionView.visibleCells.isEmpty
            }
            let panes: [(check: Check, name: String, pane: CollectionPane)] = [
                (.feedParent, "feed", screen.feed), (.resultsParent, "search results", screen.results),
            ]
            for (check, name, pane) in panes {
                let cells = pane.collectionView.visibleCells.compactMap { $0 as? HostingCollectionViewCell }
                let controllers = cells.map(Self.hostingController(in:))
                let missing = controllers.filter { $0 == nil }.count
                let wrong = controllers.compactMap { $0 }.filter { $0.parent !== pane }
                let parents = Set(wrong.map { $0.parent.map { "\(type(of: $0))" } ?? "none" }).sorted()
                context.report.check(
                    check,
                    "each hosting cell of the \(name) view has its controller as a child of its own screen, "
                        + "as UIKit says",
                    !cells.isEmpty && missing == 0 && wrong.isEmpty,
                    cells.isEmpty
                        ? "no hosting cell shown within 5 s"
                        : "of its \(cells.count) hosting cells, \(missing) have no hosting controller's view in them and "
                            + "\(wrong.count) have one with another parent (\(parents.joined(separator: ", ")))")
            }
            context.navigation.popViewController(animated: false)
            await SelfCheckWait.until(timeout: 5) { screen.viewIfLoaded?.window == nil }
        }
    }

    extension TwoContainersScenario {
        /// The hosting controller whose view is in `cell`: the first view under it whose next
        /// responder, as UIKit sets it for a controller's view, is a hosting controller.
        static func hostingController(in cell: UIView) -> UIViewController? {
            var views = cell.subviews
            while !views.isEmpty {
                let view = views.removeFirst()
                if let controller = view.next as? CellBridgeHostingController { return controller }
                views += view.subviews
            }
            return nil
        }
    }

    /// Two child screens side by side, one data source for both.
    final class TwoPaneScreen: UIViewController {
        let feed = CollectionPane()
        let results = CollectionPane()
        private var dataSource: SharedCollectionDataSource!

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            for (index, pane) in [feed, results].enumerated() {
                addChild(pane)
                pane.view.frame = CGRect(
                    x: 0, y: view.bounds.height / 2 * CGFloat(index), width: view.bounds.width,
                    height: view.bounds.height / 2)
                pane.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                view.addSubview(pane.view)
                pane.didMove(toParent: self)
            }
            // The demo's shared data source, its bridge made for the feed; the results view only ever
            // reaches the bridge as the view that asks (`in:`).
            dataSource = SharedCollectionDataSource(
                collectionView: feed.collectionView, parentViewController: feed, strategy: .hostingCellsEverywhere)
            dataSource.items = (0..<10).map { SwipeProbeViewModel(id: $0) }
            results.collectionView.dataSource = dataSource
            results.collectionView.delegate = dataSource
        }
    }

    final class CollectionPane: UIViewController {
        let collectionView = UICollectionView(
            frame: .zero, collectionViewLayout: ProbeLayout.list.make(withHeaders: false, width: 320))

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.frame = view.bounds
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(collectionView)
        }
    }
#endif
