#if canImport(UIKit)
    import CellBridge
    import SwiftUI
    import UIKit

    /// Issue 22, item 3: SwiftUI state follows the identity a view model states, and only that.
    ///
    /// A row's `@State` counter is raised, then every view model is rebuilt as a new object with the
    /// same `id` and applied through a ``CollectionDiffableUpdater``, which configures the visible
    /// cells again in place (a reconfigure from iOS 15, the same by hand on iOS 14): the counter
    /// must still be there. SwiftUI state can only survive where UIKit hands the same cell back, and
    /// a reconfigure always does. Then rows whose view models state no identity: one's counter is
    /// raised, the collection view's `reloadData` hands every cell out again, and each row must
    /// start at zero, whichever cell it got. Both on the OS's path and on hosting cells.
    struct RowStateScenario: SelfCheckScenario {
        let id: String

        enum Check: String, SelfCheckName {
            case identifiedStateKeptOSPath = "identified-state-kept-os-path"
            case identifiedStateKeptHostingCells = "identified-state-kept-hosting-cells"
            case unidentifiedStateFreshOSPath = "unidentified-state-fresh-os-path"
            case unidentifiedStateFreshHostingCells = "unidentified-state-fresh-hosting-cells"
        }

        private static let rowCount = 6
        private static let raisedTo = 3

        func run(_ context: SelfCheckContext) async {
            for strategy in [HostingStrategy.automatic, .hostingCellsEverywhere] {
                let onOSPath = strategy == .automatic
                let path = onOSPath ? "the OS's path" : "hosting cells"
                let recorder = CounterRecorder()
                let identified = CounterDiffableScreen(strategy: strategy, recorder: recorder, rows: Self.rowCount)
                let kept = await show(identified, on: context.navigation) {
                    await rebuildIdentified(identified, recorder: recorder)
                }
                context.report.check(
                    onOSPath ? Check.identifiedStateKeptOSPath : .identifiedStateKeptHostingCells,
                    "a row's @State survives its Identifiable view model being rebuilt and reapplied (\(path))",
                    kept == nil, kept ?? "")
                let unidentifiedRecorder = CounterRecorder()
                let unidentified = CounterReloadScreen(
                    strategy: strategy, recorder: unidentifiedRecorder, rows: Self.rowCount)
                let fresh = await show(unidentified, on: context.navigation) {
                    await reloadUnidentified(unidentified, recorder: unidentifiedRecorder)
                }
                context.report.check(
                    onOSPath ? Check.unidentifiedStateFreshOSPath : .unidentifiedStateFreshHostingCells,
                    "rows whose view models state no identity start with fresh @State after a reload (\(path))",
                    fresh == nil, fresh ?? "")
            }
        }

        /// Raises row 1's counter, applies new view-model objects of the same ids, and returns the
        /// problem seen, nil when the counter stayed.
        private func rebuildIdentified(_ screen: CounterDiffableScreen, recorder: CounterRecorder) async -> String? {
            let row = 1
            guard await raise(row, recorder: recorder) else {
                return "row \(row)'s counter never reached \(Self.raisedTo) (\(recorder.describe(row)))"
            }
            let serial = screen.applyRebuiltViewModels()
            let reconfigured = await SelfCheckWait.until(timeout: 2) { recorder.shown[row]?.serial == serial }
            guard reconfigured else {
                return "row \(row) never showed its rebuilt view model within 2 s (\(recorder.describe(row)))"
            }
            let count = recorder.shown[row]?.count ?? -1
            return count == Self.raisedTo ? nil : "its counter is \(count) after the rebuild, was \(Self.raisedTo)"
        }

        /// Raises row 0's counter in rows without identity, reloads, and returns the problem seen,
        /// nil when every row started at zero.
        private func reloadUnidentified(_ screen: CounterReloadScreen, recorder: CounterRecorder) async -> String? {
            guard await raise(0, recorder: recorder) else {
                return "row 0's counter never reached \(Self.raisedTo) (\(recorder.describe(0)))"
            }
            let serial = screen.reloadWithRebuiltViewModels()
            let rows = 0..<Self.rowCount
            let reloaded = await SelfCheckWait.until(timeout: 2) {
                rows.allSatisfy { recorder.shown[$0]?.serial == serial }
            }
            guard reloaded else {
                let missing = rows.filter { recorder.shown[$0]?.serial != serial }
                return "rows \(missing) never showed their reloaded view models within 2 s"
            }
            let kept = rows.filter { (recorder.shown[$0]?.count ?? 0) != 0 }
            return kept.isEmpty
                ? nil : "rows \(kept) show a counter of \(kept.map { recorder.shown[$0]?.count ?? 0 }) after the reload"
        }

        /// Pushes `screen`, runs `steps` on it, pops it and waits until it left; what `steps` found.
        private func show(
            _ screen: UIViewController, on navigation: UINavigationController, steps: () async -> String?
        ) async -> String? {
            navigation.pushViewController(screen, animated: false)
            let problem = await steps()
            navigation.popViewController(animated: false)
            await SelfCheckWait.until(timeout: 5) { screen.viewIfLoaded?.window == nil }
            return problem
        }

        /// Raises `row`'s counter to ``raisedTo`` through its content, one step at a time as taps
        /// would, each step shown before the next.
        private func raise(_ row: Int, recorder: CounterRecorder) async -> Bool {
            guard await SelfCheckWait.until(timeout: 5, { recorder.raisers[row] != nil }) else { return false }
            for step in 1...Self.raisedTo {
                recorder.raisers[row]?()
                guard await SelfCheckWait.until(timeout: 2, { recorder.shown[row]?.count == step }) else {
                    return false
                }
            }
            return true
        }
    }

    /// What the counter rows report: the count each row shows with the serial of the view model
    /// that built it, and a way to raise each row's counter.
    @MainActor
    final class CounterRecorder {
        private(set) var shown: [Int: (count: Int, serial: Int)] = [:]
        fileprivate(set) var raisers: [Int: () -> Void] = [:]

        func show(row: Int, count: Int, serial: Int, raise: @escaping () -> Void) {
            shown[row] = (count, serial)
            raisers[row] = raise
        }

        func describe(_ row: Int) -> String {
            shown[row].map { "shows \($0.count) from view model \($0.serial)" } ?? "never shown"
        }
    }

    /// A row with a `@State` counter that reports what it shows.
    struct CounterRow: View {
        let row: Int
        let serial: Int
        let recorder: CounterRecorder
        @State private var count = 0

        var body: some View {
            Text("Row \(row): \(count)")
                .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
                .onAppear(perform: report)
                .onChange(of: count) { _ in report() }
                .onChange(of: serial) { _ in report() }
        }

        @MainActor
        private func report() {
            recorder.show(row: row, count: count, serial: serial) { count += 1 }
        }
    }

    /// Hands out increasing serials, so every view-model object built is told from the ones before.
    @MainActor
    enum CounterSerials {
        private static var last = 0

        static func next() -> Int {
            last += 1
            return last
        }
    }

    /// A counter row's view model that states its identity (`Identifiable`), as a class rebuilt on
    /// every load.
    final class IdentifiedCounterViewModel: SwiftUIRenderableCellViewModel, Identifiable {
        let id: Int
        let serial: Int
        let recorder: CounterRecorder

        init(id: Int, serial: Int, recorder: CounterRecorder) {
            self.id = id
            self.serial = serial
            self.recorder = recorder
        }

        var className: String { String(describing: CounterRow.self) }

        func makeHostedView() -> AnyView {
            AnyView(CounterRow(row: id, serial: serial, recorder: recorder))
        }
    }

    /// A counter row's view model that states no identity: a struct, neither `Identifiable` nor
    /// with an `itemIdentity`.
    struct UnidentifiedCounterViewModel: SwiftUIRenderableCellViewModel {
        let row: Int
        let serial: Int
        let recorder: CounterRecorder

        var className: String { String(describing: CounterRow.self) }

        func makeHostedView() -> AnyView {
            AnyView(CounterRow(row: row, serial: serial, recorder: recorder))
        }
    }

    /// Counter rows in a compositional list, applied through a diffable updater.
    final class CounterDiffableScreen: UIViewController, UICollectionViewDelegate {
        private let strategy: HostingStrategy
        private let recorder: CounterRecorder
        private let rows: Int
        private var collectionView: UICollectionView!
        private var bridge: CollectionCellBridge!
        private var updater: CollectionDiffableUpdater<Int, Int>!

        init(strategy: HostingStrategy, recorder: CounterRecorder, rows: Int) {
            self.strategy = strategy
            self.recorder = recorder
            self.rows = rows
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("built in code")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView = ProbeLayout.list.collectionView(filling: view)
            bridge = CollectionCellBridge(
                collectionView: collectionView, parentViewController: self, strategy: strategy)
            collectionView.delegate = bridge.forwardingDelegate(to: self)
            updater = CollectionDiffableUpdater(collectionView: collectionView, bridge: bridge)
            _ = applyRebuiltViewModels()
        }

        /// Applies new view-model objects for the same ids; returns their serial.
        func applyRebuiltViewModels() -> Int {
            let serial = CounterSerials.next()
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<rows))
            let viewModels = Dictionary(
                uniqueKeysWithValues: (0..<rows).map {
                    (
                        $0,
                        IdentifiedCounterViewModel(id: $0, serial: serial, recorder: recorder)
                            as CollectionCellViewModel
                    )
                })
            updater.apply(snapshot, viewModels: viewModels, animatingDifferences: false)
            return serial
        }
    }

    /// Counter rows without identity in a compositional list, through the bridge and reloaded.
    final class CounterReloadScreen: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
        private let strategy: HostingStrategy
        private let recorder: CounterRecorder
        private var rows: [UnidentifiedCounterViewModel] = []
        private let rowCount: Int
        private var collectionView: UICollectionView!
        private var bridge: CollectionCellBridge!

        init(strategy: HostingStrategy, recorder: CounterRecorder, rows: Int) {
            self.strategy = strategy
            self.recorder = recorder
            rowCount = rows
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("built in code")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            rebuild()
            collectionView = ProbeLayout.list.collectionView(filling: view)
            collectionView.dataSource = self
            bridge = CollectionCellBridge(
                collectionView: collectionView, parentViewController: self, strategy: strategy)
            collectionView.delegate = bridge.forwardingDelegate(to: self)
        }

        /// Rebuilds every view model with a new serial and reloads; returns the serial.
        func reloadWithRebuiltViewModels() -> Int {
            let serial = rebuild()
            collectionView.reloadData()
            return serial
        }

        @discardableResult
        private func rebuild() -> Int {
            let serial = CounterSerials.next()
            rows = (0..<rowCount).map { UnidentifiedCounterViewModel(row: $0, serial: serial, recorder: recorder) }
            return serial
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            rows.count
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            bridge.cell(for: rows[indexPath.item], in: collectionView, at: indexPath)
        }
    }
#endif
