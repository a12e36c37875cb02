#if canImport(UIKit)
    import CellBridge
    import UIKit

    /// Issue 22, item 7: a legacy item whose `className` names no nib and no class (a cell deleted,
    /// its view model not updated), twice in a feed whose bridge registers legacy cells by name
    /// (`legacyCells: .byBridge`), in this debug build. The run goes on: each stale item gets
    /// CellBridge's empty fallback cell and the items after it show their content, and the app's
    /// ``CellBridgeSettings/onProblem`` hears about it exactly once, naming the `className`.
    struct StaleClassNameScenario: SelfCheckScenario {
        let id: String

        enum Check: String, SelfCheckName {
            case fallbackShown = "fallback-shown"
            case reportedOnce = "reported-once"
        }

        static let staleClassName = "SelfCheckDeletedCell"

        func run(_ context: SelfCheckContext) async {
            var problems: [CellBridgeProblem] = []
            let appHandler = CellBridgeSettings.onProblem
            CellBridgeSettings.onProblem = { problems.append($0) }
            let recorder = ProbeRecorder()
            let stale = [2, 5]
            let items: [CollectionCellViewModel] = (0..<7).map {
                if stale.contains($0) { return StaleCellViewModel(className: Self.staleClassName) }
                return ProbeViewModel(id: $0, recorder: recorder)
            }
            let screen = StaleClassNameScreen(items: items)
            context.navigation.pushViewController(screen, animated: false)
            let later = [3, 4, 6]
            let shown = await SelfCheckWait.until(timeout: 5) {
                later.allSatisfy(recorder.itemsOnScreen.contains) && stale.allSatisfy { screen.cell(at: $0) != nil }
            }
            let fallbacks = stale.filter {
                screen.cell(at: $0).map { type(of: $0) == UICollectionViewCell.self } ?? false
            }
            let missing = later.filter { !recorder.itemsOnScreen.contains($0) }
            context.report.check(
                Check.fallbackShown,
                "each stale item shows the empty fallback cell and the items after it show their content",
                shown && fallbacks == stale && missing.isEmpty,
                "\(fallbacks.count) of \(stale.count) stale items show the fallback cell ("
                    + stale.map { "\(screen.cell(at: $0).map { "\(type(of: $0))" } ?? "none")" }.joined(separator: ", ")
                    + "); items \(missing) after them never showed their content")
            let naming = problems.filter { $0.message.contains(Self.staleClassName) }
            context.report.check(
                Check.reportedOnce, "onProblem hears of the stale className exactly once",
                problems.count == 1 && naming.count == 1,
                "\(problems.count) problem(s), \(naming.count) naming '\(Self.staleClassName)': "
                    + problems.prefix(3).map(\.message).joined(separator: " | "))
            CellBridgeSettings.onProblem = appHandler
            context.navigation.popViewController(animated: false)
            await SelfCheckWait.until(timeout: 5) { screen.viewIfLoaded?.window == nil }
        }
    }

    /// A legacy item whose cell no longer exists under its name.
    struct StaleCellViewModel: CollectionCellViewModel {
        let className: String
    }

    /// A compositional list whose bridge registers legacy cells by name, as the demo's shared data
    /// source does; it keeps the cell the bridge returned for each item (an empty fallback cell may
    /// be measured at zero height, which UIKit then does not count as visible).
    final class StaleClassNameScreen: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
        private let items: [CollectionCellViewModel]
        private var collectionView: UICollectionView!
        private var bridge: CollectionCellBridge!
        private var returned: [Int: UICollectionViewCell] = [:]

        init(items: [CollectionCellViewModel]) {
            self.items = items
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("built in code")
        }

        /// The cell the bridge returned for item `index`, last time UIKit asked.
        func cell(at index: Int) -> UICollectionViewCell? {
            returned[index]
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView = ProbeLayout.list.collectionView(filling: view)
            bridge = CollectionCellBridge(
                collectionView: collectionView, parentViewController: self, legacyCells: .byBridge)
            collectionView.dataSource = self
            collectionView.delegate = bridge.forwardingDelegate(to: self)
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            items.count
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = bridge.cell(for: items[indexPath.item], in: collectionView, at: indexPath)
            returned[indexPath.item] = cell
            return cell
        }
    }
#endif
