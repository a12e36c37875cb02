/// How SwiftUI-backed items are hosted on iOS 16 and later.
///
/// `automatic` follows the source article: Apple's `UIHostingConfiguration` through one shared
/// cell registration on iOS 16+, hosting cells below. `hostingCellsEverywhere` keeps the
/// iOS 14–15 hosting cells on every OS, for teams that need one behaviour on all versions
/// (for example a `NavigationLink` inside a cell, which `UIHostingConfiguration` does not
/// wire to the navigation controller, or a child view controller for trait propagation).
public enum HostingStrategy: Hashable, Sendable {
    case automatic
    case hostingCellsEverywhere
}
