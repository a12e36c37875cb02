/// Data sources: which cell types each `cellForItemAt`/`cellForRowAt` (or cell provider) names, whether it
/// branches on them, and who owns the type that declares it.
extension InventoryBuilder {
    /// A data source with where its finding goes (the switch, else the first branch, else the method) and
    /// the feature cells it names.
    struct DataSourceEvaluation {
        var entry: DataSourceEntry
        var switchPosition: SourcePosition
        var cellTypes: [String]
        /// Subclasses whose overrides of the helpers it calls add to its dispatch (`getCell(for:)` overridden with
        /// `if row.cellType is X.Type { … } else { super.getCell(…) }`).
        var overriddenIn: [String] = []
        /// Each subclass of its type → the cells it shows through the data source it inherits: the base's helpers
        /// with the subclass's own overrides, and the identifiers the subclass registers.
        var cellTypesBySubclass: [String: [String]] = [:]
    }

    /// What naming a data source's cells needs of the whole app.
    struct CellNaming {
        var features: Set<String>
        var identifiers: IdentifierScopes
        /// Scene → reuse identifier → the prototypes it holds under it.
        var prototypes: [String: [String: Set<String>]]
        /// Nib name → the cell it lays out.
        var cellsByNib: [String: String] = [:]
    }

    /// The feature cells a (merged) data source names: by type, through its registrations, and through the
    /// identifiers it dequeues with, scoped to `scopes` (the type that declares it, or a subclass seeing it, then
    /// that subclass's superclasses): the cells they register under the identifier, their scenes' class-less
    /// prototypes, or a class named like the identifier. Also the identifiers passed, and whether one is computed at
    /// run time.
    func namedCells(
        _ dataSource: DataSourceFacts, file: String, scopes: [String], naming: CellNaming
    ) -> (named: Set<String>, passed: Set<String>, dequeuesByRunTimeIdentifier: Bool) {
        let features = naming.features
        // A nib loaded by name (`loadNibNamed:@"CellView"`) names the cell it lays out.
        let nibCells = dataSource.referencedTypeNames.compactMap { naming.cellsByNib[$0] }
        var named = registeredCells(dataSource).union(dataSource.referencedTypeNames).union(nibCells)
            .intersection(features)
        var passed = dataSource.stringLiterals
        var declared: Set<String> = []
        var dequeuesByRunTimeIdentifier = false
        for expression in dataSource.identifierExpressions {
            if let identifier = identifierResolver.resolve(expression, selfType: "") {
                declared.insert(identifier)
            } else {
                dequeuesByRunTimeIdentifier = true
            }
        }
        let literals = passed.subtracting(declared)
        passed.formUnion(declared)
        // Its own storyboard scene's prototypes, or those of the screens that use it (an adapter).
        let scenes = scopes + users(of: dataSource.typeName)
        for identifier in passed {
            let isLiteral = literals.contains(identifier)
            if let cells = scopes.lazy.map({
                naming.identifiers.cells(for: identifier, type: $0, file: file, isLiteral: isLiteral)
            }).first(where: { !$0.isEmpty }) {
                named.formUnion(cells)
            }
            // Class-less prototypes are named by their identifier, unless the screen registers a class under it in
            // code, which replaces the prototype.
            for scene in scenes {
                let registered = naming.identifiers.cellsRegistered(identifier, by: scene)
                named.formUnion(registered.isEmpty ? naming.prototypes[scene]?[identifier] ?? [] : registered)
            }
            // `withIdentifier: "BannerCell"` names the class; a class-less prototype elsewhere named by the same
            // common identifier ("Cell") is another screen's.
            if features.contains(identifier), declares(identifier) {
                named.insert(identifier)
            }
        }
        return (named, passed, dequeuesByRunTimeIdentifier)
    }

    /// UIKit's own cell classes: a data source naming only these dequeues stock cells.
    static let stockCellClasses: Set<String> = ["UITableViewCell", "UICollectionViewCell", "UICollectionViewListCell"]

    /// Every app class below `name`, at any depth.
    func descendants(of name: String) -> [String] {
        var result: [String] = []
        var pending = appSubclasses[name] ?? []
        while let next = pending.popLast(), result.count < 256 {
            guard !result.contains(next), next != name else { continue }
            result.append(next)
            pending += appSubclasses[next] ?? []
        }
        return result.sorted()
    }

    /// The types that use a data source's type (instantiate or assign it), tests, previews and mocks aside, and its
    /// subclasses: how many screens a change to it touches.
    func users(of typeName: String) -> [String] {
        let users = (typeUses[typeName] ?? []).subtracting([typeName]).filter { user in
            !["Tests", "Test", "Spec", "Mock", "Stub", "Preview", "Previews"].contains { user.hasSuffix($0) }
        }
        return users.union(appSubclasses[typeName] ?? []).sorted()
    }

