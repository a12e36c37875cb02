// Client code of an app in the Swift 6 language mode (complete concurrency checking, errors,
// not warnings): isolation written out the way such an app must, against CellBridge's public
// names. This target has no product; every iOS build compiling it without a diagnostic is the
// proof that the library is fully correct for Swift 6 clients.
#if canImport(UIKit)
    import CellBridge
    import SwiftUI
    import UIKit

    /// A Sendable identity, as Swift 6 code keeps its models.
    struct ArticleID: Hashable, Sendable {
        let rawValue: Int
    }

    @MainActor
    final class ArticleViewModel: ObservableObject, SwiftUIRenderableCellViewModel, Identifiable {
        let id: ArticleID
        @Published var title: String

        init(id: ArticleID, title: String) {
            self.id = id
            self.title = title
        }

        // Main-actor isolated, as the class is: conforms as written (no `nonisolated` needed).
        var className: String { String(describing: ArticleView.self) }

        func makeHostedView() -> AnyView {
            AnyView(ArticleView(viewModel: self))
        }
    }

    struct ArticleView: View {
        @ObservedObject var viewModel: ArticleViewModel
        @Environment(\.cellBridgeSendEvent) private var sendEvent
        @Environment(\.cellBridgeRequestResize) private var requestResize

        var body: some View {
            Button(viewModel.title) {
                sendEvent(ArticleEvent.opened)
                requestResize()
            }
        }
    }

    enum ArticleEvent: Hashable, Sendable {
        case opened
    }

    struct DividerViewModel: CollectionCellViewModel, Sendable {
        var className: String { "DividerCell" }
    }

    /// A view model whose `className` is read off the main actor (a background mapping) says so.
    struct TagViewModel: CollectionCellViewModel, Sendable {
        let name: String
        nonisolated var className: String { "TagCell" }
    }

    func reuseIdentifiers(of tags: [TagViewModel]) async -> [String] {
        tags.map(\.className)
    }

    final class DividerCell: UICollectionViewCell, ConfigurableCell {
        func configure(with viewModel: CollectionCellViewModel) {
            contentView.backgroundColor = viewModel is DividerViewModel ? .separator : .clear
        }
    }

    @MainActor
    final class ArticleListDataSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        private(set) var items: [CollectionCellViewModel]
        private let bridge: CollectionCellBridge
        private(set) var lastOpened: IndexPath?

        init(collectionView: UICollectionView, screen: UIViewController) {
            items = [ArticleViewModel(id: ArticleID(rawValue: 1), title: "One"), DividerViewModel()]
            bridge = CollectionCellBridge(collectionView: collectionView, parentViewController: screen)
            super.init()
            bridge.onContentEvent = { [weak self] event, indexPath in
                if event == AnyHashable(ArticleEvent.opened) { self?.lastOpened = indexPath }
            }
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            items.count
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            bridge.cell(for: items[indexPath.item], at: indexPath)
        }

        func collectionView(
            _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
        ) {
            bridge.willDisplay(cell, at: indexPath)
        }

        func collectionView(
            _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
            forItemAt indexPath: IndexPath
        ) {
            bridge.didEndDisplaying(cell, at: indexPath)
        }
    }

    @MainActor
    enum StrictClientChecks {
        static func backportCell(_ cell: UICollectionViewCell, title: String) {
            cell.contentConfiguration = SwiftUIHostingConfiguration { Text(title) }
                .margins(.horizontal, 16)
                .minSize(height: 44)
        }

        static func header(title: String) -> UIView {
            SwiftUIHostingView(rootView: Text(title))
        }

        static func heavyCells() -> String {
            CellBridgeDiagnostics.shared.heavyCellsReport(budget: CostBudget(p95ConfigureNanoseconds: 2_000_000))
        }

        static func hostingCell(_ cell: HostingTableViewCell, with viewModel: SwiftUIRenderableCellViewModel) {
            cell.configure(rootView: viewModel.makeHostedView(), parentViewController: nil)
        }
    }
#endif
