/// Screens and the navigation between them: which cells each screen shows (it registers or dequeues them, its data
/// source names them, it uses a data source that does, or its storyboard scene holds their prototypes), where each
/// one pushes, presents, shows or contains others (code and storyboards), and whether it is a leaf, list or
/// navigation screen.
extension InventoryBuilder {
    /// UIKit's containers: a subclass contains screens rather than being one.
    static let containerClasses: Set<String> = [
        "UINavigationController", "UITabBarController", "UISplitViewController", "UIPageViewController",
    ]
    /// UIKit's list controllers.
    static let listControllerClasses: Set<String> = ["UITableViewController", "UICollectionViewController"]

    /// The screens with their cells, stage and destinations, and the navigation edges between them.
    func screens(dataSources: [DataSourceEvaluation]) -> (screens: [ScreenUsage], edges: [NavigationEdge]) {
        let reusable = reusableViewNames
        var (cellsOf, registered) = cellAttribution(dataSources: dataSources, reusable: reusable)
        let controllers = viewControllerNames()
        let sceneNames = Set(
            interfaceBuilderScenes.filter { vendoredFolders.dependency(of: $0.file) == nil }.compactMap(Self.name(of:)))
        // A data source type (an adapter) shows its cells on the screens that use it; a lane cell, on its cell's
        // screens.
        let callers = factoryCallers()
        for _ in 0..<4 {
            var changed = false
            for (owner, cells) in cellsOf where !controllers.contains(owner) && !sceneNames.contains(owner) {
                let targets: [String]
                if reusable.contains(owner) {
                    targets = cellsOf.filter { $0.value.contains(owner) }.map(\.key)
                } else {
                    targets = (users(of: owner) + (callers[owner] ?? [])).filter { controllers.contains($0) }
                }
                for target in targets where !cells.isSubset(of: cellsOf[target] ?? []) {
                    cellsOf[target, default: []].formUnion(cells)
                    changed = true
                }
            }
            if !changed { break }
        }
        inheritCells(into: &cellsOf, registered: registered, controllers: controllers, dataSources: dataSources)
        var files: [String: String] = [:]
        for facts in swiftFacts {
            for type in facts.types where files[type.name] == nil && !type.isExtension { files[type.name] = facts.file }
        }
        for (name, declaration) in objectiveCClasses where files[name] == nil { files[name] = declaration.file }
        for scene in interfaceBuilderScenes {
            if let name = Self.name(of: scene), files[name] == nil { files[name] = scene.file }
        }
        let written = navigationEdges(screens: controllers.union(sceneNames), reusable: reusable)
        // Every view controller is a screen, except an abstract base class (only subclassed, never made): its
        // cells and its navigation are its subclasses'. The other rows are types that show cells no screen was seen
        // to use, and navigation types (coordinators, delegates) that navigate.
        let abstract = abstractBaseControllers(controllers: controllers)
        let edges = Self.inheriting(written, from: abstract) { descendants(of: $0).filter(controllers.contains) }
        var names: Set<String> = []
        for name in controllers.union(sceneNames) where !abstract.contains(name) {
            names.insert(name)
        }
        for (owner, cells) in cellsOf
        where !cells.isEmpty && !reusable.contains(owner) && !abstract.contains(owner) && !isDependencys(owner) {
            let shownElsewhere = (users(of: owner) + (callers[owner] ?? [])).contains { controllers.contains($0) }
            if controllers.contains(owner) || sceneNames.contains(owner) || !shownElsewhere { names.insert(owner) }
        }
        for edge in edges { names.insert(edge.from) }
        // A screen whose class inherits a data source is a list, whether or not its cells could be named.
        var dataSourceTypes = Set(dataSources.map(\.entry.typeName))
        for type in Array(dataSourceTypes) { dataSourceTypes.formUnion(descendants(of: type)) }
        var result: [ScreenUsage] = []
        for name in names.sorted() {
            var screen = ScreenUsage(name: name, file: files[name] ?? "", cellNames: (cellsOf[name] ?? []).sorted())
            screen.destinations = Array(Set(edges.filter { $0.from == name }.map(\.to))).sorted()
            screen.stage = stage(
                of: name, cells: screen.cellNames,
                isController: controllers.contains(name) || sceneNames.contains(name),
                hasDataSource: dataSourceTypes.contains(name))
            result.append(screen)
        }
        return (ScreenPlanner.ordered(result), edges)
    }

