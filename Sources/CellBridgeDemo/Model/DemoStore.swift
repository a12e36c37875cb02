#if canImport(UIKit)
    import Foundation

    /// The demo's model layer: plain values the screens read and the cells' events write back.
    ///
    /// View models are rebuilt from it, so a favourite toggled in a SwiftUI cell survives a
    /// switch between the legacy and the migrated stage of the feed.
    @MainActor
    final class DemoStore {
        struct Profile: Hashable {
            let id: UUID
            var name: String
            var headline: String
            var isFavorite: Bool
        }

        struct Product: Hashable {
            let id: UUID
            var name: String
            var price: String
            var hue: Double
        }

        struct SleepNight: Hashable {
            let id: UUID
            var weekday: String
            var hours: Double
        }

        struct Todo: Hashable {
            let id: UUID
            var title: String
            var isFavorite: Bool
        }

        var profiles: [Profile]
        var products: [Product]
        var nights: [SleepNight]
        var todos: [Todo]

        init() {
            profiles = [
                Profile(id: UUID(), name: "Ada Park", headline: "Runs before sunrise", isFavorite: false),
                Profile(id: UUID(), name: "Jonas Weber", headline: "Cycles to work", isFavorite: true),
                Profile(id: UUID(), name: "Mei Tanaka", headline: "Sleeps eight hours, every night", isFavorite: false),
                Profile(id: UUID(), name: "Omar Haddad", headline: "Walks the dog twice a day", isFavorite: false),
            ]
            products = (1...24).map { index in
                Product(id: UUID(), name: "Item \(index)", price: "€\(index * 3).99", hue: Double(index % 12) / 12)
            }
            nights = zip(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"], [7.2, 6.5, 8.1, 5.9, 7.7, 9.0, 8.4])
                .map { SleepNight(id: UUID(), weekday: $0, hours: $1) }
            todos = [
                "Replace the feed's banner cell", "Move profile cards to SwiftUI", "Profile the product lane",
                "Delete the old BannerCell.xib", "Check the iOS 14 hosting cells", "Reconfigure instead of reload",
                "Audit NavigationLinks in cells", "Budget the heavy cells", "Ship the migrated feed",
            ].map { Todo(id: UUID(), title: $0, isFavorite: false) }
        }

        func setFavorite(_ isFavorite: Bool, forProfile id: UUID) {
            guard let index = profiles.firstIndex(where: { $0.id == id }) else { return }
            profiles[index].isFavorite = isFavorite
        }
    }
#endif
