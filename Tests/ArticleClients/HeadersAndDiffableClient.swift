// Client code a team writes for SwiftUI section headers and footers and for diffable data
// sources: a collection view whose headers come through the bridge (legacy XIB headers by
// className, SwiftUI headers by view model), a table with SwiftUI footers, and a feed applied
// through the diffable updater so changed rows are reconfigured. No product: the iOS build
// compiling it is the proof.
#if canImport(UIKit)
    import CellBridge
    import SwiftUI
    import UIKit

    struct SectionTitleViewModel: SwiftUIRenderableCellViewModel {
        let title: String
        var className: String { String(describing: SectionTitle.self) }
        func makeHostedView() -> AnyView { AnyView(SectionTitle(title: title)) }
    }

    struct SectionTitle: View {
        let title: String
        var body: some View { Text(title).font(.headline) }
    }

    /// A legacy header from a XIB named after the class.
    struct PromoHeaderViewModel: CollectionCellViewModel {
        var className: String { "PromoHeaderView" }
    }

    final class SharedSectionedDelegate: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var sections: [(header: CollectionCellViewModel, items: [CollectionCellViewModel])] = []
        private let bridge: CollectionCellBridge

        init(collectionView: UICollectionView, screen: UIViewController) {
            bridge = CollectionCellBridge(collectionView: collectionView, parentViewController: screen)
        }

        func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            sections[section].items.count
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            bridge.cell(for: sections[indexPath.section].items[indexPath.item], at: indexPath)
        }

        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            bridge.supplementaryView(
                for: sections[indexPath.section].header, ofKind: kind, in: collectionView, at: indexPath)
        }

        func collectionView(
            _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
            forElementKind elementKind: String, at indexPath: IndexPath
        ) {
            bridge.willDisplaySupplementaryView(view, forElementKind: elementKind, at: indexPath)
        }

        func collectionView(
            _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
            forElementOfKind elementKind: String, at indexPath: IndexPath
        ) {
            bridge.didEndDisplayingSupplementaryView(view, forElementOfKind: elementKind, at: indexPath)
        }
    }

    final class SharedFooterTableDelegate: NSObject, UITableViewDelegate {
        var footers: [Int: CollectionCellViewModel] = [:]
        let bridge: TableCellBridge

        init(bridge: TableCellBridge) {
            self.bridge = bridge
        }

        func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
            footers[section].flatMap { bridge.headerFooterView(for: $0, in: tableView, section: section) }
        }

        func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
            bridge.willDisplayHeaderFooterView(view, forSection: section)
        }

        func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
            bridge.didEndDisplayingHeaderFooterView(view, forSection: section)
        }
    }

    /// A model whose rows change while shown.
    struct Quote: Identifiable, Hashable, Sendable {
        let id: String
        var price: Double
        var revision: Int
    }

    struct QuoteRowViewModel: SwiftUIRenderableCellViewModel, Identifiable {
        let quote: Quote
        var id: String { quote.id }
        var className: String { String(describing: QuoteRow.self) }
        var itemVersion: Int? { quote.revision }
        func makeHostedView() -> AnyView { AnyView(QuoteRow(quote: quote)) }
    }

    struct QuoteRow: View {
        let quote: Quote
        @State private var isPinned = false

        var body: some View {
            HStack {
                Text(quote.id)
                Spacer()
                Text(String(format: "%.2f", quote.price))
                Button(isPinned ? "Unpin" : "Pin") { isPinned.toggle() }
            }
        }
    }

    @MainActor
    final class QuotesScreen {
        enum Section: Hashable, Sendable { case main }

        private let updater: CollectionDiffableUpdater<Section, String>
        private let tableUpdater: TableDiffableUpdater<Section, String>

        init(collectionView: UICollectionView, tableView: UITableView, screen: UIViewController) {
            let bridge = CollectionCellBridge(collectionView: collectionView, parentViewController: screen)
            updater = CollectionDiffableUpdater(collectionView: collectionView, bridge: bridge)
            updater.dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
                bridge.supplementaryView(
                    for: SectionTitleViewModel(title: "Quotes"), ofKind: kind, in: collectionView, at: indexPath)
            }
            tableUpdater = TableDiffableUpdater(
                tableView: tableView, bridge: TableCellBridge(tableView: tableView, parentViewController: screen))
        }

        func show(_ quotes: [Quote]) {
            var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
            snapshot.appendSections([.main])
            snapshot.appendItems(quotes.map(\.id))
            let viewModels = Dictionary(
                uniqueKeysWithValues: quotes.map { ($0.id, QuoteRowViewModel(quote: $0) as CollectionCellViewModel) })
            updater.apply(snapshot, viewModels: viewModels)
            tableUpdater.apply(snapshot, viewModels: viewModels, animatingDifferences: false)
        }
    }
#endif
