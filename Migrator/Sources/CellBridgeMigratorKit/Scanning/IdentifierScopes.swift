/// Which cells a reuse identifier passed to a dequeue names. Identifiers are scoped: many apps register a
/// private `"cell"` in each screen for a different class, so an identifier names the cells its own type
/// registers under it, else those its file registers, else the one cell the whole app knows by it; an
/// identifier several unrelated cells share app-wide names none.
struct IdentifierScopes {
    private var byType: [String: [String: Set<String>]] = [:]
    private var byFile: [String: [String: Set<String>]] = [:]
    private var byApp: [String: Set<String>] = [:]

    init(cells: [CellInventoryEntry], swiftFacts: [SwiftSourceFacts], resolver: ReuseIdentifierResolver) {
        for cell in cells {
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

    func cells(for identifier: String, type: String, file: String) -> Set<String> {
        if let cells = byType[type]?[identifier] { return cells }
        if let cells = byFile[file]?[identifier] { return cells }
        guard let cells = byApp[identifier], cells.count == 1 else { return [] }
        return cells
    }
}
