internal import Foundation
internal import SwiftSyntax
internal import SwiftSyntaxBuilder

/// Plans `cellbridge migrate-data-source FILE PATH`: turns a `cellForItemAt`/`cellForRowAt` that switches
/// over item kinds into the generic shape of the articles. Building each kind's view model moves into one
/// mapping function, `viewModel(for:)`; the data source holds a CellBridge bridge, asks it for every cell
/// and forwards `willDisplay`/`didEndDisplaying` to it; legacy cells gain `ConfigurableCell` and their
/// view models `CollectionCellViewModel`. A case it cannot move keeps its code in a `switch` after the
/// generic call, with a note saying why.
struct DataSourceMigrator {
    let report: ScanReport
    let workspace: MigrationWorkspace

    private struct Flavor {
        var isTable: Bool
        var view: String { isTable ? "tableView" : "collectionView" }
        var viewType: String { isTable ? "UITableView" : "UICollectionView" }
        var cellType: String { isTable ? "UITableViewCell" : "UICollectionViewCell" }
        var bridgeType: String { isTable ? "TableCellBridge" : "CollectionCellBridge" }
        var delegate: String { isTable ? "UITableViewDelegate" : "UICollectionViewDelegate" }
        var controller: String { isTable ? "UITableViewController" : "UICollectionViewController" }
        var at: String { isTable ? "forRowAt" : "forItemAt" }
    }

    /// The path of `file` relative to the scanned root, as the user may give it (relative to the root, to
    /// the current folder, or absolute).
    func relativePath(of file: String) -> String? {
        if workspace.exists(file) { return file }
        let absolute = file.hasPrefix("/") ? file : FileManager.default.currentDirectoryPath + "/" + file
        let standardized = URL(fileURLWithPath: absolute).standardizedFileURL.path
        let root = URL(fileURLWithPath: workspace.root).standardizedFileURL.path + "/"
        guard standardized.hasPrefix(root) else { return nil }
        let relative = String(standardized.dropFirst(root.count))
        return workspace.exists(relative) ? relative : nil
    }

