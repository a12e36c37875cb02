#if canImport(UIKit)
    import CellBridge
    import SwiftUI
    import UIKit

    /// UIKIT-PITFALLS rule 22: a row or item selected after rows were inserted above it selects the
    /// item it shows, on the OS's path and on the hosting-cell path, in a table and in a collection
    /// view. The selection goes through the bridge's forwarding delegate as UIKit's tap does: a
    /// table's `willSelectRowAt` with the row's index path now, then `selectRow` and `didSelectRowAt`
    /// with the index path it answered; a collection view's `shouldSelectItemAt` with the item's
    /// index path now, then `selectItem` and `didSelectItemAt` when it allowed it. The app's delegate
    /// looks its item up at the index path `didSelect` gets.
    struct SelectAfterInsertScenario: SelfCheckScenario {
        let id: String

        enum Check: String, SelfCheckName {
            case tableOSPath = "table-os-path"
            case tableHostingCells = "table-hosting-cells"
            case collectionOSPath = "collection-os-path"
            case collectionHostingCells = "collection-hosting-cells"
        }

        func run(_ context: SelfCheckContext) async {
            for strategy in [HostingStrategy.automatic, .hostingCellsEverywhere] {
                await check(strategy, in: context)
            }
            for strategy in [HostingStrategy.automatic, .hostingCellsEverywhere] {
                await checkCollection(strategy, in: context)
            }
        }

        private func check(_ strategy: HostingStrategy, in context: SelfCheckContext) async {
            let onOSPath = strategy == .automatic
            let screen = SwipeTableScreen(strategy: strategy)
            context.navigation.pushViewController(screen, animated: false)
            await SelfCheckWait.until(timeout: 5) { !screen.tableView.visibleCells.isEmpty }
            let tableView = screen.tableView!
            let tapped = screen.items[SwipeInsertion.swipedRow]
            let cell = tableView.cellForRow(at: IndexPath(row: SwipeInsertion.swipedRow, section: 0))
            screen.insertAtTop(SwipeInsertion.inserted())
            // What UIKit does when the user taps the cell: asks the delegate where the row it shows is
            // to be selected, selects it, and tells the delegate.
            let now = cell.flatMap(tableView.indexPath(for:))
            var answered: IndexPath?
            if let now {
                let delegate = tableView.delegate
                // A delegate without willSelectRowAt selects the row; one that answers nil vetoes it.
                let asks = delegate?.responds(to: #selector(UITableViewDelegate.tableView(_:willSelectRowAt:))) == true
                answered = asks ? delegate?.tableView?(tableView, willSelectRowAt: now) : now
                if let answered {
                    tableView.selectRow(at: answered, animated: false, scrollPosition: .none)
                    delegate?.tableView?(tableView, didSelectRowAt: answered)
                }
            }
            context.report.check(
                onOSPath ? Check.tableOSPath : .tableHostingCells,
                "a row tapped after rows were inserted above it selects the item it shows ("
                    + (onOSPath ? "the OS's path" : "hosting cells") + ")",
                screen.selected == [tapped.id],
                cell == nil
                    ? "row \(SwipeInsertion.swipedRow) was not shown within 5 s"
                    : "the tapped row is at \(now.map { "\($0)" } ?? "no index path") now; willSelectRowAt answered "
                        + "\(answered.map { "\($0)" } ?? "nil (vetoed)"); didSelectRowAt resolved items \(screen.selected), "
                        + "expected [\(tapped.id)]")
            context.navigation.popViewController(animated: false)
            await SelfCheckWait.until(timeout: 5) { screen.viewIfLoaded?.window == nil }
        }

        /// The same in a list: only the tapped item selects its cell, so a bridge that answers
        /// `shouldSelectItemAt` for another item than the one the cell shows now vetoes the tap.
        private func checkCollection(_ strategy: HostingStrategy, in context: SelfCheckContext) async {
            let onOSPath = strategy == .automatic
            let screen = SelectCollectionScreen(strategy: strategy)
            context.navigation.pushViewController(screen, animated: false)
            await SelfCheckWait.until(timeout: 5) { !screen.collectionView.visibleCells.isEmpty }
            let collectionView = screen.collectionView!
            let tapped = screen.items[SelectCollectionScreen.tappedItem]
            let cell = collectionView.cellForItem(at: IndexPath(item: SelectCollectionScreen.tappedItem, section: 0))
            screen.insertAtTop(count: 2)
            // What UIKit does when the user taps the cell: asks the delegate whether the item it shows
            // is to be selected, selects it, and tells the delegate.
            let now = cell.flatMap(collectionView.indexPath(for:))
            var allowed: Bool?
            if let now {
                let delegate = collectionView.delegate
                let asks =
                    delegate?.responds(to: #selector(UICollectionViewDelegate.collectionView(_:shouldSelectItemAt:)))
                    == true
                allowed = asks ? delegate?.collectionView?(collectionView, shouldSelectItemAt: now) ?? true : true
                if allowed == true {
                    collectionView.selectItem(at: now, animated: false, scrollPosition: [])
                    delegate?.collectionView?(collectionView, didSelectItemAt: now)
                }
            }
            let selectedPaths = collectionView.indexPathsForSelectedItems ?? []
            context.report.check(
                onOSPath ? Check.collectionOSPath : .collectionHostingCells,
                "an item tapped after items were inserted above it selects the item it shows ("
                    + (onOSPath ? "the OS's path" : "hosting cells") + ")",
                now != nil && screen.selected == [tapped.id] && selectedPaths == [now],
                cell == nil
                    ? "item \(SelectCollectionScreen.tappedItem) was not shown within 5 s"
                    : "the tapped item is at \(now.map { "\($0)" } ?? "no index path") now; shouldSelectItemAt answered "
                        + "\(allowed.map { "\($0)" } ?? "nothing"); didSelectItemAt resolved items \(screen.selected), "
                        + "expected [\(tapped.id)]; selected \(selectedPaths)")
            context.navigation.popViewController(animated: false)
            await SelfCheckWait.until(timeout: 5) { screen.viewIfLoaded?.window == nil }
        }
    }

    /// A list whose delegate is the bridge's forwarding delegate in front of the screen's own, where
    /// only one item selects its cell: every other item's content handles its own taps.
    final class SelectCollectionScreen: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
        static let tappedItem = 3
        private(set) var items = (0..<20).map { SelectProbeViewModel(id: $0, selects: $0 == tappedItem) }
        /// The ids of the items the delegate's `didSelectItemAt` resolved, in order.
        private(set) var selected: [Int] = []
        private(set) var collectionView: UICollectionView!
        private var bridge: CollectionCellBridge!
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
            let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(collectionView)
            bridge = CollectionCellBridge(
                collectionView: collectionView, parentViewController: self, strategy: strategy)
            collectionView.dataSource = self
            collectionView.delegate = bridge.forwardingDelegate(to: self)
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            items.count
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            bridge.cell(for: items[indexPath.item], in: collectionView, at: indexPath)
        }

        /// What an app's delegate does: looks the item up where UIKit says the item is now.
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            guard items.indices.contains(indexPath.item) else { return }
            selected.append(items[indexPath.item].id)
        }

        /// Inserts `count` items that do not select their cells above every item, in the data and in
        /// UIKit, as an app's update does.
        func insertAtTop(count: Int) {
            items.insert(contentsOf: (0..<count).map { SelectProbeViewModel(id: 100 + $0, selects: false) }, at: 0)
            collectionView.insertItems(at: (0..<count).map { IndexPath(item: $0, section: 0) })
            collectionView.layoutIfNeeded()
        }
    }

    /// A SwiftUI item that selects its cell, or whose content handles its own taps.
    final class SelectProbeViewModel: SwiftUIRenderableCellViewModel, Identifiable {
        let id: Int
        let selects: Bool

        init(id: Int, selects: Bool) {
            self.id = id
            self.selects = selects
        }

        var className: String { String(describing: SelectProbeRow.self) }
        var tapHandling: CellTapHandling { selects ? .cellSelects : .contentHandlesTaps }

        func makeHostedView() -> AnyView {
            AnyView(SelectProbeRow(id: id))
        }
    }

    struct SelectProbeRow: View {
        let id: Int

        var body: some View {
            Text("Select me \(id)").frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
        }
    }
#endif
