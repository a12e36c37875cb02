#if canImport(UIKit)
    import CellBridge
    import SwiftUI
    import UIKit

    /// Issue 14, item 3 (UIKIT-PITFALLS rule 22): in a collection-view list layout, SwiftUI rows must
    /// be `UICollectionViewListCell`s — swipe actions, separators and the inset-grouped card exist only
    /// on list cells — on the OS's own path and on the hosting-cell path, with `usesListCells` given
    /// to the bridge's `init`. Per path: the rows are list cells; the swipe action a view model
    /// declares comes out of what UIKit asks when a row is swiped — the list configuration's
    /// `trailingSwipeActionsConfigurationProvider` (``CollectionCellBridge/trailingSwipeActionsProvider(in:)``),
    /// and for a table the delegate's `trailingSwipeActionsConfigurationForRowAt`
    /// (``TableCellBridge/forwardingDelegate(to:)``) — and running it reaches the view model's
    /// handler with the row's index path.
    struct ListSwipeActionsScenario: SelfCheckScenario {
        let id: String

        enum Check: String, SelfCheckName {
            case listCellsOSPath = "list-cells-os-path"
            case swipeActionOSPath = "swipe-action-os-path"
            case listCellsHostingCells = "list-cells-hosting-cells"
            case swipeActionHostingCells = "swipe-action-hosting-cells"
            case tableSwipeActionOSPath = "table-swipe-action-os-path"
            case tableSwipeActionHostingCells = "table-swipe-action-hosting-cells"
        }

        func run(_ context: SelfCheckContext) async {
            for strategy in [HostingStrategy.automatic, .hostingCellsEverywhere] {
                await checkList(strategy, in: context)
            }
            for strategy in [HostingStrategy.automatic, .hostingCellsEverywhere] {
                await checkTable(strategy, in: context)
            }
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
    final class SwipeListScreen: UIViewController {
        let items = (0..<20).map { SwipeProbeViewModel(id: $0) }
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
    }

    /// A table whose delegate is the bridge's forwarding delegate in front of the screen's own.
    final class SwipeTableScreen: UIViewController, UITableViewDataSource, UITableViewDelegate {
        let items = (0..<20).map { SwipeProbeViewModel(id: $0) }
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
