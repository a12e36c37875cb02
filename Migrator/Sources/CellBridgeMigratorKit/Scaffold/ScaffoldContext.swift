/// What scaffolding needs beyond the public inventory: the XIB layouts and where view models declare
/// their `className` and cells are registered. Filled by the scanner, carried inside `ScanReport`.
struct ScaffoldContext: Sendable, Hashable {
    var layouts: [String: InterfaceBuilderCell] = [:]
    /// View model type name → location of its `var className`.
    var classNameLocations: [String: SourceLocation] = [:]
    /// Type name → its declared conformances (to avoid declaring a conformance twice).
    var conformances: [String: [String]] = [:]
    /// Type name → whether it is a class, struct, …: a struct view model cannot adopt `ObservableObject`.
    var declarationKinds: [String: SwiftTypeFacts.Kind] = [:]
    /// Cell name → where it is registered.
    var registrationLocations: [String: SourceLocation] = [:]
}

/// A place in the scanned tree.
struct SourceLocation: Sendable, Hashable {
    var file: String
    var line: Int
}
