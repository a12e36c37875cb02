internal import SwiftSyntax

/// Plans `cellbridge adopt PATH` (and the first step of `migrate`): connects the app's own cell contract
/// to CellBridge's, additively, in the file that declares each protocol. The app keeps its protocols,
/// their names, identifier spellings and method names:
///
/// ```swift
/// protocol CellViewModel: CollectionCellViewModel { var reuseIdentifier: String { get } }
/// extension CellViewModel {
///     var className: String { reuseIdentifier }  // cellbridge: adoption
/// }
/// protocol ConfigurableCell: CellBridge.ConfigurableCell { associatedtype ViewModel; func configure(with viewModel: ViewModel) }
/// extension ConfigurableCell {
///     func configure(with viewModel: CollectionCellViewModel) {  // cellbridge: adoption
///         guard let viewModel = viewModel as? ViewModel else { return }
///         configure(with: viewModel)
///     }
/// }
/// ```
///
/// A view-model protocol is one whose conformers the app dequeues cells by (`dequeueReusableCell(
/// withIdentifier: item.reuseIdentifier, …)` on a value the code types as the protocol), or one with a
/// `String` requirement spelled like a reuse identifier; the default `className` reads what the app
/// dequeues by. A cell protocol is one `CellProtocolProof` proves: a requirement that takes one view model,
/// called on a dequeued cell cast to the protocol; the default `configure(with:)` casts to what that
/// requirement takes and calls it. What cannot be proven is left alone and said, never guessed.
struct ContractAdopter {
    let workspace: MigrationWorkspace

    /// The marker every adoption line carries, so a second run recognises its own work.
    static let marker = "// cellbridge: adoption"

    /// Requirement names that are reuse identifiers by their spelling alone.
    static let identifierSpellings: Set<String> = [
        "reuseIdentifier", "reuseID", "reuseId", "cellIdentifier", "cellReuseIdentifier", "cellID", "cellId",
        "reusableIdentifier", "identifierForCell", "cellClassName", "cellName", "nibName", "className",
    ]

    /// Method names that configure no content, whatever they take.
    static func isExcludedConfigure(_ name: String) -> Bool {
        let lower = name.lowercased()
        let exact: Set<String> = [
            "setselected", "sethighlighted", "setediting", "prepareforreuse", "awakefromnib", "layoutsubviews",
            "apply", "preferredlayoutattributesfitting", "sizethatfits", "systemlayoutsizefitting", "updateconstraints",
            "traitcollectiondidchange", "willtransition", "didmovetosuperview", "didmovetowindow",
        ]
        if exact.contains(lower) { return true }
        return ["theme", "appearance", "style", "height", "size", "layout", "selected", "highlight"].contains {
            lower.contains($0)
        }
    }

    /// What adoption found: one line per protocol connected, and why others were left alone.
    struct Result {
        var adopted: [String] = []
        var alreadyAdopted: [String] = []
        var leftAlone: [String] = []
        /// Protocols cells adopt (or are cast to) that are no proof of how a cell is configured, with the reason.
        var notConfigure: [String] = []
        /// Files that gained `import CellBridge`.
        var importingFiles: [String] = []
    }

    private struct AppProtocol {
        var declaration: TypeDeclaration
        var node: ProtocolDeclSyntax { declaration.node.cast(ProtocolDeclSyntax.self) }
        var name: String { declaration.name }
    }

