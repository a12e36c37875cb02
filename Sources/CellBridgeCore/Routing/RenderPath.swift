/// The way one item becomes a cell.
public enum RenderPath: Hashable, Sendable {
    /// Dequeue by `className` and call `configure(with:)` on the legacy cell.
    case legacy(reuseIdentifier: String)
    /// iOS 16+: dequeue the one shared cell class (``hostingConfigurationReuseIdentifier``) and
    /// give it a `UIHostingConfiguration`.
    case hostingConfiguration
    /// iOS 14–15: a hosting cell registered under the SwiftUI view type's own reuse identifier,
    /// so cells of one SwiftUI view type are reused for the same type.
    case hostingCell(reuseIdentifier: String)

    /// The reuse identifier every `UIHostingConfiguration` item is dequeued with: one plain cell
    /// class for all of them, whatever their SwiftUI view type.
    public static let hostingConfigurationReuseIdentifier = "CellBridge.HostingConfigurationCell"

    /// The reuse identifier the shell dequeues with.
    public var reuseIdentifier: String {
        switch self {
        case .legacy(let identifier), .hostingCell(let identifier):
            return identifier
        case .hostingConfiguration:
            return Self.hostingConfigurationReuseIdentifier
        }
    }

    /// True when the item's content is SwiftUI.
    public var isHosted: Bool {
        if case .legacy = self { return false }
        return true
    }
}
