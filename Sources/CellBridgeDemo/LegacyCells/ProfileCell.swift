#if canImport(UIKit)
    import CellBridge
    import UIKit

    /// The profile card before the migration; ``ProfileView`` replaces it in the migrated stage.
    /// It shows the favourite state but cannot change it — the SwiftUI card can.
    @objc(ProfileCell)
    final class ProfileCell: LegacyCardCell, ConfigurableCell {
        func configure(with viewModel: CollectionCellViewModel) {
            guard let viewModel = viewModel as? ProfileCellViewModel else { return }
            let star = viewModel.profile.isFavorite ? "★" : "☆"
            show(title: viewModel.profile.name, detail: viewModel.profile.headline, badge: star, tint: .systemOrange)
        }
    }

    struct ProfileCellViewModel: CollectionCellViewModel {
        let profile: DemoStore.Profile

        var className: String { String(describing: ProfileCell.self) }
    }
#endif
