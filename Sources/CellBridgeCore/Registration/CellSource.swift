/// Where the cell for a reuse identifier comes from: what the shell registers.
public enum CellSource: Hashable, Sendable, CustomStringConvertible {
    /// A nib in the app's bundle, named after the `className` (the XIB-cell convention).
    case nib(named: String)
    /// A cell class found by name (`NSClassFromString`), for cells built in code.
    case cellClass(named: String)
    /// CellBridge's hosting cell, for SwiftUI content on iOS 14–15.
    case hostingCell

    public var description: String {
        switch self {
        case .nib(let name): return "nib '\(name)'"
        case .cellClass(let name): return "cell class '\(name)'"
        case .hostingCell: return "the SwiftUI hosting cell"
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
