// Client code written the way "Migrating XIB + MVVM CollectionView Screens to SwiftUI Without
// Rewriting the Shared Delegate" writes it, against CellBridge's public names. This target has
// no product: it exists so the iOS build proves, on every CI run, that such code compiles.
#if canImport(UIKit)
    import CellBridge
    import SwiftUI
    import UIKit

    final class BannerViewModel: ObservableObject, SwiftUIRenderableCellViewModel {
        let title: String

        init(title: String) {
            self.title = title
        }

        var className: String {
            String(describing: BannerView.self)
        }

        func makeHostedView() -> AnyView {
            AnyView(BannerView(viewModel: self))
        }
    }

    struct BannerView: View {
        @ObservedObject var viewModel: BannerViewModel

        var body: some View {
            Text(viewModel.title)
        }
    }

    struct SleepCardViewModel: CollectionCellViewModel {
        var hours: Double
        var className: String { "SleepCell" }
    }

    final class SleepCell: UICollectionViewCell, ConfigurableCell {
        private let label = UILabel()

        func configure(with viewModel: CollectionCellViewModel) {
            guard let viewModel = viewModel as? SleepCardViewModel else { return }
            label.text = "\(viewModel.hours) h"
        }
    }

    /// The article's shared delegate, its hand-written branch replaced by the bridge.
    final class SharedCollectionDelegate: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var items: [CollectionCellViewModel] = [BannerViewModel(title: "Hello"), SleepCardViewModel(hours: 7.5)]
        private let bridge: CollectionCellBridge

        init(collectionView: UICollectionView, parentViewController: UIViewController) {
            bridge = CollectionCellBridge(collectionView: collectionView, parentViewController: parentViewController)
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

    /// The article's own branch, written by hand against the library's hosting cell: teams that
    /// keep their delegate as it is can still use the cell and the registration lines.
    final class HandWrittenSharedDelegate: NSObject, UICollectionViewDataSource {
        var items: [CollectionCellViewModel] = []
        weak var parentViewController: UIViewController?

        @available(iOS 16.0, *)
        private var swiftUIHostingCellRegistration:
            UICollectionView.CellRegistration<UICollectionViewCell, SwiftUIRenderableCellViewModel>
        {
            .init { cell, _, item in
                cell.contentConfiguration = UIHostingConfiguration {
                    item.makeHostedView()
                }
            }
        }

        func register(in collectionView: UICollectionView) {
            collectionView.register(
                HostingCollectionViewCell.self, forCellWithReuseIdentifier: String(describing: BannerView.self))
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            items.count
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let viewModel = items[indexPath.item]
            if let swiftUIViewModel = viewModel as? SwiftUIRenderableCellViewModel {
                let dequeued = collectionView.dequeueReusableCell(
                    withReuseIdentifier: viewModel.className, for: indexPath)
                guard let cell = dequeued as? HostingCollectionViewCell else { return dequeued }
                cell.configure(
                    rootView: swiftUIViewModel.makeHostedView(), parentViewController: parentViewController)
                return cell
            }
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: viewModel.className, for: indexPath)
            (cell as? ConfigurableCell)?.configure(with: viewModel)
            return cell
        }
    }
#endif
