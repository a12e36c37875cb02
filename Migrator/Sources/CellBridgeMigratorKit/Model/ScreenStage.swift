/// Where a screen sits in the migration articles' order: leaf screens (detail views with no list) first, then
/// list screens, and the navigation layer (navigation and tab bar controllers, coordinators, the app and scene
/// delegates) last, once most screens are SwiftUI.
public enum ScreenStage: String, Sendable, Codable, CaseIterable, Comparable {
    case leaf
    case list
    case navigation

    private var rank: Int {
        switch self {
        case .leaf: return 0
        case .list: return 1
        case .navigation: return 2
        }
    }

    public static func < (lhs: ScreenStage, rhs: ScreenStage) -> Bool { lhs.rank < rhs.rank }
}