    /// A cell factory's type (`BookmarkCellFactory`) → the types whose data sources call its methods
    /// (`BookmarkCellFactory.makeFolderCell(…)`): its cells are on their screens.
    func factoryCallers() -> [String: [String]] {
        var result: [String: Set<String>] = [:]
        for facts in swiftFacts {
            for dataSource in facts.dataSources {
                for called in dataSource.calledFunctions {
                    guard let dot = called.firstIndex(of: ".") else { continue }
                    let type = String(called[..<dot])
                    if type != dataSource.typeName { result[type, default: []].insert(dataSource.typeName) }
                }
            }
        }
        return result.mapValues { $0.sorted() }
    }

    /// Whether a type is declared in a dependency's code (a vendored folder, `Pods/`).
    func isDependencys(_ name: String) -> Bool {
        // The app's own declaration wins over a dependency's class of the same name (a library's example code).
        guard let file = types[name]?.file ?? objectiveCClasses[name]?.file ?? objectiveCImplementations[name]?.file
        else { return vendoredClassFiles[name] != nil }
        return vendoredFolders.dependency(of: file) != nil
    }

    // MARK: Base classes

    /// The view controllers that are only subclassed: they have subclasses that are view controllers, and nothing
    /// makes them (no navigation makes one where it shows it, no storyboard scene is of their class, no other type
    /// instantiates them). Their subclasses are the screens users see. Being named is not being made: a parameter
    /// or a local of the base class's type (`addChild(tab)` with `tab: PlayerTabController`) holds a subclass.
    func abstractBaseControllers(controllers: Set<String>) -> Set<String> {
        var made: Set<String> = []
        for facts in swiftFacts {
            for fact in facts.navigation {
                if case .made(let name) = fact.destination { made.insert(name) }
            }
        }
        let storyboardClasses = Set(interfaceBuilderScenes.filter { !$0.isXIBOwner }.compactMap(\.customClass))
        var result: Set<String> = []
        for name in controllers where !made.contains(name) && !storyboardClasses.contains(name) {
            let subclasses = descendants(of: name)
            guard subclasses.contains(where: controllers.contains) else { continue }
            let makers = (typeUses[name] ?? []).subtracting([name]).subtracting(subclasses)
            if makers.isEmpty { result.insert(name) }
        }
        return result
    }

    /// The cells a view controller shows through what it inherits: what its superclasses show (they register
    /// them, or make the rows or adapters that do), and what the data sources it inherits dequeue for it (through its
    /// own overrides and under the identifiers it registers) rather than all their subclasses' cells together.
    private func inheritCells(
        into cellsOf: inout [String: Set<String>], registered: [String: Set<String>], controllers: Set<String>,
        dataSources: [DataSourceEvaluation]
    ) {
        var inherited: [String: Set<String>] = [:]
        var throughDataSources: [String: Set<String>] = [:]
        for evaluation in dataSources {
            throughDataSources[evaluation.entry.typeName, default: []].formUnion(evaluation.cellTypes)
            for (subclass, cells) in evaluation.cellTypesBySubclass where controllers.contains(subclass) {
                inherited[subclass, default: []].formUnion(cells)
            }
        }
        for name in controllers {
            for ancestor in ancestors(of: name) where controllers.contains(ancestor) {
                let onlyThroughDataSource = (throughDataSources[ancestor] ?? []).subtracting(registered[ancestor] ?? [])
                inherited[name, default: []].formUnion((cellsOf[ancestor] ?? []).subtracting(onlyThroughDataSource))
            }
        }
        for (name, cells) in inherited where !cells.isEmpty {
            cellsOf[name, default: []].formUnion(cells)
        }
    }

