#if canImport(UIKit)
    import UIKit

    /// A `UIView` that shows a legacy cell (found by `className`) outside any collection or table view.
    ///
    /// The cell is created once, from the nib named `className` when the bundle has one (the XIB
    /// convention), else from the cell class of that name, and configured through
    /// ``ConfigurableCell``. It is measured with Auto Layout at the width SwiftUI gives it, the way
    /// a self-sizing collection view would, as the core's ``LegacyCellMeasurement`` prescribes.
    public final class LegacyCellHostView: UIView {
        // MARK: Lifecycle

        init(className: String, bundle: Bundle, moduleNames: [String]) {
            self.className = className
            self.bundle = bundle
            self.moduleNames = moduleNames
            super.init(frame: .zero)
            backgroundColor = .clear
            install(Self.makeCell(className: className, bundle: bundle, moduleNames: moduleNames))
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            nil
        }

        // MARK: Public

        /// The `className` this view shows.
        public private(set) var className: String

        /// The legacy cell, or nil when neither a nib nor a class of that name exists, or the class
        /// is laid out in Interface Builder and has no nib of its name (the problem is logged).
        public private(set) var cell: UIView?

        /// Configures the cell and re-measures it. A view model naming another `className` than
        /// the one shown replaces the cell first (the core's ``LegacyCellReplacement``): SwiftUI
        /// may keep this view for another item, as `ForEach(items.indices, id: \.self)` does after
        /// an insert.
        public func configure(with viewModel: CollectionCellViewModel) {
            if LegacyCellReplacement.decision(showing: className, updatedWith: viewModel.className) == .replaceCell {
                cell?.removeFromSuperview()
                className = viewModel.className
                install(
                    Self.makeCell(
                        className: className, bundle: viewModel.cellBundle ?? bundle, moduleNames: moduleNames))
            }
            (cell as? ConfigurableCell)?.configure(with: viewModel)
            measuredWidth = nil
            invalidateIntrinsicContentSize()
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

        // MARK: Private

        private let measurement = LegacyCellMeasurement(osVersion: .current)
        private var measuredWidth: Double?
        private let bundle: Bundle
        private let moduleNames: [String]
        /// Each class's problem is logged once per process, not once per row showing it.
        private static var reportedClassNames: Set<String> = []

        private func install(_ made: (view: UIView?, problem: String?)) {
            cell = made.view
            guard let newCell = made.view else {
                let problem =
                    made.problem ?? "CellBridge: \(RegistrationError.unresolvable(reuseIdentifier: className))"
                if Self.reportedClassNames.insert("\(bundle.bundlePath)/\(className)").inserted {
                    CellBridgeLog.error(problem, in: CellBridgeLog.registration)
                }
                assertionFailure(problem)
                return
            }
            newCell.translatesAutoresizingMaskIntoConstraints = false
            addSubview(newCell)
            newCell.pinEdges(to: self)
        }

        /// The cell, from its nib or class, or nil and what to tell the developer.
        private static func makeCell(className: String, bundle: Bundle, moduleNames: [String]) -> (
            view: UIView?, problem: String?
        ) {
            let resolver = BundleCellSourceResolver(bundles: [bundle], moduleNames: moduleNames, baseClass: UIView.self)
            // The order is the core's, the same the bridges register by; a nib without a view in
            // it falls through to the next candidate.
            for source in CellSource.legacyCandidates(named: className) where resolver.exists(source) {
                guard case .cellClass(let name) = source,
                    resolver.isDesignedInInterfaceBuilder(cellClassNamed: name, inBundle: nil)
                else {
                    if let view = makeView(from: source, bundle: bundle, resolver: resolver) { return (view, nil) }
                    continue
                }
                // It overrides awakeFromNib, so it may be laid out in Interface Builder: the core decides,
                // from its view properties, before and after it is built (LegacyClassConstruction).
                let properties = resolver.viewProperties(ofCellClassNamed: name)
                // A Swift class's runtime name is module-qualified; an Objective-C (or @objc(Name)) one is not.
                let isSwiftClass = resolver.cellClass(named: name).map { NSStringFromClass($0).contains(".") } ?? false
                if case .refuse(let outlet) = LegacyClassConstruction.beforeBuilding(
                    overridesAwakeFromNib: true, isSwiftClass: isSwiftClass,
                    weakViewOutlet: properties.first(where: \.isWeak)?.name)
                {
                    return (nil, refusal(className: className, outlet: outlet))
                }
                guard let view = makeView(from: source, bundle: bundle, resolver: resolver) else { continue }
                // Read through each stored property's own getter (not key-value coding, which throws for a
                // getter it cannot find): an unconnected outlet returns nil, weak or strong.
                let nilProperty = properties.first { property in
                    let getter = NSSelectorFromString(property.getter)
                    return property.isStored && view.responds(to: getter) && view.perform(getter) == nil
                }
                if case .refuse(let outlet) = LegacyClassConstruction.afterBuilding(
                    overridesAwakeFromNib: true, nilViewProperty: nilProperty?.name)
                {
                    return (nil, refusal(className: className, outlet: outlet))
                }
                return (view, nil)
            }
            return (nil, nil)
        }

        private static func refusal(className: String, outlet: String) -> String {
            "CellBridge: LegacyCellView cannot show '\(className)': no nib with a view named '\(className)' "
                + "is in the bundle, and the class has the view outlet '\(outlet)' and overrides "
                + "awakeFromNib: Interface Builder lays it out, and built in code its outlets would be nil. "
                + "Name the nib that lays it out (its className), or move a storyboard prototype into a "
                + "nib of its own."
        }

        private static func makeView(from source: CellSource, bundle: Bundle, resolver: BundleCellSourceResolver)
            -> UIView?
        {
            switch source {
            case .nib(let name):
                let objects = UINib(nibName: name, bundle: bundle).instantiate(withOwner: nil)
                return objects.compactMap({ $0 as? UIView }).first
            case .cellClass(let name):
                let viewClass: AnyClass? = resolver.cellClass(named: name)
                // A table cell's designated initializer; a Swift table cell need not implement init(frame:).
                if let tableCellClass = viewClass as? UITableViewCell.Type {
                    return tableCellClass.init(style: .default, reuseIdentifier: nil)
                }
                return (viewClass as? UIView.Type)?.init(frame: .zero)
            case .hostingCell, .hostingConfigurationCell:
                return nil
            }
        }
    }

#endif
