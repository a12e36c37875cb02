/// Answers whether a nib or a cell class exists for a name.
///
/// The shell answers from the bundle (`Bundle.path(forResource:ofType: "nib")`) and the
/// runtime (`NSClassFromString`); tests answer from a set of names.
public protocol CellSourceResolver {
    func nibExists(named name: String) -> Bool
    func cellClassExists(named name: String) -> Bool
}

extension CellSourceResolver {
    /// True when `source` can be had: a nib or class lookup, always true for CellBridge's own cells.
    public func exists(_ source: CellSource) -> Bool {
        switch source {
        case .nib(let name): return nibExists(named: name)
        case .cellClass(let name): return cellClassExists(named: name)
        case .hostingCell, .hostingConfigurationCell: return true
        }
    }
}
