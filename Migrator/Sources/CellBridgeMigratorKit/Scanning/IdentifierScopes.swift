/// Which cells a reuse identifier passed to a dequeue names. Identifiers are scoped: many apps register a
/// private `"cell"` in each screen for a different class, so an identifier names the cells its own type
/// registers under it, else those its file registers; an identifier the code names through a declaration
/// (`FeedCell.reuseIdentifier`, a constant another file declares), else the one cell of the app's own the whole
/// app knows by it. A literal never reaches across files: `@"Cell"` in one screen is not the `@"Cell"` another
/// file (or a dependency) registers. An identifier several unrelated cells share app-wide names none.
struct IdentifierScopes {
    private var byType: [String: [String: Set<String>]] = [:]
    private var byFile: [String: [String: Set<String>]] = [:]
    private var byApp: [String: Set<String>] = [:]

    init(cells: [CellInventoryEntry], swiftFacts: [SwiftSourceFacts], resolver: ReuseIdentifierResolver) {
        // A class-less prototype is named by its identifier: app-wide, that identifier ("Cell") is another
        // screen's, so only the cells the code declares are known by identifier across the app.
        for cell in cells where cell.language != nil && cell.owner == .app {
            for identifier in cell.reuseIdentifiers {
                byApp[identifier, default: []].insert(cell.name)
            }
        }
        let cellNames = Set(cells.map(\.name))
        for facts in swiftFacts {
            for registration in facts.registrations {
                guard let cell = registration.cellClass ?? registration.nibName, cellNames.contains(cell),
                    let expression = registration.reuseIdentifier,
                    let identifier = resolver.resolve(expression, selfType: cell)
                else { continue }
                byType[registration.registeringType, default: [:]][identifier, default: []].insert(cell)
                byFile[facts.file, default: [:]][identifier, default: []].insert(cell)
            }
        }
    }

    /// `isLiteral`: the identifier is written out where it is dequeued (a string, or a constant of the same file).
    func cells(for identifier: String, type: String, file: String, isLiteral: Bool) -> Set<String> {
        if let cells = byType[type]?[identifier] { return cells }
        if let cells = byFile[file]?[identifier] { return cells }
        guard !isLiteral, let cells = byApp[identifier], cells.count == 1 else { return [] }
        return cells
    }

    /// The cells `type` itself registers under `identifier` in code.
    func cellsRegistered(_ identifier: String, by type: String) -> Set<String> {
        byType[type]?[identifier] ?? []
    }
}
