#if canImport(UIKit)
    /// How far the feed's migration has come. Switching it rebuilds the view models from the
    /// same store; the shared data source and the bridge do not change.
    enum FeedStage: Int, CaseIterable {
        /// Every card is its original XIB cell.
        case legacy
        /// Banner and profile cards are SwiftUI; promotion, sleep and the product lane stay UIKit.
        case migrated

        var title: String {
            switch self {
            case .legacy: return "Before"
            case .migrated: return "Migrated"
            }
        }
    }
#endif