    func plan(file: String) throws(MigrationFailure) -> MigrationOutcome {
        guard let path = relativePath(of: file), path.hasSuffix(".swift") else {
            throw MigrationFailure("\(file) is not a Swift file under \(report.root)")
        }
        guard let tree = workspace.tree(path), let text = workspace.text(path) else {
            throw MigrationFailure("\(path) cannot be read")
        }
        let finder = CellForFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        guard let function = finder.functions.first, let body = function.body,
            let typeName = MigrationWorkspace.enclosingTypeName(of: function)
        else {
            throw MigrationFailure("\(path) has no collectionView(_:cellForItemAt:) or tableView(_:cellForRowAt:)")
        }
        let flavor = Flavor(isTable: function.name.text == "tableView")
        let parameters = function.signature.parameterClause.parameters
        let viewName = parameters.first.map { ($0.secondName ?? $0.firstName).text } ?? flavor.view
        let indexPathName = parameters.last.map { ($0.secondName ?? $0.firstName).text } ?? "indexPath"
        let declarations = workspace.declarations(of: typeName)
        if declarations.contains(where: { $0.functions.contains { $0.name.text == "viewModel" } })
            || body.description.contains(".cell(for:")
        {
            return .alreadyMigrated(
                "\(typeName) (\(path)) already asks a CellBridge bridge for its cells; nothing to do")
        }
        // `let item = items[indexPath.item]` followed by `switch item.kind { … }`.
        let statements = Array(body.statements)
        guard let switchIndex = statements.firstIndex(where: { Self.switchExpression(in: $0) != nil }),
            let switchExpression = Self.switchExpression(in: statements[switchIndex]),
            switchIndex == statements.count - 1
        else {
            let switches = report.dataSources.first { $0.file == path && $0.typeName == typeName }?.switchesOnCellTypes
            if switches == false {
                return .alreadyMigrated(
                    "\(typeName).\(function.name.text) (\(path)) does not switch over cell types; nothing to do")
            }
            throw MigrationFailure(
                "\(typeName).\(function.name.text) (\(path)) does not end in a `switch` over its items; migrate-data-source "
                    + "rewrites that shape only: rewrite it by hand into the README's generic data source")
        }
        guard
            let (itemName, collection, index) = Self.itemBinding(
                before: switchIndex, in: statements, indexPath: indexPathName),
            switchExpression.subject.trimmedDescription.hasPrefix(itemName)
        else {
            throw MigrationFailure(
                "\(typeName)'s switch is not over an item read as `let item = items[indexPath.item]`; migrate-data-source "
                    + "cannot tell what to map")
        }
        guard let itemType = declarations.compactMap({ $0.propertyType(collection) }).first.map(Self.elementType) ?? nil
        else {
            throw MigrationFailure("\(typeName).\(collection) has no declared array type (`var \(collection): [Item]`)")
        }
        let forbidden: Set<String> = [viewName, indexPathName]
        let cases = switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self) }.map {
            DataSourceCase($0, forbidden: forbidden)
        }
        let movable = cases.filter { if case .movable = $0.verdict { return true } else { return false } }
        guard !movable.isEmpty else {
            let reasons = cases.map { "\($0.label): " + Self.reason($0) }.joined(separator: "; ")
            throw MigrationFailure("no case of \(typeName)'s switch can move into a view-model mapping (\(reasons))")
        }
        let kept = cases.filter { if case .kept = $0.verdict { return true } else { return false } }
        let hadDefault = cases.contains { $0.label == "default" }

        // The mapping function.
        let itemDeclaration = workspace.primaryDeclaration(of: itemType)
        let match: String? =
            itemDeclaration?.properties["id"] != nil
            ? "$0.id == \(itemName).id"
            : (workspace.declarations(of: itemType).contains {
                !Set($0.inherited).isDisjoint(with: ["Equatable", "Hashable"])
            } ? "$0 == \(itemName)" : nil)
        let closures = ClosureLookupRewriter(collection: collection, index: index, itemName: itemName, match: match)
        let memberIndent = SyntaxEditing.indentation(
            at: function.positionAfterSkippingLeadingTrivia.utf8Offset, in: text)
        let unit = SyntaxEditing.deeper("", in: text)
        var mapping = [
            "/// The view model of each kind of item: the one place that knows the feature types (moved here from",
            "/// cellForItemAt by `cellbridge migrate-data-source`)."
                + (kept.isEmpty ? "" : " Kinds it returns nil for still build their own cell there."),
            "private func viewModel(for \(itemName): \(itemType)) -> CollectionCellViewModel\(kept.isEmpty ? "" : "?") {",
            unit + "switch \(switchExpression.subject.trimmedDescription) {",
        ]
        var todos: [String] = []
        for item in movable {
            guard case .movable(let moved, let viewModel, _) = item.verdict else { continue }
            mapping.append(unit + item.clause.label.trimmedDescription)
            for statement in moved {
                let rewritten = closures.rewrite(statement, in: text, indentation: unit + unit)
                todos += rewritten.todos
                mapping += rewritten.todos.map { unit + unit + $0 }
                mapping.append(unit + unit + rewritten.text)
            }
            mapping.append(unit + unit + "return " + viewModel.trimmedDescription)
        }
        if !kept.isEmpty {
            mapping += [unit + "default:", unit + unit + "return nil"]
        }
        mapping += [unit + "}", "}"]
        let mappingText = mapping.joined(separator: "\n")

        // cellForItemAt.
        let holder = declarations.first { declaration in
            declaration.properties.values.contains { $0.bindings.description.contains(flavor.bridgeType) }
        }
        let existingBridge = holder.flatMap { declaration in
            declaration.properties.first { $0.value.bindings.description.contains(flavor.bridgeType) }?.key
        }
        let bridgeCall = existingBridge ?? "bridge(for: \(viewName))"
        let switchItem = statements[switchIndex]
        let bodyIndent = SyntaxEditing.indentation(
            at: switchItem.positionAfterSkippingLeadingTrivia.utf8Offset, in: text)
        var edits: [TextEdit] = []
        if kept.isEmpty {
            edits.append(
                SyntaxEditing.replace(
                    switchItem,
                    with:
                        "return \(bridgeCall).cell(for: viewModel(for: \(itemName)), in: \(viewName), at: \(indexPathName))"
                ))
        } else {
            let generic = [
                "if let viewModel = viewModel(for: \(itemName)) {",
                bodyIndent + unit + "return \(bridgeCall).cell(for: viewModel, in: \(viewName), at: \(indexPathName))",
                bodyIndent + "}",
                bodyIndent,
            ].joined(separator: "\n")
            edits.append(.insert(generic, at: switchItem.positionAfterSkippingLeadingTrivia.utf8Offset))
            for item in movable { edits.append(SyntaxEditing.remove(item.clause, in: text)) }
            for item in kept {
                let clauseIndent = SyntaxEditing.indentation(
                    at: item.clause.positionAfterSkippingLeadingTrivia.utf8Offset, in: text)
                edits.append(
                    .insert(
                        "// cellbridge: kept here, not in viewModel(for:): \(Self.reason(item))\n" + clauseIndent,
                        at: item.clause.positionAfterSkippingLeadingTrivia.utf8Offset))
            }
            if !hadDefault {
                let closeIndent = SyntaxEditing.indentation(
                    at: switchExpression.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset, in: text)
                edits.append(
                    .insert(
                        "default:\n" + closeIndent + unit
                            + "preconditionFailure(\"viewModel(for:) gives every other kind a view model\")\n"
                            + closeIndent,
                        at: switchExpression.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset))
            }
        }

        // The bridge, the display forwarding and the mapping function, as members of the data source.
        guard
            let primary = declarations.first(where: {
                $0.path == path && $0.node.description.contains(function.description)
            })
                ?? declarations.first(where: { $0.path == path })
        else { throw MigrationFailure("internal error: \(typeName)'s declaration in \(path) not found") }
        let isController = workspace.inherits(typeName, fromAnyOf: [flavor.controller])
        let isViewController = workspace.inherits(
            typeName, fromAnyOf: ["UIViewController", "UITableViewController", "UICollectionViewController"])
        var members: [String] = []
        if existingBridge == nil {
            members.append(
                Self.format(
                    DeclSyntax(
                        """
                        /// Dequeues, registers and configures every cell viewModel(for:) describes: legacy cells by className,
                        /// SwiftUI ones hosted. Made for the first \(raw: flavor.viewType) that asks.
                        private var cellBridge: \(raw: flavor.bridgeType)?
                        """)))
            members.append(
                Self.format(
                    DeclSyntax(
                        """
                        private func bridge(for \(raw: flavor.view): \(raw: flavor.viewType)) -> \(raw: flavor.bridgeType) {
                            if let cellBridge { return cellBridge }
                            let bridge = \(raw: flavor.bridgeType)(\(raw: flavor.view): \(raw: flavor.view), parentViewController: \(raw: isViewController ? "self" : "nil"))
                            cellBridge = bridge
                            return bridge
                        }
                        """)))
        }
        let forwarding = existingBridge ?? "cellBridge?"
        let functionNames = declarations.flatMap(\.functions).map { Self.signature(of: $0) }
        let override = isController ? "override " : ""
        for event in ["willDisplay", "didEndDisplaying"] {
            let signature = "\(flavor.view)(_:\(event):\(flavor.at):)"
            if functionNames.contains(signature) {
                workspace.manualSteps.append(
                    "\(path): \(typeName) already implements \(signature): call `\(forwarding).\(event)(cell, at: indexPath)` in it"
                )
                continue
            }
            members.append(
                Self.format(
                    DeclSyntax(
                        """
                        \(raw: override)func \(raw: flavor.view)(_ \(raw: flavor.view): \(raw: flavor.viewType), \(raw: event) cell: \(raw: flavor.cellType), \(raw: flavor.at) indexPath: IndexPath) {
                            \(raw: forwarding).\(raw: event)(cell, at: indexPath)
                        }
                        """)))
        }
        members.append(mappingText)
        for member in members {
            edits.append(
                SyntaxEditing.appendMember(member, to: primary.memberBlock, in: text))
        }
        _ = memberIndent
        let conforms = declarations.flatMap(\.inherited).contains {
            $0 == flavor.delegate || $0 == flavor.delegate + "FlowLayout"
        }
        if !conforms, !isController, let clause = primary.inheritanceClause, let last = clause.inheritedTypes.last {
            edits.append(.insert(", " + flavor.delegate, at: last.endPositionBeforeTrailingTrivia.utf8Offset))
        }
        if let edit = SyntaxEditing.addImport("CellBridge", to: tree) { edits.append(edit) }
        workspace.edit(path, edits)
        let movedLabels = movable.map(\.label).joined(separator: ", ")
        workspace.done.append(
            "\(path): \(typeName).\(function.name.text) asks \(existingBridge == nil ? "a new \(flavor.bridgeType)" : existingBridge!) for "
                + "every cell; building the view models of \(movedLabels) moved into viewModel(for:)")
        if existingBridge == nil {
            workspace.done.append(
                "\(path): \(typeName) forwards willDisplay and didEndDisplaying to the bridge"
                    + (conforms || isController ? "" : " (adopts \(flavor.delegate))"))
        }
        let line = SyntaxEditing.line(of: switchItem, in: text)
        for item in kept {
            workspace.manualSteps.append(
                "\(path):\(line): \(item.label) stays in \(flavor.isTable ? "cellForRowAt" : "cellForItemAt"): \(Self.reason(item))"
            )
        }
        for todo in todos {
            workspace.manualSteps.append("\(path): \(todo.replacingOccurrences(of: "// TODO(cellbridge): ", with: ""))")
        }
        if match == nil, !todos.isEmpty {
            workspace.manualSteps.append(
                "\(itemType) has no `id` and is not Equatable: a closure cannot find its item again")
        }

        // Legacy cells and view models the bridge now dequeues by className.
        for item in movable {
            guard case .movable(_, _, let legacy?) = item.verdict else { continue }
            adoptProtocols(legacy)
        }
        connectDelegates(of: typeName, flavor: flavor)
        return .changes(workspace.changeSet)
    }

    /// The legacy cell adopts `ConfigurableCell` and its view model `CollectionCellViewModel` with the
    /// identifier the case dequeued with, so the bridge can dequeue and configure it.
    private func adoptProtocols(_ legacy: DataSourceCase.LegacyCell) {
        let cellDeclarations = workspace.declarations(of: legacy.cellType)
        if !cellDeclarations.flatMap(\.inherited).contains("ConfigurableCell"),
            let cell = cellDeclarations.first(where: { $0.kind == .class }), let text = workspace.text(cell.path),
            let tree = workspace.tree(cell.path)
        {
            let configure = cell.functions.first { $0.name.text == "configure" || $0.name.text == "bind" }
            let label = configure?.signature.parameterClause.parameters.first?.firstName.text ?? "with"
            let call = (configure?.name.text ?? "configure") + "(" + (label == "_" ? "" : label + ": ") + "viewModel)"
            let extensionText = Self.format(
                DeclSyntax(
                    """
                    /// Lets the shared data source's bridge configure the cell by protocol (added by `cellbridge migrate-data-source`).
                    extension \(raw: legacy.cellType): ConfigurableCell {
                        func configure(with viewModel: CollectionCellViewModel) {
                            guard let viewModel = viewModel as? \(raw: legacy.viewModelType) else { return }
                            \(raw: call)
                        }
                    }
                    """))
            var edits = [
                TextEdit.insert("\n\n" + extensionText, at: cell.node.endPositionBeforeTrailingTrivia.utf8Offset)
            ]
            if let edit = SyntaxEditing.addImport("CellBridge", to: tree) { edits.append(edit) }
            _ = text
            workspace.edit(cell.path, edits)
            workspace.done.append("\(cell.path): \(legacy.cellType) adopts ConfigurableCell")
        }
        let viewModelDeclarations = workspace.declarations(of: legacy.viewModelType)
        let conformances = Set(viewModelDeclarations.flatMap(\.inherited))
        if conformances.isDisjoint(with: ["CollectionCellViewModel", "SwiftUIRenderableCellViewModel"]),
            let viewModel = viewModelDeclarations.first(where: { $0.kind != .extension }),
            let text = workspace.text(viewModel.path), let tree = workspace.tree(viewModel.path)
        {
            var edits: [TextEdit] = []
            if let last = viewModel.inheritanceClause?.inheritedTypes.last {
                edits.append(.insert(", CollectionCellViewModel", at: last.endPositionBeforeTrailingTrivia.utf8Offset))
            } else {
                let name =
                    viewModel.node.as(ClassDeclSyntax.self)?.name ?? viewModel.node.as(StructDeclSyntax.self)?.name
                if let name {
                    edits.append(
                        .insert(": CollectionCellViewModel", at: name.endPositionBeforeTrailingTrivia.utf8Offset))
                }
            }
            if viewModel.properties["className"] == nil {
                edits.append(
                    SyntaxEditing.appendMember(
                        "var className: String { \(legacy.identifier.trimmedDescription) }", to: viewModel.memberBlock,
                        in: text))
            }
            if let edit = SyntaxEditing.addImport("CellBridge", to: tree) { edits.append(edit) }
            workspace.edit(viewModel.path, edits)
            workspace.done.append(
                "\(viewModel.path): \(legacy.viewModelType) adopts CollectionCellViewModel (className "
                    + "\(legacy.identifier.trimmedDescription))")
        }
    }

    /// Where a screen sets only `view.dataSource = <this data source>`, it sets `delegate` too, so the
    /// bridge hears willDisplay and didEndDisplaying.
    private func connectDelegates(of typeName: String, flavor: Flavor) {
        for path in workspace.swiftFiles(mentioning: typeName) {
            guard let tree = workspace.tree(path), let text = workspace.text(path) else { continue }
            let assignments = AssignmentCollector(viewMode: .sourceAccurate)
            assignments.walk(tree)
            var edits: [TextEdit] = []
            for (target, value) in assignments.assignments {
                let targetText = target.trimmedDescription
                guard targetText.hasSuffix(".dataSource"), let owner = MigrationWorkspace.enclosingTypeName(of: target)
                else { continue }
                let property = value.trimmedDescription.replacingOccurrences(of: "self.", with: "")
                let ownerDeclarations = workspace.declarations(of: owner)
                let type = ownerDeclarations.compactMap { declaration -> String? in
                    guard let binding = declaration.properties[property]?.bindings.first else { return nil }
                    if let annotation = binding.typeAnnotation?.type { return annotation.trimmedDescription }
                    return binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression
                        .trimmedDescription
                }.first
                guard type == typeName else { continue }
                let delegateTarget = String(targetText.dropLast(".dataSource".count)) + ".delegate"
                let alreadySet = assignments.assignments.contains { $0.0.trimmedDescription == delegateTarget }
                guard !alreadySet, let statement = Self.statement(of: target) else { continue }
                let indentation = SyntaxEditing.indentation(
                    at: statement.positionAfterSkippingLeadingTrivia.utf8Offset, in: text)
                edits.append(
                    .insert(
                        "\n" + indentation + delegateTarget + " = " + value.trimmedDescription,
                        at: statement.endPositionBeforeTrailingTrivia.utf8Offset))
                workspace.done.append(
                    "\(path):\(SyntaxEditing.line(of: statement, in: text)): \(owner) sets \(delegateTarget) too, so the "
                        + "bridge hears willDisplay and didEndDisplaying")
            }
            workspace.edit(path, edits)
        }
    }

    private static func statement(of node: some SyntaxProtocol) -> CodeBlockItemSyntax? {
        var parent = node.parent
        while let current = parent {
            if let item = current.as(CodeBlockItemSyntax.self) { return item }
            parent = current.parent
        }
        return nil
    }

    private static func reason(_ item: DataSourceCase) -> String {
        if case .kept(let reason) = item.verdict { return reason }
        return "moved"
    }

    private static func format(_ declaration: DeclSyntax) -> String {
        declaration.formatted().description.trimmingCharacters(in: .newlines)
    }

    /// `collectionView(_:willDisplay:forItemAt:)`.
    private static func signature(of function: FunctionDeclSyntax) -> String {
        function.name.text + "("
            + function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }

    private static func switchExpression(in item: CodeBlockItemSyntax) -> SwitchExprSyntax? {
        item.item.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self)
            ?? item.item.as(SwitchExprSyntax.self)
    }

    /// `let item = items[indexPath.item]` among the statements before the switch: (`item`, `items`, `indexPath.item`).
    private static func itemBinding(
        before index: Int, in statements: [CodeBlockItemSyntax], indexPath: String
    ) -> (String, String, String)? {
        for statement in statements[..<index] {
            guard let variable = statement.item.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let lookup = binding.initializer?.value.as(SubscriptCallExprSyntax.self),
                lookup.arguments.count == 1, let argument = lookup.arguments.first?.expression.trimmedDescription,
                argument.hasPrefix(indexPath + ".")
            else { continue }
            let collection = lookup.calledExpression.trimmedDescription.replacingOccurrences(of: "self.", with: "")
            return (name, collection, argument)
        }
        return nil
    }

    /// `FeedItem` for `[FeedItem]`.
    private static func elementType(_ type: String) -> String? {
        guard type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") else { return nil }
        return String(type.dropFirst().dropLast())
    }
}

/// The `cellForItemAt` / `cellForRowAt` implementations of a file.
final class CellForFinder: SyntaxVisitor {
    var functions: [FunctionDeclSyntax] = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.signature.parameterClause.parameters.map(\.firstName.text)
        if (node.name.text == "collectionView" && labels == ["_", "cellForItemAt"])
            || (node.name.text == "tableView" && labels == ["_", "cellForRowAt"])
        {
            functions.append(node)
        }
        return .skipChildren
    }
}
