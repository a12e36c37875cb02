#if canImport(UIKit)
    import CellBridge
    import UIKit

    /// Sections of probe items under SwiftUI headers, in a collection or a table view, for the
    /// header checks: each visible header's height, and an event from a header arriving with its
    /// section.
    @MainActor
    protocol ProbeHeaderScreen: UIViewController {
        var scenario: String { get }
        var scrollView: UIScrollView { get }
        var onEvent: ((AnyHashable, IndexPath) -> Void)? { get set }
        /// Every visible header's section and height.
        func visibleHeaderHeights() -> [(section: Int, height: CGFloat)]
    }

    /// Sections of probes whose SwiftUI headers come through `CollectionCellBridge.supplementaryView`.
    final class ProbeCollectionHeaderScreen: UIViewController, ProbeHeaderScreen, UICollectionViewDataSource,
        UICollectionViewDelegate
    {
        let scenario: String
        private let strategy: HostingStrategy
        private let sections: [[ProbeViewModel]]
        private let recorder: ProbeRecorder
        private var collectionView: UICollectionView!
        private var bridge: CollectionCellBridge!
        var onEvent: ((AnyHashable, IndexPath) -> Void)?

        init(scenario: String, strategy: HostingStrategy, sections: [[ProbeViewModel]], recorder: ProbeRecorder) {
            self.scenario = scenario
            self.strategy = strategy
            self.sections = sections
            self.recorder = recorder
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("built in code")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(60))
            let group = NSCollectionLayoutGroup.vertical(
                layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
            let section = NSCollectionLayoutSection(group: group)
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .estimated(40)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            ]
            collectionView = UICollectionView(
                frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            collectionView.dataSource = self
            collectionView.delegate = self
            view.addSubview(collectionView)
            bridge = CollectionCellBridge(
                collectionView: collectionView, parentViewController: self, strategy: strategy)
            bridge.onContentEvent = { [weak self] event, indexPath in self?.onEvent?(event, indexPath) }
        }

        var scrollView: UIScrollView { collectionView }

        func visibleHeaderHeights() -> [(section: Int, height: CGFloat)] {
            let kind = UICollectionView.elementKindSectionHeader
            return collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind).compactMap { indexPath in
                collectionView.supplementaryView(forElementKind: kind, at: indexPath).map {
                    (indexPath.section, $0.frame.height)
                }
            }
        }

        func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            sections[section].count
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            bridge.cell(for: sections[indexPath.section][indexPath.item], in: collectionView, at: indexPath)
        }

        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            bridge.supplementaryView(
                for: ProbeHeaderViewModel(section: indexPath.section, recorder: recorder), ofKind: kind,
                in: collectionView,
                at: indexPath)
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

    /// Sections of probe rows whose SwiftUI headers come through the demo's shared table data source.
    final class ProbeTableHeaderScreen: UIViewController, ProbeHeaderScreen {
        let scenario = "table view headers"
        private let sections: [[ProbeViewModel]]
        private let recorder: ProbeRecorder
        private var tableView: UITableView!
        private var dataSource: SharedTableDataSource!
        var onEvent: ((AnyHashable, IndexPath) -> Void)?

        init(sections: [[ProbeViewModel]], recorder: ProbeRecorder) {
            self.sections = sections
            self.recorder = recorder
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
            tableView.separatorStyle = .none
            tableView.rowHeight = UITableView.automaticDimension
            tableView.estimatedRowHeight = 60
            tableView.sectionHeaderHeight = UITableView.automaticDimension
            tableView.estimatedSectionHeaderHeight = 40
            view.addSubview(tableView)
            dataSource = SharedTableDataSource(tableView: tableView, parentViewController: self)
            dataSource.sections = sections.enumerated().map { index, rows in
                SharedTableSection(header: ProbeHeaderViewModel(section: index, recorder: recorder), rows: rows)
            }
            dataSource.bridge.onContentEvent = { [weak self] event, indexPath in self?.onEvent?(event, indexPath) }
        }

        var scrollView: UIScrollView { tableView }

        func visibleHeaderHeights() -> [(section: Int, height: CGFloat)] {
            (0..<tableView.numberOfSections).compactMap { section in
                tableView.headerView(forSection: section).map { (section, $0.frame.height) }
            }
        }
    }
#endif
