#if canImport(UIKit)
    import CellBridge
    import SwiftUI
    import UIKit

    /// Issue 14, item 3 (UIKIT-PITFALLS rule 23): in a collection-view list layout, SwiftUI rows must
    /// be `UICollectionViewListCell`s — swipe actions, separators and the inset-grouped card exist only
    /// on list cells — on the OS's own path and on the hosting-cell path, with `usesListCells` given
    /// to the bridge's `init`. Per path: the rows are list cells; the swipe action a view model
    /// declares comes out of what UIKit asks when a row is swiped — the list configuration's
    /// `trailingSwipeActionsConfigurationProvider` (``CollectionCellBridge/trailingSwipeActionsProvider(in:)``),
    /// and for a table the delegate's `trailingSwipeActionsConfigurationForRowAt`
    /// (``TableCellBridge/forwardingDelegate(to:)``) — and running it reaches the view model's
    /// handler with the row's index path. UIKIT-PITFALLS rule 22: when rows are inserted above the
    /// swiped row between UIKit asking for its actions and the action firing, the handler gets the
    /// index path the row has when it fires, so an app that looks its item up there acts on the
    /// swiped item.
    struct ListSwipeActionsScenario: SelfCheckScenario {
        let id: String

        enum Check: String, SelfCheckName {
            case listCellsOSPath = "list-cells-os-path"
            case swipeActionOSPath = "swipe-action-os-path"
            case listCellsHostingCells = "list-cells-hosting-cells"
            case swipeActionHostingCells = "swipe-action-hosting-cells"
            case tableSwipeActionOSPath = "table-swipe-action-os-path"
            case tableSwipeActionHostingCells = "table-swipe-action-hosting-cells"
            case swipeAfterInsertOSPath = "swipe-after-insert-os-path"
            case swipeAfterInsertHostingCells = "swipe-after-insert-hosting-cells"
            case tableSwipeAfterInsertOSPath = "table-swipe-after-insert-os-path"
            case tableSwipeAfterInsertHostingCells = "table-swipe-after-insert-hosting-cells"
        }

        func run(_ context: SelfCheckContext) async {
            for strategy in [HostingStrategy.automatic, .hostingCellsEverywhere] {
                await checkList(strategy, in: context)
            }
            for strategy in [HostingStrategy.automatic, .hostingCellsEverywhere] {
                await checkTable(strategy, in: context)
            }
            for onOSPath in [true, false] {
                await checkAfterInsert(
                    SwipeListScreen(strategy: onOSPath ? .automatic : .hostingCellsEverywhere),
                    onOSPath ? Check.swipeAfterInsertOSPath : .swipeAfterInsertHostingCells, "a list row's",
                    onOSPath: onOSPath, in: context)
            }
            for onOSPath in [true, false] {
                await checkAfterInsert(
                    SwipeTableScreen(strategy: onOSPath ? .automatic : .hostingCellsEverywhere),
                    onOSPath ? Check.tableSwipeAfterInsertOSPath : .tableSwipeAfterInsertHostingCells, "a table row's",
                    onOSPath: onOSPath, in: context)
            }
        }

        /// Rows inserted above a row after UIKit got its swipe actions and before one fires.
        private func checkAfterInsert(
            _ screen: some SwipeProbeScreen, _ check: Check, _ row: String, onOSPath: Bool,
            in context: SelfCheckContext
        ) async {
            context.navigation.pushViewController(screen, animated: false)
            await SelfCheckWait.until(timeout: 5) { screen.cell(atRow: SwipeInsertion.swipedRow) != nil }
            let swiped = screen.items[SwipeInsertion.swipedRow]
            let asked = screen.indexPath(ofRow: SwipeInsertion.swipedRow)
            // What UIKit calls when the row is swiped; the action fires later, after the insert.
            let actions = screen.trailingSwipeActions(at: asked)
            let cell = screen.cell(atRow: SwipeInsertion.swipedRow)
            screen.insertAtTop(SwipeInsertion.inserted())
            let outcome = await SwipeOutcome.run(actions, on: cell, handledBy: swiped)
            let now = screen.indexPath(of: swiped)
            context.report.check(
                check,
                "\(row) swipe action that fires after rows were inserted above it gets the row's index path then ("
                    + (onOSPath ? "the OS's path" : "hosting cells") + ")",
                now != nil && outcome.ran(at: now ?? asked),
                outcome.describe(expected: now ?? asked) + " (it was \(asked) when UIKit asked for the actions)")
            context.navigation.popViewController(animated: false)
            await SelfCheckWait.until(timeout: 5) { screen.viewIfLoaded?.window == nil }
        }

        private func checkList(_ strategy: HostingStrategy, in context: SelfCheckContext) async {
            let onOSPath = strategy == .automatic
            let path = onOSPath ? "the OS's path" : "hosting cells"
            let screen = SwipeListScreen(strategy: strategy)
            context.navigation.pushViewController(screen, animated: false)
            await SelfCheckWait.until(timeout: 5) { !screen.collectionView.visibleCells.isEmpty }
            let cells = screen.collectionView.visibleCells
            let plain = cells.filter { !($0 is UICollectionViewListCell) }.count
            context.report.check(
                onOSPath ? Check.listCellsOSPath : .listCellsHostingCells,
                "SwiftUI rows of a list are list cells (\(path))", !cells.isEmpty && plain == 0,
                cells.isEmpty ? "no row was shown within 5 s" : "\(plain) of \(cells.count) rows are plain cells")
            let indexPath = IndexPath(item: 2, section: 0)
            // What UIKit calls when the row is swiped: the provider the list configuration was given.
            let actions = screen.list.trailingSwipeActionsConfigurationProvider?(indexPath)
            let cell = screen.collectionView.cellForItem(at: indexPath)
            let outcome = await SwipeOutcome.run(actions, on: cell, handledBy: screen.items[indexPath.item])
            let isListCell = cell is UICollectionViewListCell
            context.report.check(
                onOSPath ? Check.swipeActionOSPath : .swipeActionHostingCells,
                "the list's swipe provider gives UIKit a SwiftUI row's declared action, which runs for its row (\(path))",
                outcome.ran(at: indexPath) && isListCell,
                outcome.describe(expected: indexPath)
                    + (isListCell ? "" : "; not a list cell: UIKit shows no swipe actions on it"))
            context.navigation.popViewController(animated: false)
            await SelfCheckWait.until(timeout: 5) { screen.viewIfLoaded?.window == nil }
        }

        private func checkTable(_ strategy: HostingStrategy, in context: SelfCheckContext) async {
            let onOSPath = strategy == .automatic
            let screen = SwipeTableScreen(strategy: strategy)
            context.navigation.pushViewController(screen, animated: false)
            await SelfCheckWait.until(timeout: 5) { !screen.tableView.visibleCells.isEmpty }
            let indexPath = IndexPath(row: 2, section: 0)
            // What UIKit calls when the row is swiped: its delegate, the bridge's forwarding one.
            let actions = screen.tableView.delegate?.tableView?(
                screen.tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
            let outcome = await SwipeOutcome.run(
                actions, on: screen.tableView.cellForRow(at: indexPath), handledBy: screen.items[indexPath.row])
            context.report.check(
                onOSPath ? Check.tableSwipeActionOSPath : .tableSwipeActionHostingCells,
                "the table's delegate gives UIKit a SwiftUI row's declared action, which runs for its row ("
                    + (onOSPath ? "the OS's path" : "hosting cells") + ")",
                outcome.ran(at: indexPath), outcome.describe(expected: indexPath))
            context.navigation.popViewController(animated: false)
            await SelfCheckWait.until(timeout: 5) { screen.viewIfLoaded?.window == nil }
        }
    }

    /// A screen of swipe probes, as an insertion check drives it: a list or a table.
    @MainActor
    protocol SwipeProbeScreen: UIViewController {
        var items: [SwipeProbeViewModel] { get }
        func indexPath(ofRow row: Int) -> IndexPath
        func cell(atRow row: Int) -> UIView?
        /// What UIKit gets when the row at `indexPath` is swiped.
        func trailingSwipeActions(at indexPath: IndexPath) -> UISwipeActionsConfiguration?
        /// Where `item` is now, as the screen's data says.
        func indexPath(of item: SwipeProbeViewModel) -> IndexPath?
        /// Inserts `new` above every row, in the data and in UIKit, as an app's update does.
        func insertAtTop(_ new: [SwipeProbeViewModel])
    }

    /// The rows of an insertion check: the row acted on, and the rows inserted above it.
    enum SwipeInsertion {
        static let swipedRow = 3

        /// Two fresh rows, with ids no screen starts with, to insert at the top.
        @MainActor
        static func inserted() -> [SwipeProbeViewModel] {
            [SwipeProbeViewModel(id: 100), SwipeProbeViewModel(id: 101)]
        }
    }

    /// What came of one swipe configuration: how many actions it had, and what running the first
    /// one as UIKit does (its handler with the swiped cell and a completion) reached.
    @MainActor
    struct SwipeOutcome {
        var actionCount: Int?
        var completed: Bool?
        var handledAt: IndexPath?

        /// Runs the first action of `configuration` from `cell`, as UIKit does when it is tapped, and
        /// waits for its completion; `viewModel` records the index path its handler got.
        static func run(
            _ configuration: UISwipeActionsConfiguration?, on cell: UIView?, handledBy viewModel: SwipeProbeViewModel
        ) async -> SwipeOutcome {
            var outcome = SwipeOutcome(actionCount: configuration?.actions.count)
            guard let action = configuration?.actions.first, let cell else { return outcome }
            var completed: Bool?
            action.handler(action, cell) { completed = $0 }
            await SelfCheckWait.until(timeout: 1) { completed != nil }
            outcome.completed = completed
            outcome.handledAt = viewModel.handledAt
            return outcome
        }

        func ran(at indexPath: IndexPath) -> Bool {
            actionCount == 1 && completed == true && handledAt == indexPath
        }

        func describe(expected indexPath: IndexPath) -> String {
            guard let actionCount else { return "UIKit was given no swipe configuration" }
            return "\(actionCount) action(s); the first completed \(completed.map { "\($0)" } ?? "never"), "
                + "its handler got \(handledAt.map { "\($0)" } ?? "nothing"), expected \(indexPath)"
        }
    }

    /// A list layout whose trailing swipe actions come from the bridge's provider, as the DocC
    /// example writes it, served by the demo's shared data source.
    final class SwipeListScreen: UIViewController, SwipeProbeScreen {
        private(set) var items = (0..<20).map { SwipeProbeViewModel(id: $0) }
        private(set) var collectionView: UICollectionView!
        /// The list configuration the layout was made with: its provider is what UIKit calls.
        private(set) var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        private var dataSource: SharedCollectionDataSource!
        private let strategy: HostingStrategy

        init(strategy: HostingStrategy) {
            self.strategy = strategy
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("built in code")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(collectionView)
            dataSource = SharedCollectionDataSource(
                collectionView: collectionView, parentViewController: self, strategy: strategy, usesListCells: true)
            list.trailingSwipeActionsConfigurationProvider = dataSource.bridge.trailingSwipeActionsProvider(
                in: collectionView)
            collectionView.setCollectionViewLayout(
                UICollectionViewCompositionalLayout.list(using: list), animated: false)
            dataSource.items = items
        }

        func indexPath(ofRow row: Int) -> IndexPath { IndexPath(item: row, section: 0) }

        func cell(atRow row: Int) -> UIView? { collectionView.cellForItem(at: indexPath(ofRow: row)) }

        func trailingSwipeActions(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            list.trailingSwipeActionsConfigurationProvider?(indexPath)
        }

        func indexPath(of item: SwipeProbeViewModel) -> IndexPath? {
            items.firstIndex { $0 === item }.map(indexPath(ofRow:))
        }

        func insertAtTop(_ new: [SwipeProbeViewModel]) {
            items.insert(contentsOf: new, at: 0)
            dataSource.items = items
            collectionView.insertItems(at: new.indices.map { IndexPath(item: $0, section: 0) })
            collectionView.layoutIfNeeded()
        }
    }

    /// A table whose delegate is the bridge's forwarding delegate in front of the screen's own.
    final class SwipeTableScreen: UIViewController, SwipeProbeScreen, UITableViewDataSource, UITableViewDelegate {
        private(set) var items = (0..<20).map { SwipeProbeViewModel(id: $0) }
        /// The ids of the items the delegate's `didSelectRowAt` resolved, in order.
        private(set) var selected: [Int] = []
        private(set) var tableView: UITableView!
        private var bridge: TableCellBridge!
        private let strategy: HostingStrategy

        init(strategy: HostingStrategy) {
            self.strategy = strategy
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("built in code")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView = UITableView(frame: view.bounds, style: .plain)
            tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(tableView)
            bridge = TableCellBridge(tableView: tableView, parentViewController: self, strategy: strategy)
            tableView.dataSource = self
            tableView.delegate = bridge.forwardingDelegate(to: self)
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            bridge.cell(for: items[indexPath.row], in: tableView, at: indexPath)
        }

        /// What an app's delegate does: looks the item up where UIKit says the row is now.
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            guard items.indices.contains(indexPath.row) else { return }
            selected.append(items[indexPath.row].id)
        }

        func indexPath(ofRow row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

        func cell(atRow row: Int) -> UIView? { tableView.cellForRow(at: indexPath(ofRow: row)) }

        func trailingSwipeActions(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            tableView.delegate?.tableView?(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath) ?? nil
        }

        func indexPath(of item: SwipeProbeViewModel) -> IndexPath? {
            items.firstIndex { $0 === item }.map(indexPath(ofRow:))
        }

        func insertAtTop(_ new: [SwipeProbeViewModel]) {
            items.insert(contentsOf: new, at: 0)
            tableView.insertRows(at: new.indices.map { IndexPath(row: $0, section: 0) }, with: .none)
            tableView.layoutIfNeeded()
        }
    }

    /// A SwiftUI row that declares one swipe action, and remembers the index path its handler got.
    final class SwipeProbeViewModel: SwiftUIRenderableCellViewModel, SwipeActionProvidingCellViewModel, Identifiable {
        let id: Int
        private(set) var handledAt: IndexPath?

        init(id: Int) {
            self.id = id
        }

        var className: String { String(describing: SwipeProbeRow.self) }

        var trailingSwipeActions: [CellSwipeAction] {
            [
                CellSwipeAction(title: "Delete", style: .destructive) { [weak self] indexPath in
                    self?.handledAt = indexPath
                    return true
                }
            ]
        }

        func makeHostedView() -> AnyView {
            AnyView(SwipeProbeRow(id: id))
        }
    }

    struct SwipeProbeRow: View {
        let id: Int

        var body: some View {
            Text("Swipe me \(id)").frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
        }
    }
#endif
