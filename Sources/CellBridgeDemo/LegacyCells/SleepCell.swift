#if canImport(UIKit)
    import CellBridge
    import UIKit

    /// Last night's sleep, as an XIB cell that stays in UIKit.
    @objc(SleepCell)
    final class SleepCell: LegacyCardCell, ConfigurableCell {
        func configure(with viewModel: CollectionCellViewModel) {
            guard let viewModel = viewModel as? SleepCellViewModel else { return }
            let average = viewModel.nights.map(\.hours).reduce(0, +) / Double(max(viewModel.nights.count, 1))
            let last = viewModel.nights.last
            show(
                title: "Sleep",
                detail: String(format: "Last night %.1f h · 7-day average %.1f h", last?.hours ?? 0, average),
                badge: last?.weekday ?? "",
                tint: .systemTeal)
        }
    }

    struct SleepCellViewModel: CollectionCellViewModel {
        let nights: [DemoStore.SleepNight]

        var className: String { String(describing: SleepCell.self) }
    }
#endif
