#if canImport(UIKit)
    import CellBridge
    import SwiftUI

    /// The migrated banner, written exactly as the source article writes it: an
    /// `ObservableObject` that keeps the `className` contract and builds its own SwiftUI view.
    ///
    /// The shared delegate never sees this type; it only learns that the item is SwiftUI-backed.
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

        /// A light card that needs no appearance callbacks or trait propagation from a child
        /// view controller: on the hosting-cell path it is hosted without containment.
        var hostingContainment: ContainmentPolicy { .viewOnly }

        func makeHostedView() -> AnyView {
            AnyView(BannerView(viewModel: self))
        }
    }
#endif
