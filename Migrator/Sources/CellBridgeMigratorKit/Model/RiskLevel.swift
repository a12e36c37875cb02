/// How hard a cell is to move to SwiftUI. Ordered so that plans can sort low before high.
public enum RiskLevel: String, Sendable, Codable, CaseIterable, Comparable {
    case low
    case medium
    case high

    private var rank: Int {
        switch self {
        case .low: return 0
        case .medium: return 1
        case .high: return 2
        }
    }

    public static func < (lhs: RiskLevel, rhs: RiskLevel) -> Bool { lhs.rank < rhs.rank }
}
