internal import SwiftSyntax

/// Plans `cellbridge migrate CELL PATH`: moves one cell laid out in a XIB or a storyboard prototype to a
/// SwiftUI view CellBridge hosts. The configure method is proven from the places that configure the cell
/// (or from its `ConfigurableCell` conformance when a CellBridge bridge configures it), never guessed from
/// a name; the view is the scaffold's layout bound from everything those places and that method set; the
/// view model is the app's own when it is this cell's, else a new value view model of what the places
/// give; registrations and those places move to the hosting cell; new files join the targets that compile
/// the files they are used from. Everything happens in a `MigrationWorkspace`: nothing is written here.
struct CellMigrator {
    let report: ScanReport
    let workspace: MigrationWorkspace
    let removeLegacy: Bool
    /// `--allow-todos`: write a view that cannot show everything the old configuration set, each gap marked.
    var allowTodos = false

    private static let uiKitCellProtocols: Set<String> = ["CollectionCellViewModel", "ConfigurableCell"]

    /// What the cell and its app base classes declare.
    struct Family {
        var names: [String]
        var declarations: [TypeDeclaration]
        var functions: [FunctionDeclSyntax]
        var properties: Set<String>
        var methods: Set<String>
        /// Its app base classes and the protocols they adopt.
        var supertypes: Set<String>
        /// Its `awakeFromNib()`, read once: what it sets on the cell, its look, and the rest.
        var awake: (settings: [String], look: [String: String], rest: CodeBlockItemListSyntax)? = nil

        func function(signature: String) -> FunctionDeclSyntax? {
            functions.first { CellMigrator.signatureName(of: $0) == signature }
        }

        /// Whether any code of the cell but `function` reads `property` (an assignment is no read): a
        /// property the configure stores and nothing reads showed nothing, so the view need not carry it.
        func reads(_ property: String, outside function: FunctionDeclSyntax?) -> Bool {
            let skipped = function.map { $0.position..<$0.endPosition }
            for declaration in declarations {
                for token in declaration.node.tokens(viewMode: .sourceAccurate)
                where token.tokenKind == .identifier(property) && !(skipped?.contains(token.position) ?? false) {
                    guard var expression = token.parent?.as(DeclReferenceExprSyntax.self).map(ExprSyntax.init)
                    else { continue }
                    if let member = expression.parent?.as(MemberAccessExprSyntax.self),
                        member.declName.baseName.id == token.id
                    {
                        guard member.base?.is(DeclReferenceExprSyntax.self) ?? false,
                            member.base?.trimmedDescription == "self"
                        else { continue }
                        expression = ExprSyntax(member)
                    }
                    let list = expression.parent?.as(ExprListSyntax.self)
                    let isAssigned =
                        list?.first?.id == expression.id && list.map { Array($0).count > 1 } == true
                        && list.map { Array($0)[1].is(AssignmentExprSyntax.self) } == true
                    if !isAssigned { return true }
                }
            }
            return false
        }

