/// Where the cell for a reuse identifier comes from: what the shell registers.
public enum CellSource: Hashable, Sendable, CustomStringConvertible {
    /// A nib in the app's bundle, named after the `className` (the XIB-cell convention).
    case nib(named: String)
    /// A cell class found by name (`NSClassFromString`), for cells built in code.
    case cellClass(named: String)
    /// CellBridge's hosting cell, for SwiftUI content on iOS 14–15.
    case hostingCell
    /// The one plain cell class that shows `UIHostingConfiguration` content on iOS 16+, shared by
    /// every SwiftUI item (``RenderPath/hostingConfigurationReuseIdentifier``).
    case hostingConfigurationCell

    public var description: String {
        switch self {
        case .nib(let name): return "nib '\(name)'"
        case .cellClass(let name): return "cell class '\(name)'"
        case .hostingCell: return "the SwiftUI hosting cell"
        case .hostingConfigurationCell: return "the UIHostingConfiguration cell"
        }
    }

    /// True for the cells CellBridge hosts SwiftUI in; false for the app's own legacy cells.
    public var isHosting: Bool {
        switch self {
        case .hostingCell, .hostingConfigurationCell: return true
        case .nib, .cellClass: return false
        }
    }
}

extension CellSource {
    /// Where a legacy `className` may come from, in the order they are tried: the nib named
    /// after it first (the XIB-cell convention: a nib wins over a class of the same name, whose
    /// outlets would otherwise be nil), then the cell class of that name.
    public static func legacyCandidates(named name: String) -> [CellSource] {
        [.nib(named: name), .cellClass(named: name)]
    }
}
