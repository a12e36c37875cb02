#if canImport(UIKit)
    import CellBridge
    import UIKit

    /// Probe items in a collection view, through a shared data source written the way an app's
    /// is: every item goes through ``CollectionCellBridge`` (on a given strategy), or, for
    /// `.backportConfiguration`, plain cells get a ``SwiftUIHostingConfiguration`` in
    /// `cellForItemAt`, the way an app uses the backport without a bridge. Its delegate also
    /// tells the screen's ``DisplayTracker``s what UIKit displays.
    final class ProbeCollectionScreen: ProbeScreenController, ProbeScreen, UICollectionViewDataSource,
        UICollectionViewDelegate
    {
        enum Rendering {
            case bridge(HostingStrategy)
            case backportConfiguration
        }

        private static let backportReuseIdentifier = "Probe"

        private let layout: ProbeLayout
        private let rendering: Rendering
        private var collectionView: UICollectionView!
        private var bridge: CollectionCellBridge?

        init(layout: ProbeLayout, rendering: Rendering, sections: [ProbeSection]) {
            self.layout = layout
            self.rendering = rendering
            super.init(sections: sections)
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            let withHeaders = sections.contains { $0.header != nil }
            collectionView = UICollectionView(
                frame: view.bounds,
                collectionViewLayout: layout.make(withHeaders: withHeaders, width: view.bounds.width))
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            // A prefetched cell is configured before it is displayed, and a cell configured early
            // for another item hides the reuse bugs the height check looks for (rule 25).
            collectionView.isPrefetchingEnabled = false
            collectionView.dataSource = self
            collectionView.delegate = self
            view.addSubview(collectionView)
            switch rendering {
            case .bridge(let strategy):
                let bridge = CollectionCellBridge(
                    collectionView: collectionView, parentViewController: self, strategy: strategy)
                bridge.onContentEvent = { [weak self] event, indexPath in self?.onEvent?(event, indexPath) }
                self.bridge = bridge
            case .backportConfiguration:
                collectionView.register(
                    UICollectionViewCell.self, forCellWithReuseIdentifier: Self.backportReuseIdentifier)
            }
        }

        var scrollView: UIScrollView { collectionView }

        var hostsViewControllers: Bool {
            guard let bridge else { return true }  // the backport hosts a controller per cell on every OS
            guard let first = sections.first?.items.first else { return false }
            return bridge.renderPath(for: first) != .hostingConfiguration
        }

        func insertAtTop(_ newItems: [ProbeViewModel]) {
            sections[0].items.insert(contentsOf: newItems, at: 0)
            updateStarted()
            collectionView.performBatchUpdates(
                { collectionView.insertItems(at: newItems.indices.map { IndexPath(item: $0, section: 0) }) },
                completion: { [weak self] _ in self?.updateFinished() })
        }

        func insertSectionsAtTop(_ newSections: [ProbeSection]) {
            sections.insert(contentsOf: newSections, at: 0)
            updateStarted()
            collectionView.performBatchUpdates(
                { collectionView.insertSections(IndexSet(integersIn: 0..<newSections.count)) },
                completion: { [weak self] _ in self?.updateFinished() })
        }

        func reconfigureItem(at indexPath: IndexPath) {
            if #available(iOS 15.0, *) {
                collectionView.reconfigureItems(at: [indexPath])
            } else {
                collectionView.reloadItems(at: [indexPath])
            }
        }

        func visibleCells() -> [(indexPath: IndexPath, view: UIView)] {
            collectionView.indexPathsForVisibleItems.compactMap { indexPath in
                collectionView.cellForItem(at: indexPath).map { (indexPath, $0) }
            }
        }

        func visibleHeaders() -> [(section: Int, view: UIView)] {
            let kind = UICollectionView.elementKindSectionHeader
            return collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind).compactMap { indexPath in
                collectionView.supplementaryView(forElementKind: kind, at: indexPath).map { (indexPath.section, $0) }
            }
        }

        // MARK: UICollectionViewDataSource

        func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            sections[section].items.count
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let viewModel = sections[indexPath.section].items[indexPath.item]
            if let bridge {
                return bridge.cell(for: viewModel, in: collectionView, at: indexPath)
            }
            let cell = collectionView.dequeueReusableCell(
                withReuseIdentifier: Self.backportReuseIdentifier, for: indexPath)
            cell.contentConfiguration = SwiftUIHostingConfiguration(parentViewController: self) {
                viewModel.makeHostedView()
            }
            .itemIdentity(viewModel.id)
            .margins(.all, 0)
            .onContentEvent { [weak self] event, indexPath in self?.onEvent?(event, indexPath) }
            return cell
        }

        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            // Only screens with headers have a layout that asks for supplementary views, and those
            // always render through the bridge.
            guard let bridge, let header = sections[indexPath.section].header else {
                preconditionFailure("a probe layout asked for a supplementary view it does not declare")
            }
            return bridge.supplementaryView(for: header, ofKind: kind, in: collectionView, at: indexPath)
        }

        // MARK: UICollectionViewDelegate

        func collectionView(
            _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
        ) {
            if let item = item(at: indexPath) { cellDisplay.willDisplay(cell, showing: item.id) }
            if let bridge {
                bridge.willDisplay(cell, at: indexPath)
            } else {
                cell.cellBridgeWillDisplay()
            }
        }

        func collectionView(
            _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
            forItemAt indexPath: IndexPath
        ) {
            cellDisplay.didEndDisplaying(cell)
            if let bridge {
                bridge.didEndDisplaying(cell, at: indexPath)
            } else {
                cell.cellBridgeDidEndDisplaying()
            }
        }

        func collectionView(
            _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
            forElementKind elementKind: String, at indexPath: IndexPath
        ) {
            headerDisplay.willDisplay(view, showing: ProbeHeader.recorderID(ofSection: indexPath.section))
            bridge?.willDisplaySupplementaryView(view, forElementKind: elementKind, at: indexPath)
        }

        func collectionView(
            _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
            forElementOfKind elementKind: String, at indexPath: IndexPath
        ) {
            headerDisplay.didEndDisplaying(view)
            bridge?.didEndDisplayingSupplementaryView(view, forElementOfKind: elementKind, at: indexPath)
        }
    }
#endif