    /// Plans the adoption edits in the workspace.
    func adopt() -> Result {
        var result = Result()
        let names = appProtocols().map(\.name)
        let dequeuedBy = identifierProofs(protocolNames: Set(names))
        // Each protocol is read again before it is edited: an earlier edit may have moved it.
        for name in names {
            guard let proto = currentProtocol(name), cellAdopters(of: proto).isEmpty else { continue }
            if let line = adoptViewModel(proto, proof: dequeuedBy[name], into: &result) {
                result.adopted.append(line)
            }
        }
        // One default configure(with:) per cell: a cell that adopts two of the app's cell protocols gets it from
        // the one whose requirement takes its view model, not from a type-erasing one that takes `Any`.
        let cellProtocols = names.compactMap(currentProtocol).filter { !refines($0, "CollectionCellViewModel") }.sorted
        {
            takesAny($0) == takesAny($1) ? $0.name < $1.name : !takesAny($0)
        }
        var connectedCells: [String: String] = [:]
        for proto in cellProtocols where refines(proto, "ConfigurableCell") {
            for cell in cellAdopters(of: proto) { connectedCells[cell] = proto.name }
        }
        let viewModelProtocols = Set(
            names.filter { currentProtocol($0).map { refines($0, "CollectionCellViewModel") } ?? false })
        let proof = CellProtocolProof(workspace: workspace, viewModelProtocols: viewModelProtocols)
        for name in cellProtocols.map(\.name) {
            guard let proto = currentProtocol(name) else { continue }
            if refines(proto, "ConfigurableCell") {
                if !cellAdopters(of: proto).isEmpty {
                    result.alreadyAdopted.append("\(location(proto)) already refines CellBridge's ConfigurableCell")
                }
                continue
            }
            let method: FunctionDeclSyntax
            let shownBy: String
            switch proof.verdict(for: proto.declaration) {
            case .unrelated:
                continue
            case .refused(let reason):
                result.notConfigure.append("\(location(proto)): not a cell's configure: \(reason)")
                continue
            case .several(let methods):
                let names = methods.map { CellMigrator.signatureName(of: $0) }.joined(separator: ", ")
                result.leftAlone.append(
                    "\(location(proto)): several requirements configure the cell (\(names)); connect it by hand: "
                        + "refine CellBridge.ConfigurableCell with a default configure(with:) that calls the right one")
                continue
            case .proven(let proven, let place):
                (method, shownBy) = (proven, place)
            }
            let adopters = cellAdopters(of: proto)
            if !refines(proto, "ConfigurableCell"), let cell = adopters.first(where: { connectedCells[$0] != nil }),
                let other = connectedCells[cell]
            {
                result.leftAlone.append(
                    "\(location(proto)): \(cell) also adopts \(other), which connects it to CellBridge already; a second "
                        + "default configure(with:) would clash")
                continue
            }
            if let line = adoptCell(proto, configuredThrough: method, shownBy: shownBy, into: &result) {
                result.adopted.append(line)
                for cell in adopters { connectedCells[cell] = name }
            }
        }
        return result
    }

    private func currentProtocol(_ name: String) -> AppProtocol? {
        workspace.declarations(of: name).first { $0.kind == .protocol }.map { AppProtocol(declaration: $0) }
    }

    // MARK: Finding the protocols

    private func appProtocols() -> [AppProtocol] {
        workspace.swiftFiles(mentioning: "protocol ").flatMap { path in
            workspace.typeDeclarations(in: path).filter { $0.kind == .protocol }
        }.map { AppProtocol(declaration: $0) }
    }

    /// Whether the protocol refines CellBridge's `name` already (`CellBridge.X`, or `X` when the app has no
    /// type of that name).
    private func refines(_ proto: AppProtocol, _ name: String) -> Bool {
        proto.declaration.inherited.contains { inherited in
            inherited == "CellBridge." + name || (inherited == name && workspace.primaryDeclaration(of: name) == nil)
        }
    }

    /// How the adoption names CellBridge's `name` in the app: qualified when the app declares a type of it.
    private func cellBridgeName(_ name: String) -> String {
        workspace.primaryDeclaration(of: name) == nil ? name : "CellBridge." + name
    }

    private func location(_ proto: AppProtocol) -> String {
        "\(proto.name) (\(proto.declaration.path))"
    }

    // MARK: View-model protocols

    /// The dequeue sites whose identifier is read from a value the code types as one of the app's
    /// protocols: protocol name → (the identifier expression with that value as `self`, where).
    private func identifierProofs(protocolNames: Set<String>) -> [String: (expression: String, place: String)] {
        var result: [String: (String, String)] = [:]
        let types = DeclaredTypes(workspace: workspace)
        for path in workspace.swiftFiles(mentioning: "dequeueReusableCell") {
            guard let tree = workspace.tree(path), let text = workspace.text(path) else { continue }
            let calls = CallCollector(viewMode: .sourceAccurate)
            calls.walk(tree)
            for call in calls.calls {
                guard
                    call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                        == "dequeueReusableCell",
                    let argument = call.arguments.first(where: {
                        ["withIdentifier", "withReuseIdentifier"].contains($0.label?.text ?? "")
                    })?.expression
                else { continue }
                let roots = RootCollector(viewMode: .sourceAccurate)
                roots.walk(argument)
                let names = Set(roots.roots.map(\.baseName.text))
                guard names.count == 1, let root = roots.roots.first,
                    let declared = types.type(of: root.baseName.text, at: root).map(DeclaredTypes.plain),
                    protocolNames.contains(declared), result[declared] == nil
                else { continue }
                let rewritten = SelfRootRewriter(root: root.baseName.text).rewrite(Syntax(argument))
                let place = "\(path):\(SyntaxEditing.line(of: call, in: text))"
                result[declared] = (rewritten.trimmedDescription, place)
            }
        }
        return result
    }

