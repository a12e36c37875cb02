/// The registrations a CellBridge bridge must be told about (`registeredByApp:`): storyboard prototypes, and
/// nibs or classes the app registers under a name that is not their own. What the bridge would register the
/// same way (a nib or class under its own name) is left out.
extension InventoryBuilder {
    func appRegistrations() -> (registrations: [AppRegistration], unresolved: [UnresolvedAppRegistration]) {
        let reusable = reusableViewNames
        let nibToCell = Dictionary(
            interfaceBuilderCells.compactMap { cell -> (String, String)? in
                guard let nibName = cell.nibName, let name = Self.name(of: cell) else { return nil }
                return (nibName, name)
            },
            uniquingKeysWith: { first, _ in first })
        var found: [String: AppRegistration] = [:]
        var unresolved: Set<UnresolvedAppRegistration> = []
        func add(_ registration: AppRegistration) {
            let key = registration.screen + "\u{0}" + registration.identifier
            if found[key] == nil { found[key] = registration }
        }
        for cell in interfaceBuilderCells where cell.isStoryboardPrototype && cell.role == .cell {
            guard let identifier = cell.reuseIdentifier, !identifier.isEmpty else { continue }
            add(
                AppRegistration(
                    identifier: identifier, cell: Self.name(of: cell) ?? identifier, reason: .storyboardPrototype,
                    screen: cell.scene ?? cell.file, kind: cell.kind, file: cell.file, line: cell.line))
        }
        for facts in swiftFacts {
            for call in facts.registrations where !call.isDequeue && !call.isSupplementary {
                guard let cell = call.cellClass ?? call.nibName.map({ nibToCell[$0] ?? $0 }), reusable.contains(cell),
                    let expression = call.reuseIdentifier
                else { continue }
                guard let identifier = identifierResolver.resolve(expression, selfType: cell) else {
                    unresolved.insert(
                        UnresolvedAppRegistration(
                            expression: Self.describe(expression), cell: cell, screen: call.registeringType,
                            file: facts.file, line: call.line))
                    continue
                }
                let ownName = call.nibName ?? call.cellClass ?? cell
                guard identifier != ownName else { continue }
                add(
                    AppRegistration(
                        identifier: identifier, cell: cell, nibName: call.nibName,
                        reason: call.nibName == nil ? .classUnderOtherName : .nibUnderOtherName,
                        screen: call.registeringType, kind: call.cellKind, file: facts.file, line: call.line))
            }
        }
        let sorted = found.values.sorted { ($0.screen, $0.identifier) < ($1.screen, $1.identifier) }
        return (sorted, unresolved.sorted { ($0.screen, $0.file, $0.line) < ($1.screen, $1.file, $1.line) })
    }
}
