/// Merges the per-file facts of a scan into the app-wide inventory: which types are cells (through the
/// app's own Swift and Objective-C base classes and the classes its XIBs lay out as cells), where each is
/// laid out, how it renders, how risky it is, and the findings that need knowledge of the whole app.
///
/// Split over three files: the class hierarchy and cells here, data sources in `+DataSources`, findings in
/// `+Findings`.
struct InventoryBuilder {
    static let collectionRoots: Set<String> = ["UICollectionViewCell", "UICollectionViewListCell"]
    static let tableRoots: Set<String> = ["UITableViewCell"]
    static let cellBridgeCells: [String: CellKind] = [
        "HostingCollectionViewCell": .collection, "HostingTableViewCell": .table,
    ]

    let swiftFacts: [SwiftSourceFacts]
    let interfaceBuilderCells: [InterfaceBuilderCell]
    let deploymentTarget: DeploymentTarget?
    let buildTargets: BuildTargetMap

    /// Swift declarations by type name (first by path wins; extensions merged in), protocols excluded.
    let types: [String: SwiftTypeFacts]
    /// Objective-C `@interface`s by class name (first by path wins).
    let objectiveCClasses: [String: ObjectiveCClass]
    /// Superclass of every class known: UIKit's own, then Objective-C's, then Swift's (which win).
    let superclasses: [String: String]
    /// Declared conformances (and a protocol's inherited protocols) by type name, for identifier lookup.
    let conformances: [String: [String]]
    let cellKinds: [String: CellKind]
    /// Header and footer views (`UITableViewHeaderFooterView`, `UICollectionReusableView` subclasses) by class.
    let headerKinds: [String: CellKind]
    /// Interface Builder layouts of cells by class name (custom class, else the file's base name or reuse id).
    let interfaceBuilderByName: [String: InterfaceBuilderCell]
    /// Every layout of each class, in path order.
    let interfaceBuilderLayouts: [String: [InterfaceBuilderCell]]
    /// Type name → the types that instantiate it or assign it as a data source or delegate.
    let typeUses: [String: Set<String>]
    let identifierResolver: ReuseIdentifierResolver
    /// Superclass name → the app's Swift and Objective-C classes declared as its subclasses, sorted.
    let appSubclasses: [String: [String]]
    /// What the app's Objective-C implementations say about risk, by class (`ObjectiveCImplementationReader`).
    let objectiveCImplementations: [String: SwiftTypeFacts]
    /// Files that import one of CellBridge's modules.
    let filesImportingCellBridge: Set<String>

    /// Registrations by a loop over a list of types built at run time.
    let dynamicRegistrations: [DynamicRegistration]
    /// Types handed around as `X.self` values anywhere in the app.
    let metatypeValues: Set<String>
    /// Storyboard scenes and XIB owners.
    let interfaceBuilderScenes: [InterfaceBuilderScene]
    /// Classes declared outside the app's code (dependencies, test targets) → the file declaring each.
    let vendoredClassFiles: [String: String]
    /// `Type.property` → the cell a `CellRegistration` property registers, through registration aliases.
    let cellRegistrationProperties: [String: String]
    /// The folders that hold another project's code (`VendoredFolders`).
    let vendoredFolders: VendoredFolders
    /// `RowCellRegistration` → `RowCell`: registration types declared as aliases.
    let cellRegistrationAliases: [String: String]