    /// `edges` with each edge from an abstract base class drawn from each of its concrete subclasses instead (the
    /// navigation a base class codes is done by the screens that inherit it), and none to an abstract base class.
    static func inheriting(
        _ edges: [NavigationEdge], from abstract: Set<String>, subclasses: (String) -> [String]
    ) -> [NavigationEdge] {
        guard !abstract.isEmpty else { return edges }
        var result: [NavigationEdge] = []
        // An edge to an abstract base class names no screen: the code holds one of its subclasses, and does not say
        // which.
        for edge in edges where !abstract.contains(edge.to) {
            guard abstract.contains(edge.from) else {
                result.append(edge)
                continue
            }
            for subclass in subclasses(edge.from) where !abstract.contains(subclass) && subclass != edge.to {
                var inherited = edge
                inherited.from = subclass
                result.append(inherited)
            }
        }
        var seen: Set<String> = []
        return result.sorted().filter { seen.insert("\($0.from)\u{0}\($0.to)\u{0}\($0.kind.rawValue)").inserted }
    }

    /// A scene's name: its class, else its storyboard identifier.
    static func name(of scene: InterfaceBuilderScene) -> String? {
        scene.customClass ?? scene.storyboardIdentifier
    }

    // MARK: Cells per screen

    /// Screen (or data source, or cell) → the cells it registers, dequeues or dispatches over, or holds prototypes of;
    /// and, apart, those it registers or dequeues (what its subclasses inherit with its code).
    private func cellAttribution(
        dataSources: [DataSourceEvaluation], reusable: Set<String>
    ) -> (all: [String: Set<String>], registered: [String: Set<String>]) {
        let nibToCell = Dictionary(
            interfaceBuilderCells.compactMap { cell -> (String, String)? in
                guard let nibName = cell.nibName, let name = Self.name(of: cell) else { return nil }
                return (nibName, name)
            },
            uniquingKeysWith: { first, _ in first })
        var cellsOf: [String: Set<String>] = [:]
        for facts in swiftFacts {
            for registration in facts.registrations {
                guard let cell = registration.cellClass ?? registration.nibName.map({ nibToCell[$0] ?? $0 }),
                    reusable.contains(cell), cell != registration.registeringType
                else { continue }
                cellsOf[registration.registeringType, default: []].insert(cell)
            }
        }
        let registered = cellsOf
        for evaluation in dataSources {
            cellsOf[evaluation.entry.typeName, default: []].formUnion(
                evaluation.cellTypes.filter { $0 != evaluation.entry.typeName })
        }
        for cell in interfaceBuilderCells where cell.isStoryboardPrototype {
            guard let name = Self.name(of: cell) else { continue }
            cellsOf[cell.scene ?? cell.file, default: []].insert(name)
        }
        return (cellsOf, registered)
    }

    // MARK: Screens and stages

    /// The app's view controller classes: a class whose hierarchy reaches `UIViewController`, or ends, outside the
    /// scan, in a class named `…Controller` (a dependency's base screen).
    func viewControllerNames() -> Set<String> {
        var result: Set<String> = []
        let classes = types.filter { $0.value.kind == .class }.map(\.key) + Array(objectiveCClasses.keys)
        let reusable = reusableViewNames
        for name in classes where !reusable.contains(name) {
            let lineage = ancestors(of: name)
            if lineage.contains("UIViewController") {
                result.insert(name)
            } else if let top = lineage.last, !FrameworkClasses.isFrameworkName(top), top.hasSuffix("Controller") {
                result.insert(name)
            }
        }
        // A dependency's view controller is not a screen of the app to migrate.
        result = result.filter { !isDependencys($0) }
        return result
    }

    private func stage(of name: String, cells: [String], isController: Bool, hasDataSource: Bool) -> ScreenStage {
        let lineage = [name] + ancestors(of: name)
        let isContainerScene = interfaceBuilderScenes.contains { Self.name(of: $0) == name && $0.isContainer }
        if !isController || isContainerScene || lineage.contains(where: Self.containerClasses.contains) {
            return cells.isEmpty ? .navigation : .list
        }
        if !cells.isEmpty || hasDataSource || lineage.contains(where: Self.listControllerClasses.contains) {
            return .list
        }
        return .leaf
    }

