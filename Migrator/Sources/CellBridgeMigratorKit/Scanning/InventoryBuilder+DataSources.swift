/// Data sources: which cell types each `cellForItemAt`/`cellForRowAt` (or cell provider) names, whether it
/// branches on them, and who owns the type that declares it.
extension InventoryBuilder {
    /// A data source with where its finding goes (the switch, else the first branch, else the method) and
    /// the feature cells it names.
    struct DataSourceEvaluation {
        var entry: DataSourceEntry
        var switchLine: Int
        var cellTypes: [String]
    }

    /// A data source names a cell by its type (`BannerCell`, `as? BannerCell`, `let cell: BannerCell =
    /// dequeue(…)`, `dequeue(BannerCell.self)`), or by a reuse identifier it passes as one
    /// (`withReuseIdentifier: "banner"`). It branches on cell types when it switches on the item's type with
    /// type patterns or over feature cells, casts to two feature cells, or names two and branches at all
    /// (`switch`, `if`, `guard`, `?:`), however each branch dequeues. A switch over row kinds of stock cells
    /// knows no feature cell type. `cells` is what `cells()` returned.
    func dataSourceEvaluations(cells: [CellInventoryEntry]) -> [DataSourceEvaluation] {
        let features = featureCellNames
        var cellsByIdentifier: [String: Set<String>] = [:]
        for cell in cells {
            for identifier in cell.reuseIdentifiers {
                cellsByIdentifier[identifier, default: []].insert(cell.name)
            }
        }
        let providerFunctions = Set(swiftFacts.flatMap(\.cellProviderReferences))
        var result: [DataSourceEvaluation] = []
        for facts in swiftFacts {
            for dataSource in facts.dataSources {
                if let function = dataSource.providerFunction, !providerFunctions.contains(function) {
                    continue
                }
                var named = dataSource.referencedTypeNames.intersection(features)
                for literal in dataSource.stringLiterals {
                    named.formUnion(cellsByIdentifier[literal] ?? [])
                    if features.contains(literal) {
                        named.insert(literal)
                    }
                }
                let referenced = named.sorted()
                let castCells = dataSource.castTypeNames.intersection(features)
                let switchCounts =
                    dataSource.switchOnTypeLine != nil && (dataSource.switchHasTypePatterns || !referenced.isEmpty)
                let branchesOverCells = dataSource.firstBranchLine != nil && referenced.count >= 2
                let switches = switchCounts || castCells.count >= 2 || branchesOverCells
                let findingLine: Int
                if switchCounts, let line = dataSource.switchOnTypeLine {
                    findingLine = line
                } else if branchesOverCells, let line = dataSource.firstBranchLine {
                    findingLine = line
                } else {
                    findingLine = dataSource.line
                }
                result.append(
                    DataSourceEvaluation(
                        entry: DataSourceEntry(
                            file: facts.file, line: dataSource.line, typeName: dataSource.typeName,
                            method: dataSource.method, cellTypesReferenced: referenced.count,
                            switchesOnCellTypes: switches),
                        switchLine: findingLine, cellTypes: referenced))
            }
        }
        return result.sorted { ($0.entry.file, $0.entry.line) < ($1.entry.file, $1.entry.line) }
    }

    // MARK: Ownership

    enum DataSourceOwnership: Equatable {
        /// Learning feature cell types there touches every screen that uses it: an error when the sharing is
        /// seen (users, subclasses, generic parameters, its name), a warning when only presumed.
        case shared(reason: String, isSeen: Bool)
        /// One screen's own data source knowing its own cells: a warning.
        case ownedByOneScreen(reason: String)
    }

    private static let sharedNamePrefixes = ["Shared", "Generic", "Base", "Common"]

    /// Whether the type declaring a `cellForItemAt`/`cellForRowAt` serves several screens. Evidence of
    /// sharing wins (its name, generic parameters, subclasses, users); then a view controller, or a type
    /// only one other type uses (or only itself, as its own view's data source), is one screen's own.
    /// A type no scanned screen is seen to use may be shared: the tool cannot tell, so it says so.
    func ownership(of typeName: String) -> DataSourceOwnership {
        if let prefix = Self.sharedNamePrefixes.first(where: { prefix in
            typeName.hasPrefix(prefix) && typeName.dropFirst(prefix.count).first?.isUppercase == true
        }) {
            return .shared(reason: "its name says so: \(prefix)…", isSeen: true)
        }
        if types[typeName]?.isGeneric == true {
            return .shared(reason: "generic over what it shows", isSeen: true)
        }
        let subclasses = types.values.filter { $0.superclass == typeName }.map(\.name).sorted()
        if !subclasses.isEmpty {
            return .shared(reason: "a base class, subclassed by \(Self.list(subclasses))", isSeen: true)
        }
        if ([typeName] + ancestors(of: typeName)).contains(where: { $0.hasSuffix("ViewController") }) {
            return .ownedByOneScreen(reason: "declared in the view controller \(typeName)")
        }
        let users = (typeUses[typeName] ?? []).subtracting([typeName]).sorted()
        if users.count >= 2 {
            return .shared(reason: "used by \(Self.list(users))", isSeen: true)
        }
        if let user = users.first {
            return .ownedByOneScreen(reason: "used only by \(user)")
        }
        if typeUses[typeName]?.contains(typeName) == true {
            return .ownedByOneScreen(reason: "\(typeName) is its own view's data source and no other type uses it")
        }
        return .shared(reason: "no scanned screen is seen to use it, so it may serve several", isSeen: false)
    }

    /// `A`, `A and B`, `A, B and C`, `A, B, C and 2 more`.
    static func list(_ names: [String]) -> String {
        let shown = names.count > 4 ? Array(names.prefix(3)) : names
        let rest = names.count - shown.count
        if rest > 0 {
            return shown.joined(separator: ", ") + " and \(rest) more"
        }
        if shown.count <= 1 {
            return shown.joined()
        }
        return shown.dropLast().joined(separator: ", ") + " and " + (shown.last ?? "")
    }
}
