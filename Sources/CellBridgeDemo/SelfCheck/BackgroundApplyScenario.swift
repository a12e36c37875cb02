#if canImport(UIKit)
    import CellBridge
    import UIKit

    /// Issue 22, item 8: an app that applies its snapshots from a background queue, as Apple allows
    /// when it always does, through a ``CollectionDiffableUpdater``. Every apply comes from one
    /// serial background queue, the way a Swift 5 app without concurrency checking calls it; the
    /// second one must end with its snapshot on screen, its completion on the main thread, and
    /// CellBridge must never have called the collection view from another thread.
    struct BackgroundApplyScenario: SelfCheckScenario {
        let id: String

        enum Check: String, SelfCheckName {
            case snapshotShown = "snapshot-shown"
            case completionOnMain = "completion-on-main"
            case uikitOnMain = "uikit-on-main"
        }

        private static let firstCount = 6
        private static let secondCount = 10

        func run(_ context: SelfCheckContext) async {
            let recorder = ProbeRecorder()
            let screen = BackgroundApplyScreen(recorder: recorder)
            context.navigation.pushViewController(screen, animated: false)
            await SelfCheckWait.until(timeout: 5) { screen.isViewLoaded && screen.view.window != nil }
            screen.applyFromBackground(count: Self.firstCount, completion: nil)
            await SelfCheckWait.until(timeout: 5) { recorder.itemsOnScreen.count == Self.firstCount }
            var completedOnMain: Bool?
            screen.applyFromBackground(count: Self.secondCount) { completedOnMain = Thread.isMainThread }
            let last = Self.secondCount - 1
            let shown = await SelfCheckWait.until(timeout: 5) {
                screen.itemCount == Self.secondCount && recorder.itemsOnScreen.contains(last)
            }
            await SelfCheckWait.until(timeout: 2) { completedOnMain != nil }
            context.report.check(
                Check.snapshotShown, "a snapshot applied from a background queue ends on screen", shown,
                "\(screen.itemCount) items in the data source, expected \(Self.secondCount); item \(last)'s content "
                    + (recorder.itemsOnScreen.contains(last) ? "on screen" : "never on screen within 5 s"))
            context.report.check(
                Check.completionOnMain, "its completion runs on the main thread", completedOnMain == true,
                completedOnMain == nil ? "it never ran within 7 s" : "it ran on another thread")
            let offMain = screen.collectionView.callsOffMain
            context.report.check(
                Check.uikitOnMain, "CellBridge called the collection view only on the main thread", offMain.isEmpty,
                "called off the main thread: \(offMain.sorted().joined(separator: ", "))")
            context.navigation.popViewController(animated: false)
            await SelfCheckWait.until(timeout: 5) { screen.viewIfLoaded?.window == nil }
        }
    }

    /// A collection view that notes the calls CellBridge's updater makes to it from another thread
    /// than the main one (UIKit's Main Thread Checker is not on outside Xcode).
    final class ThreadRecordingCollectionView: UICollectionView {
        private let lock = NSLock()
        private var offMain: Set<String> = []

        /// The names of the calls made off the main thread so far.
        var callsOffMain: Set<String> {
            lock.lock()
            defer { lock.unlock() }
            return offMain
        }

        override var indexPathsForVisibleItems: [IndexPath] {
            note("indexPathsForVisibleItems")
            return super.indexPathsForVisibleItems
        }

        override func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
            note("cellForItem(at:)")
            return super.cellForItem(at: indexPath)
        }

        private func note(_ call: String) {
            guard !Thread.isMainThread else { return }
            lock.lock()
            offMain.insert(call)
            lock.unlock()
        }
    }

    /// Probe items through a diffable updater whose applies come from a background queue.
    final class BackgroundApplyScreen: UIViewController, UICollectionViewDelegate {
        private let recorder: ProbeRecorder
        private(set) var collectionView: ThreadRecordingCollectionView!
        private var bridge: CollectionCellBridge!
        private var updater: CollectionDiffableUpdater<Int, Int>!
        private let queue = DispatchQueue(label: "org.cellbridge.selfcheck.background-apply")

        init(recorder: ProbeRecorder) {
            self.recorder = recorder
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("built in code")
        }

        /// The items of the snapshot the data source shows now.
        var itemCount: Int { updater.dataSource.snapshot().numberOfItems }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView = ThreadRecordingCollectionView(
                frame: view.bounds,
                collectionViewLayout: ProbeLayout.list.make(withHeaders: false, width: view.bounds.width))
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(collectionView)
            bridge = CollectionCellBridge(collectionView: collectionView, parentViewController: self)
            collectionView.delegate = bridge.forwardingDelegate(to: self)
            updater = CollectionDiffableUpdater(collectionView: collectionView, bridge: bridge)
        }

        /// Applies probe items `0..<count` from the background queue.
        func applyFromBackground(count: Int, completion: (() -> Void)?) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<count))
            let viewModels = Dictionary(
                uniqueKeysWithValues: (0..<count).map {
                    ($0, ProbeViewModel(id: $0, recorder: recorder) as CollectionCellViewModel)
                })
            let updater = updater!
            let apply = Swift5Call { updater.apply(snapshot, viewModels: viewModels, completion: completion) }
            queue.async { apply.run() }
        }
    }

    /// Main-actor code called the way a Swift 5 app without concurrency checking calls it: from
    /// whatever thread it is on, with nothing checking (the compiler of such an app says nothing,
    /// and CellBridge's `@preconcurrency` API lets it). Only the self-check does this on purpose.
    struct Swift5Call: @unchecked Sendable {
        private let body: () -> Void

        init(_ body: @escaping @MainActor () -> Void) {
            self.body = unsafeBitCast(body, to: (() -> Void).self)
        }

        func run() {
            body()
        }
    }
#endif