    init(
        swiftFacts: [SwiftSourceFacts], interfaceBuilderCells: [InterfaceBuilderCell],
        objectiveCClasses: [ObjectiveCClass] = [], deploymentTarget: DeploymentTarget?,
        buildTargets: BuildTargetMap = BuildTargetMap([]), interfaceBuilderScenes: [InterfaceBuilderScene] = [],
        vendoredFolders: VendoredFolders = VendoredFolders()
    ) {
        self.vendoredFolders = vendoredFolders
        self.interfaceBuilderScenes = interfaceBuilderScenes.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
        // Dependencies' classes only extend the hierarchy: they are never the app's cells or findings.
        let vendoredClasses =
            swiftFacts.filter(\.isVendored).flatMap(\.types).map { ($0.name, $0.superclass) }
            + objectiveCClasses.filter(\.isVendored).map { ($0.name, Optional($0.superclass)) }
        var vendoredFiles: [String: String] = [:]
        for facts in swiftFacts where facts.isVendored {
            for type in facts.types where vendoredFiles[type.name] == nil { vendoredFiles[type.name] = facts.file }
        }
        for declaration in objectiveCClasses where declaration.isVendored && vendoredFiles[declaration.name] == nil {
            vendoredFiles[declaration.name] = declaration.file
        }
        vendoredClassFiles = vendoredFiles
        var appFacts = swiftFacts.filter { !$0.isVendored }.sorted { $0.file < $1.file }
        self.deploymentTarget = deploymentTarget
        self.buildTargets = buildTargets
        filesImportingCellBridge = Set(appFacts.filter(\.importsCellBridge).map(\.file))

        var types: [String: SwiftTypeFacts] = [:]
        var extensions: [SwiftTypeFacts] = []
        var conformances: [String: [String]] = [:]
        var implementations: [String: SwiftTypeFacts] = [:]
        for facts in appFacts {
            // An Objective-C file's types are what its implementations say about risk, not Swift declarations.
            if facts.isObjectiveC {
                for type in facts.types {
                    if var known = implementations[type.name] {
                        Self.merge(type, into: &known)
                        implementations[type.name] = known
                    } else {
                        implementations[type.name] = type
                    }
                }
                continue
            }
            for type in facts.types {
                conformances[type.name, default: []] += type.conformances
                if type.isExtension {
                    extensions.append(type)
                } else if type.kind != .protocol, types[type.name] == nil {
                    types[type.name] = type
                }
            }
        }
        for addition in extensions {
            guard var type = types[addition.name] else { continue }
            Self.merge(addition, into: &type)
            types[addition.name] = type
        }
        self.types = types
        self.objectiveCImplementations = implementations
        self.conformances = conformances
        var subclasses: [String: [String]] = [:]
        for type in types.values {
            if let superclass = type.superclass { subclasses[superclass, default: []].append(type.name) }
        }
        for declaration in objectiveCClasses where !declaration.isVendored && types[declaration.name] == nil {
            if !(subclasses[declaration.superclass]?.contains(declaration.name) ?? false) {
                subclasses[declaration.superclass, default: []].append(declaration.name)
            }
        }
        appSubclasses = subclasses.mapValues { $0.sorted() }
        var objectiveC: [String: ObjectiveCClass] = [:]
        for declaration in objectiveCClasses.sorted(by: { ($0.file, $0.line) < ($1.file, $1.line) })
        where !declaration.isVendored && objectiveC[declaration.name] == nil {
            objectiveC[declaration.name] = declaration
        }
        self.objectiveCClasses = objectiveC
        var superclasses = FrameworkClasses.superclasses
        for (name, superclass) in vendoredClasses where superclasses[name] == nil {
            superclasses[name] = superclass
        }
        // `class Row: Alias` with `typealias Alias = UITableViewCell`: the alias stands between them.
        for facts in swiftFacts {
            for (alias, target) in facts.typeAliases where superclasses[alias] == nil && alias != target {
                superclasses[alias] = target
            }
        }
        for (name, declaration) in objectiveC {
            superclasses[name] = declaration.superclass
        }
        for (name, type) in types {
            if let superclass = type.superclass {
                superclasses[name] = superclass
            } else {
                superclasses[name] = nil
            }
        }
        self.superclasses = superclasses

        var uses: [String: Set<String>] = [:]
        for facts in appFacts {
            for (name, owners) in facts.typeUses {
                uses[name, default: []].formUnion(owners)
            }
        }
        self.typeUses = uses
        let resolver = ReuseIdentifierResolver(
            declarations: appFacts.flatMap(\.identifierMembers), superclasses: superclasses,
            conformances: conformances)
        identifierResolver = resolver
        // A nib named by a constant another file declares (`nibWithNibName:kFeedCellNib`, a `#define` in a header).
        for index in appFacts.indices {
            for registration in appFacts[index].registrations.indices {
                guard let expression = appFacts[index].registrations[registration].nibNameExpression else { continue }
                appFacts[index].registrations[registration].nibName = resolver.resolve(expression, selfType: "")
            }
        }
        self.swiftFacts = appFacts
        dynamicRegistrations = appFacts.flatMap(\.dynamicRegistrations)
        var registrationAliases: [String: String] = [:]
        var registrationProperties: [String: String] = [:]
        for facts in appFacts {
            registrationAliases.merge(facts.cellRegistrationAliases) { first, _ in first }
            registrationProperties.merge(facts.cellRegistrationProperties) { first, _ in first }
        }
        cellRegistrationProperties = registrationProperties.mapValues { registrationAliases[$0] ?? $0 }
        self.cellRegistrationAliases = registrationAliases
        metatypeValues = Set(appFacts.flatMap(\.metatypeValues))

        // Classes Interface Builder lays out as cells, for a Swift class inheriting one that no file declares.
        var layoutKinds: [String: CellKind] = [:]
        var headerLayoutKinds: [String: CellKind] = [:]
        for cell in interfaceBuilderCells where !cell.isPlainViewRoot {
            guard let name = cell.customClass, let kind = cell.kind else { continue }
            if cell.role == .headerFooter {
                if headerLayoutKinds[name] == nil { headerLayoutKinds[name] = kind }
            } else if layoutKinds[name] == nil {
                layoutKinds[name] = kind
            }
        }
        var kinds: [String: CellKind] = [:]
        var headers: [String: CellKind] = [:]
        let declared = Set(types.keys).union(objectiveC.keys)
        for name in declared {
            if let kind = Self.cellKind(
                of: name, superclasses: superclasses, layoutKinds: layoutKinds, types: types,
                filesImportingCellBridge: filesImportingCellBridge)
            {
                kinds[name] = kind
            } else if let kind = Self.headerKind(of: name, superclasses: superclasses, layoutKinds: headerLayoutKinds) {
                headers[name] = kind
            }
        }
        self.cellKinds = kinds
        self.headerKinds = headers

        let registrations = self.swiftFacts.flatMap(\.registrations)
        let layouts = Self.cellLayouts(
            interfaceBuilderCells, cellKinds: kinds, headerKinds: headers, superclasses: superclasses,
            declared: declared, registrations: registrations)
        self.interfaceBuilderCells = layouts
        // One class can be laid out by several XIBs or prototypes (`NibCell.xib`, `CustomNibCell.xib`; a
        // grid and a list prototype): the layout shown is the XIB named after the class when there is one,
        // else the first XIB by path, else the first storyboard; all of them are listed.
        var byName: [String: InterfaceBuilderCell] = [:]
        var all: [String: [InterfaceBuilderCell]] = [:]
        for cell in layouts {
            guard let name = Self.name(of: cell) else { continue }
            all[name, default: []].append(cell)
            if let current = byName[name] {
                let rank = { (cell: InterfaceBuilderCell) -> Int in
                    cell.nibName == name ? 0 : (cell.isStoryboardPrototype ? 2 : 1)
                }
                guard rank(cell) < rank(current) else { continue }
            }
            byName[name] = cell
        }
        self.interfaceBuilderByName = byName
        self.interfaceBuilderLayouts = all
    }

