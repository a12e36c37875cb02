internal import SwiftSyntax

/// Whether one of the app's protocols is how its cells are configured, proven from the code and never from a
/// name. Proof takes both:
///
/// - a requirement that takes one view model: the protocol's associated type, one of the app's view-model
///   protocols, `Any`, or a model type the app declares (not a view, not a framework type);
/// - that requirement called on a dequeued cell cast to the protocol, at the dequeue site or in the app's
///   generic delegate (`(cell as? RowCell)?.update(row: row)`, `if let cell = cell as? P { cell.m(item) }`,
///   `dequeue(…) as! Cell` with `Cell: P`), directly or through a default in the protocol's own extension
///   that another cast protocol's requirement reaches (`extension ConfigurableCell { func configure(any:) }`);
///   or, once the app hands its items to a CellBridge bridge, a requirement whose cells take the app's view
///   models.
///
/// Everything else is no proof and says why: a delegate a cell adopts, a protocol of properties or closures,
/// requirements that take no value or several, a requirement that takes a text view or a count, one never
/// called on a dequeued cell, a protocol other kinds of types adopt too.
struct CellProtocolProof {
    enum Verdict {
        /// No cell adopts the protocol and no dequeued cell is cast to it: nothing to say about it.
        case unrelated
        /// Tied to cells, but no proof that it configures them: the reason.
        case refused(String)
        /// The requirement that configures the cells, and where that is shown.
        case proven(FunctionDeclSyntax, shownBy: String)
        /// Several requirements are proven: which one CellBridge should call is the app's choice.
        case several([FunctionDeclSyntax])
    }

    let workspace: MigrationWorkspace
    /// The app's view-model protocols (those adoption connects, or finds connected already).
    let viewModelProtocols: Set<String>

    static let cellClasses: Set<String> = ["UITableViewCell", "UICollectionViewCell"]
    private static let reusableViews: Set<String> = cellClasses.union([
        "UICollectionReusableView", "UITableViewHeaderFooterView", "UICollectionViewListCell",
    ])

    func verdict(for proto: TypeDeclaration) -> Verdict {
        let adopters = adopters(of: proto.name)
        let cells = adopters.filter { workspace.inherits($0, fromAnyOf: Self.cellClasses) }
        let casts = dequeuedCasts(to: proto.name)
        guard !cells.isEmpty || !casts.isEmpty else { return .unrelated }
        if ["Delegate", "DataSource", "Observer", "Listener"].contains(where: { proto.name.hasSuffix($0) }) {
            return .refused(
                "a delegate protocol \(cells.joined(separator: ", ")) \(cells.count == 1 ? "adopts" : "adopt"); it "
                    + "is not how a cell is configured")
        }
        let others = adopters.filter(isOtherKindOfType)
        if !others.isEmpty {
            return .refused(
                "also adopted by \(others.joined(separator: ", ")), which \(others.count == 1 ? "is" : "are") not a "
                    + "cell; a protocol the app uses beyond its cells is not their configure")
        }
        let methods = proto.functions.filter { !$0.modifiers.contains { ["static", "class"].contains($0.name.text) } }
        guard !methods.isEmpty else {
            return .refused(
                "it has no method a cell could be configured through (only properties, closures or static members)")
        }
        let oneValue = methods.filter { $0.signature.parameterClause.parameters.count == 1 }
        let candidates = oneValue.filter { !ContractAdopter.isExcludedConfigure($0.name.text) }
        guard !candidates.isEmpty else {
            let names = methods.map { CellMigrator.signatureName(of: $0) }.joined(separator: ", ")
            return .refused(
                oneValue.isEmpty
                    ? "its requirements (\(names)) take no value or several; CellBridge's configure(with:) hands a "
                        + "cell one view model"
                    : "its requirements (\(names)) set appearance, selection or layout, not what the cell shows")
        }
        let takingViewModels = candidates.filter { viewModelTaken(by: $0, in: proto) }
        guard !takingViewModels.isEmpty else {
            let taken = candidates.map {
                "\(CellMigrator.signatureName(of: $0)) takes \(Self.parameterType(of: $0))"
            }.joined(separator: "; ")
            return .refused(
                "\(taken), no view model (an associated type of \(proto.name), a view-model protocol or a model type "
                    + "the app declares)")
        }
        let proven = takingViewModels.compactMap { method in
            proof(of: method, in: proto, casts: casts, cells: cells).map { (method, $0) }
        }
        guard let first = proven.first else {
            let names = takingViewModels.map { CellMigrator.signatureName(of: $0) }.joined(separator: ", ")
            return .refused(
                "no dequeue site or generic delegate casts a cell to \(proto.name) and calls \(names); that cells "
                    + "adopt it proves no configure")
        }
        return proven.count == 1 ? .proven(first.0, shownBy: first.1) : .several(proven.map(\.0))
    }

