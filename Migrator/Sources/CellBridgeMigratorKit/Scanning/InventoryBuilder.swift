/// Merges the per-file facts of a scan into the app-wide inventory: which types are cells (through
/// the app's own base classes), where each is laid out, how it renders, how risky it is, and the
/// findings that need knowledge of the whole app.
struct InventoryBuilder {
    private static let collectionRoots: Set<String> = ["UICollectionViewCell", "UICollectionViewListCell"]
    private static let tableRoots: Set<String> = ["UITableViewCell"]
    private static let cellBridgeCells: [String: CellKind] = [
        "HostingCollectionViewCell": .collection, "HostingTableViewCell": .table,
    ]

    let swiftFacts: [SwiftSourceFacts]
    let interfaceBuilderCells: [InterfaceBuilderCell]
    let deploymentTarget: DeploymentTarget?
    let buildTargets: BuildTargetMap

    /// Declarations by type name (first by path wins), extensions merged in.
    private let types: [String: SwiftTypeFacts]
    private let cellKinds: [String: CellKind]
    /// Interface Builder cells by class name (custom class, else the file's base name, else the reuse id).
    private let interfaceBuilderByName: [String: InterfaceBuilderCell]
    /// Reuse identifiers by class name, from every XIB and prototype of the class.
    private let interfaceBuilderIdentifiers: [String: Set<String>]
    /// Base names of every XIB that lays a class out, for `UINib(nibName:)` registrations.
    private let interfaceBuilderNibNames: [String: Set<String>]
    /// Type name → the types that instantiate it or assign it as a data source or delegate.
    private let typeUses: [String: Set<String>]

    init(
        swiftFacts: [SwiftSourceFacts], interfaceBuilderCells: [InterfaceBuilderCell],
        deploymentTarget: DeploymentTarget?, buildTargets: BuildTargetMap = BuildTargetMap([])
    ) {
        self.swiftFacts = swiftFacts.sorted { $0.file < $1.file }
        self.interfaceBuilderCells = interfaceBuilderCells.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
        self.deploymentTarget = deploymentTarget
        self.buildTargets = buildTargets

        var types: [String: SwiftTypeFacts] = [:]
        var extensions: [SwiftTypeFacts] = []
        for facts in self.swiftFacts {
            for type in facts.types {
                if type.isExtension {
                    extensions.append(type)
                } else if types[type.name] == nil {
                    types[type.name] = type
                }
            }
        }
        for addition in extensions {
            guard var type = types[addition.name] else { continue }
            type.conformances += addition.conformances.filter { !type.conformances.contains($0) }
            type.outletCount += addition.outletCount
            type.subviewAdditions += addition.subviewAdditions
            type.scrollingViewEvidence = type.scrollingViewEvidence ?? addition.scrollingViewEvidence
            type.hasCustomDrawing = type.hasCustomDrawing || addition.hasCustomDrawing
            type.hasGestureRecognizers = type.hasGestureRecognizers || addition.hasGestureRecognizers
            type.hasTimers = type.hasTimers || addition.hasTimers
            type.usesHostingController = type.usesHostingController || addition.usesHostingController
            type.usesHostingConfiguration = type.usesHostingConfiguration || addition.usesHostingConfiguration
            type.usesCellBridge = type.usesCellBridge || addition.usesCellBridge
            type.viewModelTypes += addition.viewModelTypes.filter { !type.viewModelTypes.contains($0) }
            types[addition.name] = type
        }
        self.types = types
        var uses: [String: Set<String>] = [:]
        for facts in self.swiftFacts {
            for (name, owners) in facts.typeUses {
                uses[name, default: []].formUnion(owners)
            }
        }
        self.typeUses = uses

        var kinds: [String: CellKind] = [:]
        for name in types.keys {
            if let kind = Self.cellKind(of: name, types: types) {
                kinds[name] = kind
            }
        }
        self.cellKinds = kinds

        // One class can be laid out by several XIBs or prototypes (`NibCell.xib`, `CustomNibCell.xib`; a
        // grid and a list prototype): the layout shown is the XIB named after the class when there is one,
        // else the first by path; the reuse identifiers are those of all of them.
        var byName: [String: InterfaceBuilderCell] = [:]
        var identifiers: [String: Set<String>] = [:]
        var nibNames: [String: Set<String>] = [:]
        for cell in self.interfaceBuilderCells {
            guard let name = Self.name(of: cell) else { continue }
            if let identifier = cell.reuseIdentifier, !identifier.isEmpty {
                identifiers[name, default: []].insert(identifier)
            }
            if let nibName = cell.nibName {
                nibNames[name, default: []].insert(nibName)
            }
            if let current = byName[name], !(cell.nibName == name && current.nibName != name) {
                continue
            }
            byName[name] = cell
        }
        self.interfaceBuilderByName = byName
        self.interfaceBuilderIdentifiers = identifiers
        self.interfaceBuilderNibNames = nibNames
    }

