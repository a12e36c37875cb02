/// What the shell must register with UIKit before it dequeues.
public enum RegistrationCommand: Hashable, Sendable {
    /// Register `source` under `reuseIdentifier` (`register(_:forCellWithReuseIdentifier:)`).
    case register(CellSource, reuseIdentifier: String)
    /// Create the one shared iOS 16+ `CellRegistration` for `UIHostingConfiguration` content.
    /// UIKit asserts (iOS 15+) when a registration is created inside `cellForItemAt`, so this
    /// is issued when the bridge is created and never again.
    case createSharedHostingRegistration
}
