#if canImport(UIKit)
    import CellBridge
    import SwiftUI
    import UIKit

    /// Issue 14, item 3 (UIKIT-PITFALLS rule 22): in a collection-view list layout, SwiftUI rows must
    /// be `UICollectionViewListCell`s — swipe actions, separators and the inset-grouped card exist only
    /// on list cells — on the OS's own path and on the hosting-cell path, with `usesListCells` given
    /// to the bridge's `init`. Per path: the rows are list cells; the swipe actions a view model
    /// declares reach UIKit for them.
    struct ListSwipeActionsScenario: SelfCheckScenario {
        let id: String

        enum Check: String, SelfCheckName {
            case listCellsOSPath = "list-cells-os-path"
            case swipeActionOSPath = "swipe-action-os-path"
            case listCellsHostingCells = "list-cells-hosting-cells"
            case swipeActionHostingCells = "swipe-action-hosting-cells"
        }

        func run(_ context: SelfCheckContext) async {
            for strategy in [HostingStrategy.automatic, .hostingCellsEverywhere] {
                let path = strategy == .automatic ? "the OS's path" : "hosting cells"
                let onOSPath = strategy == .automatic
                let screen = SwipeListScreen(strategy: strategy)
                context.navigation.pushViewController(screen, animated: false)
                await SelfCheckWait.until(timeout: 5) { !screen.collectionView.visibleCells.isEmpty }
                let cells = screen.collectionView.visibleCells
                let plain = cells.filter { !($0 is UICollectionViewListCell) }.count
                context.report.check(
                    onOSPath ? Check.listCellsOSPath : .listCellsHostingCells,
                    "SwiftUI rows of a list are list cells (\(path))", !cells.isEmpty && plain == 0,
                    cells.isEmpty ? "no row was shown within 5 s" : "\(plain) of \(cells.count) rows are plain cells")
                let indexPath = IndexPath(item: 0, section: 0)
                let actions = screen.bridge.trailingSwipeActionsConfiguration(
                    for: screen.items[0], in: screen.collectionView, at: indexPath)
                let isListCell = screen.collectionView.cellForItem(at: indexPath) is UICollectionViewListCell
                context.report.check(
                    onOSPath ? Check.swipeActionOSPath : .swipeActionHostingCells,
                    "a SwiftUI row's declared swipe action reaches UIKit (\(path))",
                    actions?.actions.count == 1 && isListCell,
                    "configuration \(actions.map { "with \($0.actions.count) action(s)" } ?? "nil"), "
                        + (isListCell ? "list cell" : "not a list cell: UIKit shows no swipe actions on it"))
                context.navigation.popViewController(animated: false)
                await SelfCheckWait.until(timeout: 5) { screen.viewIfLoaded?.window == nil }
            }
        }
    }

    /// A list layout whose trailing swipe actions come from the bridge, as the DocC example writes it,
    /// served by the demo's shared data source.
    final class SwipeListScreen: UIViewController {
        let items = (0..<20).map { SwipeProbeViewModel(id: $0) }
        private(set) var collectionView: UICollectionView!
        private var dataSource: SharedCollectionDataSource!
        var bridge: CollectionCellBridge { dataSource.bridge }
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
            var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            list.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
                guard let self else { return nil }
                return self.bridge.trailingSwipeActionsConfiguration(
                    for: self.items[indexPath.item], in: self.collectionView, at: indexPath)
            }
            collectionView = UICollectionView(
                frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(collectionView)
            dataSource = SharedCollectionDataSource(
                collectionView: collectionView, parentViewController: self, strategy: strategy, usesListCells: true)
            dataSource.items = items
        }
    }

    /// A SwiftUI row that declares one swipe action.
    final class SwipeProbeViewModel: SwiftUIRenderableCellViewModel, SwipeActionProvidingCellViewModel, Identifiable {
        let id: Int

        init(id: Int) {
            self.id = id
        }

        var className: String { String(describing: SwipeProbeRow.self) }

        var trailingSwipeActions: [CellSwipeAction] {
            [CellSwipeAction(title: "Delete", style: .destructive) { _ in true }]
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
