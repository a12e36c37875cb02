#if canImport(UIKit)
    import SwiftUI
    import UIKit

    /// A SwiftUI view that renders a legacy UIKit cell: the reverse bridge for a migration's last step.
    ///
    /// When a screen moves to a SwiftUI `List` or `LazyVStack` while some of its cells are still
    /// XIB cells, each not-yet-migrated item renders through this view with the view model it
    /// already has. The cell is found by `className` (nib first, then class), configured with
    /// ``ConfigurableCell/configure(with:)`` and sized by Auto Layout: on iOS 16+ from SwiftUI's
    /// proposal (`sizeThatFits`), before that from its intrinsic size at the current width.
    ///
    /// ```swift
    /// LazyVStack {
    ///     ForEach(items.indices, id: \.self) { index in
    ///         if let swiftUIItem = items[index] as? SwiftUIRenderableCellViewModel {
    ///             swiftUIItem.makeHostedView()
    ///         } else {
    ///             LegacyCellView(viewModel: items[index])
    ///         }
    ///     }
    /// }
    /// ```
    public struct LegacyCellView: UIViewRepresentable {
        // MARK: Lifecycle

        /// - Parameters:
        ///   - viewModel: the legacy view model; its `className` names the nib or cell class.
        ///   - bundle: where the nib named `className` is looked for, unless the view model names its
        ///     own (``CollectionCellViewModel/cellBundle``).
        ///   - moduleNames: modules whose Swift cell classes `className` may name.
        public init(viewModel: CollectionCellViewModel, bundle: Bundle = .main, moduleNames: [String] = []) {
            self.viewModel = viewModel
            self.bundle = bundle
            self.moduleNames = moduleNames
        }

        // MARK: Public

        /// Creates the legacy cell once per SwiftUI view identity (nib or class named `className`).

        public func makeUIView(context: Context) -> LegacyCellHostView {
            let view = LegacyCellHostView(
                className: viewModel.className, bundle: viewModel.cellBundle ?? bundle, moduleNames: moduleNames)
            view.setContentHuggingPriority(.defaultHigh, for: .vertical)
            view.setContentCompressionResistancePriority(.required, for: .vertical)
            view.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
            return view
        }

        /// Re-configures the cell with the current view model and invalidates its size.

        public func updateUIView(_ uiView: LegacyCellHostView, context: Context) {
            uiView.configure(with: viewModel)
        }

        /// iOS 16+: answer SwiftUI's proposal with the cell's Auto Layout size at that width.
        @available(iOS 16.0, tvOS 16.0, *)
        public func sizeThatFits(_ proposal: ProposedViewSize, uiView: LegacyCellHostView, context: Context) -> CGSize?
        {
            uiView.fittingSize(proposedWidth: proposal.width.map { Double($0) })
        }

        // MARK: Private

        private let viewModel: CollectionCellViewModel
        private let bundle: Bundle
        private let moduleNames: [String]
    }
#endif
