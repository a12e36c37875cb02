#if canImport(UIKit)
    import CellBridge
    import SwiftUI

    /// The migrated banner, written exactly as the source article writes it: an
    /// `ObservableObject` that keeps the `className` contract and builds its own SwiftUI view.
    ///
    /// The shared delegate never sees this type; it only learns that the item is SwiftUI-backed.
    /// It keeps the default containment (a child view controller on the hosting-cell path), as
    /// the documentation recommends: its colours follow dark mode at once, and its Like button's
    /// feedback could present from a controller UIKit knows.
    final class BannerViewModel: ObservableObject, SwiftUIRenderableCellViewModel {
        @Published var title: String
        @Published var message: String
        /// How often the banner's Like button was tapped: a `@Published` change the visible cell
        /// shows without a reload, because the view observes this object.
        @Published var likes = 0

        init(title: String, message: String) {
            self.title = title
            self.message = message
        }

        var className: String {
            String(describing: BannerView.self)
        }

        func makeHostedView() -> AnyView {
            AnyView(BannerView(viewModel: self))
        }
    }
#endif
