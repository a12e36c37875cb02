/// Answers whether a nib or a cell class exists for a name, and where.
///
/// The shell answers from its bundles (`Bundle.path(forResource:ofType: "nib")`) and the runtime
/// (`NSClassFromString`); tests answer from sets of names. An app split into Swift packages and
/// frameworks keeps its XIBs and cell classes in many bundles and modules, so a name can be found
/// in more than one place: ``locations(of:inBundle:)`` lists them all, and a registration that
/// finds two is an error naming both (``RegistrationError/ambiguous(reuseIdentifier:source:locations:)``)
/// rather than a silent pick.
public protocol CellSourceResolver {
    func nibExists(named name: String) -> Bool
    func cellClassExists(named name: String) -> Bool

    /// Where `source` can be had: the bundles holding the nib, or the runtime names of the
    /// class found (one per module). `bundle`, when given, is the only bundle searched (a view
    /// model that names its bundle). Empty when it exists nowhere.
    func locations(of source: CellSource, inBundle bundle: String?) -> [String]
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

    /// One place at most: a resolver that knows of a single bundle and module.
    public func locations(of source: CellSource, inBundle bundle: String?) -> [String] {
        exists(source) ? [bundle ?? "the bundle"] : []
    }
}
