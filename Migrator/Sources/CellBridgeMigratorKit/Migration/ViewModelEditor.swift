internal import SwiftSyntax
internal import SwiftSyntaxBuilder

/// Edits a view model where it is declared so it renders through CellBridge: it adopts
/// `SwiftUIRenderableCellViewModel` (and `ObservableObject` when it is a class, with `@Published` on the
/// properties the view shows and the app changes after creating it), `className` names the SwiftUI view,
/// and `makeHostedView()` builds it.
///
/// A struct (or enum) view model stays a value: it adopts no `ObservableObject` (it cannot) and the view
/// holds it as `let viewModel`. That keeps what the legacy cell did: it showed the values it was configured
/// with, and a change reached the screen by configuring the cell again with a new value, which is what the
/// data source still does; CellBridge then replaces the hosted view.
enum ViewModelEditor {
    /// Properties of `viewModel` the view reads that the app assigns outside the type's initialisers:
    /// those need `@Published` so a change redraws the visible cell. Matched by name (`.title =` anywhere
    /// in the app, `title =` in the type's own methods), so a same-named property of another type counts too.
    static func mutatedProperties(
        of declaration: TypeDeclaration, among read: Set<String>, in workspace: MigrationWorkspace
    )
        -> [String]
    {
        var result: [String] = []
        for name in read.sorted() {
            guard let variable = declaration.properties[name], variable.bindingSpecifier.tokenKind == .keyword(.var),
                !isComputed(variable),
                !variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) })
            else { continue }
            let member = "." + name
            let assignedOutside = workspace.swiftFiles(mentioning: member).contains { path in
                guard let text = workspace.text(path) else { return false }
                return assigns(text, pattern: member)
            }
            let assignedInMethods = declaration.functions.contains { function in
                assigns(function.body?.description ?? "", pattern: name)
            }
            if assignedOutside || assignedInMethods { result.append(name) }
        }
        return result
    }

    private static func isComputed(_ variable: VariableDeclSyntax) -> Bool {
        guard let accessors = variable.bindings.first?.accessorBlock?.accessors else { return false }
        switch accessors {
        case .getter: return true
        case .accessors(let list): return list.contains { ["get", "set"].contains($0.accessorSpecifier.text) }
        @unknown default: return true
        }
    }

    /// Whether `text` assigns to `pattern` (`.title = `, `title += `), not compares (`==`).
    private static func assigns(_ text: String, pattern: String) -> Bool {
        var rest = Substring(text)
        while let range = rest.range(of: pattern) {
            let before = rest[..<range.lowerBound].last
            let after = rest[range.upperBound...]
            let boundary = before.map { !($0.isLetter || $0.isNumber || $0 == "_") || pattern.hasPrefix(".") } ?? true
            let trimmed = after.drop { $0 == " " }
            if boundary, !(after.first?.isLetter ?? false), !(after.first?.isNumber ?? false),
                trimmed.hasPrefix("=") && !trimmed.hasPrefix("==")
                    || ["+=", "-=", "*=", "/=", ".append(", ".insert(", ".remove"].contains(where: {
                        trimmed.hasPrefix($0)
                    })
            {
                return true
            }
            rest = rest[range.upperBound...]
        }
        return false
    }

    /// True when `name` declares `className` as a stored property without a value: whoever creates
    /// the view model names the cell, so one view model type may serve several cells.
    static func takesClassNameAtCreation(_ name: String, in workspace: MigrationWorkspace) -> Bool {
        workspace.declarations(of: name).contains { declaration in
            guard let binding = declaration.properties["className"]?.bindings.first else { return false }
            return binding.accessorBlock == nil && binding.initializer == nil
        }
    }

    /// Edits the view model's declaration (and the extension that declares its `className`, if that is
    /// where it is) in the workspace; returns what it did, one line.
    static func edit(
        _ name: String, viewName: String, published: [String], in workspace: MigrationWorkspace
    ) -> String? {
        guard let primary = workspace.primaryDeclaration(of: name), let text = workspace.text(primary.path),
            let tree = workspace.tree(primary.path)
        else { return nil }
        let isClass = primary.kind == .class
        let all = workspace.declarations(of: name)
        let conformances = Set(all.flatMap(\.inherited))
        var edits: [TextEdit] = []
        var changes: [String] = []

        var additions: [String] = []
        if isClass, !conformances.contains("ObservableObject") { additions.append("ObservableObject") }
        if !conformances.contains("SwiftUIRenderableCellViewModel") {
            additions.append("SwiftUIRenderableCellViewModel")
        }
        if !additions.isEmpty {
            edits.append(inheritanceEdit(primary, adding: additions))
            changes.append("adopts " + additions.joined(separator: ", "))
        }

        var primaryHasClassName = false
        var classNameElsewhere: (path: String, edit: TextEdit)?
        for declaration in all {
            guard let variable = declaration.properties["className"], let binding = variable.bindings.first else {
                continue
            }
            let edit: TextEdit
            if let accessor = binding.accessorBlock, case .getter(let statements) = accessor.accessors,
                statements.count == 1, let statement = statements.first
            {
                // Only the returned expression changes; the getter keeps its layout.
                let target =
                    statement.item.as(ReturnStmtSyntax.self)?.expression.map(Syntax.init) ?? Syntax(statement.item)
                edit = SyntaxEditing.replace(target, with: MigrationCode.typeName(of: viewName).description)
            } else if let accessor = binding.accessorBlock {
                edit = SyntaxEditing.replace(accessor, with: MigrationCode.classNameAccessor(viewName: viewName))
            } else if let value = binding.initializer?.value {
                edit = SyntaxEditing.replace(value, with: MigrationCode.typeName(of: viewName).description)
            } else {
                continue
            }
            if declaration.path == primary.path {
                edits.append(edit)
                primaryHasClassName = true
            } else {
                classNameElsewhere = (declaration.path, edit)
            }
            changes.append("className names \(viewName)")
            break
        }
        if !primaryHasClassName, classNameElsewhere == nil {
            edits.append(
                SyntaxEditing.appendMember(
                    MigrationCode.classNameProperty(viewName: viewName, isPublic: primary.isPublic),
                    to: primary.memberBlock, in: text))
            changes.append("className names \(viewName)")
        }
        if !all.contains(where: { $0.functions.contains { $0.name.text == "makeHostedView" } }) {
            edits.append(
                SyntaxEditing.appendMember(
                    MigrationCode.makeHostedView(viewName: viewName, isPublic: primary.isPublic),
                    to: primary.memberBlock, in: text))
            changes.append("makeHostedView() builds \(viewName)")
        }
        if isClass {
            var marked: [String] = []
            for property in published {
                guard let variable = primary.properties[property],
                    !variable.attributes.contains(where: { $0.trimmedDescription.hasPrefix("@Published") })
                else { continue }
                let anchor = variable.modifiers.first.map { Syntax($0) } ?? Syntax(variable.bindingSpecifier)
                let attribute = AttributeSyntax(attributeName: IdentifierTypeSyntax(name: .identifier("Published")))
                edits.append(
                    .insert(attribute.description + " ", at: anchor.positionAfterSkippingLeadingTrivia.utf8Offset))
                marked.append(property)
            }
            if !marked.isEmpty { changes.append("@Published " + marked.joined(separator: ", ")) }
        }
        for module in ["CellBridge", "SwiftUI"] {
            if let edit = SyntaxEditing.addImport(module, to: tree) { edits.append(edit) }
        }
        workspace.edit(primary.path, edits)
        if let classNameElsewhere { workspace.edit(classNameElsewhere.path, [classNameElsewhere.edit]) }
        return changes.isEmpty ? nil : "\(name) (\(primary.path)): " + changes.joined(separator: "; ")
    }

    /// Appends types to the declaration's inheritance clause, or adds one after its name.
    private static func inheritanceEdit(_ declaration: TypeDeclaration, adding types: [String]) -> TextEdit {
        let added = types.map { InheritedTypeSyntax(type: IdentifierTypeSyntax(name: .identifier($0))).description }
        if let clause = declaration.inheritanceClause, let last = clause.inheritedTypes.last {
            return .insert(", " + added.joined(separator: ", "), at: last.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        let anchor: Syntax
        switch declaration.kind {
        case .class:
            let node = declaration.node.cast(ClassDeclSyntax.self)
            anchor = node.genericParameterClause.map(Syntax.init) ?? Syntax(node.name)
        case .struct:
            let node = declaration.node.cast(StructDeclSyntax.self)
            anchor = node.genericParameterClause.map(Syntax.init) ?? Syntax(node.name)
        case .enum:
            let node = declaration.node.cast(EnumDeclSyntax.self)
            anchor = node.genericParameterClause.map(Syntax.init) ?? Syntax(node.name)
        default:
            anchor = Syntax(declaration.memberBlock.leftBrace)
        }
        return .insert(": " + added.joined(separator: ", "), at: anchor.endPositionBeforeTrailingTrivia.utf8Offset)
    }
}