    private static func cellKind(of name: String, types: [String: SwiftTypeFacts]) -> CellKind? {
        var current = name
        var visited: Set<String> = []
        while let superclass = types[current]?.superclass, visited.insert(current).inserted {
            if collectionRoots.contains(superclass) { return .collection }
            if tableRoots.contains(superclass) { return .table }
            if let kind = cellBridgeCells[superclass], types[superclass] == nil { return kind }
            current = superclass
        }
        return nil
    }

    private static func name(of cell: InterfaceBuilderCell) -> String? {
        if let customClass = cell.customClass, !customClass.isEmpty {
            return customClass
        }
        return cell.nibName ?? cell.reuseIdentifier
    }

    private func ancestors(of name: String) -> [String] {
        var result: [String] = []
        var current = name
        while let superclass = types[current]?.superclass, !result.contains(superclass), superclass != name {
            result.append(superclass)
            current = superclass
        }
        return result
    }

    /// Names of the app's own cells; CellBridge's hosting cells are infrastructure, not features.
    private var featureCellNames: Set<String> {
        Set(cellKinds.keys).union(interfaceBuilderByName.keys).subtracting(Self.cellBridgeCells.keys)
    }

    // MARK: Cells

    func cells() -> [CellInventoryEntry] {
        var registrationsByName: [String: [CellRegistrationCall]] = [:]
        for registration in swiftFacts.flatMap(\.registrations) {
            for key in Set([registration.cellClass, registration.nibName].compactMap { $0 }) {
                registrationsByName[key, default: []].append(registration)
            }
        }
        var subclassesByName: [String: [String]] = [:]
        for name in cellKinds.keys {
            if let superclass = types[name]?.superclass {
                subclassesByName[superclass, default: []].append(name)
            }
        }
        let viewModelsByIdentifier = Dictionary(
            swiftFacts.flatMap(\.classNameDeclarations).compactMap { declaration in
                declaration.identifier.map { ($0, declaration.typeName) }
            },
            uniquingKeysWith: { first, _ in first })
        var entries: [CellInventoryEntry] = []
        for name in featureCellNames.sorted() {
            let swift = cellKinds[name] != nil ? types[name] : nil
            let interfaceBuilder = interfaceBuilderByName[name]
            guard let kind = cellKinds[name] ?? interfaceBuilder?.kind else { continue }
            let definedIn: CellDefinitionSource
            if let interfaceBuilder {
                definedIn = interfaceBuilder.isStoryboardPrototype ? .storyboard : .xib
            } else {
                definedIn = .code
            }
            var identifiers = interfaceBuilderIdentifiers[name] ?? []
            let xibBaseNames = interfaceBuilderNibNames[name] ?? []
            let candidates = (registrationsByName[name] ?? []) + xibBaseNames.flatMap { registrationsByName[$0] ?? [] }
            for registration in Set(candidates)
            where registration.cellClass == name
                || (registration.nibName.map { $0 == name || xibBaseNames.contains($0) } ?? false)
            {
                if let identifier = registration.reuseIdentifier { identifiers.insert(identifier) }
            }
            let lineage = [name] + ancestors(of: name)
            let lineageFacts = lineage.compactMap { types[$0] }
            let hosting: HostingKind
            if lineage.contains(where: { Self.cellBridgeCells[$0] != nil })
                || lineageFacts.contains(where: \.usesCellBridge)
            {
                hosting = .cellbridge
            } else if lineageFacts.contains(where: \.usesHostingConfiguration) {
                hosting = .hostingConfiguration
            } else if lineageFacts.contains(where: \.usesHostingController) {
                hosting = .hostingController
            } else {
                hosting = .none
            }
            let assessment = RiskAssessor.assess(interfaceBuilder: interfaceBuilder, swiftFacts: swift)
            let subclasses = (subclassesByName[name] ?? []).sorted()
            let viewModel = viewModelsByIdentifier[name] ?? swift?.viewModelTypes.first
            let location = swift?.file ?? interfaceBuilder?.file ?? ""
            entries.append(
                CellInventoryEntry(
                    name: name, kind: kind, definedIn: definedIn, xib: interfaceBuilder?.file, swiftFile: swift?.file,
                    reuseIdentifiers: identifiers.sorted(), hosting: hosting, risk: assessment.risk,
                    riskReasons: assessment.reasons, subclasses: subclasses, module: ModulePath.module(of: location),
                    viewModelType: viewModel))
        }
        return entries
    }