    private static func merge(_ addition: SwiftTypeFacts, into type: inout SwiftTypeFacts) {
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
        type.configureParameterTypes += addition.configureParameterTypes.filter {
            !type.configureParameterTypes.contains($0)
        }
        type.modelPropertyTypes += addition.modelPropertyTypes.filter { !type.modelPropertyTypes.contains($0) }
    }

    /// Walks the class up through Swift, Objective-C and UIKit declarations. At the top of what the scan
    /// declares, a class Interface Builder lays out as a cell, or an outside class named `…TableViewCell` /
    /// `…CollectionViewCell` (a dependency's base cell), is a cell too. CellBridge's hosting cells count only
    /// from a file that imports CellBridge: elsewhere a class of that name is the app's own or another library's.
    private static func cellKind(
        of name: String, superclasses: [String: String], layoutKinds: [String: CellKind],
        types: [String: SwiftTypeFacts], filesImportingCellBridge: Set<String>
    ) -> CellKind? {
        let roots: [String: CellKind] = [
            "UICollectionViewCell": .collection, "UICollectionViewListCell": .collection, "UITableViewCell": .table,
        ]
        return kind(
            of: name, superclasses: superclasses, roots: roots, layoutKinds: layoutKinds,
            suffixes: [("TableViewCell", .table), ("CollectionViewCell", .collection)]
        ) { current, superclass in
            guard let kind = cellBridgeCells[superclass], superclasses[superclass] == nil,
                let file = types[current]?.file, filesImportingCellBridge.contains(file)
            else { return nil }
            return kind
        }
    }

