internal import SwiftSyntax

/// Plans `cellbridge migrate CELL PATH`: moves one cell laid out in a XIB or a storyboard prototype to a
/// SwiftUI view CellBridge hosts. The view is the scaffold's layout bound to the view model through the
/// cell's own configure code; the view model is edited where it is declared; registrations and dequeue
/// sites move to the hosting cell; the new file joins the Xcode project; with `removeLegacy`, the XIB and
/// the cell class go when nothing else uses them. Everything happens in a `MigrationWorkspace`: nothing
/// is written here.
struct CellMigrator {
    let report: ScanReport
    let workspace: MigrationWorkspace
    let removeLegacy: Bool

    private static let uiKitCellProtocols: Set<String> = ["CollectionCellViewModel", "ConfigurableCell"]

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
            throw MigrationFailure(
                "\(cellName) has no Swift class in \(report.root) (an Objective-C cell, or one in a dependency); "
                    + "migrate rewrites Swift cells only")
        }
        for name in Self.uiKitCellProtocols {
            if let own = workspace.declarations(of: name).first(where: { $0.kind == .protocol }) {
                throw MigrationFailure(
                    "the app declares its own protocol \(name) (\(own.path)); CellBridge's bridges need CellBridge's, "
                        + "which has the same requirements: delete the app's copy, import CellBridge where it was "
                        + "used, then run again")
            }
        }
        let layout = try layoutElement(of: cellName, in: layoutFile, isStoryboard: cell.definedIn == .storyboard)
        let baseName = SwiftUIScaffolder.baseName(ofCell: cellName)

        // The configure method and what it takes.
        let configure = try configureMethod(of: cellDeclaration, viewModelType: cell.viewModelType)
        let parameters = configure.signature.parameterClause.parameters
        let firstType = parameters.first?.type.trimmedDescription ?? ""
        var viewModelName: String
        var plainLabels: [String]?
        var names: [String: String] = [:]
        let castType = Self.castType(in: configure)
        let declaredType = workspace.primaryDeclaration(of: firstType).map { $0.kind != .protocol } ?? false
        let takesViewModel =
            castType != nil || firstType == "CollectionCellViewModel" || firstType == cell.viewModelType
            || (declaredType && !Self.isPlainValueType(firstType))
        if parameters.count == 1, let parameter = parameters.first, takesViewModel {
            viewModelName = castType ?? (firstType == "CollectionCellViewModel" ? cell.viewModelType ?? "" : firstType)
            names[(parameter.secondName ?? parameter.firstName).text] = "viewModel"
        } else {
            plainLabels = parameters.map { $0.firstName.text }
            // A value view model of the configure method's parameters; an existing type of the name that does
            // not render this cell's view is the app's own, so the new one gets another name.
            viewModelName = baseName + "ViewModel"
            let existing = workspace.declarations(of: viewModelName)
            if !existing.isEmpty, !existing.contains(where: { $0.inherited.contains("SwiftUIRenderableCellViewModel") })
            {
                viewModelName = baseName + "CellViewModel"
            }
            for parameter in parameters {
                let name = (parameter.secondName ?? parameter.firstName).text
                names[name] = "viewModel." + name
            }
        }
        guard !viewModelName.isEmpty else {
            throw MigrationFailure(
                "\(cellName).\(configure.name.text) takes a CollectionCellViewModel and never casts it to a view model "
                    + "type; cast it (`guard let viewModel = viewModel as? …`), then run again")
        }

        // The view is named after what the cell shows (`BannerView`), or after the cell (`BannerCellView`)
        // when the app already has another type of that name. It goes next to the view model, whose
        // makeHostedView() builds it, so both are in one module; a new value view model, next to the cell.
        let viewModelDeclaration = workspace.primaryDeclaration(of: viewModelName)
        let renders = workspace.declarations(of: viewModelName).contains {
            $0.inherited.contains("SwiftUIRenderableCellViewModel")
        }
        let viewNames = [baseName + "View", cellName + "View"]
        let viewExists = viewNames.contains { workspace.primaryDeclaration(of: $0) != nil }
        let anchor = plainLabels == nil ? viewModelDeclaration?.path ?? swiftFile : swiftFile
        let directory = RelativePath.directory(of: anchor)
        func file(_ name: String) -> String { (directory.isEmpty ? "" : directory + "/") + name + ".swift" }
        // Migrated before: the view model renders one of the names, which exists.
        let existingView = viewNames.first { workspace.primaryDeclaration(of: $0) != nil }
        let free = viewNames.first { workspace.primaryDeclaration(of: $0) == nil && !workspace.exists(file($0)) }
        guard let viewName = renders ? existingView ?? viewNames[0] : free else {
            throw MigrationFailure(
                "the app already has types or files named \(viewNames.joined(separator: " and ")) (from `scaffold --write`?); "
                    + "migrate writes its own view: move them away, then run again")
        }
        let viewFile = file(viewName)
        if renders && viewExists {
            guard removeLegacy else {
                return .alreadyMigrated(
                    "\(cellName) is already migrated: \(viewModelName) renders \(viewName); nothing to do")
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
        if viewName != viewNames[0] {
            workspace.warnings.append("the app already has a type \(viewNames[0]); the view is named \(viewName)")
        }
        if plainLabels == nil, viewModelDeclaration == nil {
            throw MigrationFailure(
                "\(cellName)'s view model \(viewModelName) is not declared under \(report.root) (is it in a "
                    + "dependency?); migrate edits view models where they are declared")
        }
        if cell.risk == .high {
            workspace.warnings.append(
                "\(cellName) is high risk (\(cell.riskReasons.joined(separator: "; "))); migrated all the same: profile "
                    + "it before shipping, or keep it in UIKit (see `cellbridge plan`)")
        }

        // The view, bound to the view model through the cell's code.
        let isValueType = plainLabels != nil || [.struct, .enum].contains(viewModelDeclaration?.kind)
        let propertyType: (String) -> String? = { property in
            if plainLabels != nil {
                return parameters.first { ($0.secondName ?? $0.firstName).text == property }?.type.trimmedDescription
            }
            return viewModelDeclaration?.propertyType(property)
        }
        let connections = SwiftUILayoutWriter(connectionsOf: layout.cell)
        let outlets = connections.outlets
        let actions = connections.actions
        let tapSelector = Self.tapSelector(layout: layout)
        var actionMethods: [String: FunctionDeclSyntax] = [:]
        let methods = workspace.declarations(of: cellName).flatMap(\.functions)
        for selector in Set(actions.values).union([tapSelector].compactMap { $0 }) {
            let base = String(selector.prefix { $0 != ":" })
            if let method = methods.first(where: { $0.name.text == base }) { actionMethods[selector] = method }
        }
        let methodName = Self.signatureName(of: configure)
        let reader = CellBindingReader(
            names: names, outlets: Set(outlets.values), propertyType: propertyType,
            methodName: "\(cellName).\(methodName)")
        let bindings = reader.read(configure.body?.statements ?? [], actions: actionMethods, tapSelector: tapSelector)
        var writer = connections
        writer.bindings = bindings
        let viewText = Self.viewFile(
            cellName: cellName, layoutFile: layoutFile, methodName: methodName, viewName: viewName,
            viewModel: viewModelName, isValueType: isValueType, writer: writer, layout: layout)
        workspace.write(viewFile, Self.wrapped(viewText, likeFileAt: anchor, in: workspace))
        let boundCount =
            bindings.text.count + bindings.image.count + bindings.shownWhen.count + bindings.isOn.count
            + bindings.buttonTitle.count
            + bindings.actions.values.filter { !($0.first?.contains("TODO") ?? false) }.count
        let todoCount =
            bindings.todos.values.map(\.count).reduce(0, +) + bindings.unplaced.count
            + bindings.actions.values.filter { $0.first?.contains("TODO") ?? false }.count
        workspace.done.append(
            "\(viewFile): \(viewName), the layout of \(layoutFile) bound to \(viewModelName) (\(boundCount) bound "
                + "from \(methodName), \(todoCount) TODO(cellbridge))")

        // The view model.
        var newFiles = [viewFile]
        if let plainLabels {
            let viewModelFile =
                RelativePath.directory(of: swiftFile).isEmpty
                ? viewModelName + ".swift" : RelativePath.directory(of: swiftFile) + "/" + viewModelName + ".swift"
            guard !workspace.exists(viewModelFile) else {
                throw MigrationFailure("\(viewModelFile) already exists; move it away, then run again")
            }
            workspace.write(
                viewModelFile,
                ValueViewModelFile.text(
                    name: viewModelName, cellName: cellName, methodName: methodName, viewName: viewName,
                    parameters: parameters.map {
                        (
                            label: $0.firstName.text, name: ($0.secondName ?? $0.firstName).text,
                            type: $0.type.trimmedDescription
                        )
                    }, labels: plainLabels))
            newFiles.append(viewModelFile)
            workspace.done.append(
                "\(viewModelFile): \(viewModelName), a value view model of what \(methodName) took, rendering \(viewName)"
            )
        } else if let viewModelDeclaration {
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

        // Registrations and dequeue sites.
        let ancestors = Self.appAncestors(of: cellName, in: workspace)
        let members = Set(
            ([cellName] + ancestors).flatMap { workspace.declarations(of: $0) }.flatMap { declaration in
                Array(declaration.properties.keys) + declaration.functions.map(\.name.text)
            }
        ).subtracting([configure.name.text])
        let migrated = MigratedCell(
            name: cellName, nibName: cell.definedIn == .xib ? layout.nibName : nil, identifiers: cell.reuseIdentifiers,
            isTable: cell.kind == .table, viewName: viewName, viewModel: viewModelName,
            configureName: configure.name.text, plainLabels: plainLabels,
            configureTakesViewModelType: firstType == viewModelName, memberNames: members)
        var rewriter = CellUsageRewriter(cell: migrated, workspace: workspace)
        rewriter.rewrite()

        // The Xcode project.
        do {
            // A new file goes into the group of the file it sits beside.
            for file in newFiles {
                try ProjectMembership.add([file], besides: anchor, compiledWith: anchor, in: workspace)
            }
        } catch {
            throw MigrationFailure(error.description)
        }

        if removeLegacy {
            if rewriter.leftLegacyUses {
                workspace.manualSteps.append(
                    "--remove-legacy: kept \(cellName) and \(layoutFile): the legacy uses above still need them")
            } else {
                var remover = LegacyCellRemover(cell: cell, workspace: workspace)
                try remover.remove(layout: layout)
            }
        }
        return .changes(workspace.changeSet)
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

    /// The method that configures the cell: the one taking its view model, else a `configure…`/`bind…`-like
    /// method with parameters.
    private func configureMethod(of cell: TypeDeclaration, viewModelType: String?) throws(MigrationFailure)
        -> FunctionDeclSyntax
    {
        let methods = workspace.declarations(of: cell.name).flatMap(\.functions).filter {
            !$0.signature.parameterClause.parameters.isEmpty
                && !$0.attributes.contains { $0.trimmedDescription.hasPrefix("@IBAction") }
        }
        if let viewModelType,
            let method = methods.first(where: {
                $0.signature.parameterClause.parameters.first?.type.trimmedDescription == viewModelType
            })
        {
            return method
        }
        let prefixes = ["configure", "bind", "update", "populate", "setUp", "setup", "apply", "show", "fill", "set"]
        for prefix in prefixes {
            if let method = methods.first(where: { $0.name.text.hasPrefix(prefix) }) { return method }
        }
        throw MigrationFailure(
            "\(cell.name) has no configure method (configure(with:), bind(_:) or the like) to read its bindings from; "
                + "give it one that takes its view model, then run again")
    }

    /// `BannerViewModel` for `guard let viewModel = viewModel as? BannerViewModel`.
    private static func castType(in method: FunctionDeclSyntax) -> String? {
        let collector = VariableCollector(viewMode: .sourceAccurate)
        collector.walk(method)
        let conditions =
            method.body?.statements.compactMap { $0.item.as(GuardStmtSyntax.self) }.flatMap(\.conditions) ?? []
        let values =
            conditions.compactMap { $0.condition.as(OptionalBindingConditionSyntax.self)?.initializer?.value }
            + collector.bindings.compactMap(\.initializer?.value)
        for value in values {
            guard let sequence = value.as(SequenceExprSyntax.self) else { continue }
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self) {
                return elements[2].trimmedDescription
            }
        }
        return nil
    }

    private static func isPlainValueType(_ type: String) -> Bool {
        let base = type.trimmingCharacters(in: ["?", "!"])
        return ["String", "Int", "Double", "Bool", "Float", "CGFloat", "Date", "URL", "UIImage"].contains(base)
            || base.hasPrefix("[")
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

    private static func viewFile(
        cellName: String, layoutFile: String, methodName: String, viewName: String, viewModel: String,
        isValueType: Bool, writer: SwiftUILayoutWriter, layout: Layout
    ) -> String {
        var lines = [
            "// Written by `cellbridge migrate \(cellName)` from \(layoutFile)",
            "// and \(cellName).\(methodName); what it could not carry over is marked TODO(cellbridge).",
            "import SwiftUI",
            "",
            "/// \(cellName)'s layout in SwiftUI, showing a `\(viewModel)`; CellBridge hosts it on iOS 14 and later.",
            "struct \(viewName): View {",
            isValueType ? "    let viewModel: \(viewModel)" : "    @ObservedObject var viewModel: \(viewModel)",
            "",
            "    var body: some View {",
        ]
        lines += writer.bindings.unplaced.map { "        " + $0 }
        let container = layout.cell.contentView ?? layout.cell
        lines += writer.arranged(container.subviews, in: container, level: 2)
        if let tap = writer.bindings.tapAction {
            lines += ["            .contentShape(Rectangle())", "            .onTapGesture {"]
            lines += tap.map { "                " + $0 }
            lines.append("            }")
        }
        lines += ["    }", "}", ""]
        return lines.joined(separator: "\n")
    }
}