    /// A data source names a cell by its type (`BannerCell`, `as? BannerCell`, `let cell: BannerCell =
    /// dequeue(…)`, `dequeue(BannerCell.self)`), or by a reuse identifier it passes as one
    /// (`withReuseIdentifier: "banner"`), in its body or in the helpers of its type it calls. It branches on
    /// cell types when it matches item types (`case is BannerItem`) naming a feature cell, or names two feature
    /// cells and branches at all (`switch`, `if`, `guard`, `?:`), however each branch dequeues (casts, typed
    /// generic helpers, registrations). A switch over row kinds of stock cells
    /// knows no feature cell type. `cells` is what `cells()` returned.
    func dataSourceEvaluations(cells: [CellInventoryEntry]) -> [DataSourceEvaluation] {
        let features = featureCellNames
        let identifiers = IdentifierScopes(cells: cells, swiftFacts: swiftFacts, resolver: identifierResolver)
        let providerFunctions = Set(swiftFacts.flatMap(\.cellProviderReferences))
        var helpers: [String: [(file: String, facts: DataSourceFacts)]] = [:]
        for facts in swiftFacts {
            // A function shaped like a cell provider that no data source is given is a helper all the same.
            for helper in facts.dataSources {
                guard let name = helper.helperFunction ?? helper.providerFunction else { continue }
                helpers[helper.typeName + "." + name, default: []].append((facts.file, helper))
            }
        }
        var prototypes: [String: [String: Set<String>]] = [:]
        for cell in interfaceBuilderCells where cell.isStoryboardPrototype {
            guard let scene = cell.scene, let identifier = cell.reuseIdentifier, let name = Self.name(of: cell) else {
                continue
            }
            prototypes[scene, default: [:]][identifier, default: []].insert(name)
        }
        var naming = CellNaming(features: features, identifiers: identifiers, prototypes: prototypes)
        for cell in interfaceBuilderCells where !cell.isStoryboardPrototype {
            if let nib = cell.nibName, let name = Self.name(of: cell), naming.cellsByNib[nib] == nil {
                naming.cellsByNib[nib] = name
            }
        }
        var result: [DataSourceEvaluation] = []
        // A vendored copy's data sources are the dependency's, like its cells: not the app's to make generic.
        for facts in swiftFacts where vendoredFolders.dependency(of: facts.file) == nil {
            for found in facts.dataSources where found.helperFunction == nil {
                if let function = found.providerFunction, !providerFunctions.contains(function) {
                    continue
                }
                let subclasses = descendants(of: found.typeName)
                let family = [found.typeName] + subclasses
                let (dataSource, overriding) = Self.merging(helpers, into: found, file: facts.file, family: family)
                let (named, passed, dequeuesByRunTimeIdentifier) = namedCells(
                    dataSource, file: facts.file, scopes: [dataSource.typeName], naming: naming)
                // Each subclass shows what the data source it inherits dequeues through its own overrides and under
                // the identifiers it registers itself.
                var bySubclass: [String: [String]] = [:]
                for subclass in subclasses {
                    let lineage =
                        [subclass] + ancestors(of: subclass).prefix { $0 != found.typeName } + [found.typeName]
                    let (own, _) = Self.merging(helpers, into: found, file: facts.file, family: lineage.reversed())
                    bySubclass[subclass] = namedCells(own, file: facts.file, scopes: lineage, naming: naming).named
                        .sorted()
                }
                let referenced = named.sorted()
                let castCells = dataSource.castTypeNames.intersection(features)
                // Matching item types (`case is BannerItem`) teaches the data source a feature type even with one
                // cell named; a switch over the cell itself (`case let c as BasicCell`) or over a kind needs two.
                let matchesItemTypes =
                    dataSource.switchHasTypePatterns && !dataSource.typePatternNames.isSubset(of: features)
                let switchCounts =
                    dataSource.switchOnType != nil
                    && (matchesItemTypes ? !referenced.isEmpty : referenced.count >= 2)
                let branchesOverCells = dataSource.firstBranch != nil && referenced.count >= 2
                let switches = switchCounts || castCells.count >= 2 || branchesOverCells
                let findingPosition: SourcePosition
                if switchCounts, let position = dataSource.switchOnType {
                    findingPosition = position
                } else if branchesOverCells, let position = dataSource.firstBranch {
                    findingPosition = position
                } else {
                    findingPosition = SourcePosition(line: dataSource.line, column: dataSource.column)
                }
                var entry = DataSourceEntry(
                    file: facts.file, line: dataSource.line, typeName: dataSource.typeName, method: dataSource.method,
                    cellTypesReferenced: referenced.count, switchesOnCellTypes: switches)
                // Stock cells, seen: an identifier that is no app cell's, or UIKit's cell class made or cast to (its
                // signature's return type says nothing).
                let stock = !passed.isEmpty || !dataSource.castTypeNames.isDisjoint(with: Self.stockCellClasses)
                entry.verdict =
                    switches
                    ? .switchesOnCellTypes
                    : (!referenced.isEmpty
                        ? .namesCellTypes : (stock && !dequeuesByRunTimeIdentifier ? .stockCellsOnly : .generic))
                entry.users = users(of: dataSource.typeName)
                result.append(
                    DataSourceEvaluation(
                        entry: entry, switchPosition: findingPosition, cellTypes: referenced,
                        overriddenIn: overriding.sorted(), cellTypesBySubclass: bySubclass))
            }
        }
        return result.sorted { ($0.entry.file, $0.entry.line) < ($1.entry.file, $1.entry.line) }
    }

