/// The old way to say what a collection view's bridge does with a class-only legacy cell; it made
/// CellBridge guess by default. Replaced by ``LegacyCellRegistration``, which states who registers
/// every legacy cell.
@available(
    *, deprecated,
    message: "say who registers legacy cells instead: legacyCells: .byApp (the app does) or .byBridge (CellBridge does)"
)
public enum LegacyClassRegistration: Hashable, Sendable {
    /// Now the same as ``LegacyCellRegistration/byBridge``: CellBridge no longer guesses.
    case guess
    /// Same as ``LegacyCellRegistration/byBridge``.
    case registerByClass
    /// Same as ``LegacyCellRegistration/byApp``.
    case leaveToApp

    /// The statement this old value stands for.
    public var legacyCellRegistration: LegacyCellRegistration {
        switch self {
        case .guess, .registerByClass: return .byBridge
        case .leaveToApp: return .byApp
        }
    }
}
