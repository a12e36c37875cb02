/// The options of `adopt`, `migrate` and `migrate-data-source`.
public struct MigrationOptions: Sendable, Equatable {
    /// Write the change (without it, print it as a diff and write nothing).
    public var apply = false
    /// Write even over files with uncommitted changes in a git work tree.
    public var force = false
    /// `migrate` only: delete the XIB and the cell class when nothing else uses them.
    public var removeLegacy = false
    /// `migrate` only: write the view even when it cannot show everything the old configuration set, each
    /// gap a `// TODO(cellbridge):` to finish by hand (refused otherwise, naming every gap).
    public var allowTodos = false
    public var useCache = true
    /// `--verify CMD`: after writing, run the app's own build or type-check command (through `/bin/sh -c`,
    /// in PATH); when it fails, every file written goes back to what it was. Implies `apply`.
    public var verify: String?
    /// `--cellbridge-package URL-or-path`: the CellBridge package to add to an Xcode project that has none.
    public var cellBridgePackage: String?

    public init(
        apply: Bool = false, force: Bool = false, removeLegacy: Bool = false, allowTodos: Bool = false,
        useCache: Bool = true, verify: String? = nil, cellBridgePackage: String? = nil
    ) {
        self.apply = apply || verify != nil
        self.force = force
        self.removeLegacy = removeLegacy
        self.allowTodos = allowTodos
        self.useCache = useCache
        self.verify = verify
        self.cellBridgePackage = cellBridgePackage
    }
}