    /// The cells of the `CellRegistration`s a data source dequeues with: a property of its type or a superclass
    /// (declared perhaps in another file than the extension holding the data source), or a registration type it
    /// names, through its alias (`RowCellRegistration<Item>` → `RowCell`).
    private func registeredCells(_ dataSource: DataSourceFacts) -> Set<String> {
        var result: Set<String> = []
        let owners = [dataSource.typeName] + ancestors(of: dataSource.typeName)
        for name in dataSource.registrationReferences {
            if let cell = owners.lazy.compactMap({ cellRegistrationProperties[$0 + "." + name] }).first {
                result.insert(cell)
            }
        }
        for name in dataSource.referencedTypeNames {
            if let cell = cellRegistrationAliases[name] { result.insert(cell) }
        }
        return result
    }

    /// The data source with what the helpers of its type that it calls (and they call, four levels down) cast to
    /// and switch over: dispatch often lives in `configure(cell, for: row)`, not in `cellForRowAt` itself, sometimes
    /// a few calls down (`configure` → `configureImageCell` → `configureRemoteImageCell`). A helper's switch or
    /// branch line is used when the helper is in the same file.
    /// The helpers are looked up on the data source's type and on its subclasses (`family`): a subclass that
    /// overrides one (`override func getCell(for row:)`) dispatches through the base class's data source.
    private static func merging(
        _ helpers: [String: [(file: String, facts: DataSourceFacts)]], into dataSource: DataSourceFacts, file: String,
        family: [String]
    ) -> (facts: DataSourceFacts, overridingTypes: Set<String>) {
        var merged = dataSource
        var overriding: Set<String> = []
        var pending = dataSource.calledFunctions.map { ($0, 1) }
        var visited: Set<String> = []
        while let (name, depth) = pending.popLast() {
            guard visited.insert(name).inserted else { continue }
            // `CellFactory.makeFolderCell`: a method of another type, called on it by name.
            let isQualified = name.contains(".")
            if !isQualified {
                for owner in family.dropFirst() where helpers[owner + "." + name] != nil {
                    overriding.insert(owner)
                }
            }
            let keys = isQualified ? [name] : family.map { $0 + "." + name }
            for helper in keys.flatMap({ helpers[$0] ?? [] }) {
                merged.referencedTypeNames.formUnion(helper.facts.referencedTypeNames)
                merged.castTypeNames.formUnion(helper.facts.castTypeNames)
                merged.stringLiterals.formUnion(helper.facts.stringLiterals)
                merged.identifierExpressions += helper.facts.identifierExpressions
                merged.registrationReferences.formUnion(helper.facts.registrationReferences)
                merged.switchHasTypePatterns = merged.switchHasTypePatterns || helper.facts.switchHasTypePatterns
                merged.typePatternNames.formUnion(helper.facts.typePatternNames)
                let sameFile = helper.file == file
                let callSite = SourcePosition(line: dataSource.line, column: dataSource.column)
                if merged.switchOnType == nil, let position = helper.facts.switchOnType {
                    merged.switchOnType = sameFile ? position : callSite
                }
                if merged.firstBranch == nil, let position = helper.facts.firstBranch {
                    merged.firstBranch = sameFile ? position : callSite
                }
                if depth < 4 {
                    // A factory's own helpers are its type's, not the data source's family's.
                    pending += helper.facts.calledFunctions.map { called in
                        (
                            isQualified && !called.contains(".") ? helper.facts.typeName + "." + called : called,
                            depth + 1
                        )
                    }
                }
            }
        }
        return (merged, overriding)
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
        let subclasses = appSubclasses[typeName] ?? []
        if !subclasses.isEmpty {
            return .shared(reason: "a base class, subclassed by \(Self.list(subclasses))", isSeen: true)
        }
        if ([typeName] + ancestors(of: typeName)).contains(where: { $0.hasSuffix("ViewController") }) {
            return .ownedByOneScreen(reason: "declared in the view controller \(typeName)")
        }
        // Tests, previews and mocks exercise a data source; they are not screens that share it.
        let users = (typeUses[typeName] ?? []).subtracting([typeName]).filter { user in
            !["Tests", "Test", "Spec", "Mock", "Stub", "Preview", "Previews"].contains { user.hasSuffix($0) }
        }.sorted()
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
