/// How a cell renders today, from plain UIKit to fully migrated onto CellBridge.
public enum HostingKind: String, Sendable, Codable, CaseIterable {
    /// Plain UIKit: still to migrate.
    case none
    /// Hosts SwiftUI through its own `UIHostingController` (containment is the cell's problem).
    case hostingController
    /// Uses Apple's `UIHostingConfiguration` (iOS 16+ only).
    case hostingConfiguration
    /// Uses CellBridge's hosting cells, backport configuration or renderable view models: done.
    case cellbridge

    /// Whether the cell already renders SwiftUI, so the plan shows it as done.
    public var isHosted: Bool { self != .none }
}