    /// Layouts and source locations for `scaffold`.
    func scaffoldContext() -> ScaffoldContext {
        var context = ScaffoldContext()
        context.layouts = interfaceBuilderByName.filter { !$0.value.isStoryboardPrototype }
        for facts in swiftFacts {
            for declaration in facts.classNameDeclarations where context.classNameLocations[declaration.typeName] == nil
            {
                context.classNameLocations[declaration.typeName] = SourceLocation(
                    file: facts.file, line: declaration.line)
            }
        }
        for (name, type) in types {
            context.conformances[name] = type.conformances
        }
        let nibToCell = Dictionary(
            context.layouts.compactMap { name, cell in cell.nibName.map { ($0, name) } },
            uniquingKeysWith: { first, _ in first })
        for facts in swiftFacts {
            for registration in facts.registrations {
                guard let cell = registration.cellClass ?? registration.nibName.map({ nibToCell[$0] ?? $0 }),
                    context.registrationLocations[cell] == nil
                else { continue }
                context.registrationLocations[cell] = SourceLocation(file: facts.file, line: registration.line)
            }
        }
        return context
    }

    // MARK: Data sources

    /// A data source with where its finding goes (the switch, else the method) and the feature cells it names.
    struct DataSourceEvaluation {
        var entry: DataSourceEntry
        var switchLine: Int
        var switchColumn: Int
        var cellTypes: [String]
    }

    /// A data source names a cell by its type (`BannerCell`, `as? BannerCell`), or by its name or one of
    /// its reuse identifiers as a literal (`withReuseIdentifier: "BannerCell"`). A switch on a type-like value
    /// (`switch item.kind`) only counts when its method names feature cells: a screen switching over
    /// row kinds of stock cells knows no feature cell type. `cells` is what `cells()` returned.
    func dataSourceEvaluations(cells: [CellInventoryEntry]) -> [DataSourceEvaluation] {
        let features = featureCellNames
        var cellsByIdentifier: [String: Set<String>] = [:]
        for cell in cells {
            for identifier in cell.reuseIdentifiers {
                cellsByIdentifier[identifier, default: []].insert(cell.name)
            }
        }
        var result: [DataSourceEvaluation] = []
        for facts in swiftFacts {
            for dataSource in facts.dataSources {
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
                let switches = switchCounts || castCells.count >= 2
                result.append(
                    DataSourceEvaluation(
                        entry: DataSourceEntry(
                            file: facts.file, line: dataSource.line, typeName: dataSource.typeName,
                            method: dataSource.method, cellTypesReferenced: referenced.count,
                            switchesOnCellTypes: switches),
                        switchLine: switchCounts ? (dataSource.switchOnTypeLine ?? dataSource.line) : dataSource.line,
                        switchColumn: switchCounts
                            ? (dataSource.switchOnTypeColumn ?? dataSource.column) : dataSource.column,
                        cellTypes: referenced))
            }
        }
        return result.sorted { ($0.entry.file, $0.entry.line) < ($1.entry.file, $1.entry.line) }
    }

