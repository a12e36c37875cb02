#if canImport(UIKit)
    import SwiftUI

    /// A view model whose cell has moved to SwiftUI: it builds its own hosted view.
    ///
    /// The shared delegate cannot name `BannerView`, so the view model does: the bridge asks for
    /// `makeHostedView()` and hosts the result, through `UIHostingConfiguration` on iOS 16+ or a
    /// hosting cell registered under `className` on iOS 14–15. Returning `AnyView` is what keeps
    /// the shared layer free of every concrete SwiftUI type. Keep `className` the SwiftUI view's
    /// type name: on iOS 14–15 cells are reused per view type.
    ///
    /// ```swift
    /// final class BannerViewModel: ObservableObject, SwiftUIRenderableCellViewModel {
    ///     @Published var title: String
    ///     init(title: String) { self.title = title }
    ///     var className: String { String(describing: BannerView.self) }
    ///     func makeHostedView() -> AnyView { AnyView(BannerView(viewModel: self)) }
    /// }
    /// ```
    ///
    /// `makeHostedView()` is main-actor isolated because it builds views, and declared
    /// `@preconcurrency` the way UIKit's own isolation is imported: a Swift 5 app may call it from
    /// a non-isolated helper as it calls UIKit there, while Swift 6 code is told to call it on the
    /// main actor. A plain (non-isolated) implementation satisfies it too, as the article's view
    /// models do.
    public protocol SwiftUIRenderableCellViewModel: CollectionCellViewModel {
        /// Builds the SwiftUI content for this item. Called on every configure: keep it cheap and
        /// let the view observe the view model (`@ObservedObject`) instead of copying its state.
        @preconcurrency @MainActor func makeHostedView() -> AnyView
    }
#endif
