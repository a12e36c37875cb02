#if canImport(UIKit)
    import CellBridge
    import UIKit

    /// Live scores in a collection-view list with a diffable data source: rows update every two
    /// seconds and are reconfigured, not reloaded (open a row's details: it stays open), section
    /// headers are SwiftUI, and a swipe follows a match. The delegate still names no feature type.
    public final class LiveViewController: UIViewController, UICollectionViewDelegate {
        private enum Section: Int, Hashable, CaseIterable {
            case live
            case finished

            var title: String { self == .live ? "Live now" : "Finished" }
        }

        private var collectionView: UICollectionView!
        private var bridge: CollectionCellBridge!
        private var updater: CollectionDiffableUpdater<Section, Int>!
        private var matches: [LiveMatch] = LiveViewController.initialMatches
        private var timer: Timer?
        private var tick = 0

        public init() {
            super.init(nibName: nil, bundle: nil)
            title = "Live"
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("LiveViewController is built in code")
        }

        public override func viewDidLoad() {
            super.viewDidLoad()
            var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            list.headerMode = .supplementary
            list.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
                guard let self, let id = self.updater.dataSource.itemIdentifier(for: indexPath),
                    let viewModel = self.updater.viewModel(for: id)
                else { return nil }
                return self.bridge.trailingSwipeActionsConfiguration(
                    for: viewModel, in: self.collectionView, at: indexPath)
            }
            collectionView = UICollectionView(
                frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            collectionView.delegate = self
            view.addSubview(collectionView)

            // A list layout: its swipe actions need list cells, decided before the first registration.
            bridge = CollectionCellBridge(
                collectionView: collectionView, parentViewController: self, usesListCells: true)
            updater = CollectionDiffableUpdater(collectionView: collectionView, bridge: bridge)
            updater.dataSource.supplementaryViewProvider = { [weak self] collectionView, kind, indexPath in
                // sectionIdentifier(for:) is iOS 15+: read the section from the snapshot shown.
                let sections = self?.updater.dataSource.snapshot().sectionIdentifiers ?? []
                guard let self, sections.indices.contains(indexPath.section) else { return nil }
                let section = sections[indexPath.section]
                let header = LiveSectionHeaderViewModel(title: section.title)
                return self.bridge.supplementaryView(for: header, ofKind: kind, in: collectionView, at: indexPath)
            }
            apply(animated: false)
        }

        public override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            timer = Timer.scheduledTimer(
                timeInterval: 2, target: self, selector: #selector(advance), userInfo: nil, repeats: true)
        }

        public override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            timer?.invalidate()
            timer = nil
        }

        // MARK: UICollectionViewDelegate

        public func collectionView(
            _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
        ) {
            bridge.willDisplay(cell, at: indexPath)
        }

        public func collectionView(
            _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
            forItemAt indexPath: IndexPath
        ) {
            bridge.didEndDisplaying(cell, at: indexPath)
        }

        public func collectionView(
            _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
            forElementKind elementKind: String, at indexPath: IndexPath
        ) {
            bridge.willDisplaySupplementaryView(view, forElementKind: elementKind, at: indexPath)
        }

        public func collectionView(
            _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
            forElementOfKind elementKind: String, at indexPath: IndexPath
        ) {
            bridge.didEndDisplayingSupplementaryView(view, forElementOfKind: elementKind, at: indexPath)
        }

        public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath)
            -> Bool
        {
            guard let id = updater.dataSource.itemIdentifier(for: indexPath), let viewModel = updater.viewModel(for: id)
            else { return false }
            // Rows whose Follow button handles its own taps do not flash as the whole row is touched.
            return bridge.shouldHighlight(viewModel)
        }

        public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
        {
            guard let id = updater.dataSource.itemIdentifier(for: indexPath), let viewModel = updater.viewModel(for: id)
            else { return false }
            return bridge.shouldSelect(viewModel)
        }

        // MARK: Private

        private func matches(in section: Section) -> [LiveMatch] {
            matches.filter { $0.isFinished == (section == .finished) }
        }

        /// A deterministic "live" feed: a goal here and there, the clock, a final whistle.
        @objc private func advance() {
            tick += 1
            for index in matches.indices where !matches[index].isFinished {
                matches[index].minute += 2
                if (matches[index].id + tick) % 5 == 0 {
                    if tick % 2 == 0 { matches[index].homeScore += 1 } else { matches[index].awayScore += 1 }
                }
                if matches[index].minute >= 90 { matches[index].isFinished = true }
                matches[index].revision += 1
            }
            apply(animated: true)
        }

        private func toggleFollow(_ id: Int) {
            guard let index = matches.firstIndex(where: { $0.id == id }) else { return }
            matches[index].isFollowed.toggle()
            matches[index].revision += 1
            apply(animated: true)
        }

        private func apply(animated: Bool) {
            var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
            var viewModels: [Int: CollectionCellViewModel] = [:]
            for section in Section.allCases {
                let rows = matches(in: section)
                guard !rows.isEmpty else { continue }
                snapshot.appendSections([section])
                snapshot.appendItems(rows.map(\.id), toSection: section)
                for match in rows {
                    viewModels[match.id] = LiveMatchViewModel(match: match) { [weak self] id in self?.toggleFollow(id) }
                }
            }
            updater.apply(snapshot, viewModels: viewModels, animatingDifferences: animated)
        }

        private static let initialMatches: [LiveMatch] = [
            ("Lyon", "Porto"), ("Ajax", "Celtic"), ("Napoli", "Benfica"), ("Leipzig", "Braga"),
            ("Sevilla", "Basel"), ("Feyenoord", "Lazio"), ("Rennes", "Bodø/Glimt"), ("Sporting", "Galatasaray"),
        ].enumerated().map { index, teams in
            LiveMatch(
                id: index, home: teams.0, away: teams.1, homeScore: 0, awayScore: index % 3, minute: 60 + index * 4,
                isFinished: false, isFollowed: false, revision: 0)
        }
    }
#endif