    // MARK: Navigation

    /// Edges from the code's pushes, presentations, shows and segues, and the storyboards' segues and
    /// relationships, between known screens (a navigation type such as a coordinator may be a source).
    private func navigationEdges(screens: Set<String>, reusable: Set<String>) -> [NavigationEdge] {
        var edges: [NavigationEdge] = []
        var scenesByFile: [String: [String: InterfaceBuilderScene]] = [:]
        for scene in interfaceBuilderScenes where !scene.isXIBOwner {
            scenesByFile[scene.file, default: [:]][scene.id] = scene
        }
        for scene in interfaceBuilderScenes where !scene.isXIBOwner && vendoredFolders.dependency(of: scene.file) == nil
        {
            guard let from = Self.name(of: scene) else { continue }
            for segue in scene.segues {
                let kind: NavigationEdge.Kind =
                    segue.kind == "relationship" || segue.kind == "embed" ? .contains : .segue
                for to in sceneNames(segue.destination, file: scene.file, scenesByFile: scenesByFile, depth: 0)
                where to != from {
                    edges.append(NavigationEdge(from: from, to: to, kind: kind, file: scene.file, line: scene.line))
                }
            }
        }
        for facts in swiftFacts where vendoredFolders.dependency(of: facts.file) == nil {
            // A cell or a view that navigates does so for its screen, which the code does not say.
            for fact in facts.navigation
            where !reusable.contains(fact.from) && !ancestors(of: fact.from).contains("UIView") {
                var targets: [String] = []
                switch fact.destination {
                case .type(let name), .made(let name):
                    if screens.contains(name) { targets = [name] }
                case .storyboardIdentifier(let identifier):
                    for scene in interfaceBuilderScenes where scene.storyboardIdentifier == identifier {
                        targets += sceneNames(scene.id, file: scene.file, scenesByFile: scenesByFile, depth: 0)
                    }
                case .segue(let identifier):
                    for scene in interfaceBuilderScenes where Self.name(of: scene) == fact.from {
                        for segue in scene.segues where segue.identifier == identifier {
                            targets += sceneNames(
                                segue.destination, file: scene.file, scenesByFile: scenesByFile, depth: 0)
                        }
                    }
                }
                for to in targets where to != fact.from {
                    edges.append(
                        NavigationEdge(from: fact.from, to: to, kind: fact.kind, file: facts.file, line: fact.line))
                }
            }
        }
        var seen: Set<String> = []
        return edges.sorted().filter { seen.insert("\($0.from)\u{0}\($0.to)\u{0}\($0.kind.rawValue)").inserted }
    }

    /// The named screens a scene id stands for: its own name, or, for a container or storyboard reference without
    /// one, the screens it leads to.
    private func sceneNames(
        _ id: String, file: String, scenesByFile: [String: [String: InterfaceBuilderScene]], depth: Int
    ) -> [String] {
        guard depth < 6, let scene = scenesByFile[file]?[id] else { return [] }
        // A navigation controller, UIKit's or the app's own subclass, leads to its root.
        let isNavigation = scene.elementName == "navigationController"
        if !isNavigation, let name = Self.name(of: scene) { return [name] }
        if let storyboard = scene.referencedStoryboard {
            let target = scenesByFile.first { key, _ in
                key == storyboard + ".storyboard" || key.hasSuffix("/" + storyboard + ".storyboard")
            }
            guard let (targetFile, targetScenes) = target else { return [] }
            let referenced = targetScenes.values.first { candidate in
                scene.referencedIdentifier.map { candidate.storyboardIdentifier == $0 } ?? candidate.isInitial
            }
            guard let referenced else { return [] }
            return sceneNames(referenced.id, file: targetFile, scenesByFile: scenesByFile, depth: depth + 1)
        }
        guard scene.isContainer else { return [] }
        return scene.segues.filter { $0.kind == "relationship" || $0.kind == "embed" }.flatMap {
            sceneNames($0.destination, file: file, scenesByFile: scenesByFile, depth: depth + 1)
        }
    }
}