    // MARK: The requirement takes a view model

    static func parameterType(of method: FunctionDeclSyntax) -> String {
        DeclaredTypes.plain(method.signature.parameterClause.parameters.first?.type.trimmedDescription ?? "")
    }

    private func viewModelTaken(by method: FunctionDeclSyntax, in proto: TypeDeclaration) -> Bool {
        let type = Self.parameterType(of: method)
        let associatedTypes = proto.memberBlock.members.compactMap {
            $0.decl.as(AssociatedTypeDeclSyntax.self)?.name.text
        }
        if associatedTypes.contains(type) || type == "Any" || isViewModelProtocol(type) { return true }
        return isAppModelType(type)
    }

    private func isViewModelProtocol(_ type: String) -> Bool {
        type == "CollectionCellViewModel" || type == "CellBridge.CollectionCellViewModel"
            || viewModelProtocols.contains(type)
    }

    /// A struct, enum or class the app declares that is not a view or view controller.
    private func isAppModelType(_ type: String) -> Bool {
        let name = String(type.prefix { $0 != "<" })
        guard let declaration = workspace.primaryDeclaration(of: name) else { return false }
        switch declaration.kind {
        case .struct, .enum, .protocol: return true
        case .class, .actor: return !reachesUIKitView(name)
        case .extension: return false
        }
    }

    // MARK: Who adopts it

    /// The app's types that adopt the protocol, in their declaration or an extension.
    private func adopters(of name: String) -> [String] {
        let declarations = workspace.swiftFiles(mentioning: name).flatMap { workspace.typeDeclarations(in: $0) }
        return Set(declarations.filter { $0.kind != .protocol && $0.inherited.contains(name) }.map(\.name)).sorted()
    }

    /// A struct, enum, or a class that reaches a UIKit or Foundation class that is no cell or reusable view (a
    /// view controller, a plain view, `NSObject`). A class whose base the app does not declare is not counted:
    /// it may be a dependency's cell.
    private func isOtherKindOfType(_ name: String) -> Bool {
        if workspace.inherits(name, fromAnyOf: Self.reusableViews) { return false }
        if Self.reusableViews.contains(name) { return false }
        guard let declaration = workspace.primaryDeclaration(of: name) else { return Self.isUIKitClass(name) }
        switch declaration.kind {
        case .struct, .enum: return true
        case .class, .actor: return reachesUIKitView(name)
        case .protocol, .extension: return false
        }
    }

