#if canImport(UIKit)
    import CellBridge
    import SwiftUI

    /// The migrated profile card's view model.
    ///
    /// The favourite button changes this object, which redraws the visible card through
    /// `@ObservedObject` without a reload, and reports the change to the screen so the model
    /// layer is updated. The report carries the profile's identity, not an index path: nothing
    /// captured at configure time can go stale when items move.
    ///
    /// The card has buttons of its own (the star, Details), so its content handles the taps and
    /// the cell never selects: a tap on the star does not also open the detail screen.
    final class ProfileViewModel: ObservableObject, SwiftUIRenderableCellViewModel, Identifiable {
        let profileID: UUID
        @Published private(set) var name: String
        @Published private(set) var headline: String
        @Published private(set) var isFavorite: Bool
        private let onFavoriteChange: @MainActor (UUID, Bool) -> Void

        @MainActor
        init(profile: DemoStore.Profile, onFavoriteChange: @escaping @MainActor (UUID, Bool) -> Void) {
            profileID = profile.id
            name = profile.name
            headline = profile.headline
            isFavorite = profile.isFavorite
            self.onFavoriteChange = onFavoriteChange
        }

        var className: String {
            String(describing: ProfileView.self)
        }

        /// The profile: a reused card gives each profile its own SwiftUI state.
        var id: UUID { profileID }

        var tapHandling: CellTapHandling { .contentHandlesTaps }

        func makeHostedView() -> AnyView {
            AnyView(ProfileView(viewModel: self))
        }

        @MainActor
        func toggleFavorite() {
            isFavorite.toggle()
            onFavoriteChange(profileID, isFavorite)
        }

        var favoriteIconName: String { isFavorite ? "star.fill" : "star" }
        var favoriteColor: Color { isFavorite ? .yellow : .gray }
    }
#endif