        /// The declared property (its type, modifiers, initial value, accessors).
        func property(_ name: String) -> (variable: VariableDeclSyntax, binding: PatternBindingSyntax)? {
            for declaration in declarations {
                guard let variable = declaration.properties[name] else { continue }
                for binding in variable.bindings
                where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    return (variable, binding)
                }
            }
            return nil
        }
    }

    func plan(cellName: String) throws(MigrationFailure) -> MigrationOutcome {
        guard let cell = report.cells.first(where: { $0.name == cellName }) else {
            let known = report.cells.filter { $0.definedIn != .code }.map(\.name)
            let guess = CommandLineParser.suggestion(for: cellName, among: report.cells.map(\.name))
            let hint =
                known.isEmpty
                ? "no cell laid out in a XIB or storyboard was found"
                : "cells laid out in a XIB or "
                    + "storyboard: " + known.joined(separator: ", ")
            throw MigrationFailure("no cell named '\(cellName)' in \(report.root)\(guess) (\(hint))")
        }
        guard cell.definedIn != .code, let layoutFile = cell.xib else {
            throw MigrationFailure(
                "\(cellName) is laid out in code, not in a XIB or a storyboard prototype; migrate drafts from those "
                    + "layouts only: write its SwiftUI view by hand (then give its view model makeHostedView())")
        }
        guard let swiftFile = cell.swiftFile, let cellDeclaration = workspace.primaryDeclaration(of: cellName),
            cellDeclaration.kind == .class
        else {
            if cell.objectiveCFile != nil {
                throw MigrationFailure(
                    "\(cellName) is written in Objective-C (\(cell.objectiveCFile ?? "")); migrate rewrites Swift cells only: "
                        + "write its SwiftUI view by hand, or port the cell to Swift first")
            }
            if cell.owner != .app {
                throw MigrationFailure(
                    "\(cellName) belongs to a dependency (\(cell.dependency ?? cell.swiftFile ?? "")); migrate rewrites the "
                        + "app's own cells only")
            }
            if cell.definedIn == .storyboard, isOnlyInStaticTables(identifier: cellName, in: layoutFile) {
                throw MigrationFailure(
                    "\(cellName) is a cell of a static table (\(layoutFile)) of UIKit's own UITableViewCell (no class of "
                        + "the app's): laid out in place and never dequeued, its screen sets it up itself; migrate moves "
                        + "cells a data source dequeues and configures: move the static table to SwiftUI as a whole (a "
                        + "Form), or keep it in UIKit")
            }
            let prototype = cell.definedIn == .storyboard ? "storyboard prototype" : "XIB cell"
            throw MigrationFailure(
                "\(cellName) is a \(prototype) of UIKit's own \(cell.kind == .table ? "UITableViewCell" : "UICollectionViewCell") "
                    + "(no class of the app's), set up through its built-in views or tags; migrate moves cells of the "
                    + "app's own classes: give it a class with outlets, or write its SwiftUI view by hand")
        }
        try checkOwnProtocols()
        let layout = try layoutElement(of: cellName, in: layoutFile, isStoryboard: cell.definedIn == .storyboard)
        let baseName = SwiftUIScaffolder.baseName(ofCell: cellName)
        let viewNames = [baseName + "View", cellName + "View"]

        // Migrated before: a view model renders one of the names, which exists.
        if let existingView = viewNames.first(where: { workspace.primaryDeclaration(of: $0) != nil }),
            let renderer = renderer(of: existingView)
        {
            guard removeLegacy else {
                return .alreadyMigrated(
                    "\(cellName) is already migrated: \(renderer) renders \(existingView); nothing to do")
            }
            var remover = LegacyCellRemover(cell: cell, workspace: workspace)
            try remover.remove(layout: layout)
            let changes = workspace.changeSet
            guard changes.edits.isEmpty else { return .changes(changes) }
            if changes.manualSteps.isEmpty {
                return .alreadyMigrated("\(cellName) is already migrated and its legacy files are gone; nothing to do")
            }
            return .alreadyMigrated(
                "\(cellName) is already migrated; nothing removed:\n"
                    + changes.manualSteps.map { "  " + $0 }.joined(separator: "\n"))
        }
        try checkScrollingContainer(cellName: cellName, layout: layout)

        // How the cell is configured, proven from the app's code.
        let family = self.family(of: cellName)
        let connections = SwiftUILayoutWriter(connectionsOf: layout.cell)
        let outlets = Set(connections.outlets.values)
        let isTable = cell.kind == .table
        let found = ConfigurationSiteReader(
            workspace: workspace, cellName: cellName, identifiers: cell.reuseIdentifiers,
            nibName: cell.definedIn == .xib ? layout.nibName : nil, properties: family.properties,
            methods: family.methods, supertypes: family.supertypes,
            hostingClass: isTable ? "HostingTableViewCell" : "HostingCollectionViewCell"
        ).read()
        let unreachable = found.unreachable.filter { !goesThroughBridge($0) }
        var usable: [ConfigurationSite] = []
        var legacy: [(site: ConfigurationSite, reason: String)] = []
        for site in found.sites {
            if let reason = reasonSiteCannotMove(site, family: family, outlets: outlets) {
                legacy.append((site, reason))
            } else {
                usable.append(site)
            }
        }
        let configuration = try decide(
            cellName: cellName, family: family, outlets: outlets, usable: &usable, legacy: &legacy,
            unreachable: unreachable, isTable: isTable, layout: layout)

        // The names of the view and, for values, of the new view model.
        var viewModelName: String
        var viewModelFile: String?
        switch configuration {
        case .viewModel(let name, _, _):
            viewModelName = name
        case .values:
            viewModelName = baseName + "ViewModel"
            if workspace.primaryDeclaration(of: viewModelName) != nil {
                viewModelName = cellName + "ViewModel"
            }
            let directory = RelativePath.directory(of: swiftFile)
            let file = (directory.isEmpty ? "" : directory + "/") + viewModelName + ".swift"
            guard workspace.primaryDeclaration(of: viewModelName) == nil, !workspace.exists(file) else {
                throw MigrationFailure(
                    "the app already has types or files named \(baseName)ViewModel and \(viewModelName); migrate writes "
                        + "a value view model of that name: move them away, then run again")
            }
            viewModelFile = file
        }
        let viewModelDeclaration = workspace.primaryDeclaration(of: viewModelName)
        let anchor = viewModelFile ?? viewModelDeclaration?.path ?? swiftFile
        let directory = RelativePath.directory(of: anchor)
        func file(_ name: String) -> String { (directory.isEmpty ? "" : directory + "/") + name + ".swift" }
        guard
            let viewName = viewNames.first(where: {
                workspace.primaryDeclaration(of: $0) == nil && !workspace.exists(file($0))
            })
        else {
            throw MigrationFailure(
                "the app already has types or files named \(viewNames.joined(separator: " and ")) (from `scaffold --write`?); "
                    + "migrate writes its own view: move them away, then run again")
        }
        let viewFile = file(viewName)
        if viewName != viewNames[0] {
            workspace.warnings.append("the app already has a type \(viewNames[0]); the view is named \(viewName)")
        }
        if cell.risk == .high {
            workspace.warnings.append(
                "\(cellName) is high risk (\(cell.riskReasons.joined(separator: "; "))); migrated all the same: profile "
                    + "it before shipping, or keep it in UIKit (see `cellbridge plan`)")
        }

        // The view, bound from everything the old configuration set.
        var bindings = self.bindings(
            configuration, cellName: cellName, family: family, outlets: outlets, sites: usable, layout: layout,
            viewModelDeclaration: viewModelDeclaration)
        // A cell nothing configures shows its layout as it is; one whose configuration is lost entirely is refused.
        guard bindings.boundCount > 0 || (bindings.todoCount == 0 && bindings.setInCode.isEmpty) else {
            let what = (bindings.unplaced + bindings.todos.values.flatMap { $0 }).prefix(2).map {
                $0.replacingOccurrences(of: "// TODO(cellbridge): ", with: "")
            }
            throw MigrationFailure(
                "nothing of \(cellName)'s configuration could be carried over to a SwiftUI view"
                    + (what.isEmpty ? " (it sets none of its outlets)" : ": " + what.joined(separator: "; "))
                    + "; migrate writes views that show what the cell showed: move what it shows into its configure "
                    + "method as values (label.text = item.title), then run again")
        }
        // Counted before the notes below, which annotate what is already counted.
        let (boundCount, todoCount) = (bindings.boundCount, bindings.todoCount)
        for (outlet, members) in bindings.setInCode.sorted(by: { $0.key < $1.key }) where bindings.todos[outlet] == nil
        {
            let unbound = members.filter { !Self.isBound($0, outlet: outlet, in: bindings) }.sorted()
            guard !unbound.isEmpty, outlets.contains(outlet) else { continue }
            let content = unbound.contains {
                CellBindings.contentMembers.contains($0) || !CellBindings.appearanceMembers.contains($0)
            }
            bindings.todos[outlet] = [
                "// TODO(cellbridge): outlet \(outlet): \(cellName) sets its \(unbound.joined(separator: ", ")) in code this "
                    + "view does not carry over" + (content ? "; the XIB's placeholder is not shown" : "")
            ]
        }
        // What the user types is the cell's to report: a constant binding shows the text and drops the edits.
        for field in layout.cell.descendants(where: {
            $0.name == "textField" || ($0.name == "textView" && $0["editable"] != "NO")
        }) {
            let outlet = field["id"].flatMap { connections.outlets[$0] } ?? "#" + (field["id"] ?? "")
            bindings.todos[outlet, default: []].append(
                "// TODO(cellbridge): outlet \(outlet): a \(field.name == "textField" ? "text field" : "text view") the user "
                    + "edits; this view shows its text and drops the edits (and what the cell did with them)")
        }
        Self.unplaceTodosOfUndrawnOutlets(&bindings, outlets: connections.outlets, layout: layout)
        var writer = connections
        writer.bindings = bindings
        writer.isMigration = true
        let methodName = configuration.method.map(Self.signatureName) ?? "the data source"
        let isValueType: Bool
        switch configuration {
        case .viewModel: isValueType = [.struct, .enum].contains(viewModelDeclaration?.kind)
        case .values: isValueType = true
        }
        let viewText = Self.viewFile(
            cellName: cellName, layoutFile: layoutFile, methodName: methodName, viewName: viewName,
            viewModel: viewModelName, isValueType: isValueType, writer: writer, layout: layout)
        try checkNothingDropped(cellName: cellName, viewText: viewText)
        try checkNoOtherCasts(
            cellName: cellName, family: family, places: usable + legacy.map(\.site))
        let declaredByApp = { (name: String) in !workspace.declarations(of: name).isEmpty }
        let qualifiedView = SwiftUINameQualifier.qualified(viewText, declaredByApp: declaredByApp)
        let imports = ImportLines.of([anchor, swiftFile] + usable.map(\.path), in: workspace)
        workspace.write(
            viewFile, ImportLines.adding(imports, to: Self.wrapped(qualifiedView, likeFileAt: anchor, in: workspace)))
        let total = boundCount + todoCount
        workspace.done.append(
            "\(viewFile): \(viewName), the layout of \(layoutFile) bound to \(viewModelName): \(boundCount) of "
                + "\(total) settings carried over (\(total == 0 ? 100 : boundCount * 100 / total)%) from "
                + (configuration.method == nil ? "what the data source set" : methodName)
                + (usable.isEmpty ? "" : " at \(TextReportRenderer.plural(usable.count, "place"))")
                + ", \(todoCount) TODO(cellbridge)")

        // The view model.
        switch configuration {
        case .values(_, let inputs):
            guard let viewModelFile else { break }
            workspace.write(
                viewModelFile,
                ImportLines.adding(
                    ImportLines.of([swiftFile] + usable.map(\.path), in: workspace),
                    to: SwiftUINameQualifier.qualified(
                        ValueViewModelFile.text(
                            name: viewModelName, cellName: cellName, methodName: methodName, viewName: viewName,
                            inputs: inputs), declaredByApp: declaredByApp)))
            workspace.done.append(
                "\(viewModelFile): \(viewModelName), a value view model of what \(methodName) was given, rendering \(viewName)"
            )
        case .viewModel:
            guard let viewModelDeclaration else { break }
            if ViewModelEditor.takesClassNameAtCreation(viewModelName, in: workspace) {
                throw MigrationFailure(
                    "\(viewModelName) is given its className when it is created (a stored property), so it may stand for "
                        + "several cells and cannot name one SwiftUI view; give \(cellName) a view model of its own "
                        + "whose className names it, then run again")
            }
            let read = Set(bindings.expressions.flatMap(ExpressionMapper.viewModelProperties(in:)))
            let published =
                isValueType
                ? [] : ViewModelEditor.mutatedProperties(of: viewModelDeclaration, among: read, in: workspace)
            if let line = ViewModelEditor.edit(viewModelName, viewName: viewName, published: published, in: workspace) {
                workspace.done.append(line)
            }
        }

        // Registrations and the places that configure the cell.
        let migrated = MigratedCell(
            name: cellName, nibName: cell.definedIn == .xib ? layout.nibName : nil, identifiers: cell.reuseIdentifiers,
            isTable: isTable, viewName: viewName, viewModel: viewModelName, configuration: configuration,
            memberNames: family.properties.union(family.methods),
            cellSettings: (isTable ? MigratedCell.settings(ofTableCell: layout.cell) : [])
                + (family.awake?.settings ?? []),
            configuredCellAPI: isTable ? bindings.cellAPI.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } : [])
        var rewriter = CellUsageRewriter(cell: migrated, workspace: workspace)
        try rewriter.rewrite(sites: usable, legacy: legacy, unreachable: unreachable)

        // The project as it builds: each new file joins every target that compiles a file it is used from.
        do {
            if let viewModelFile {
                let usedFrom = [swiftFile] + usable.map(\.path)
                try ProjectMembership.add([viewModelFile], besides: swiftFile, compiledWith: usedFrom, in: workspace)
                try ProjectMembership.add(
                    [viewFile], besides: viewModelFile, compiledWith: [viewModelFile] + usedFrom, in: workspace)
            } else {
                try ProjectMembership.add([viewFile], besides: anchor, compiledWith: [anchor], in: workspace)
            }
        } catch {
            throw MigrationFailure(error.description)
        }

        if removeLegacy {
            if rewriter.leftLegacyUses || rewriter.keptLegacyRegistration {
                workspace.manualSteps.append(
                    "--remove-legacy: kept \(cellName) and \(layoutFile): "
                        + (rewriter.leftLegacyUses
                            ? "the legacy uses above still need them" : "the registration helper above names them"))
            } else {
                var remover = LegacyCellRemover(cell: cell, workspace: workspace)
                try remover.remove(layout: layout)
            }
        }
        return .changes(workspace.changeSet)
    }

    // MARK: Refusals before anything is planned

    /// Code outside the places that configure the cell that casts a cell to it (`cellForItem(at:) as? TileCell` in
    /// a `didSelectItemAt`) would silently stop running: the hosting cell is never one. Refused with each place,
    /// unless `--allow-todos`, which lists them for the user.
    private func checkNoOtherCasts(
        cellName: String, family: Family, places: [ConfigurationSite]
    ) throws(MigrationFailure) {
        var found: [String] = []
        for path in workspace.swiftFiles(mentioning: cellName) {
            guard let tree = workspace.tree(path), let text = workspace.text(path) else { continue }
            let casts = CastCollector(type: cellName, viewMode: .sourceAccurate)
            casts.walk(tree)
            for cast in casts.casts {
                if let owner = MigrationWorkspace.enclosingTypeName(of: cast.node), family.names.contains(owner) {
                    continue
                }
                let inPlace = places.contains { place in
                    guard place.path == path, let function = place.function else { return false }
                    return function.position <= cast.node.position && cast.node.endPosition <= function.endPosition
                }
                if inPlace { continue }
                found.append(
                    "\(path):\(SyntaxEditing.line(of: cast.node, in: text)): `\(SyntaxEditing.oneLine(cast.node, limit: 80))`"
                )
            }
        }
        guard !found.isEmpty else { return }
        guard !allowTodos else {
            workspace.manualSteps += found.map {
                $0 + " casts a cell to \(cellName), which the hosting cell is not: that code no longer runs; move it"
            }
            return
        }
        throw MigrationFailure(
            "other code casts a cell to \(cellName), which after the migration the hosting cell is not, so it would "
                + "silently stop running:\n" + found.map { "  - " + $0 }.joined(separator: "\n")
                + "\nmove what it does to the view model or the view (a closure the view calls), or pass --allow-todos "
                + "to migrate and have them listed")
    }

    /// A view that would not show everything the old configuration set is refused, every gap named, unless
    /// `--allow-todos` asks for it: such a view builds, and `--verify` cannot see what it no longer shows.
    private func checkNothingDropped(cellName: String, viewText: String) throws(MigrationFailure) {
        guard !allowTodos else { return }
        var gaps: [String] = []
        for line in viewText.split(separator: "\n") {
            guard let range = line.range(of: "// TODO(cellbridge): ") else { continue }
            let gap = String(line[range.upperBound...])
            if !gaps.contains(gap) { gaps.append(gap) }
        }
        guard !gaps.isEmpty else { return }
        throw MigrationFailure(
            "\(cellName)'s SwiftUI view would not show everything its old configuration set "
                + "(\(TextReportRenderer.plural(gaps.count, "gap"))); migrate writes views that carry it all over:\n"
                + gaps.map { "  - " + $0 }.joined(separator: "\n")
                + "\nmove each into the configure as values the view can show (label.text = item.title), or pass "
                + "--allow-todos to write the view with each gap marked TODO(cellbridge) to finish by hand")
    }

    /// The app's own protocol of a CellBridge name that adoption could not connect.
    private func checkOwnProtocols() throws(MigrationFailure) {
        for name in Self.uiKitCellProtocols.sorted() {
            guard let own = workspace.declarations(of: name).first(where: { $0.kind == .protocol }),
                !own.inherited.contains("CellBridge." + name)
            else { continue }
            throw MigrationFailure(
                "the app declares its own protocol \(name) (\(own.path)), and `cellbridge adopt` could not connect it to "
                    + "CellBridge's (see its summary above); CellBridge's bridges need CellBridge's: make it refine "
                    + "CellBridge.\(name) with a default for what CellBridge's requires, then run again")
        }
    }

    /// A collection or table view inside the cell: its items come from its own data source.
    private func checkScrollingContainer(cellName: String, layout: Layout) throws(MigrationFailure) {
        let container = layout.cell.contentView ?? layout.cell
        guard let inner = container.descendants(where: { ["collectionView", "tableView"].contains($0.name) }).first
        else { return }
        let connections = (inner.child(named: "connections")?.children ?? []).filter {
            $0.name == "outlet" && ["dataSource", "delegate"].contains($0["property"] ?? "")
        }
        let wired =
            connections.isEmpty
            ? "its data source set in code"
            : "its \(connections.compactMap { $0["property"] }.joined(separator: " and ")) connected in the XIB"
        throw MigrationFailure(
            "\(cellName) embeds a \(inner.name == "tableView" ? "table" : "collection") view (\(layout.file)) with \(wired): "
                + "its items come from the cell's own data source, which a SwiftUI view cannot take over; migrate "
                + "the cells it shows first and keep \(cellName) in UIKit, or write its lane by hand (a ScrollView "
                + "with a LazyHStack over the items)")
    }

    /// The type that renders `view` (its `makeHostedView()` builds it), when one does.
    private func renderer(of view: String) -> String? {
        for path in workspace.swiftFiles(mentioning: view + "(viewModel:") {
            for declaration in workspace.typeDeclarations(in: path)
            where declaration.functions.contains(where: {
                $0.name.text == "makeHostedView" && ($0.body?.description.contains(view + "(") ?? false)
            }) {
                return declaration.name
            }
        }
        return nil
    }

    // MARK: The cell's family

    private func family(of cellName: String) -> Family {
        let names = [cellName] + Self.appAncestors(of: cellName, in: workspace)
        let declarations = names.flatMap { workspace.declarations(of: $0) }
        let functions = declarations.flatMap(\.functions)
        let properties = Set(declarations.flatMap { $0.properties.keys })
        let methods = Set(functions.map(\.name.text))
        let supertypes = Set(names.dropFirst()).union(declarations.flatMap(\.inherited)).subtracting([
            "UITableViewCell", "UICollectionViewCell", "UIView", "NSObject",
        ])
        var family = Family(
            names: names, declarations: declarations, functions: functions, properties: properties, methods: methods,
            supertypes: supertypes)
        family.awake = Self.awakeFromNib(of: family)
        return family
    }

    /// A generic place that already hands the view models that render SwiftUI to a CellBridge bridge.
    private func goesThroughBridge(_ place: UnreachableConfiguration) -> Bool {
        let path = String(place.place.prefix { $0 != ":" })
        guard let text = workspace.text(path), let line = Int(place.place.split(separator: ":").last ?? ""),
            let tree = workspace.tree(path)
        else { return false }
        let finder = FunctionAtLine(line: line, text: text)
        finder.walk(tree)
        guard let body = finder.function?.body?.description else { return false }
        return body.contains("SwiftUIRenderableCellViewModel") || body.contains(".cell(for:")
    }

    /// Why a place cannot be rewritten, nil when it can.
    private func reasonSiteCannotMove(_ site: ConfigurationSite, family: Family, outlets: Set<String>) -> String? {
        guard let text = workspace.text(site.path) else { return "it cannot be read" }
        if let reason = site.unsupportedReason(in: text) { return reason }
        for use in site.uses {
            guard case .call(let method, let call) = use.kind else { continue }
            let signature = Self.signatureName(of: call, method: method)
            if ContractAdopter.isExcludedConfigure(method) {
                return
                    "it calls `\(site.cellVariable).\(signature)`, which sets the cell's state or appearance, not its "
                    + "content (line \(SyntaxEditing.line(of: call, in: text)))"
            }
            guard family.function(signature: signature) != nil else {
                return "it calls `\(signature)`, which \(site.cellVariable)'s class does not declare in the app"
            }
        }
        let calls = site.uses.filter {
            if case .call = $0.kind { return true }
            return false
        }
        let sets = site.uses.contains {
            switch $0.kind {
            case .assignment, .outletWork: return true
            default: return false
            }
        }
        if calls.contains(where: \.isNested), sets {
            return
                "it calls a configure method inside a condition and also sets the cell's outlets; move one into the other"
        }
        return site.configures || site.returnsDequeued ? nil : "it configures nothing there"
    }

    // MARK: Proving the configure method

    private func decide(
        cellName: String, family: Family, outlets: Set<String>, usable: inout [ConfigurationSite],
        legacy: inout [(site: ConfigurationSite, reason: String)], unreachable: [UnreachableConfiguration],
        isTable: Bool, layout: Layout
    ) throws(MigrationFailure) -> CellConfiguration {
        let witness = bridgeWitness(family: family, isTable: isTable)
        // Places that configure nothing (`return tableView.dequeueReusableCell(…)`) prove nothing.
        let configuring = usable.filter(\.configures)
        // Every place must call the same methods: one view is drawn from one configuration.
        var signatures: [String: [String]] = [:]
        for site in configuring {
            var called: [String] = []
            for use in site.uses {
                guard case .call(let method, let call) = use.kind else { continue }
                let signature = Self.signatureName(of: call, method: method)
                if !called.contains(signature) { called.append(signature) }
            }
            signatures[called.joined(separator: " + "), default: []].append("\(site.path):\(site.line)")
        }
        if signatures.count > 1 {
            let ways = signatures.sorted { $0.key < $1.key }.map { key, places in
                (key.isEmpty ? "setting its outlets" : key) + " at " + places.joined(separator: ", ")
            }
            throw MigrationFailure(
                "\(cellName) is configured in \(signatures.count) different ways (\(ways.joined(separator: "; "))); one "
                    + "SwiftUI view is drawn from one configuration: give \(cellName) one configure method that the "
                    + "places share, or migrate it by hand")
        }
        let called = signatures.keys.first.map { $0.split(separator: " ").filter { $0 != "+" }.map(String.init) } ?? []
        if called.count > 1 {
            throw MigrationFailure(
                "the places that configure \(cellName) call \(called.joined(separator: " and ")) on it; migrate proves "
                    + "one configure method: combine them into one, then run again")
        }
        var method = called.first.flatMap { family.function(signature: $0) }
        if method == nil, configuring.isEmpty, let witness { method = witness.method }
        // The view model of this cell, edited in place: what the method takes, or what it casts to.
        if let method, let (viewModel, parameter) = cellViewModel(taken: method, cellName: cellName) {
            if let generic = unreachable.first {
                throw MigrationFailure(
                    "\(cellName) is also configured by \(generic.description) (\(generic.place)); after the migration "
                        + "that place would dequeue \(viewModel)'s new identifier without a CellBridge bridge: make it "
                        + "hand view models that render SwiftUI to a bridge (`if let renderable = item as? "
                        + "SwiftUIRenderableCellViewModel { return bridge.cell(for: renderable, at: indexPath) }`), then "
                        + "run again")
            }
            for site in usable {
                if let reason = siteProblemForViewModel(site, method: method) {
                    legacy.append((site, reason))
                }
            }
            usable.removeAll { site in legacy.contains { $0.site.dequeue.id == site.dequeue.id } }
            if usable.isEmpty, witness == nil {
                throw refusal(cellName: cellName, legacy: legacy, unreachable: unreachable)
            }
            return .viewModel(name: viewModel, method: method, parameterName: parameter)
        }
        guard !usable.isEmpty else {
            // Never dequeued: what touches it elsewhere (a `willDisplay` handed every cell) is no data source.
            if witness == nil, Self.isStaticTableCell(layout) {
                throw MigrationFailure(
                    "\(cellName) is a cell of a static table (\(layout.file)): laid out in place and never dequeued, its "
                        + "screen sets it up through its own outlets; migrate moves cells a data source dequeues and "
                        + "configures: move the static table to SwiftUI as a whole (a Form), or keep it in UIKit")
            }
            if let witness, let method = method ?? Optional(witness.method) {
                if let cast = Self.castType(in: method), workspace.primaryDeclaration(of: cast) == nil {
                    throw MigrationFailure(
                        "\(cellName)'s view model \(cast) is not declared under \(report.root) (is it in a dependency?); "
                            + "migrate edits view models where they are declared")
                }
                let takes = method.signature.parameterClause.parameters.first?.type.trimmedDescription ?? "nothing"
                throw MigrationFailure(
                    "\(cellName).\(Self.signatureName(of: method)) takes \(takes) and casts it to no view model type of "
                        + "this cell; CellBridge's bridge calls it with the view model, so migrate needs that type: cast to "
                        + "it (`guard let viewModel = viewModel as? …ViewModel else { return }`), then run again")
            }
            throw refusal(cellName: cellName, legacy: legacy, unreachable: unreachable)
        }
        // A value view model of what the places give.
        let inputs = try valueInputs(method: method, sites: usable, family: family, outlets: outlets, layout: layout)
        if inputs.contains(where: { $0.defaultValue == nil && !$0.isWeak }) {
            for site in usable where site.returnsDequeued {
                legacy.append(
                    (
                        site,
                        "it gives the cell nothing, and the view needs what \(method.map(Self.signatureName) ?? "the others") give"
                    ))
            }
            usable.removeAll(where: \.returnsDequeued)
            if usable.isEmpty { throw refusal(cellName: cellName, legacy: legacy, unreachable: unreachable) }
        }
        return .values(method: method, inputs: inputs)
    }

    /// Whether every cell of the storyboard with this reuse identifier is one of a static table's: a class-less cell
    /// is known by its identifier only, and static tables repeat one identifier over many rows.
    private func isOnlyInStaticTables(identifier: String, in file: String) -> Bool {
        guard let text = workspace.text(file), let document = try? InterfaceBuilderParser.parse(Array(text.utf8))
        else { return false }
        func cells(in element: InterfaceBuilderElement) -> [InterfaceBuilderElement] {
            element.descendants { $0.name == "tableViewCell" && $0["reuseIdentifier"] == identifier }
        }
        let staticCells = document.descendants { $0.name == "tableView" && $0["dataMode"] == "static" }
            .map { cells(in: $0).count }.reduce(0, +)
        return staticCells > 0 && staticCells == cells(in: document).count
    }

    /// Whether the cell is one of a static table's cells (`dataMode="static"`), laid out in place.
    private static func isStaticTableCell(_ layout: Layout) -> Bool {
        guard let id = layout.cell["id"] else { return false }
        return layout.document.descendants { $0.name == "tableView" && $0["dataMode"] == "static" }.contains { table in
            !table.descendants { $0["id"] == id }.isEmpty
        }
    }

    /// The refusal when no place can be rewritten: each place with its reason.
    private func refusal(
        cellName: String, legacy: [(site: ConfigurationSite, reason: String)], unreachable: [UnreachableConfiguration]
    ) -> MigrationFailure {
        var places = legacy.prefix(3).map { "\($0.site.path):\($0.site.line): \($0.reason)" }
        places += unreachable.prefix(3).map { "\($0.place): \($0.description)" }
        guard !places.isEmpty else {
            return MigrationFailure(
                "no place in the app dequeues and configures \(cellName) (a dequeue under one of its identifiers or a "
                    + "cast to it), and no CellBridge bridge configures it; migrate moves what such a place sets: "
                    + "configure it in a data source, then run again")
        }
        let handsOn = legacy.contains { $0.reason.hasPrefix(ConfigurationSiteReader.handsCellTo) }
        return MigrationFailure(
            "no place that configures \(cellName) can move to SwiftUI: " + places.joined(separator: "; ")
                + (handsOn
                    ? "; migrate moves what a place does to the cell itself, not what a function it hands the cell to "
                        + "does: do that where the cell is dequeued, or in one configure method of the cell the places "
                        + "call, then run again" : "")
                + (unreachable.isEmpty
                    ? ""
                    : "; migrate rewrites places that dequeue the cell themselves: make that data source ask a "
                        + "CellBridge bridge for its cells, or configure the cell where it is dequeued"))
    }

    /// The cell's `ConfigurableCell` witness (CellBridge's protocol, or the app's once it refines it) when the
    /// app has a CellBridge bridge of the cell's kind that can call it.
    private func bridgeWitness(family: Family, isTable: Bool) -> (method: FunctionDeclSyntax, requirement: String)? {
        let bridge = isTable ? "TableCellBridge(" : "CollectionCellBridge("
        guard !workspace.swiftFiles(mentioning: bridge).isEmpty else { return nil }
        let adopted = Set(family.declarations.flatMap(\.inherited))
        for name in adopted.sorted() {
            if name == "ConfigurableCell" || name == "CellBridge.ConfigurableCell",
                workspace.declarations(of: "ConfigurableCell").first(where: { $0.kind == .protocol }) == nil
                    || name == "CellBridge.ConfigurableCell"
            {
                if let method = family.function(signature: "configure(with:)") { return (method, "configure(with:)") }
                continue
            }
            // The app's own protocol, once it refines CellBridge's: its one configure requirement.
            guard let own = workspace.declarations(of: name).first(where: { $0.kind == .protocol }),
                own.inherited.contains(where: { $0 == "ConfigurableCell" || $0 == "CellBridge.ConfigurableCell" })
            else { continue }
            let requirements = own.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.filter {
                $0.signature.parameterClause.parameters.count == 1
            }
            guard requirements.count == 1, let requirement = requirements.first,
                let method = family.function(signature: Self.signatureName(of: requirement))
            else { continue }
            return (method, Self.signatureName(of: requirement))
        }
        return nil
    }

    /// The app's view model of this cell that `method` takes (its parameter's type, or what it casts it to),
    /// with the parameter's name; nil when the method takes values, a domain type or a type other cells share.
    private func cellViewModel(taken method: FunctionDeclSyntax, cellName: String) -> (String, String)? {
        let parameters = method.signature.parameterClause.parameters
        guard parameters.count == 1, let parameter = parameters.first else { return nil }
        let declared = DeclaredTypes.plain(parameter.type.trimmedDescription)
        let type = Self.castType(in: method) ?? declared
        guard let declaration = workspace.primaryDeclaration(of: type), declaration.kind != .protocol else {
            return nil
        }
        let name = (parameter.secondName ?? parameter.firstName).text
        let text = workspace.declarations(of: type).map { $0.node.description }.joined()
        let namesCell = text.containsWord(cellName)
        if namesCell { return (type, name) }
        // A `…ViewModel` no other cell of the app takes.
        guard type.hasSuffix("ViewModel") else { return nil }
        let takers = report.cells.filter { other in
            other.name != cellName
                && workspace.declarations(of: other.name).flatMap(\.functions).contains { function in
                    function.signature.parameterClause.parameters.contains {
                        DeclaredTypes.plain($0.type.trimmedDescription) == type
                    }
                }
        }
        return takers.isEmpty ? (type, name) : nil
    }

    /// Why a place cannot configure the hosting cell with the app's view model.
    private func siteProblemForViewModel(_ site: ConfigurationSite, method: FunctionDeclSyntax) -> String? {
        for use in site.uses {
            switch use.kind {
            case .call: continue
            case .uiKit: continue
            case .assignment(let property, _, _, _):
                return "it also sets `\(site.cellVariable).\(property)`, which the hosting cell does not have"
            case .outletWork(let outlet):
                return "it also changes `\(site.cellVariable).\(outlet)`, which the hosting cell does not have"
            case .unsupported(let reason):
                return reason
            }
        }
        return nil
    }

    // MARK: Value view models

    /// The stored properties of the value view model: the method's parameters, then what the places set.
    private func valueInputs(
        method: FunctionDeclSyntax?, sites: [ConfigurationSite], family: Family, outlets: Set<String>, layout: Layout
    ) throws(MigrationFailure) -> [ValueInput] {
        var inputs: [ValueInput] = []
        for parameter in method?.signature.parameterClause.parameters ?? [] {
            let type = parameter.type.trimmedDescription.replacingOccurrences(of: "@escaping ", with: "")
            if type.hasPrefix("inout ") || parameter.ellipsis != nil {
                throw MigrationFailure(
                    "\(Self.signatureName(of: method!)) takes `\(parameter.trimmedDescription)`, which a view model cannot "
                        + "hold; migrate it by hand")
            }
            var name = (parameter.secondName ?? parameter.firstName).text
            if name == "viewModel" || name == "_" {
                let plain = DeclaredTypes.plain(type)
                name = plain.prefix(1).lowercased() + plain.dropFirst()
            }
            inputs.append(
                ValueInput(
                    name: name,
                    source: .parameter(
                        label: parameter.firstName.text, name: (parameter.secondName ?? parameter.firstName).text),
                    type: type, defaultValue: parameter.defaultValue?.value.trimmedDescription))
        }
        let elements = Dictionary(
            layout.cell.descendants { $0["id"] != nil }.compactMap { element in element["id"].map { ($0, element) } },
            uniquingKeysWith: { first, _ in first })
        let outletElements = SwiftUILayoutWriter(connectionsOf: layout.cell).outlets.compactMap { id, name in
            elements[id].map { (name, $0) }
        }
        let elementOf = Dictionary(outletElements, uniquingKeysWith: { first, _ in first })
        for site in sites {
            for use in site.uses {
                guard case .assignment(let property, let member, _, _) = use.kind else { continue }
                let input: ValueInput
                if let member {
                    guard outlets.contains(property), let type = ValueInput.outletMembers[member] else { continue }
                    input = ValueInput(
                        name: ValueInput.name(outlet: property, member: member),
                        source: .outlet(outlet: property, member: member), type: type,
                        defaultValue: Self.designDefault(member, of: elementOf[property]))
                } else {
                    guard let (variable, binding) = family.property(property) else { continue }
                    // `var isFavorite = false`: a literal says its type as plainly as an annotation.
                    let literalType = family.declarations.lazy.compactMap { $0.propertyType(property) }.first
                    guard let type = binding.typeAnnotation?.type.trimmedDescription ?? literalType else {
                        throw MigrationFailure(
                            "the places that configure the cell set `\(site.cellVariable).\(property)`, whose type the cell "
                                + "does not write (`\(SyntaxEditing.oneLine(variable, limit: 60))`); give it one, then run again"
                        )
                    }
                    // `var service: Service!` stays implicitly unwrapped: the view reads `viewModel.service.name` as the
                    // cell's didSet did (made `Service?`, every such read would stop compiling).
                    let isWeak = variable.modifiers.contains { $0.name.text == "weak" }
                    let initial =
                        binding.initializer?.value.trimmedDescription
                        ?? (type.hasSuffix("?") || type.hasSuffix("!") ? "nil" : nil)
                    input = ValueInput(
                        name: property, source: .property(property), type: type, defaultValue: initial, isWeak: isWeak)
                }
                if !inputs.contains(where: { $0.name == input.name }) { inputs.append(input) }
            }
        }
        // A type nested in the cell (`enum CellState` in `GroupCell`) is named through the cell outside it.
        let nested = Self.nestedTypes(of: family)
        return inputs.map { input in
            var input = input
            input.type = Self.qualified(input.type, nested: nested)
            return input
        }
    }

    /// The cell's functions that return a value and use nothing of the cell (no `self`, none of its properties
    /// or methods): a view can call its own copy.
    static func pureFunctions(of family: Family) -> [FunctionDeclSyntax] {
        let members = family.properties.union(family.methods)
        return family.functions.filter { function in
            guard function.signature.returnClause != nil, let body = function.body,
                !function.modifiers.contains(where: { ["override", "class"].contains($0.name.text) }),
                function.attributes.isEmpty
            else { return false }
            let parameters = Set(
                function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
            return !body.tokens(viewMode: .sourceAccurate).contains { token in
                switch token.tokenKind {
                case .keyword(.self), .keyword(.super): return true
                case .identifier(let name):
                    // A member of the cell, unless a parameter shadows it or it is a member of something else (`.port`).
                    guard members.contains(name), !parameters.contains(name) else { return false }
                    return token.previousToken(viewMode: .sourceAccurate)?.tokenKind != .period
                default: return false
                }
            }
        }
    }

    /// The function as a member of the view: what made it the cell's (`private`, `@objc`) dropped, re-indented.
    private static func viewFunction(_ function: FunctionDeclSyntax) -> String {
        let plain = function.with(\.modifiers, function.modifiers.filter { $0.name.text == "static" })
            .with(\.attributes, []).trimmedDescription
        let lines = plain.split(separator: "\n", omittingEmptySubsequences: false)
        let indents = lines.dropFirst().filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " }.count }
        // The closing brace sits at the function's own indentation in the cell: that much goes.
        let common = indents.min() ?? 0
        return
            ([String(lines[0])]
            + lines.dropFirst().map { String($0.dropFirst(min(common, $0.prefix { $0 == " " }.count))) })
            .map { $0.allSatisfy(\.isWhitespace) ? "" : "    " + $0 }.joined(separator: "\n")
    }

    /// Whether `statement` sets UIKit's built-in content of the cell (`cell.textLabel?.text`, `detailTextLabel`,
    /// `imageView`, `contentConfiguration`): what a storyboard's Basic or Subtitle style shows.
    static func usesBuiltInContent(_ statement: CodeBlockItemSyntax, cell: String) -> Bool {
        let text = statement.trimmedDescription.replacingOccurrences(of: " ", with: "")
        return ["textLabel", "detailTextLabel", "imageView", "contentConfiguration"].contains { member in
            text.contains(cell + "." + member) || text.contains(cell + "?." + member)
        }
    }

    /// `imageView` when `statement` is in a branch of an `if`/`else` both of whose branches set `imageView.isHidden`
    /// (the cell's own outlet, through the cell variable): what the branch does is lay the row out with or
    /// without that view.
    static func viewShownOrHidden(around statement: some SyntaxProtocol) -> String? {
        var node = Syntax(statement).parent
        while let current = node, !current.is(IfExprSyntax.self) { node = current.parent }
        guard let ifExpression = node?.as(IfExprSyntax.self),
            let elseBody = ifExpression.elseBody?.as(CodeBlockSyntax.self)
        else { return nil }
        func hidden(_ block: CodeBlockSyntax) -> Set<String> {
            let collector = AssignmentCollector(viewMode: .sourceAccurate)
            collector.walk(block)
            return Set(
                collector.assignments.compactMap { target, _ -> String? in
                    guard let member = target.as(MemberAccessExprSyntax.self),
                        member.declName.baseName.text == "isHidden",
                        let base = member.base?.as(MemberAccessExprSyntax.self)
                    else { return nil }
                    return base.declName.baseName.text
                })
        }
        return hidden(ifExpression.body).intersection(hidden(elseBody)).sorted().first
    }

    /// The cell's `awakeFromNib()`: what it sets on the cell itself (`selectionStyle = .none`), which the hosting
    /// cell gets where it is configured, and the rest of its statements (`super.awakeFromNib()` left out).
    static func awakeFromNib(of family: Family) -> (
        settings: [String], look: [String: String], rest: CodeBlockItemListSyntax
    )? {
        guard let awake = family.functions.first(where: { $0.name.text == "awakeFromNib" }), let body = awake.body
        else { return nil }
        var settings: [String] = []
        var look: [String: String] = [:]
        var rest: [CodeBlockItemSyntax] = []
        for item in body.statements {
            let expression = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
            if expression?.trimmedDescription == "super.awakeFromNib()" { continue }
            if let sequence = expression?.as(SequenceExprSyntax.self),
                let (target, value) = SyntaxEditing.assignment(sequence),
                let mapped = ExpressionMapper(names: [:]).map(value)
            {
                let name = target.trimmedDescription.replacingOccurrences(of: "self.", with: "")
                if CellBindings.uiKitCellAPI.contains(name) {
                    settings.append("\(name) = \(mapped)")
                    continue
                }
                if let key = CellLook.key(of: name) {
                    look[key] = mapped
                    continue
                }
            }
            rest.append(item)
        }
        return (settings, look, CodeBlockItemListSyntax(rest))
    }

    /// Types declared inside the cell or its app base classes: their name → the class that declares them.
    private static func nestedTypes(of family: Family) -> [String: String] {
        var result: [String: String] = [:]
        for declaration in family.declarations where family.names.contains(declaration.name) {
            for member in declaration.memberBlock.members {
                let name =
                    member.decl.as(EnumDeclSyntax.self)?.name.text ?? member.decl.as(StructDeclSyntax.self)?.name.text
                    ?? member.decl.as(ClassDeclSyntax.self)?.name.text
                    ?? member.decl.as(TypeAliasDeclSyntax.self)?.name.text
                if let name { result[name] = declaration.name }
            }
        }
        return result
    }

    /// `GroupCell.CellState?` for `CellState?` when `CellState` is nested in `GroupCell`.
    private static func qualified(_ type: String, nested: [String: String]) -> String {
        guard !nested.isEmpty else { return type }
        var result = ""
        var word = ""
        func flush() {
            if let owner = nested[word], !result.hasSuffix(".") { result += owner + "." }
            result += word
            word = ""
        }
        for character in type {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }

    /// What the XIB shows for a member a place may leave unset: `isHidden` as the XIB hides it, `nil` for
    /// content (a design-time placeholder never ships), 1 for alpha.
    private static func designDefault(_ member: String, of element: InterfaceBuilderElement?) -> String? {
        switch ValueInput.outletMembers[member] {
        case "Bool":
            switch member {
            case "isHidden": return element?["hidden"] == "YES" ? "true" : "false"
            case "isEnabled": return element?["enabled"] == "NO" ? "false" : "true"
            case "isOn": return element?["on"] == "YES" ? "true" : "false"
            default: return "false"
            }
        case "CGFloat": return element?["alpha"] ?? "1"
        default: return "nil"
        }
    }

    // MARK: Bindings

    private func bindings(
        _ configuration: CellConfiguration, cellName: String, family: Family, outlets: Set<String>,
        sites: [ConfigurationSite], layout: Layout, viewModelDeclaration: TypeDeclaration?
    ) -> CellBindings {
        var names: [String: String] = [:]
        var propertyType: (String) -> String? = { _ in nil }
        switch configuration {
        case .viewModel(_, _, let parameter):
            names[parameter] = "viewModel"
            propertyType = { viewModelDeclaration?.propertyType($0) }
        case .values(let method, let inputs):
            var types: [String: String] = [:]
            for input in inputs {
                switch input.source {
                case .parameter(_, let name):
                    names[name] = "viewModel." + input.name
                    types[input.name] = input.type
                case .property(let property):
                    names[property] = "viewModel." + input.name
                    types[input.name] = input.type
                case .outlet:
                    continue
                }
            }
            _ = method
            propertyType = { types[$0] }
        }
        // Actions of the cell, for buttons and a tap on the cell.
        let connections = SwiftUILayoutWriter(connectionsOf: layout.cell)
        let tapSelector = Self.tapSelector(layout: layout)
        var actionMethods: [String: FunctionDeclSyntax] = [:]
        for selector in Set(connections.actions.values).union([tapSelector].compactMap { $0 }) {
            let base = String(selector.prefix { $0 != ":" })
            if let method = family.functions.first(where: { $0.name.text == base }) { actionMethods[selector] = method }
        }
        let methodName = configuration.method.map(Self.signatureName) ?? "the data source"
        let declared = DeclaredTypes(workspace: workspace)
        // `isCustom(port:ports:)`: a function of the cell that uses nothing of the cell is the view's too.
        let pure = Self.pureFunctions(of: family)
        for function in pure { names[function.name.text] = function.name.text }
        var reader = CellBindingReader(
            names: names, outlets: outlets, propertyType: propertyType, methodName: "\(cellName).\(methodName)")
        reader.memberType = { declared.propertyType($1, of: $0) }
        // Only a property the cell declares can be a store nothing reads: UIKit's own (`accessoryType`) shows.
        reader.isRead = { !family.properties.contains($0) || family.reads($0, outside: configuration.method) }
        reader.cellPropertyType = { family.property($0)?.binding.typeAnnotation?.type.trimmedDescription }
        for element in layout.cell.descendants(where: { $0.name == "switch" }) {
            guard let id = element["id"], let outlet = connections.outlets[id] else { continue }
            if let selector = connections.actions[id] { reader.switchActions[selector] = outlet }
            // `settingsSwitch.addTarget(self, action: #selector(changeSwitch(sender:)), for: .valueChanged)` in code.
            for function in family.functions {
                for selector in SwitchChange.targetSelectors(of: outlet, in: function) {
                    let base = String(selector.prefix { $0 != "(" && $0 != ":" })
                    guard let method = family.functions.first(where: { $0.name.text == base }) else { continue }
                    actionMethods[selector] = method
                    reader.switchActions[selector] = outlet
                }
            }
        }
        reader.helpers = Dictionary(
            family.functions.filter {
                $0.signature.returnClause == nil && $0.body != nil
                    && !$0.modifiers.contains { ["static", "class", "override"].contains($0.name.text) }
                    && !$0.attributes.contains { $0.trimmedDescription.hasPrefix("@IBAction") }
            }.map { ($0.name.text, $0) }, uniquingKeysWith: { first, _ in first })
        var bindings = reader.read(
            configuration.method?.body?.statements ?? [], actions: actionMethods, tapSelector: tapSelector)
        // What the cell's own code does when a place sets one of its properties (`didSet`).
        if case .values(_, let inputs) = configuration {
            for input in inputs {
                guard case .property(let property) = input.source,
                    let (_, binding) = family.property(property),
                    case .accessors(let accessors)? = binding.accessorBlock?.accessors,
                    let didSet = accessors.first(where: { $0.accessorSpecifier.text == "didSet" }),
                    let body = didSet.body
                else { continue }
                var observer = CellBindingReader(
                    names: names, outlets: outlets, propertyType: propertyType,
                    methodName: "\(cellName).\(property).didSet")
                observer.memberType = reader.memberType
                observer.helpers = reader.helpers
                bindings.merge(observer.read(body.statements, actions: [:], tapSelector: nil))
            }
        }
        // What the places set on the outlets.
        let constraintOutlets = Set(
            connections.outlets.filter { id, _ in
                layout.cell.descendants(where: { $0.name == "constraint" && $0["id"] == id }).first != nil
            }.values)
        var switchedConstraints: [(constraint: String, view: String, todo: String)] = []
        for site in sites {
            guard let text = workspace.text(site.path) else { continue }
            for use in site.uses {
                switch use.kind {
                case .assignment(let outlet, let member?, _, _) where outlets.contains(outlet):
                    bindings.markSet(outlet, member)
                    // `labelImageConstraint.isActive = true` in the branch that shows the image, `false` in the one
                    // that hides it: the layout for the image being there, which a SwiftUI stack does by itself.
                    if constraintOutlets.contains(outlet), let view = Self.viewShownOrHidden(around: use.statement) {
                        switchedConstraints.append(
                            (
                                outlet, view,
                                "// TODO(cellbridge): outlet \(outlet): \(site.path):\(SyntaxEditing.line(of: use.statement, in: text)) "
                                    + "did `\(SyntaxEditing.oneLine(use.statement))`; not carried over"
                            ))
                        continue
                    }
                    guard ValueInput.outletMembers[member] != nil else {
                        bindings.todos[outlet, default: []].append(
                            "// TODO(cellbridge): outlet \(outlet): \(site.path):\(SyntaxEditing.line(of: use.statement, in: text)) "
                                + "did `\(SyntaxEditing.oneLine(use.statement))`; not carried over")
                        continue
                    }
                    let input = "viewModel." + ValueInput.name(outlet: outlet, member: member)
                    switch member {
                    case "text": bindings.text[outlet] = input + " ?? \"\""
                    case "attributedText":
                        bindings.text[outlet] = input + "?.string ?? \"\""
                        bindings.todos[outlet, default: []].append(
                            "// TODO(cellbridge): outlet \(outlet): the attributed text's styles are not carried over, only its string"
                        )
                    case "image": bindings.image[outlet] = "Image(uiImage: \(input) ?? UIImage())"
                    case "isHidden": bindings.shownWhen[outlet] = "!" + input
                    case "isEnabled": bindings.disabledWhen[outlet] = "!" + input
                    case "isOn":
                        bindings.isOn[outlet] = ".constant(\(input))"
                        bindings.todos[outlet, default: []].append(
                            "// TODO(cellbridge): outlet \(outlet): report its changes back the way the cell did")
                    case "textColor", "tintColor": bindings.foreground[outlet] = input + ".map { Color($0) }"
                    case "backgroundColor": bindings.background[outlet] = input + ".map { Color($0) }"
                    case "alpha": bindings.opacity[outlet] = "Double(\(input))"
                    default: break
                    }
                case .uiKit where Self.usesBuiltInContent(use.statement, cell: site.cellVariable):
                    // The hosting cell has these too, drawn in its content view under the SwiftUI view (and
                    // `detailTextLabel` is nil in its default style): what they showed is not carried over.
                    bindings.unplaced.append(
                        "// TODO(cellbridge): \(site.path):\(SyntaxEditing.line(of: use.statement, in: text)) did "
                            + "`\(SyntaxEditing.oneLine(use.statement))` (UIKit's built-in content of the cell); not carried over"
                    )
                case .outletWork(let outlet):
                    let line = "\(site.path):\(SyntaxEditing.line(of: use.statement, in: text))"
                    let todo = "did `\(SyntaxEditing.oneLine(use.statement))`; not carried over"
                    if outlets.contains(outlet) {
                        // What it did to the outlet is unknown: its XIB content is a placeholder.
                        for member in ["text", "image", "setTitle"] { bindings.markSet(outlet, member) }
                        bindings.todos[outlet, default: []].append(
                            "// TODO(cellbridge): outlet \(outlet): \(line) \(todo)")
                    } else {
                        bindings.unplaced.append("// TODO(cellbridge): \(line) \(todo)")
                    }
                case .assignment(let property, let member?, _, _):
                    // A member of a view the cell makes in code: no view of the XIB shows it.
                    bindings.unplaced.append(
                        "// TODO(cellbridge): \(site.path):\(SyntaxEditing.line(of: use.statement, in: text)) did "
                            + "`\(SyntaxEditing.oneLine(use.statement))` (`\(property)` is not in the XIB); not carried over"
                    )
                    _ = member
                default:
                    continue
                }
            }
        }
        for switched in switchedConstraints {
            if bindings.shownWhen[switched.view] != nil {
                if !bindings.stackLayout.contains(switched.constraint) {
                    bindings.stackLayout.append(switched.constraint)
                }
            } else {
                bindings.todos[switched.constraint, default: []].append(switched.todo)
            }
        }
        bindings.bindSwitchChanges()
        let evaluated = (bindings.expressions + bindings.actions.values.flatMap { $0 } + (bindings.tapAction ?? []))
            .joined(separator: "\n")
        bindings.viewFunctions = pure.filter { evaluated.contains($0.name.text + "(") }.map(Self.viewFunction)
        // A property the places set that nothing in the view reads was given to the cell for nothing the view does.
        if case .values(_, let inputs) = configuration {
            let used =
                bindings.expressions.joined(separator: " ") + " "
                + bindings.actions.values.flatMap { $0 }.joined(separator: " ") + " "
                + (bindings.tapAction ?? []).joined(separator: " ")
            for input in inputs {
                guard case .property(let property) = input.source,
                    !used.containsWord("viewModel." + input.name) && !used.contains("viewModel." + input.name),
                    // One the cell never reads did nothing there either.
                    family.reads(property, outside: nil)
                else { continue }
                bindings.unplaced.append(
                    "// TODO(cellbridge): the data source sets `\(property)` on the cell, and nothing in this view uses it "
                        + "(it is in the view model); show what the cell did with it")
            }
        }
        // Content the cell sets once, when it is loaded (localised titles): static, so carried as it is.
        // What else it does there (a border, a font) the view does not do: a gap like any other.
        if let awake = family.awake {
            bindings.cellLook.merge(awake.look) { configured, _ in configured }
            let rest = awake.rest
            var loader = CellBindingReader(
                names: [:], outlets: outlets, propertyType: { _ in nil }, methodName: "\(cellName).awakeFromNib()")
            loader.switchActions = reader.switchActions
            var loaded = loader.read(rest, actions: [:], tapSelector: nil)
            loaded.setInCode = loaded.setInCode.mapValues { $0.intersection(["text", "image", "setTitle"]) }
            bindings.merge(loaded, keepingExisting: true)
        }
        // Text a view gets at run time from a string the XIB hands the app's code (a localisation key through
        // an @IBInspectable): the XIB's own text is a placeholder.
        let connected = SwiftUILayoutWriter(connectionsOf: layout.cell).outlets
        for element in layout.cell.descendants(where: {
            ["label", "button", "textView", "textField"].contains($0.name)
        }) {
            let attributes = (element.child(named: "userDefinedRuntimeAttributes")?.children ?? []).filter {
                $0["type"] == "string"
                    && !["accessibilityIdentifier", "accessibilityLabel"].contains($0["keyPath"] ?? "")
            }
            guard let attribute = attributes.first, let id = element["id"], let keyPath = attribute["keyPath"] else {
                continue
            }
            let key = connected[id] ?? "#" + id
            bindings.markSet(key, element.name == "button" ? "setTitle" : "text")
            bindings.todos[key, default: []].append(
                "// TODO(cellbridge): the XIB sets `\(keyPath)` = \"\(attribute["value"] ?? "")\" on this \(element.name) at run "
                    + "time (an @IBInspectable of the app or a library): show what that sets")
        }
        // Members any other method of the cell sets are code's, not the XIB's.
        for function in family.functions {
            let assignments = AssignmentCollector(viewMode: .sourceAccurate)
            assignments.walk(function)
            for (target, _) in assignments.assignments {
                guard
                    let path = ConfigurationSiteReader.memberPath(target, from: "self").map({ Array($0) })
                        ?? Self.bareMemberPath(target), path.count == 2, outlets.contains(path[0])
                else { continue }
                bindings.markSet(path[0], path[1])
            }
        }
        return bindings
    }

    /// `["titleLabel", "text"]` for `titleLabel.text` (no `self.`).
    private static func bareMemberPath(_ expression: ExprSyntax) -> [String]? {
        guard let member = expression.as(MemberAccessExprSyntax.self), var base = member.base else { return nil }
        if let optional = base.as(OptionalChainingExprSyntax.self) { base = optional.expression }
        if let forced = base.as(ForceUnwrapExprSyntax.self) { base = forced.expression }
        guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        return [name, member.declName.baseName.text]
    }

    private static func isBound(_ member: String, outlet: String, in bindings: CellBindings) -> Bool {
        switch member {
        case "text", "attributedText": return bindings.text[outlet] != nil
        case "image": return bindings.image[outlet] != nil
        case "isHidden": return bindings.shownWhen[outlet] != nil
        case "isEnabled": return bindings.disabledWhen[outlet] != nil
        case "isOn": return bindings.isOn[outlet] != nil
        case "setTitle": return bindings.buttonTitle[outlet] != nil
        case "textColor", "tintColor": return bindings.foreground[outlet] != nil
        case "backgroundColor": return bindings.background[outlet] != nil
        case "alpha": return bindings.opacity[outlet] != nil
        // Another UIKit setting has a TODO of its own statement; the app's own property (`novaGroup`) is named.
        default: return CellBindings.appearanceMembers.contains(member)
        }
    }

    /// `configure(withProduct:)` for a call `cell.configure(withProduct: p)`.
    static func signatureName(of call: FunctionCallExprSyntax, method: String) -> String {
        method + "(" + call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined() + ")"
    }

    // MARK: Reading the cell

    struct Layout {
        var document: InterfaceBuilderElement
        var cell: InterfaceBuilderElement
        var nibName: String?
        var file: String
        var line: Int
    }

    private func layoutElement(of cellName: String, in file: String, isStoryboard: Bool) throws(MigrationFailure)
        -> Layout
    {
        guard let text = workspace.text(file) else {
            throw MigrationFailure("\(file), \(cellName)'s layout, cannot be read")
        }
        let document: InterfaceBuilderElement
        do {
            document = try InterfaceBuilderParser.parse(Array(text.utf8))
        } catch {
            throw MigrationFailure(
                "\(file) cannot be parsed (\(error.description)); fix it in Xcode")
        }
        let cells = InterfaceBuilderCellExtractor.cells(in: document, file: file, isStoryboard: isStoryboard)
        guard
            let found = cells.first(where: { $0.customClass == cellName })
                ?? cells.first(where: { $0.customClass == nil })
        else {
            throw MigrationFailure("\(file) lays out no cell of class \(cellName)")
        }
        return Layout(document: document, cell: found.element, nibName: found.nibName, file: file, line: found.line)
    }

    /// `BannerViewModel` for `guard let viewModel = viewModel as? BannerViewModel`.
    private static func castType(in method: FunctionDeclSyntax) -> String? {
        let parameters = method.signature.parameterClause.parameters
        guard parameters.count == 1, let parameter = parameters.first, let body = method.body else { return nil }
        let name = (parameter.secondName ?? parameter.firstName).text
        let casts = CastCollector(type: nil, viewMode: .sourceAccurate)
        casts.walk(body)
        return casts.casts.first { $0.value.as(DeclReferenceExprSyntax.self)?.baseName.text == name }?.type
    }

    /// `configure(with:)`.
    static func signatureName(of function: FunctionDeclSyntax) -> String {
        function.name.text + "("
            + function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }

    /// The selector of a tap gesture recognizer on the cell or its content view.
    private static func tapSelector(layout: Layout) -> String? {
        let objects = layout.document.child(named: "objects")?.children ?? []
        let recognizers = objects.filter { $0.name == "tapGestureRecognizer" }
        let attached = ([layout.cell] + [layout.cell.contentView].compactMap { $0 }).flatMap {
            ($0.child(named: "connections")?.children ?? []).filter {
                $0.name == "outletCollection" && $0["property"] == "gestureRecognizers"
            }.compactMap { $0["destination"] }
        }
        for recognizer in recognizers where attached.contains(recognizer["id"] ?? "") {
            if let action = recognizer.child(named: "connections")?.children.first(where: { $0.name == "action" }) {
                return action["selector"]
            }
        }
        return nil
    }

    /// The app's own classes the cell inherits from (`BaseCardCell`).
    private static func appAncestors(of name: String, in workspace: MigrationWorkspace) -> [String] {
        var result: [String] = []
        var next = workspace.primaryDeclaration(of: name)?.inherited.first
        while let current = next, !result.contains(current),
            let declaration = workspace.primaryDeclaration(of: current),
            declaration.kind == .class
        {
            result.append(current)
            next = declaration.inherited.first
        }
        return result
    }

    // MARK: Writing the view

    /// The view's code inside the same `#if canImport(UIKit)`-style block as the view model's file, when
    /// that file keeps all its code in one (a package that also builds where there is no UIKit).
    private static func wrapped(_ text: String, likeFileAt path: String, in workspace: MigrationWorkspace) -> String {
        guard let tree = workspace.tree(path), tree.statements.count == 1,
            let block = tree.statements.first?.item.as(IfConfigDeclSyntax.self), block.clauses.count == 1,
            let condition = block.clauses.first?.condition?.trimmedDescription
        else { return text }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let header = lines.prefix { $0.hasPrefix("//") }.map(String.init)
        let code = lines.dropFirst(header.count).dropLast(lines.last?.isEmpty ?? false ? 1 : 0)
        let indented = code.map { $0.isEmpty ? "" : "    " + $0 }
        return (header + ["#if \(condition)"] + indented + ["#endif", ""]).joined(separator: "\n")
    }

    /// The TODOs of outlets the layout draws no view for (a layout constraint the places turned on and off, a
    /// gesture recognizer) go at the top of the body: kept above a view that is never written, they would be counted
    /// in the summary and lost from the file.
    private static func unplaceTodosOfUndrawnOutlets(
        _ bindings: inout CellBindings, outlets: [String: String], layout: Layout
    ) {
        var drawn: Set<String> = []
        var views = (layout.cell.contentView ?? layout.cell).subviews
        while let view = views.popLast() {
            if let id = view["id"] { drawn.insert(outlets[id] ?? "#" + id) }
            views += view.subviews
        }
        for (outlet, todos) in bindings.todos.sorted(by: { $0.key < $1.key }) where !drawn.contains(outlet) {
            bindings.unplaced += todos.filter { !bindings.unplaced.contains($0) }
            bindings.todos[outlet] = nil
        }
    }

    private static func viewFile(
        cellName: String, layoutFile: String, methodName: String, viewName: String, viewModel: String,
        isValueType: Bool, writer: SwiftUILayoutWriter, layout: Layout
    ) -> String {
        var lines = [
            "// Written by `cellbridge migrate \(cellName)` from \(layoutFile)",
            methodName == "the data source"
                ? "// and what the data source set on \(cellName); what it could not carry over is marked TODO(cellbridge)."
                : "// and \(cellName).\(methodName); what it could not carry over is marked TODO(cellbridge).",
            "import SwiftUI",
            "",
            "/// \(cellName)'s layout in SwiftUI, showing a `\(viewModel)`; CellBridge hosts it on iOS 14 and later.",
            "struct \(viewName): View {",
            isValueType ? "    let viewModel: \(viewModel)" : "    @ObservedObject var viewModel: \(viewModel)",
            "",
            "    var body: some View {",
        ]
        lines += writer.bindings.unplaced.map { "        " + $0 }
        if !writer.bindings.stackLayout.isEmpty {
            lines.append(
                "        // \(writer.bindings.stackLayout.joined(separator: ", ")): switched where the cell was configured to "
                    + "lay the row out with or without a view this stack shows only when it is there; the stack does that itself."
            )
        }
        let container = layout.cell.contentView ?? layout.cell
        lines += writer.arranged(container.subviews, in: container, level: 2, fillsRow: true)
        lines += CellLook.modifiers(writer.bindings.cellLook).map { "            " + $0 }
        if let tap = writer.bindings.tapAction {
            lines += ["            .contentShape(Rectangle())", "            .onTapGesture {"]
            lines += tap.map { "                " + $0 }
            lines.append("            }")
        }
        lines.append("    }")
        for function in writer.bindings.viewFunctions { lines += ["", function] }
        lines += ["}", ""]
        return lines.joined(separator: "\n")
    }
}
