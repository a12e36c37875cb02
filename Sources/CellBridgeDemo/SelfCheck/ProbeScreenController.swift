#if canImport(UIKit)
    import CellBridge
    import UIKit

    /// What every probe screen keeps: its sections, what UIKit displays in it (from the delegate
    /// callbacks), whether it has appeared, its updates in flight and where its items' events go.
    /// The subclasses build the collection or table view around it.
    class ProbeScreenController: UIViewController {
        var sections: [ProbeSection]
        /// Cells, by the item they show.
        let cellDisplay = DisplayTracker()
        /// Section headers, by ``ProbeHeader/recorderID(ofSection:)``.
        let headerDisplay = DisplayTracker()
        var onEvent: ((AnyHashable, IndexPath) -> Void)?
        private(set) var hasAppeared = false
        private(set) var updatesInFlight = 0

        init(sections: [ProbeSection]) {
            self.sections = sections
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("built in code")
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            hasAppeared = true
        }

        /// The item at `indexPath` (collection views count items, table views rows: the same index).
        func item(at indexPath: IndexPath) -> ProbeViewModel? {
            guard sections.indices.contains(indexPath.section),
                sections[indexPath.section].items.indices.contains(indexPath.item)
            else { return nil }
            return sections[indexPath.section].items[indexPath.item]
        }

        /// Call before an animated update; ``updateFinished()`` from its completion.
        func updateStarted() { updatesInFlight += 1 }
        func updateFinished() { updatesInFlight -= 1 }
    }
#endif
