#if canImport(UIKit)
    import UIKit

    /// The view model each cell a bridge configured shows now, so a delegate the bridge answers for
    /// (``CollectionCellBridge/forwardingDelegate(to:)``) can ask about a visible row without the
    /// app's items: whether it selects, which swipe actions it declares. Cells are few (the visible
    /// ones and a small reuse pool) and held weakly; an entry whose cell is gone is dropped.
    @MainActor
    final class ShownViewModels {
        private struct Entry {
            weak var cell: UIView?
            var viewModel: CollectionCellViewModel
        }

        private var entries: [ObjectIdentifier: Entry] = [:]
        private var entriesAtLastSweep = 0

        /// `cell` shows `viewModel` from now on.
        func record(_ viewModel: CollectionCellViewModel, shownIn cell: UIView) {
            entries[ObjectIdentifier(cell)] = Entry(cell: cell, viewModel: viewModel)
            // Amortized: a sweep of freed cells once the table has doubled since the last one.
            if entries.count > max(64, entriesAtLastSweep * 2) {
                entries = entries.filter { $0.value.cell != nil }
                entriesAtLastSweep = entries.count
            }
        }

        /// The view model `cell` shows, if the bridge configured it.
        func viewModel(shownIn cell: UIView?) -> CollectionCellViewModel? {
            guard let cell, let entry = entries[ObjectIdentifier(cell)], entry.cell === cell else { return nil }
            return entry.viewModel
        }
    }
#endif
