// Client code of an app in the Swift 5 language mode with minimal concurrency checking, the
// mode most apps adopting CellBridge are in. Such apps call UIKit from non-isolated helpers
// (UIKit's isolation is imported as pre-concurrency, so that compiles); calling CellBridge the
// same way must compile too. This target has no product: every iOS build compiling it is the
// proof that CellBridge is no stricter than UIKit for Swift 5 clients.
#if canImport(UIKit)
    import CellBridge
    import SwiftUI
    import UIKit

    final class LegacyPromoViewModel: CollectionCellViewModel {
        var className: String { "PromoCell" }
    }

    final class PromoCell: UICollectionViewCell, ConfigurableCell {
        let title = UILabel()

        func configure(with viewModel: CollectionCellViewModel) {
            title.text = viewModel.className
        }
    }

    final class NewsViewModel: SwiftUIRenderableCellViewModel, SwipeActionProvidingCellViewModel {
        var className: String { "NewsView" }

        func makeHostedView() -> AnyView {
            AnyView(Text("News"))
        }

        var trailingSwipeActions: [CellSwipeAction] {
            [CellSwipeAction(title: "Hide") { _ in true }]
        }
    }

    /// A non-isolated helper, the way Swift 5 apps write them: no `@MainActor` anywhere.
    enum CellHelpers {
        static func hostedView(of viewModel: SwiftUIRenderableCellViewModel) -> AnyView {
            viewModel.makeHostedView()
        }

        static func configure(_ cell: ConfigurableCell, with viewModel: CollectionCellViewModel) {
            cell.configure(with: viewModel)
        }

        static func configure(_ cell: HostingCollectionViewCell, with viewModel: SwiftUIRenderableCellViewModel) {
            cell.configure(rootView: viewModel.makeHostedView(), parentViewController: nil)
        }

        static func configure(_ cell: HostingTableViewCell, with viewModel: SwiftUIRenderableCellViewModel) {
            cell.configure(rootView: viewModel.makeHostedView(), parentViewController: nil)
        }

        static func swipeActions(of viewModel: SwipeActionProvidingCellViewModel) -> Int {
            viewModel.trailingSwipeActions.count + viewModel.leadingSwipeActions.count
        }

        static func makeBridge(for collectionView: UICollectionView, in screen: UIViewController)
            -> CollectionCellBridge
        {
            CollectionCellBridge(collectionView: collectionView, parentViewController: screen)
        }

        static func makeBridge(for tableView: UITableView, in screen: UIViewController) -> TableCellBridge {
            TableCellBridge(tableView: tableView, parentViewController: screen)
        }

        static func cell(
            from bridge: CollectionCellBridge, for viewModel: CollectionCellViewModel, at indexPath: IndexPath
        ) -> UICollectionViewCell {
            bridge.cell(for: viewModel, at: indexPath)
        }

        static func applyConfiguration(to cell: UICollectionViewCell) {
            cell.contentConfiguration = SwiftUIHostingConfiguration { Text("Row") }.margins(.all, 8)
        }

        static func report() -> String {
            CellBridgeDiagnostics.shared.heavyCellsReport()
        }

        static func hostingView() -> UIView {
            SwiftUIHostingView(rootView: Text("Header"))
        }
    }
#endif
