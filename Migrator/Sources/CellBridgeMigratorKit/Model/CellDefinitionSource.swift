/// Where a cell's layout lives today. A XIB-backed cell can be scaffolded; a storyboard prototype or
/// a code-built cell has to be rewritten by hand.
public enum CellDefinitionSource: String, Sendable, Codable, CaseIterable {
    case xib
    case storyboard
    case code
}