    private func adoptViewModel(
        _ proto: AppProtocol, proof: (expression: String, place: String)?, into result: inout Result
    ) -> String? {
        let requirements = stringRequirements(of: proto)
        let hasClassName = requirements.contains("className")
        let spelled = requirements.filter { Self.identifierSpellings.contains($0) && $0 != "className" }.sorted()
        // Without a dequeue that reads it, a spelling counts on a protocol named like a view model only.
        let namedLikeViewModel = ["Model", "Row", "Item", "Configurator"].contains { proto.name.contains($0) }
        let isViewModel = proof != nil || (namedLikeViewModel && (hasClassName || !spelled.isEmpty))
        guard isViewModel else { return nil }
        if refines(proto, "CollectionCellViewModel") {
            result.alreadyAdopted.append("\(location(proto)) already refines CellBridge's CollectionCellViewModel")
            return nil
        }
        // The identifier the default reads: what the app dequeues by, else the one requirement so spelled.
        var body: String?
        var because = ""
        if hasClassName {
            body = nil
        } else if let proof {
            body = proof.expression
            because = "what \(proof.place) dequeues by"
        } else if spelled.count == 1 {
            body = spelled[0]
            because = "its identifier requirement"
        } else {
            result.leftAlone.append(
                "\(location(proto)): several requirements could be its reuse identifier (\(spelled.joined(separator: ", "))) "
                    + "and no dequeue shows which; connect it by hand: refine CollectionCellViewModel with a default className"
            )
            return nil
        }
        guard let text = workspace.text(proto.declaration.path), let tree = workspace.tree(proto.declaration.path)
        else { return nil }
        let parent =
            cellBridgeName("CollectionCellViewModel") == "CollectionCellViewModel"
                && proto.name
                    != "CollectionCellViewModel"
            ? "CollectionCellViewModel" : "CellBridge.CollectionCellViewModel"
        var edits = [inheritanceEdit(proto, adding: parent)]
        var what = "refines \(parent)"
        if let body {
            let access = isPublic(proto) ? "public " : ""
            let member = "\(access)var className: String { \(body) }  \(Self.marker)"
            edits.append(extensionEdit(after: proto, members: [member], in: text))
            what += "; className reads \(body) (\(because))"
        }
        if let edit = SyntaxEditing.addImport("CellBridge", to: tree) {
            edits.append(edit)
            result.importingFiles.append(proto.declaration.path)
        }
        workspace.edit(proto.declaration.path, edits)
        return "\(location(proto)): \(what)"
    }

    /// Names of the protocol's `var name: String { get }` requirements.
    private func stringRequirements(of proto: AppProtocol) -> [String] {
        proto.node.memberBlock.members.compactMap { member -> String? in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { $0.name.text == "static" }),
                let binding = variable.bindings.first,
                binding.typeAnnotation?.type.trimmedDescription == "String"
            else { return nil }
            return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
    }

    // MARK: Cell protocols

    /// Whether the protocol's one-value requirement takes `Any` (a type-erasing helper).
    private func takesAny(_ proto: AppProtocol) -> Bool {
        proto.node.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.contains {
            $0.signature.parameterClause.parameters.count == 1
                && $0.signature.parameterClause.parameters.first?.type.trimmedDescription == "Any"
        }
    }