    /// A header or footer view: a class whose hierarchy reaches `UITableViewHeaderFooterView` or
    /// `UICollectionReusableView`, or, at the top of what the scan declares, a class Interface Builder lays out as one
    /// or an outside class named `…HeaderFooterView` / `…ReusableView`. Asked only of a class that is no cell (a cell
    /// is a `UICollectionReusableView` too).
    private static func headerKind(
        of name: String, superclasses: [String: String], layoutKinds: [String: CellKind]
    ) -> CellKind? {
        kind(
            of: name, superclasses: superclasses,
            roots: ["UITableViewHeaderFooterView": .table, "UICollectionReusableView": .collection],
            layoutKinds: layoutKinds, suffixes: [("HeaderFooterView", .table), ("ReusableView", .collection)])
    }

    /// The kind of the first of `roots` the class's hierarchy reaches (or that `stop` gives for a class and its
    /// superclass); else, when the hierarchy ends outside the scan and outside Apple's classes, the kind Interface
    /// Builder lays that top class out as, or that its name's suffix says.
    private static func kind(
        of name: String, superclasses: [String: String], roots: [String: CellKind], layoutKinds: [String: CellKind],
        suffixes: [(String, CellKind)], stop: (String, String) -> CellKind? = { _, _ in nil }
    ) -> CellKind? {
        var current = name
        var visited: Set<String> = []
        while let superclass = superclasses[current], visited.insert(current).inserted {
            if let kind = roots[superclass] ?? stop(current, superclass) { return kind }
            current = superclass
        }
        guard current != name, !FrameworkClasses.isFrameworkName(current) else { return nil }
        if let kind = layoutKinds[current] { return kind }
        return suffixes.first { current.hasSuffix($0.0) }?.1
    }

    /// A class the app declares whose hierarchy ends in one of Apple's non-cell classes
    /// (`UITableViewHeaderFooterView`, `UIView`): never a cell, whatever element Interface Builder put it in.
    private static func isDeclaredNonCell(
        _ name: String, cellKinds: [String: CellKind], superclasses: [String: String], declared: Set<String>
    ) -> Bool {
        guard declared.contains(name), cellKinds[name] == nil else { return false }
        var current = name
        var visited: Set<String> = []
        while let superclass = superclasses[current], visited.insert(current).inserted {
            current = superclass
        }
        return FrameworkClasses.isFrameworkName(current)
    }

    /// The Interface Builder elements that lay out cells: cell elements whose class is not a header or another
    /// view, and XIBs whose root is a plain `<view>` of a cell class or registered as a cell's nib.
    /// A header class laid out in a cell element (`<tableViewCell customClass="SectionHeader">`) is a header's
    /// layout.
    private static func cellLayouts(
        _ cells: [InterfaceBuilderCell], cellKinds: [String: CellKind], headerKinds: [String: CellKind],
        superclasses: [String: String], declared: Set<String>, registrations: [CellRegistrationCall]
    ) -> [InterfaceBuilderCell] {
        var nibKinds: [String: (CellKind, isSupplementary: Bool)] = [:]
        for registration in registrations {
            if let nib = registration.nibName, let kind = registration.cellKind {
                nibKinds[nib] = (kind, registration.isSupplementary)
            }
        }
        var result: [InterfaceBuilderCell] = []
        for var cell in cells.sorted(by: { ($0.file, $0.line) < ($1.file, $1.line) }) {
            guard let name = name(of: cell) else { continue }
            if let kind = headerKinds[name] {
                cell.role = .headerFooter
                cell.kind = kind
            } else if cellKinds[name] != nil {
                cell.role = .cell
            } else if isDeclaredNonCell(name, cellKinds: cellKinds, superclasses: superclasses, declared: declared) {
                continue
            }
            if cell.isPlainViewRoot, cellKinds[name] == nil, headerKinds[name] == nil {
                guard let (kind, isSupplementary) = cell.nibName.flatMap({ nibKinds[$0] }) else { continue }
                cell.kind = kind
                cell.role = isSupplementary ? .headerFooter : .cell
            } else if cell.isPlainViewRoot {
                cell.kind = cellKinds[name] ?? headerKinds[name]
            }
            result.append(cell)
        }
        return result
    }

    /// The custom class; for UIKit's own cell class, the XIB's name or the prototype's reuse identifier.
    static func name(of cell: InterfaceBuilderCell) -> String? {
        if let customClass = cell.customClass, !customClass.isEmpty {
            return customClass
        }
        return cell.nibName ?? cell.reuseIdentifier.flatMap { $0.isEmpty ? nil : $0 }
    }