    // MARK: Data source ownership

    enum DataSourceOwnership: Equatable {
        /// Learning feature cell types there touches every screen that uses it: an error.
        case shared(reason: String)
        /// One screen's own data source knowing its own cells: a warning.
        case ownedByOneScreen(reason: String)
    }

    private static let sharedNamePrefixes = ["Shared", "Generic", "Base", "Common"]

    /// Whether the type declaring a `cellForItemAt`/`cellForRowAt` serves several screens. Evidence of
    /// sharing wins (its name, generic parameters, subclasses, users); then a view controller, or a type
    /// only one other type uses (or only itself, as its own view's data source), is one screen's own.
    /// A type no scanned screen is seen to use stays shared: that was the rule before ownership was known.
    func ownership(of typeName: String) -> DataSourceOwnership {
        if let prefix = Self.sharedNamePrefixes.first(where: { prefix in
            typeName.hasPrefix(prefix) && typeName.dropFirst(prefix.count).first?.isUppercase == true
        }) {
            return .shared(reason: "its name says so: \(prefix)…")
        }
        if types[typeName]?.isGeneric == true {
            return .shared(reason: "generic over what it shows")
        }
        let subclasses = types.values.filter { $0.superclass == typeName }.map(\.name).sorted()
        if !subclasses.isEmpty {
            return .shared(reason: "a base class, subclassed by \(Self.list(subclasses))")
        }
        if ([typeName] + ancestors(of: typeName)).contains(where: { $0.hasSuffix("ViewController") }) {
            return .ownedByOneScreen(reason: "declared in the view controller \(typeName)")
        }
        let users = (typeUses[typeName] ?? []).subtracting([typeName]).sorted()
        if users.count >= 2 {
            return .shared(reason: "used by \(Self.list(users))")
        }
        if let user = users.first {
            return .ownedByOneScreen(reason: "used only by \(user)")
        }
        if typeUses[typeName]?.contains(typeName) == true {
            return .ownedByOneScreen(reason: "\(typeName) is its own view's data source and no other type uses it")
        }
        return .shared(reason: "no single screen is seen to own it")
    }

