#if canImport(UIKit)
    import Foundation

    /// One match of the live screen: a model value that changes while the screen shows it.
    struct LiveMatch: Hashable, Identifiable {
        let id: Int
        var home: String
        var away: String
        var homeScore: Int
        var awayScore: Int
        var minute: Int
        var isFinished: Bool
        var isFollowed: Bool
        /// Bumped with every change: the row's `itemVersion`, so unchanged rows are left alone.
        var revision: Int
    }
#endif