    func ancestors(of name: String) -> [String] {
        var result: [String] = []
        var current = name
        while let superclass = superclasses[current], !result.contains(superclass), superclass != name {
            result.append(superclass)
            current = superclass
        }
        return result
    }

    /// Whether the app itself declares the class (in Swift or Objective-C).
    func declares(_ name: String) -> Bool {
        types[name] != nil || objectiveCClasses[name] != nil
    }

    /// Names of the app's own cells and header/footer views; CellBridge's hosting cells are infrastructure, not
    /// features, unless the app declares a class of that name itself.
    var reusableViewNames: Set<String> {
        Set(cellKinds.keys).union(headerKinds.keys).union(interfaceBuilderByName.keys).filter { name in
            Self.cellBridgeCells[name] == nil || declares(name)
        }
    }

    /// The app's own cells, the feature types a data source dispatches over (its headers are not).
    var featureCellNames: Set<String> {
        reusableViewNames.filter { name in
            headerKinds[name] == nil && interfaceBuilderByName[name]?.role != .headerFooter
        }
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
        for name in Array(cellKinds.keys) + Array(headerKinds.keys) {
            if let superclass = superclasses[name] {
                subclassesByName[superclass, default: []].append(name)
            }
        }
        let viewModelsByIdentifier = Dictionary(
            swiftFacts.flatMap(\.classNameDeclarations).compactMap { declaration in
                declaration.identifier.map { ($0, declaration.typeName) }
            },
            uniquingKeysWith: { first, _ in first })
        var entries: [CellInventoryEntry] = []
        for name in reusableViewNames.sorted() {
            let swift = types[name].flatMap { $0.kind == .class ? $0 : nil }
            let objectiveC = swift == nil ? objectiveCClasses[name] : nil
            let interfaceBuilder = interfaceBuilderByName[name]
            guard let kind = cellKinds[name] ?? headerKinds[name] ?? interfaceBuilder?.kind else { continue }
            let code = swift ?? objectiveCImplementations[name]
            let definedIn: CellDefinitionSource
            if let interfaceBuilder {
                definedIn = interfaceBuilder.isStoryboardPrototype ? .storyboard : .xib
            } else {
                definedIn = .code
            }
            let layouts = interfaceBuilderLayouts[name] ?? []
            var identifiers = Set(layouts.compactMap(\.reuseIdentifier).filter { !$0.isEmpty })
            var inferred: Set<String> = []
            var unresolved: Set<String> = []
            let nibNames = Set(layouts.compactMap(\.nibName))
            let role: ReusableViewRole =
                headerKinds[name] != nil || interfaceBuilder?.role == .headerFooter ? .headerFooter : .cell
            // A cell's identifiers come from cell registrations, a header's from header and supplementary ones.
            let candidates = ((registrationsByName[name] ?? []) + nibNames.flatMap { registrationsByName[$0] ?? [] })
                .filter { $0.isSupplementary == (role == .headerFooter) }
            // What a dequeue computes at run time (`withIdentifier: message.isGrouped ? a : b`) can only be one of
            // the identifiers the cell is registered under: once a registration or its layout names one, the
            // dequeue's expression is no unknown identifier of the cell.
            var unresolvedByDequeues: Set<String> = []
            var registered = false
            for registration in Set(candidates)
            where registration.cellClass == name
                || (registration.nibName.map { $0 == name || nibNames.contains($0) } ?? false)
            {
                guard let expression = registration.reuseIdentifier else { continue }
                if let identifier = identifierResolver.resolve(expression, selfType: name) {
                    identifiers.insert(identifier)
                    if registration.isInferred { inferred.insert(identifier) }
                    registered = registered || !registration.isDequeue
                } else if registration.isDequeue {
                    unresolvedByDequeues.insert(Self.describe(expression))
                } else {
                    unresolved.insert(Self.describe(expression))
                }
            }
            if !registered, !layouts.contains(where: { !($0.reuseIdentifier ?? "").isEmpty }) {
                unresolved.formUnion(unresolvedByDequeues)
            }
            // Registered by a loop over a list of types the code builds at run time: the loop's member of this type
            // (`type.identifier`), inferred, since the code never pairs the two.
            var isDynamic = false
            if identifiers.isEmpty, !dynamicRegistrations.isEmpty, metatypeValues.contains(name) {
                isDynamic = true
                for member in Set(dynamicRegistrations.compactMap(\.identifierMember)) {
                    if let identifier = identifierResolver.resolve(.member(type: name, name: member), selfType: name) {
                        identifiers.insert(identifier)
                        inferred.insert(identifier)
                    }
                }
            }
            // An identifier Interface Builder gives is known, whatever a dequeue elsewhere computes.
            if layouts.contains(where: { !($0.reuseIdentifier ?? "").isEmpty }) {
                unresolved.removeAll()
            }
            // A name written out anywhere wins over the same name inferred from a library call.
            inferred.subtract(
                Set(layouts.compactMap(\.reuseIdentifier)).union(
                    Set(candidates).filter { !$0.isInferred }.compactMap { registration in
                        registration.reuseIdentifier.flatMap { identifierResolver.resolve($0, selfType: name) }
                    }))
            let lineage = [name] + ancestors(of: name)
            let lineageFacts = lineage.compactMap { types[$0] }
            let hosting = hostingKind(lineage: lineage, lineageFacts: lineageFacts)
            let controllers = childControllers(of: code)
            let assessment = RiskAssessor.assess(
                interfaceBuilder: interfaceBuilder, codeFacts: code, childControllers: controllers)
            let subclasses = (subclassesByName[name] ?? []).sorted()
            let viewModel =
                viewModelsByIdentifier[name] ?? swift?.configureParameterTypes.first
                ?? swift?.modelPropertyTypes.first ?? swift?.viewModelTypes.first
            let location = swift?.file ?? objectiveC?.file ?? interfaceBuilder?.file ?? ""
            var entry = CellInventoryEntry(
                name: name, kind: kind, definedIn: definedIn, xib: interfaceBuilder?.file, swiftFile: swift?.file,
                reuseIdentifiers: identifiers.sorted(), hosting: hosting, risk: assessment.risk,
                riskReasons: assessment.reasons, subclasses: subclasses, module: ModulePath.module(of: location),
                viewModelType: viewModel)
            entry.objectiveCFile = objectiveC?.file
            entry.interfaceBuilderFiles = Array(Set(layouts.map(\.file))).sorted()
            entry.inferredReuseIdentifiers = inferred.sorted()
            entry.unresolvedReuseIdentifiers = unresolved.sorted()
            entry.role = role
            entry.isRegisteredDynamically = isDynamic
            entry.language = swift != nil ? .swift : (objectiveC != nil ? .objectiveC : nil)
            entry.childViewControllers = controllers.map(\.name)
            (entry.owner, entry.dependency) = owner(of: name, layouts: layouts, file: swift?.file ?? objectiveC?.file)
            entries.append(entry)
        }
        return entries
    }

