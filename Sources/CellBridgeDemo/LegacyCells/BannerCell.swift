#if canImport(UIKit)
    import CellBridge
    import UIKit

    /// The banner as it was before the migration: an XIB cell the shared delegate dequeues by
    /// `className`. ``BannerView`` replaces it in the migrated stage of the feed.
    ///
    /// `@objc(BannerCell)` gives the class the bare runtime name the XIB's `customClass` and the
    /// bridge's class lookup (`NSClassFromString("BannerCell")`) both use.
    @objc(BannerCell)
    final class BannerCell: LegacyCardCell, ConfigurableCell {
        func configure(with viewModel: CollectionCellViewModel) {
            guard let viewModel = viewModel as? BannerCellViewModel else { return }
            show(title: viewModel.title, detail: viewModel.message, badge: "NEW", tint: .systemIndigo)
        }
    }

    /// The legacy banner's view model: only the `className` contract, no SwiftUI.
    struct BannerCellViewModel: CollectionCellViewModel {
        let title: String
        let message: String

        var className: String { String(describing: BannerCell.self) }
    }
#endif
