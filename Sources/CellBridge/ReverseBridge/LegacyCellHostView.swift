#if canImport(UIKit)
    import UIKit

    /// A `UIView` that shows a legacy cell outside any collection or table view.
    ///
    /// The cell comes from the nib or the factory the app named (``LegacyCellView``), is configured
    /// through ``ConfigurableCell`` (or ``ObjCConfigurableCell``), and is measured with Auto Layout at the width SwiftUI gives it,
    /// the way a self-sizing collection view would, as the core's ``LegacyCellMeasurement``
    /// prescribes.
    public final class LegacyCellHostView: UIView {
        // MARK: Lifecycle

        init(className: String, source: LegacyCellSource) {
            self.className = className
            super.init(frame: .zero)
            backgroundColor = .clear
            install(from: source)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            nil
        }

        // MARK: Public

        /// The `className` this view shows.
        public private(set) var className: String

        /// The legacy cell, or nil when its nib was not found (the problem is reported).
        public private(set) var cell: UIView?

        /// Configures the cell and re-measures it. A view model naming another `className` than
        /// the one shown replaces the cell first (the core's ``LegacyCellReplacement``): SwiftUI
        /// may keep this view for another item, as `ForEach(items.indices, id: \.self)` does after
        /// an insert.
        public func configure(with viewModel: CollectionCellViewModel) {
            configure(with: viewModel, source: nil)
        }

        /// The cell's Auto Layout size for `proposedWidth` (nil: its natural width).
        public func fittingSize(proposedWidth: Double?) -> CGSize {
            guard let cell else { return .zero }
            let fitting = measurement.fitting(proposedWidth: proposedWidth)
            var target = UIView.layoutFittingCompressedSize
            var horizontal = UILayoutPriority.fittingSizeLevel
            if case .fixed(let width) = fitting.width {
                target.width = CGFloat(width)
                horizontal = .required
            }
            return cell.systemLayoutSizeFitting(
                target, withHorizontalFittingPriority: horizontal, verticalFittingPriority: .fittingSizeLevel)
        }

        // MARK: UIKit

        /// Before iOS 16 SwiftUI only reads this: the size at the current width.
        public override var intrinsicContentSize: CGSize {
            guard !measurement.answersProposals else { return super.intrinsicContentSize }
            // No width yet (0 before the first layout) is the core's to handle: compressed.
            return fittingSize(proposedWidth: Double(bounds.width))
        }

        public override func layoutSubviews() {
            super.layoutSubviews()
            let width = Double(bounds.width)
            if measurement.widthChangeInvalidates(from: measuredWidth, to: width) {
                measuredWidth = width
                invalidateIntrinsicContentSize()
            }
        }

        // MARK: Internal

        /// Configures the cell; `source` is where a replacement cell comes from when the view model
        /// names another `className`.
        func configure(with viewModel: CollectionCellViewModel, source: LegacyCellSource?) {
            if LegacyCellReplacement.decision(showing: className, updatedWith: viewModel.className) == .replaceCell,
                let source
            {
                cell?.removeFromSuperview()
                cell = nil
                className = viewModel.className
                install(from: source)
            }
            if let cell { LegacyCellConfiguration.configure(cell, with: viewModel) }
            measuredWidth = nil
            invalidateIntrinsicContentSize()
        }

        // MARK: Private

        private let measurement = LegacyCellMeasurement(osVersion: .current)
        private var measuredWidth: Double?

        private func install(from source: LegacyCellSource) {
            switch source.makeCell() {
            case .success(let newCell):
                cell = newCell
                newCell.translatesAutoresizingMaskIntoConstraints = false
                addSubview(newCell)
                newCell.pinEdges(to: self)
            case .failure(let refusal):
                CellBridgeProblems.report(refusal.message(className: className), key: "legacy view \(className)")
            }
        }
    }
#endif