    private func adoptCell(
        _ proto: AppProtocol, configuredThrough method: FunctionDeclSyntax, shownBy place: String,
        into result: inout Result
    ) -> String? {
        guard let parameter = method.signature.parameterClause.parameters.first else { return nil }
        guard let text = workspace.text(proto.declaration.path), let tree = workspace.tree(proto.declaration.path)
        else { return nil }
        let viewModelType = cellBridgeName("CollectionCellViewModel")
        let takes = DeclaredTypes.plain(parameter.type.trimmedDescription)
        let parent =
            proto.name == "ConfigurableCell" ? "CellBridge.ConfigurableCell" : cellBridgeName("ConfigurableCell")
        var edits = [inheritanceEdit(proto, adding: parent)]
        var what = "refines \(parent)"
        let takesCellBridges = takes == "CollectionCellViewModel" && viewModelType == "CollectionCellViewModel"
        if !takesCellBridges {
            // The requirement's call, with the label it is declared with.
            let label = parameter.firstName.text == "_" ? "" : parameter.firstName.text + ": "
            let call = "\(method.name.text)(\(label)viewModel)"
            let access = isPublic(proto) ? "public " : ""
            var lines = ["\(access)func configure(with viewModel: \(viewModelType)) {  \(Self.marker)"]
            if takes == "Any" {
                lines.append("    \(method.name.text)(\(label)viewModel as Any)")
            } else {
                lines += ["    guard let viewModel = viewModel as? \(takes) else { return }", "    " + call]
            }
            lines.append("}")
            edits.append(extensionEdit(after: proto, members: [lines.joined(separator: "\n")], in: text))
            what += "; configure(with:) casts to \(takes) and calls \(CellMigrator.signatureName(of: method))"
        }
        what += " (proof: \(place))"

        if let edit = SyntaxEditing.addImport("CellBridge", to: tree) {
            edits.append(edit)
            result.importingFiles.append(proto.declaration.path)
        }
        workspace.edit(proto.declaration.path, edits)
        return "\(location(proto)): \(what)"
    }

    /// The app's cell classes that adopt the protocol (in their declaration or an extension).
    private func cellAdopters(of proto: AppProtocol) -> [String] {
        let declarations = workspace.swiftFiles(mentioning: proto.name).flatMap { path in
            workspace.typeDeclarations(in: path)
        }
        let adopting = Set(
            declarations.filter { $0.kind != .protocol && $0.inherited.contains(proto.name) }.map(\.name))
        return adopting.filter { workspace.inherits($0, fromAnyOf: CellProtocolProof.cellClasses) }.sorted()
    }

    // MARK: Edits

    private func isPublic(_ proto: AppProtocol) -> Bool { proto.declaration.isPublic }

    /// `: Parent` after the name, or `, Parent` after the last inherited type.
    private func inheritanceEdit(_ proto: AppProtocol, adding parent: String) -> TextEdit {
        let node = proto.node
        if let clause = node.inheritanceClause, let last = clause.inheritedTypes.last {
            return .insert(", " + parent, at: last.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        let anchor = node.primaryAssociatedTypeClause.map(Syntax.init) ?? Syntax(node.name)
        return .insert(": " + parent, at: anchor.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    /// `extension Name { … }` on the lines after the protocol, indented like it.
    private func extensionEdit(after proto: AppProtocol, members: [String], in text: String) -> TextEdit {
        let node = proto.node
        let indentation = SyntaxEditing.indentation(at: node.positionAfterSkippingLeadingTrivia.utf8Offset, in: text)
        let inner = SyntaxEditing.deeper(indentation, in: text)
        let body = members.map { SyntaxEditing.indent($0, by: inner, includingFirstLine: true) }.joined(
            separator: "\n\n")
        let block = "\n\n\(indentation)extension \(proto.name) {\n\(body)\n\(indentation)}"
        return .insert(block, at: node.endPositionBeforeTrailingTrivia.utf8Offset)
    }
}

/// The names an expression starts its member chains from (`item` in `item.cellType.reuseIdentifier`),
/// types and `self` left out.
private final class RootCollector: SyntaxVisitor {
    var roots: [DeclReferenceExprSyntax] = []

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            return .visitChildren
        }
        if let first = node.baseName.text.first, first.isLowercase || first == "_",
            node.baseName.tokenKind != .keyword(.self)
        {
            roots.append(node)
        }
        return .visitChildren
    }
}

/// `reuseIdentifier` for `item.reuseIdentifier`, `cellType.reuseIdentifier` for `row.cellType.reuseIdentifier`,
/// `String(describing: cellType)` for `String(describing: row.cellType)`: the expression with its root as
/// the protocol's `self`.
private final class SelfRootRewriter: SyntaxRewriter {
    let root: String

    init(root: String) {
        self.root = root
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        if let base = node.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == root {
            return ExprSyntax(node.declName.with(\.leadingTrivia, node.leadingTrivia))
        }
        return super.visit(node)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
        node.baseName.text == root
            ? ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self)).with(\.leadingTrivia, node.leadingTrivia))
            : ExprSyntax(node)
    }
}
