#if canImport(UIKit)
    import SwiftUI
    import UIKit

    /// A SwiftUI view that renders a legacy UIKit cell: the reverse bridge for a migration's last step.
    ///
    /// When a screen moves to a SwiftUI `List` or `LazyVStack` while some of its cells are still
    /// XIB cells, each not-yet-migrated item renders through this view with the view model it
    /// already has. The app says where the cell comes from: the nib that lays it out, or a factory
    /// for a cell built in code (CellBridge never guesses whether a class can be built in code: an
    /// Interface Builder cell built that way has nil outlets). The cell is configured with
    /// ``ConfigurableCell/configure(with:)`` and sized by Auto Layout: on iOS 16+ from SwiftUI's
    /// proposal (`sizeThatFits`), before that from its intrinsic size at the current width. Each nib
    /// is loaded once per process.
    ///
    /// ```swift
    /// LazyVStack {
    ///     ForEach(items.indices, id: \.self) { index in
    ///         if let swiftUIItem = items[index] as? SwiftUIRenderableCellViewModel {
    ///             swiftUIItem.makeHostedView()
    ///         } else {
    ///             LegacyCellView(viewModel: items[index], nibName: items[index].className)
    ///         }
    ///     }
    /// }
    /// LegacyCellView(viewModel: badge) { BadgeCell(frame: .zero) }   // a cell built in code
    /// ```
    public struct LegacyCellView: UIViewRepresentable {
        // MARK: Lifecycle

        /// The cell laid out in the nib named after the view model's `className` (the XIB
        /// convention ``CollectionCellViewModel`` states), from `bundle` unless the view model names
        /// its own (``CollectionCellViewModel/cellBundle``). A cell without such a nib is reported and
        /// not shown: pass ``init(viewModel:makeCell:)`` for a cell built in code.
        public init(viewModel: CollectionCellViewModel, bundle: Bundle = .main) {
            self.viewModel = viewModel
            origin = .nibNamed(nil, bundle: bundle)
        }

        /// The cell laid out in the nib named `nibName` (its first top-level view), from `bundle`
        /// unless the view model names its own.
        public init(viewModel: CollectionCellViewModel, nibName: String, bundle: Bundle = .main) {
            self.viewModel = viewModel
            origin = .nibNamed(nibName, bundle: bundle)
        }

        /// The cell laid out in `nib` (its first top-level view): a nib the app already holds.
        public init(viewModel: CollectionCellViewModel, nib: UINib) {
            self.viewModel = viewModel
            origin = .nib(nib)
        }

        /// A cell the app builds in code; `makeCell` runs once per SwiftUI view identity.
        public init(viewModel: CollectionCellViewModel, makeCell: @escaping @MainActor () -> UIView) {
            self.viewModel = viewModel
            origin = .factory(makeCell)
        }

        /// The shape that also looked cell classes up by name in `moduleNames`. CellBridge no longer
        /// builds a class it cannot tell is made in code: the nib named `className` is used.
        @available(
            *, deprecated,
            message: "class lookup is gone: drop moduleNames (the nib named className is used) or pass makeCell:"
        )
        public init(viewModel: CollectionCellViewModel, bundle: Bundle = .main, moduleNames: [String]) {
            self.init(viewModel: viewModel, bundle: bundle)
        }

        // MARK: Public

        /// Creates the legacy cell once per SwiftUI view identity.
        public func makeUIView(context: Context) -> LegacyCellHostView {
            let view = LegacyCellHostView(className: viewModel.className, source: source(for: viewModel))
            view.setContentHuggingPriority(.defaultHigh, for: .vertical)
            view.setContentCompressionResistancePriority(.required, for: .vertical)
            view.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
            return view
        }

        /// Re-configures the cell with the current view model and invalidates its size.
        public func updateUIView(_ uiView: LegacyCellHostView, context: Context) {
            uiView.configure(with: viewModel, source: source(for: viewModel))
        }

        /// iOS 16+: answer SwiftUI's proposal with the cell's Auto Layout size at that width.
        @available(iOS 16.0, tvOS 16.0, *)
        public func sizeThatFits(_ proposal: ProposedViewSize, uiView: LegacyCellHostView, context: Context) -> CGSize?
        {
            uiView.fittingSize(proposedWidth: proposal.width.map { Double($0) })
        }

        // MARK: Private

        /// What the app said, resolved on the main actor when a cell is made.
        private enum Origin {
            /// A nib by name (nil: the view model's `className`), in this bundle unless the view
            /// model names its own.
            case nibNamed(String?, bundle: Bundle)
            case nib(UINib)
            case factory(@MainActor () -> UIView)
        }

        private let viewModel: CollectionCellViewModel
        private let origin: Origin

        /// Where the cell for `viewModel` comes from (a view model of another `className` than the
        /// one shown gets the nib of its own name).
        @MainActor
        private func source(for viewModel: CollectionCellViewModel) -> LegacyCellSource {
            switch origin {
            case .nibNamed(let name, let bundle):
                return .nibNamed(name ?? viewModel.className, bundle: viewModel.cellBundle ?? bundle)
            case .nib(let nib): return .nib(nib)
            case .factory(let make): return .factory(make)
            }
        }
    }
#endif
