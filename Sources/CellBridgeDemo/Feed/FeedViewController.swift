#if canImport(UIKit)
    import CellBridge
    import SwiftUI
    import UIKit

    /// The articles' feed: a vertical collection view of XIB cards, some migrated to SwiftUI, and
    /// a heavy horizontal product lane kept in UIKit — all under one shared data source.
    ///
    /// The segmented control switches between the feed before the migration and after it. Only
    /// the view models change; ``SharedCollectionDataSource`` and its bridge stay as they are.
    public final class FeedViewController: UIViewController {
        private let store = DemoStore()
        private var collectionView: UICollectionView!
        private var dataSource: SharedCollectionDataSource!
        private lazy var lane = ProductLaneCellViewModel(products: store.products)
        private var stage = FeedStage.migrated

        public init() {
            super.init(nibName: nil, bundle: nil)
            title = "Feed"
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("FeedViewController is built in code")
        }

        public override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: Self.makeLayout())
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            collectionView.backgroundColor = .systemBackground
            view.addSubview(collectionView)

            dataSource = SharedCollectionDataSource(collectionView: collectionView, parentViewController: self)
            dataSource.onSelect = { [weak self] viewModel, _ in
                self?.showDetail(for: viewModel)
            }

            let stagePicker = UISegmentedControl(items: FeedStage.allCases.map(\.title))
            stagePicker.selectedSegmentIndex = stage.rawValue
            stagePicker.addTarget(self, action: #selector(stageChanged(_:)), for: .valueChanged)
            navigationItem.titleView = stagePicker
            navigationItem.rightBarButtonItem = UIBarButtonItem(
                title: "Costs", style: .plain, target: self, action: #selector(showCosts))

            reloadItems()
        }

        // MARK: Private

        @objc private func stageChanged(_ sender: UISegmentedControl) {
            stage = FeedStage(rawValue: sender.selectedSegmentIndex) ?? .migrated
            reloadItems()
        }

        /// The bridge's cost ledger: every hosted configure is timed per SwiftUI view type (and
        /// marked with an os_signpost interval for Instruments). Scroll a while, then look.
        @objc private func showCosts() {
            let diagnostics = CellBridgeDiagnostics.shared
            let lines = diagnostics.ledger.summaries().map { summary in
                let p95 = Double(summary.p95Nanoseconds) / 1_000_000
                return "\(summary.viewType): \(summary.configures) configures, \(summary.displays) displays, "
                    + "p95 \(String(format: "%.2f", p95)) ms"
            }
            let heavy = diagnostics.heavyCellsReport()
            let message =
                (lines.isEmpty ? ["No hosted cell configured yet."] : lines).joined(separator: "\n")
                + "\n\n" + heavy
            let alert = UIAlertController(title: "Hosted cell costs", message: message, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
        }

        private func reloadItems() {
            let factory = FeedItemFactory(store: store) { [weak self] id, isFavorite in
                // The SwiftUI card already redrew itself through @ObservedObject; only the model
                // layer needs the change. No index path is involved, so none can be stale.
                self?.store.setFavorite(isFavorite, forProfile: id)
            }
            dataSource.items = factory.items(for: stage, lane: lane)
            collectionView.reloadData()
        }

        private func showDetail(for viewModel: CollectionCellViewModel) {
            // Navigation stays in UIKit: the pushed SwiftUI screen has no NavigationStack of its
            // own, so there is exactly one navigation bar.
            let detail = UIHostingController(rootView: DemoDetailView(className: viewModel.className))
            detail.title = viewModel.className
            navigationController?.pushViewController(detail, animated: true)
        }

        /// A full-width list with self-sizing rows: legacy XIB cells size through Auto Layout,
        /// hosted cells through their SwiftUI content.
        private static func makeLayout() -> UICollectionViewLayout {
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(80))
            let item = NSCollectionLayoutItem(layoutSize: size)
            let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 12
            section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 24, trailing: 16)
            return UICollectionViewCompositionalLayout(section: section)
        }
    }
#endif
