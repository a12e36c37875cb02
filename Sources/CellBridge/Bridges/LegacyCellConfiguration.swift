#if canImport(UIKit)
    import UIKit

    /// How a legacy cell is configured, by a bridge and by ``LegacyCellView`` alike: through
    /// ``ConfigurableCell`` (which the app's own cell protocol may refine), or ``ObjCConfigurableCell``
    /// for a cell written in Objective-C. A cell that is neither is shown as it is, and reported once
    /// per class: nothing configures it (UIKIT-PITFALLS 34).
    @MainActor
    enum LegacyCellConfiguration {
        static func configure(_ cell: UIView, with viewModel: CollectionCellViewModel) {
            if let configurable = cell as? ConfigurableCell {
                configurable.configure(with: viewModel)
            } else if let configurable = cell as? ObjCConfigurableCell {
                configurable.configure(withViewModel: (viewModel as? ObjCViewModelAdapter)?.object ?? viewModel)
            } else {
                #if DEBUG
                    // Self-check fault: a cell nothing configures is shown blank in silence.
                    if SelfCheckFaultSwitch.isOn("unconfigured-cell-not-reported") { return }
                #endif
                let cellClass = String(reflecting: type(of: cell))
                CellBridgeProblems.report(
                    "\(cellClass) (className '\(viewModel.className)') adopts neither ConfigurableCell nor "
                        + "CBConfigurableCell, so nothing configures it and it shows as it is. Make it adopt "
                        + "ConfigurableCell, or make the app's own cell protocol refine it with a default "
                        + "configure(with:) that calls the app's method (an Objective-C cell: CBConfigurableCell).",
                    key: "unconfigured \(cellClass)")
            }
        }
    }
#endif
