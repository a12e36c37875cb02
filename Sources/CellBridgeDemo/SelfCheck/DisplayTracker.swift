#if canImport(UIKit)
    import UIKit

    /// What UIKit displays, from the delegate's `willDisplay` / `didEndDisplaying` callbacks: which
    /// element (item id, or a header's recorder id) each cell or header view shows, and every time a
    /// view began showing an element other than the one it showed before, which is a real reuse.
    ///
    /// A view seen for the first time is fresh, not reused; a view displayed again for the element
    /// it already showed is not a reuse either.
    @MainActor
    final class DisplayTracker {
        /// A view that began displaying `element`; `previous` is what it showed before, nil for a
        /// fresh view.
        struct Display {
            let view: UIView
            let element: Int
            let previous: Int?
        }

        private var shown: [ObjectIdentifier: Int] = [:]
        private var lastShown: [ObjectIdentifier: Int] = [:]
        private var pending: [Display] = []

        /// Elements displayed now.
        var displayedElements: Set<Int> { Set(shown.values) }

        /// How many different views UIKit has displayed so far.
        var viewsSeen: Int { lastShown.count }

        func willDisplay(_ view: UIView, showing element: Int) {
            let key = ObjectIdentifier(view)
            let previous = lastShown[key]
            shown[key] = element
            lastShown[key] = element
            if previous != element { pending.append(Display(view: view, element: element, previous: previous)) }
        }

        func didEndDisplaying(_ view: UIView) {
            shown[ObjectIdentifier(view)] = nil
        }

        /// The views that began showing a new element since the last call, still showing it.
        func takeNewDisplays() -> [Display] {
            defer { pending.removeAll() }
            return pending.filter { shown[ObjectIdentifier($0.view)] == $0.element }
        }
    }
#endif