    private func reachesUIKitView(_ name: String) -> Bool {
        var seen: Set<String> = []
        var pending = [name]
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            if Self.isUIKitClass(next) { return true }
            for declaration in workspace.declarations(of: next) where declaration.kind == .class {
                pending += declaration.inherited
            }
        }
        return false
    }

    /// UIKit's and Foundation's view, view-controller and root classes, by name (their protocols end otherwise).
    private static func isUIKitClass(_ name: String) -> Bool {
        guard name.hasPrefix("UI") || name.hasPrefix("NS"), name != "UIContentView" else { return false }
        return ["View", "Controller", "Control", "Button", "Label", "Field", "Responder", "Window"].contains {
            name.hasSuffix($0)
        } || name == "NSObject"
    }

    // MARK: The requirement is called on a dequeued cell

    /// Where the proof is: a cast-and-call on a dequeued cell, directly or through the protocol's own default,
    /// or a CellBridge bridge handing the cells the app's view models.
    private func proof(
        of method: FunctionDeclSyntax, in proto: TypeDeclaration, casts: [(cast: CastCollector.Cast, path: String)],
        cells: [String]
    ) -> String? {
        let signature = CellMigrator.signatureName(of: method)
        for found in casts {
            if let call = call(signature, on: found.cast) {
                return place(of: call, in: found.path) + " calls it on a dequeued cell"
            }
        }
        for forwarder in forwarders(to: signature, in: proto.name) {
            for path in workspace.swiftFiles(mentioning: forwarder.name.text) {
                guard let tree = workspace.tree(path) else { continue }
                let collector = CastCollector(type: nil, viewMode: .sourceAccurate)
                collector.walk(tree)
                let forwarderSignature = CellMigrator.signatureName(of: forwarder)
                for cast in collector.casts where isDequeuedCell(cast.value) {
                    guard castTargets(cast).contains(where: { declares($0, forwarderSignature, or: proto.name) }),
                        let call = call(forwarderSignature, on: cast)
                    else { continue }
                    return place(of: call, in: path)
                        + " calls \(forwarderSignature) on a dequeued cell, which \(proto.name)'s extension forwards to it"
                }
            }
        }
        return bridgeProof(of: method, signature: signature, in: proto, cells: cells)
    }

    /// A CellBridge bridge calls `configure(with:)` with the app's view models; once the protocol refines
    /// CellBridge's, that reaches the requirement. It is proof when the requirement, or every cell's witness of
    /// it, takes one of the app's view-model types.
    private func bridgeProof(
        of method: FunctionDeclSyntax, signature: String, in proto: TypeDeclaration, cells: [String]
    ) -> String? {
        let bridges =
            workspace.swiftFiles(mentioning: "TableCellBridge(")
            + workspace.swiftFiles(mentioning: "CollectionCellBridge(")
        guard let bridge = bridges.first, !cells.isEmpty else { return nil }
        let takes = Self.parameterType(of: method)
        let witnessesTakeViewModels = cells.allSatisfy { cell in
            let witness = workspace.declarations(of: cell).flatMap(\.functions).first {
                CellMigrator.signatureName(of: $0) == signature
            }
            guard let witness else { return false }
            let type = Self.parameterType(of: witness)
            return isViewModelProtocol(type)
                || workspace.declarations(of: type).contains { $0.inherited.contains(where: isViewModelProtocol) }
        }
        guard isViewModelProtocol(takes) || witnessesTakeViewModels else { return nil }
        return "the CellBridge bridge in \(bridge) hands \(cells.joined(separator: ", ")) the app's view models"
    }

    /// The casts of a dequeued cell to the protocol (or to a generic parameter it constrains).
    private func dequeuedCasts(to name: String) -> [(cast: CastCollector.Cast, path: String)] {
        workspace.swiftFiles(mentioning: name).flatMap { path -> [(cast: CastCollector.Cast, path: String)] in
            guard let tree = workspace.tree(path) else { return [] }
            let collector = CastCollector(type: nil, viewMode: .sourceAccurate)
            collector.walk(tree)
            return collector.casts.filter { castTargets($0).contains(name) && isDequeuedCell($0.value) }.map {
                (cast: $0, path: path)
            }
        }
    }

    /// `P` for `as? P`, `as? any P`, `as? UITableViewCell & P`, and for `as! Cell` where `Cell: P`.
    private func castTargets(_ cast: CastCollector.Cast) -> [String] {
        let names = cast.type.split(separator: "&").map { DeclaredTypes.plain(String($0)) }
        guard names.count == 1, let name = names.first else { return names }
        return [name] + Self.genericConstraints(of: name, at: cast.node)
    }

    /// The constraints of a generic parameter named `name` of a function or type around `node`.
    private static func genericConstraints(of name: String, at node: some SyntaxProtocol) -> [String] {
        var result: [String] = []
        var current = node.parent
        while let scope = current {
            var clause: GenericParameterClauseSyntax?
            var whereClause: GenericWhereClauseSyntax?
            if let function = scope.as(FunctionDeclSyntax.self) {
                (clause, whereClause) = (function.genericParameterClause, function.genericWhereClause)
            } else if let type = scope.as(ClassDeclSyntax.self) {
                (clause, whereClause) = (type.genericParameterClause, type.genericWhereClause)
            } else if let type = scope.as(StructDeclSyntax.self) {
                (clause, whereClause) = (type.genericParameterClause, type.genericWhereClause)
            }
            for parameter in clause?.parameters ?? [] where parameter.name.text == name {
                result += (parameter.inheritedType?.trimmedDescription ?? "").split(separator: "&").map {
                    DeclaredTypes.plain(String($0))
                }
            }
            for requirement in whereClause?.requirements ?? [] {
                guard let conformance = requirement.requirement.as(ConformanceRequirementSyntax.self),
                    conformance.leftType.trimmedDescription == name
                else { continue }
                result += conformance.rightType.trimmedDescription.split(separator: "&").map {
                    DeclaredTypes.plain(String($0))
                }
            }
            current = scope.parent
        }
        return result
    }

    /// Whether the value is a cell just dequeued: a `dequeue…` call, a local bound to one (cast or not), or a
    /// parameter typed as a cell (the app's generic delegate handed the cell).
    private func isDequeuedCell(_ value: ExprSyntax, depth: Int = 0) -> Bool {
        guard depth < 4 else { return false }
        let value = Self.unwrapped(value)
        if let call = value.as(FunctionCallExprSyntax.self) {
            return Self.calledName(call)?.hasPrefix("dequeue") ?? false
        }
        if let sequence = value.as(SequenceExprSyntax.self), let first = sequence.elements.first,
            sequence.elements.count == 3, sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) ?? false
        {
            return isDequeuedCell(first, depth: depth + 1)
        }
        guard let reference = value.as(DeclReferenceExprSyntax.self) else { return false }
        let name = reference.baseName.text
        if let initial = Self.initialValue(of: name, before: reference) {
            return isDequeuedCell(initial, depth: depth + 1)
        }
        guard let function = ConfigurationSiteReader.enclosingFunction(of: reference) else { return false }
        return function.signature.parameterClause.parameters.contains { parameter in
            (parameter.secondName ?? parameter.firstName).text == name
                && parameter.type.trimmedDescription.split(separator: "&").contains {
                    workspace.inherits(DeclaredTypes.plain(String($0)), fromAnyOf: Self.cellClasses)
                }
        }
    }

    /// What a local named `name` was bound to (`let`, `var`, `if let`, `guard let`) in the function or
    /// closure around `node`.
    private static func initialValue(of name: String, before node: some SyntaxProtocol) -> ExprSyntax? {
        let scope: Syntax? =
            ConfigurationSiteReader.enclosingClosure(of: node).map(Syntax.init)
            ?? ConfigurationSiteReader.enclosingFunction(of: node).map(Syntax.init)
        guard let scope else { return nil }
        let bindings = BindingCollector(name: name, viewMode: .sourceAccurate)
        bindings.walk(scope)
        return bindings.values.last { $0.position < node.position }
    }

    /// The call of `signature` on the cast's result: `(cell as? P)?.m(x)`, `(cell as! P).m(x)`, or on the
    /// local the cast is bound to (`if let c = cell as? P { c.m(x) }`).
    private func call(_ signature: String, on cast: CastCollector.Cast) -> FunctionCallExprSyntax? {
        var node = Syntax(cast.node)
        while let parent = node.parent,
            parent.is(LabeledExprSyntax.self) || parent.is(LabeledExprListSyntax.self)
                || (parent.as(TupleExprSyntax.self)?.elements.count == 1) || parent.is(OptionalChainingExprSyntax.self)
                || parent.is(ForceUnwrapExprSyntax.self)
        {
            node = parent
        }
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
            let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id
        {
            return CellMigrator.signatureName(of: call, method: member.declName.baseName.text) == signature
                ? call : nil
        }
        guard let initializer = cast.node.parent?.as(InitializerClauseSyntax.self) else { return nil }
        let pattern =
            initializer.parent?.as(PatternBindingSyntax.self)?.pattern
            ?? initializer.parent?.as(OptionalBindingConditionSyntax.self)?.pattern
        guard let name = pattern?.as(IdentifierPatternSyntax.self)?.identifier.text,
            let scope = ConfigurationSiteReader.enclosingClosure(of: cast.node).map(Syntax.init)
                ?? ConfigurationSiteReader.enclosingFunction(of: cast.node).map(Syntax.init)
        else { return nil }
        let calls = CallCollector(viewMode: .sourceAccurate)
        calls.walk(scope)
        return calls.calls.first { call in
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                Self.unwrapped(base).as(DeclReferenceExprSyntax.self)?.baseName.text == name
            else { return false }
            return CellMigrator.signatureName(of: call, method: member.declName.baseName.text) == signature
        }
    }

    /// The methods of the protocol's own extensions that call the requirement on `self`: what a cell cast to
    /// another protocol reaches it through (`extension ConfigurableCell { func configure(any item: Any) { … } }`).
    private func forwarders(to signature: String, in name: String) -> [FunctionDeclSyntax] {
        workspace.declarations(of: name).filter { $0.kind == .extension }.flatMap(\.functions).filter { function in
            guard CellMigrator.signatureName(of: function) != signature, let body = function.body else { return false }
            let calls = CallCollector(viewMode: .sourceAccurate)
            calls.walk(body)
            return calls.calls.contains { call in
                let callee = Self.unwrapped(call.calledExpression)
                if let reference = callee.as(DeclReferenceExprSyntax.self) {
                    return CellMigrator.signatureName(of: call, method: reference.baseName.text) == signature
                }
                guard let member = callee.as(MemberAccessExprSyntax.self),
                    member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
                else { return false }
                return CellMigrator.signatureName(of: call, method: member.declName.baseName.text) == signature
            }
        }
    }

    /// Whether `type` is the protocol itself or a protocol of the app's that declares the requirement.
    private func declares(_ type: String, _ signature: String, or proto: String) -> Bool {
        type == proto
            || workspace.declarations(of: type).contains { declaration in
                declaration.kind == .protocol
                    && declaration.functions.contains { CellMigrator.signatureName(of: $0) == signature }
            }
    }

    private func place(of node: some SyntaxProtocol, in path: String) -> String {
        guard let text = workspace.text(path) else { return path }
        return "\(path):\(SyntaxEditing.line(of: node, in: text))"
    }

    private static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// The expression inside parentheses, `try`, `!`, `?` and `await`.
    private static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return unwrapped(only.expression)
        }
        if let force = expression.as(ForceUnwrapExprSyntax.self) { return unwrapped(force.expression) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return unwrapped(optional.expression) }
        if let attempt = expression.as(TryExprSyntax.self) { return unwrapped(attempt.expression) }
        if let wait = expression.as(AwaitExprSyntax.self) { return unwrapped(wait.expression) }
        return expression
    }
}

/// The values a name is bound to in `let`, `var`, `if let` and `guard let`, in source order.
private final class BindingCollector: SyntaxVisitor {
    let name: String
    var values: [ExprSyntax] = []

    init(name: String, viewMode: SyntaxTreeViewMode) {
        self.name = name
        super.init(viewMode: viewMode)
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name, let value = node.initializer?.value {
            values.append(value)
        }
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name, let value = node.initializer?.value {
            values.append(value)
        }
        return .visitChildren
    }
}
