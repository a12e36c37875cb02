#if canImport(UIKit)
    import CellBridge
    import UIKit

    /// Issue 14, item 2 (UIKIT-PITFALLS rule 2): `CollectionDiffableUpdater(…, bridge: CollectionCellBridge(…))`
    /// — a bridge only the updater holds — must keep its bridge and return a dequeued cell for every
    /// item (a cell provider returning nil throws `NSInternalInconsistencyException`).
    struct DiffableOwnsBridgeScenario: SelfCheckScenario {
        let id: String

        enum Check: String, SelfCheckName {
            case bridgeAlive = "bridge-alive"
            case contentShown = "content-shown"
        }

        func run(_ context: SelfCheckContext) async {
            let recorder = ProbeRecorder()
            let screen = DiffableProbeScreen(recorder: recorder)
            context.navigation.pushViewController(screen, animated: false)
            let shown = await SelfCheckWait.until(timeout: 5) { !recorder.itemsOnScreen.isEmpty }
            context.report.check(
                Check.bridgeAlive, "the bridge only the updater holds is still alive", screen.bridgeIsAlive,
                "the updater let its bridge go")
            context.report.check(
                Check.contentShown, "its cells show their SwiftUI content", shown,
                "no content appeared within 5 s (\(screen.visibleCellCount) cells visible)")
            context.navigation.popViewController(animated: false)
            await SelfCheckWait.until(timeout: 5) { screen.viewIfLoaded?.window == nil }
        }
    }

    /// A diffable screen written the way the README's one-liner invites: the bridge is created
    /// inline and nothing but the updater keeps it.
    final class DiffableProbeScreen: UIViewController, UICollectionViewDelegate {
        private let recorder: ProbeRecorder
        private var updater: CollectionDiffableUpdater<Int, Int>!
        private var collectionView: UICollectionView!
        private weak var weakBridge: CollectionCellBridge?

        init(recorder: ProbeRecorder) {
            self.recorder = recorder
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("built in code")
        }

        var bridgeIsAlive: Bool { weakBridge != nil }
        var visibleCellCount: Int { collectionView.visibleCells.count }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView = ProbeLayout.list.collectionView(filling: view)
            collectionView.delegate = self
            let bridge = CollectionCellBridge(collectionView: collectionView, parentViewController: self)
            weakBridge = bridge
            updater = CollectionDiffableUpdater(collectionView: collectionView, bridge: bridge)
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<12))
            let viewModels = Dictionary(
                uniqueKeysWithValues: (0..<12).map { ($0, ProbeViewModel(id: $0, recorder: recorder)) })
            updater.apply(snapshot, viewModels: viewModels, animatingDifferences: false)
        }

        func collectionView(
            _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
        ) {
            weakBridge?.willDisplay(cell, at: indexPath)
        }

        func collectionView(
            _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
            forItemAt indexPath: IndexPath
        ) {
            weakBridge?.didEndDisplaying(cell, at: indexPath)
        }
    }
#endif
