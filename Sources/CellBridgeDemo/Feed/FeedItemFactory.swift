#if canImport(UIKit)
    import CellBridge
    import UIKit

    /// Builds the feed's view models from the store for one stage of the migration.
    ///
    /// This is the only place that knows which cards are migrated. It sits in the feature, not
    /// in the shared delegate: migrating one more card is a change here and a new SwiftUI view.
    @MainActor
    struct FeedItemFactory {
        let store: DemoStore
        /// Called when a SwiftUI profile card toggles its favourite.
        let onFavoriteChange: @MainActor (UUID, Bool) -> Void

        func items(for stage: FeedStage, lane: ProductLaneCellViewModel) -> [CollectionCellViewModel] {
            var items: [CollectionCellViewModel] = []
            let bannerTitle = "Welcome back"
            let bannerMessage =
                "This banner is the first card the team moved to SwiftUI. The shared delegate did not change."
            switch stage {
            case .legacy:
                items.append(BannerCellViewModel(title: bannerTitle, message: bannerMessage))
            case .migrated:
                items.append(BannerViewModel(title: bannerTitle, message: bannerMessage))
            }
            items.append(SleepCellViewModel(nights: store.nights))
            for (index, profile) in store.profiles.enumerated() {
                switch stage {
                case .legacy:
                    items.append(ProfileCellViewModel(profile: profile))
                case .migrated:
                    items.append(ProfileViewModel(profile: profile, onFavoriteChange: onFavoriteChange))
                }
                if index == 1 {
                    items.append(lane)
                    items.append(
                        PromotionCellViewModel(
                            headline: "Winter sale", terms: "On running gear, until Sunday", discount: "-20%"))
                }
            }
            items.append(
                PromotionCellViewModel(
                    headline: "Invite a friend", terms: "Both of you get a month free", discount: "🎁"))
            return items
        }
    }
#endif