    /// `A`, `A and B`, `A, B and C`, `A, B, C and 2 more`.
    private static func list(_ names: [String]) -> String {
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

    // MARK: Findings

    /// `dataSources` is what `dataSourceEvaluations(cells:)` returned.
    func findings(_ dataSources: [DataSourceEvaluation]) -> [Finding] {
        var findings = swiftFacts.flatMap(\.findings)
        for evaluation in dataSources where evaluation.entry.switchesOnCellTypes {
            let entry = evaluation.entry
            let named = evaluation.cellTypes.isEmpty ? "" : " (\(evaluation.cellTypes.joined(separator: ", ")))"
            let branches = "\(entry.typeName).\(entry.method) branches on feature cell types\(named)"
            let message: String
            let severity: Severity
            switch ownership(of: entry.typeName) {
            case .shared(let reason):
                message =
                    "\(branches) in a shared data source (\(reason)); dequeue by viewModel.className "
                    + "and let CellBridge route SwiftUI items."
                severity = .error
            case .ownedByOneScreen(let reason):
                message =
                    "\(branches) in one screen's own data source (\(reason)), so no shared layer "
                    + "learns them; dequeueing by viewModel.className still makes each migration a "
                    + "one-line change."
                severity = .warning
            }
            findings.append(
                Finding(
                    rule: .sharedDataSourceSwitchesOnCellType, file: entry.file, line: evaluation.switchLine,
                    column: evaluation.switchColumn,
                    message: message, severity: severity))
        }
        // Each file is judged by the lowest of the targets that compile it; a file no known target compiles,
        // by the lowest deployment target anywhere in the project.
        for facts in swiftFacts where !facts.unguardedHostingConfigurations.isEmpty {
            let compiling = buildTargets.lowestTargets(compiling: facts.file)
            let target: String
            if let lowest = compiling.first {
                guard lowest.majorVersion < 16 else { continue }
                let names = compiling.map(\.name)
                target =
                    "its target\(names.count == 1 ? "" : "s") \(Self.list(names)) "
                    + "\(names.count == 1 ? "is" : "are") iOS \(lowest.majorVersion) (\(lowest.source))"
            } else if let deploymentTarget {
                guard deploymentTarget.majorVersion < 16 else { continue }
                target = "the deployment target is iOS \(deploymentTarget.majorVersion) (\(deploymentTarget.source))"
            } else {
                target = "the deployment target is unknown, assuming below iOS 16"
            }
            for position in facts.unguardedHostingConfigurations {
                findings.append(
                    Finding(
                        rule: .hostingConfigurationWithoutAvailability, file: facts.file, line: position.line,
                        column: position.column,
                        message: "UIHostingConfiguration needs iOS 16 but \(target); guard it with "
                            + "`if #available(iOS 16.0, *)` or use SwiftUIHostingConfiguration."))
            }
        }
        let cells = Set(cellKinds.keys)
        let navigationTypes = Set(swiftFacts.flatMap(\.typesWithNavigationContainer))
        for facts in swiftFacts {
            for capture in facts.strongSelfCaptures where cells.contains(capture.typeName) {
                findings.append(
                    Finding(
                        rule: .cellClosureCapturesSelfStrongly, file: facts.file, line: capture.line,
                        column: capture.column,
                        message:
                            "\(capture.typeName) stores a closure that captures self strongly; capture [weak self]."))
            }
            for push in facts.hostingPushes {
                let viaType = push.rootViewType.map { navigationTypes.contains($0) } ?? false
                guard push.rootViewHasNavigation || viaType else { continue }
                let what = viaType ? "\(push.rootViewType ?? "its root view")" : "its root view"
                findings.append(
                    Finding(
                        rule: .navigationStackInPushedHostingController, file: facts.file, line: push.line,
                        column: push.column,
                        message: "A UIHostingController is pushed onto a UINavigationController while \(what) contains "
                            + "a NavigationStack/NavigationView: two navigation bars."))
            }
        }
        return Array(Set(findings)).sorted()
    }

    // MARK: Screens

    func screens() -> [ScreenUsage] {
        let nibToCell = Dictionary(
            interfaceBuilderCells.compactMap { cell -> (String, String)? in
                guard let nibName = cell.nibName, let name = Self.name(of: cell) else { return nil }
                return (nibName, name)
            },
            uniquingKeysWith: { first, _ in first })
        let features = featureCellNames
        var screens: [String: ScreenUsage] = [:]
        for facts in swiftFacts {
            for registration in facts.registrations {
                guard let cell = registration.cellClass ?? registration.nibName.map({ nibToCell[$0] ?? $0 }),
                    features.contains(cell)
                else { continue }
                var screen =
                    screens[registration.registeringType]
                    ?? ScreenUsage(name: registration.registeringType, file: facts.file, cellNames: [])
                if !screen.cellNames.contains(cell) { screen.cellNames.append(cell) }
                screens[registration.registeringType] = screen
            }
        }
        for cell in interfaceBuilderCells where cell.isStoryboardPrototype {
            guard let name = Self.name(of: cell) else { continue }
            let sceneName = cell.scene ?? cell.file
            var screen = screens[sceneName] ?? ScreenUsage(name: sceneName, file: cell.file, cellNames: [])
            if !screen.cellNames.contains(name) { screen.cellNames.append(name) }
            screens[sceneName] = screen
        }
        return screens.values.map { screen in
            var sorted = screen
            sorted.cellNames.sort()
            return sorted
        }.sorted { $0.name < $1.name }
    }
}
