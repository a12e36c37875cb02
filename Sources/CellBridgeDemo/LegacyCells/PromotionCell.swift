#if canImport(UIKit)
    import CellBridge
    import UIKit

    /// A promotion card that stays an XIB cell in both stages of the feed: migration is one cell
    /// at a time, and the shared delegate serves both kinds side by side.
    @objc(PromotionCell)
    final class PromotionCell: LegacyCardCell, ConfigurableCell {
        func configure(with viewModel: CollectionCellViewModel) {
            guard let viewModel = viewModel as? PromotionCellViewModel else { return }
            show(title: viewModel.headline, detail: viewModel.terms, badge: viewModel.discount, tint: .systemPink)
        }
    }

    struct PromotionCellViewModel: CollectionCellViewModel {
        let headline: String
        let terms: String
        let discount: String

        var className: String { String(describing: PromotionCell.self) }
    }
#endif