    private func hostingKind(lineage: [String], lineageFacts: [SwiftTypeFacts]) -> HostingKind {
        let inheritsCellBridge = lineage.enumerated().contains { index, name in
            guard Self.cellBridgeCells[name] != nil, !declares(name), index > 0,
                let file = types[lineage[index - 1]]?.file
            else { return false }
            return filesImportingCellBridge.contains(file)
        }
        if inheritsCellBridge || lineageFacts.contains(where: \.usesCellBridge) {
            return .cellbridge
        }
        if lineageFacts.contains(where: \.usesHostingConfiguration) {
            return .hostingConfiguration
        }
        if lineageFacts.contains(where: \.usesHostingController) {
            return .hostingController
        }
        return .none
    }

    /// An identifier expression as the report shows it when its value is unknown: `FeedCell.reuseIdentifier`.
    static func describe(_ expression: ReuseIdentifierExpression) -> String {
        switch expression {
        case .literal(let text): return "\"\(text)\""
        case .typeName(let name): return "String(describing: \(name).self)"
        case .member(let type, let name):
            return type == ReuseIdentifierExpression.globalScope ? name : "\(type).\(name)"
        case .unknown(let text): return text
        }
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
            context.declarationKinds[name] = type.kind
        }
        let nibToCell = Dictionary(
            context.layouts.compactMap { name, cell in cell.nibName.map { ($0, name) } },
            uniquingKeysWith: { first, _ in first })
        for facts in swiftFacts {
            for registration in facts.registrations where !registration.isDequeue {
                guard let cell = registration.cellClass ?? registration.nibName.map({ nibToCell[$0] ?? $0 }),
                    context.registrationLocations[cell] == nil
                else { continue }
                context.registrationLocations[cell] = SourceLocation(file: facts.file, line: registration.line)
            }
        }
        return context
    }
}
