internal import SwiftSyntax

/// Finds the places that dequeue and configure one cell (`ConfigurationSite`), and the places that
/// configure it where `migrate` cannot follow (`UnreachableConfiguration`): a generic data source that
/// dequeues by an identifier read from its item and configures through a protocol or a base class, or a
/// closure a data source (often a dependency's) calls with a cell it dequeued itself.
struct ConfigurationSiteReader {
    let workspace: MigrationWorkspace
    let cellName: String
    let identifiers: [String]
    let nibName: String?
    /// Properties and methods the cell and its app base classes declare.
    let properties: Set<String>
    let methods: Set<String>
    /// The app's base classes of the cell and the protocols the cell adopts: a cast to one of them after a
    /// dequeue by a computed identifier is a generic data source.
    let supertypes: Set<String>
    /// `HostingTableViewCell` or `HostingCollectionViewCell`: what a cast to the cell becomes.
    let hostingClass: String

    struct Result {
        var sites: [ConfigurationSite] = []
        var unreachable: [UnreachableConfiguration] = []
    }

    func read() -> Result {
        var result = Result()
        var files = Set(workspace.swiftFiles(mentioning: "dequeueReusableCell"))
        files.formUnion(workspace.swiftFiles(mentioning: cellName))
        for path in files.sorted() where !Self.isTestFile(path) {
            guard let tree = workspace.tree(path), let text = workspace.text(path) else { continue }
            let calls = CallCollector(viewMode: .sourceAccurate)
            calls.walk(tree)
            for call in calls.calls {
                guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                    member.declName.baseName.text == "dequeueReusableCell",
                    let argument = call.arguments.first(where: {
                        ["withIdentifier", "withReuseIdentifier"].contains($0.label?.text ?? "")
                    })
                else { continue }
                read(call, identifier: argument.expression, path: path, text: text, into: &result)
            }
            // `let cell = cell as! NewsCell` on a closure's parameter: a data source's configuration handler.
            let casts = CastCollector(type: cellName, viewMode: .sourceAccurate)
            casts.walk(tree)
            for cast in casts.casts {
                guard let name = cast.value.as(DeclReferenceExprSyntax.self)?.baseName.text else { continue }
                // `configureLengthCell(cell as! LengthCell)` in a helper handed a cell another place dequeued.
                if Self.enclosingClosure(of: cast.node) == nil, let function = Self.enclosingFunction(of: cast.node),
                    function.signature.parameterClause.parameters.contains(where: {
                        ($0.secondName ?? $0.firstName).text == name
                    })
                {
                    result.unreachable.append(
                        UnreachableConfiguration(
                            place: "\(path):\(SyntaxEditing.line(of: cast.node, in: text))",
                            description: "a helper (\(CellMigrator.signatureName(of: function))) that is handed a cell "
                                + "another place dequeued (`\(SyntaxEditing.oneLine(cast.node, limit: 50))`)"))
                    continue
                }
                guard let closure = Self.enclosingClosure(of: cast.node), Self.parameters(of: closure).contains(name)
                else { continue }
                let holder = Self.closureHolder(of: closure)
                result.unreachable.append(
                    UnreachableConfiguration(
                        place: "\(path):\(SyntaxEditing.line(of: cast.node, in: text))",
                        description:
                            "a closure\(holder) that is handed the cell by a data source that dequeues it itself"))
            }
        }
        return result
    }

    /// A test's file (`Tests/…`, `…Tests.swift`): it checks the app, it does not configure its cells.
    static func isTestFile(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        let name = components.last ?? ""
        return components.dropLast().contains { $0.hasSuffix("Tests") || $0.hasSuffix("UITests") || $0 == "Tests" }
            || name.hasSuffix("Tests.swift") || name.hasSuffix("Test.swift") || name.hasSuffix("Spec.swift")
    }

    // MARK: One dequeue

    private func read(
        _ call: FunctionCallExprSyntax, identifier: ExprSyntax, path: String, text: String, into result: inout Result
    ) {
        guard let statement = Self.statement(of: call), let list = statement.parent?.as(CodeBlockItemListSyntax.self)
        else { return }
        let named = namesCell(identifier)
        // An identifier the code spells as a constant names one cell; only one read from the item is generic.
        let isComputed =
            IdentifierConstant(workspace: workspace).value(of: identifier) == nil
            && !identifier.tokens(viewMode: .sourceAccurate).contains { $0.text.first?.isUppercase ?? false }
        // `let cell = …dequeue…`, `… as! Cell`, `guard let cell = … as? Cell else …`.
        var variable: String?
        var castType: String?
        var castNode: ExprSyntax?
        if let declaration = statement.item.as(VariableDeclSyntax.self), declaration.bindings.count == 1,
            let binding = declaration.bindings.first
        {
            variable = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            castType = binding.typeAnnotation.map { DeclaredTypes.plain($0.type.trimmedDescription) }
            if let (type, node) = binding.initializer.flatMap({ Self.cast(of: $0.value, around: call) }) {
                castType = type
                castNode = node
            }
        } else if let guardStatement = statement.item.as(GuardStmtSyntax.self),
            // `guard let cell = … as? Cell, let item = item else …`: the condition that holds the dequeue.
            let binding = guardStatement.conditions.lazy.compactMap({
                $0.condition.as(OptionalBindingConditionSyntax.self)
            }).first(where: { $0.range.contains(call.position) })
        {
            variable = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            if let (type, node) = binding.initializer.flatMap({ Self.cast(of: $0.value, around: call) }) {
                castType = type
                castNode = node
            }
        }
        let place = "\(path):\(SyntaxEditing.line(of: call, in: text))"
        guard let variable else {
            // `return tableView.dequeueReusableCell(…)`: shown as laid out, configured by nothing.
            if named, let returned = statement.item.as(ReturnStmtSyntax.self)?.expression,
                returned.id == call.id || returned.as(SequenceExprSyntax.self)?.elements.first?.id == call.id
            {
                var bare = site(
                    call, identifier: identifier, statement: statement, variable: "", casts: [], uses: [], problem: nil,
                    path: path, text: text)
                bare.returnsDequeued = true
                result.sites.append(bare)
                return
            }
            if named {
                result.sites.append(
                    site(
                        call, identifier: identifier, statement: statement, variable: "", casts: [], uses: [],
                        problem: "it does not keep the dequeued cell in a constant it then configures", path: path,
                        text: text))
            }
            return
        }
        let following = Array(list.drop { $0.id != statement.id }.dropFirst())
        if let castType, castType != cellName {
            if !named, isComputed, supertypes.contains(castType) {
                result.unreachable.append(genericSite(place: place, identifier: identifier, through: castType))
            }
            return
        }
        let home = Self.enclosingClosure(of: call)
        if castType == cellName {
            let edits = castNode.map { [SyntaxEditing.replace($0, with: hostingClass)] } ?? []
            let uses = self.uses(of: variable, in: following, level: list, home: home)
            result.sites.append(
                site(
                    call, identifier: identifier, statement: statement, variable: variable, casts: edits, uses: uses,
                    problem: nil, path: path, text: text))
            return
        }
        // Untyped: a later cast to the cell (`(cell as? Cell)?.configure(…)`, `if let c = cell as? Cell`).
        let aliases = castsOfVariable(variable, in: following, home: home)
        if let generic = aliases.first(where: { $0.type != cellName && supertypes.contains($0.type) }), !named,
            isComputed
        {
            result.unreachable.append(genericSite(place: place, identifier: identifier, through: generic.type))
            return
        }
        let own = aliases.filter { $0.type == cellName }
        guard named || !own.isEmpty else { return }
        var uses: [ConfigurationSite.Use] = []
        var problem: String?
        for alias in own {
            uses += alias.uses
            if let reason = alias.problem { problem = reason }
        }
        // Uses of the untyped variable itself are UIKit's cell API, or a problem.
        for use in self.uses(of: variable, in: following, level: list, home: home) {
            if case .uiKit = use.kind { uses.append(use) } else if case .unsupported = use.kind { uses.append(use) }
        }
        if own.isEmpty, named {
            problem = "it configures no \(cellName) there (the dequeued cell is never cast to \(cellName))"
        }
        // `let cell = dequeue(withIdentifier: id)` then `if … { (cell as! Cell).configure(…) }`: the dequeue serves
        // other cells too, under an identifier computed for each; changing it would change theirs.
        if !named {
            problem =
                "it dequeues by `\(SyntaxEditing.oneLine(identifier, limit: 50))`, which it works out for other cells too, "
                + "and casts to \(cellName) only afterwards: dequeue \(cellName) under its own identifier where only it "
                + "is shown, then run again"
        }
        result.sites.append(
            site(
                call, identifier: identifier, statement: statement, variable: own.first?.name ?? variable,
                casts: own.flatMap(\.castEdits), uses: uses, problem: problem, path: path, text: text))
    }

    private func site(
        _ call: FunctionCallExprSyntax, identifier: ExprSyntax, statement: CodeBlockItemSyntax, variable: String,
        casts: [TextEdit], uses: [ConfigurationSite.Use], problem: String?, path: String, text: String
    ) -> ConfigurationSite {
        let function = Self.enclosingFunction(of: call)
        var problem = problem
        // A factory whose return type names the cell, its base class or a protocol of its: its callers use the cell.
        if let returned = function?.signature.returnClause?.type,
            returned.tokens(viewMode: .sourceAccurate).contains(where: {
                $0.text == cellName || supertypes.contains($0.text)
            })
        {
            problem =
                "it returns the cell typed as \(returned.trimmedDescription) from \(function?.name.text ?? "a function"), "
                + "whose callers use it as one"
        }
        return ConfigurationSite(
            path: path, line: SyntaxEditing.line(of: call, in: text), function: function,
            typeName: MigrationWorkspace.enclosingTypeName(of: call),
            receiver: call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription ?? "",
            dequeue: call, identifier: identifier, dequeueStatement: statement, cellVariable: variable,
            castEdits: casts, uses: uses, problem: problem)
    }

    private func genericSite(place: String, identifier: ExprSyntax, through type: String) -> UnreachableConfiguration {
        UnreachableConfiguration(
            place: place,
            description:
                "a generic data source that dequeues by `\(SyntaxEditing.oneLine(identifier, limit: 60))` and configures the "
                + "cell through \(type)")
    }

    // MARK: Casts of an untyped cell

    private struct Alias {
        var name: String
        var type: String
        var castEdits: [TextEdit]
        var uses: [ConfigurationSite.Use]
        var problem: String?
    }

    /// `(cell as? X)?.m(…)`, `if let x = cell as? X { … }`, `guard let x = cell as? X else { … }`,
    /// `let x = cell as! X`, in the statements after the dequeue.
    private func castsOfVariable(
        _ variable: String, in statements: [CodeBlockItemSyntax], home: ClosureExprSyntax?
    ) -> [Alias] {
        var result: [Alias] = []
        for (index, statement) in statements.enumerated() {
            let casts = CastCollector(type: nil, viewMode: .sourceAccurate)
            casts.walk(statement)
            for cast in casts.casts where cast.value.as(DeclReferenceExprSyntax.self)?.baseName.text == variable {
                let edit = SyntaxEditing.replace(cast.typeNode, with: hostingClass)
                // `(cell as? X)?.m(…)` or `(cell as! X).m(…)`.
                if let use = chainedUse(of: cast) {
                    result.append(Alias(name: variable, type: cast.type, castEdits: [edit], uses: [use], problem: nil))
                    continue
                }
                guard let binding = cast.node.parent?.as(InitializerClauseSyntax.self),
                    let name =
                        (binding.parent?.as(OptionalBindingConditionSyntax.self)?.pattern
                        ?? binding.parent?.as(PatternBindingSyntax.self)?.pattern)?.as(IdentifierPatternSyntax.self)?
                        .identifier.text
                else {
                    result.append(
                        Alias(
                            name: variable, type: cast.type, castEdits: [edit], uses: [],
                            problem: "it uses the cast cell in a way this tool does not rewrite"))
                    continue
                }
                if let ifExpression = Self.enclosing(IfExprSyntax.self, of: binding),
                    ifExpression.conditions.contains(where: { $0.range.contains(binding.position) })
                {
                    let uses = self.uses(
                        of: name, in: Array(ifExpression.body.statements), level: ifExpression.body.statements,
                        home: home)
                    result.append(Alias(name: name, type: cast.type, castEdits: [edit], uses: uses, problem: nil))
                } else {
                    let rest = Array(statements[(index + 1)...])
                    let uses = self.uses(
                        of: name, in: rest, level: statement.parent?.as(CodeBlockItemListSyntax.self), home: home)
                    result.append(Alias(name: name, type: cast.type, castEdits: [edit], uses: uses, problem: nil))
                }
            }
        }
        return result
    }

    /// The use `(cell as? X)?.configure(with: item)` makes of the cast.
    private func chainedUse(of cast: CastCollector.Cast) -> ConfigurationSite.Use? {
        guard let tuple = cast.node.parent?.parent?.parent?.as(TupleExprSyntax.self), tuple.elements.count == 1
        else { return nil }
        var node = Syntax(tuple)
        while let parent = node.parent,
            parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
        {
            node = parent
        }
        guard let member = node.parent?.as(MemberAccessExprSyntax.self), let statement = Self.statement(of: member)
        else { return nil }
        let name = member.declName.baseName.text
        if let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id {
            let kind: ConfigurationSite.Use.Kind =
                methods.contains(name)
                ? .call(method: name, call: call)
                : .unsupported("it calls `\(SyntaxEditing.oneLine(call))` on the cast cell")
            return ConfigurationSite.Use(kind: kind, statement: statement, isNested: false)
        }
        return ConfigurationSite.Use(
            kind: .unsupported("it uses the cast cell in a way this tool does not rewrite"), statement: statement,
            isNested: false)
    }

    // MARK: Uses of the cell

    /// Every statement among `statements` (and inside them) that uses `variable`, classified.
    private func uses(
        of variable: String, in statements: [CodeBlockItemSyntax], level: CodeBlockItemListSyntax?,
        home: ClosureExprSyntax?, depth: Int = 0
    ) -> [ConfigurationSite.Use] {
        var result: [ConfigurationSite.Use] = []
        var seen: Set<SyntaxIdentifier> = []
        for statement in statements {
            let references = ReferenceCollector(name: variable, viewMode: .sourceAccurate)
            references.walk(statement)
            for reference in references.references {
                guard let inner = Self.statement(of: reference), !seen.contains(inner.id) else { continue }
                // A later `let x = cell as? Cell` is read as an alias, not here.
                if reference.parent?.parent?.is(SequenceExprSyntax.self) ?? false,
                    reference.parent?.parent?.as(SequenceExprSyntax.self)?.elements.dropFirst().first?.is(
                        UnresolvedAsExprSyntax.self) ?? false
                {
                    continue
                }
                seen.insert(inner.id)
                let nested = level.map { inner.parent?.id != $0.id } ?? (inner.id != statement.id)
                let kind = classify(inner, variable: variable, depth: depth)
                if Self.enclosingClosure(of: reference)?.id != home?.id {
                    // A closure that runs later may use UIKit's cell API (`tableView.indexPath(for: cell)`), not more.
                    if case .uiKit = kind { continue }
                    let outer = level == nil ? statement : (Self.topLevel(inner, in: level) ?? statement)
                    result.append(
                        ConfigurationSite.Use(
                            kind: .unsupported("it changes the cell later, in a closure"), statement: outer,
                            isNested: false))
                    continue
                }
                result.append(ConfigurationSite.Use(kind: kind, statement: inner, isNested: nested))
            }
        }
        return result
    }

    /// What one statement does with the cell (`depth`: how many hand-offs to a helper it is from the dequeue).
    private func classify(
        _ statement: CodeBlockItemSyntax, variable: String, depth: Int
    ) -> ConfigurationSite.Use.Kind {
        let references = ReferenceCollector(name: variable, viewMode: .sourceAccurate)
        references.walk(statement)
        let expression =
            statement.item.as(ExpressionStmtSyntax.self)?.expression ?? statement.item.as(ExprSyntax.self)
        if statement.item.is(ReturnStmtSyntax.self),
            statement.item.as(ReturnStmtSyntax.self)?.expression?.as(DeclReferenceExprSyntax.self)?.baseName.text
                == variable
        {
            return .uiKit
        }
        // `cell.a.b = value`
        if let sequence = expression?.as(SequenceExprSyntax.self) {
            if let (target, value) = SyntaxEditing.assignment(sequence),
                let path = Self.memberPath(target, from: variable)
            {
                let reads = ReferenceCollector(name: variable, viewMode: .sourceAccurate)
                reads.walk(value)
                if let read = reads.references.first,
                    let readPath = Self.memberPath(Self.chainTop(read), from: variable),
                    let first = readPath.first, properties.contains(first)
                {
                    return .unsupported(
                        "it reads `\(variable).\(readPath.joined(separator: "."))`, which \(cellName) has")
                }
                guard let first = path.first, properties.contains(first) else { return .uiKit }
                if path.count == 1 {
                    return .assignment(property: first, member: nil, value: value, target: target)
                }
                if path.count == 2 {
                    return .assignment(property: first, member: path[1], value: value, target: target)
                }
                return .outletWork(outlet: first)
            }
        }
        // `cell.m(…)` / `cell.outlet.m(…)`
        if let call = expression?.as(FunctionCallExprSyntax.self),
            let path = Self.memberPath(call.calledExpression, from: variable), let first = path.first
        {
            if path.count == 1 {
                if methods.contains(first) { return .call(method: first, call: call) }
                return properties.contains(first) ? .unsupported("it calls `\(variable).\(first)`") : .uiKit
            }
            return properties.contains(first) ? .outletWork(outlet: first) : .uiKit
        }
        // Reads of the cell's own members anywhere else.
        for reference in references.references {
            let top = Self.chainTop(reference)
            if let path = Self.memberPath(top, from: variable), let first = path.first {
                if properties.contains(first) || methods.contains(first) {
                    return .unsupported("it uses `\(variable).\(path.joined(separator: "."))`, which \(cellName) has")
                }
                continue
            }
            // Handed to a function of the app typed as the cell, it is configured there.
            if let argument = reference.parent?.as(LabeledExprSyntax.self), argument.expression.id == reference.id,
                let list = argument.parent?.as(LabeledExprListSyntax.self),
                let call = list.parent?.as(FunctionCallExprSyntax.self),
                let index = list.firstIndex(where: { $0.id == argument.id }).map({
                    list.distance(from: list.startIndex, to: $0)
                }),
                let handOff = handOff(call, at: index, depth: depth)
            {
                return .unsupported(Self.handsCellTo + handOff)
            }
            // Handed to UIKit (`tableView.indexPath(for: cell)`) it is just a cell; to the app's own code, not.
            if let call = reference.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                let base = member.base, base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self)
            {
                continue
            }
            return .unsupported(Self.handsCellTo + "`\(SyntaxEditing.oneLine(statement, limit: 60))`")
        }
        return .uiKit
    }

    // MARK: A cell handed to a function of the app

    /// How a reason that the place hands the cell to other code begins.
    static let handsCellTo = "it hands the cell to "

    /// `prepare(_:item:) (App/Screen.swift:28), which sets its `item` (whose didSet configures the cell)` for a
    /// call that hands the cell to a function of the app typed as the cell; a protocol's requirement is followed
    /// to the app's type that implements it. Nil when the call is not one.
    private func handOff(_ call: FunctionCallExprSyntax, at index: Int, depth: Int) -> String? {
        guard depth < 3 else { return nil }
        let functions = CellHandOff(workspace: workspace, cellTypes: supertypes.union([cellName])).functions(
            calledBy: call, handingAt: index)
        let caller = MigrationWorkspace.enclosingTypeName(of: call)
        if let own = functions.first(where: { !$0.isRequirement && $0.owner == caller }) {
            return "\(CellMigrator.signatureName(of: own.declaration)) (\(own.place)), which " + does(own, depth: depth)
        }
        guard let requirement = functions.first(where: \.isRequirement) else {
            return functions.first.map {
                "\(CellMigrator.signatureName(of: $0.declaration)) (\($0.place)), which " + does($0, depth: depth)
            }
        }
        let signature = CellMigrator.signatureName(of: requirement.declaration)
        let protocolName = requirement.owner ?? "a protocol"
        guard let implementation = functions.first(where: { !$0.isRequirement }) else {
            return
                "\(signature), a requirement of \(protocolName) (\(requirement.place)) that no type of the app implements"
        }
        return "\(signature), a requirement of \(protocolName) that \(implementation.owner ?? "a type") implements "
            + "(\(implementation.place)), which " + does(implementation, depth: depth)
    }

    /// What a function handed the cell does to it: `sets its `item` (whose didSet configures the cell)`.
    private func does(_ function: CellHandOff.Function, depth: Int) -> String {
        guard let body = function.declaration.body else { return "takes it typed as \(cellName)" }
        var actions: [String] = []
        for use in uses(
            of: function.parameter, in: Array(body.statements), level: body.statements, home: nil, depth: depth + 1)
        {
            let action: String
            switch use.kind {
            case .call(let method, let call):
                action = "calls its `\(CellMigrator.signatureName(of: call, method: method))`"
            case .assignment(let property, let member?, _, _):
                action = "sets its `\(property).\(member)`"
            case .assignment(let property, nil, _, _):
                action = "sets its `\(property)`" + (hasDidSet(property) ? " (whose didSet configures the cell)" : "")
            case .outletWork(let outlet):
                action = "works on its `\(outlet)`"
            case .unsupported(let reason) where reason.hasPrefix(Self.handsCellTo):
                action = "hands it to " + reason.dropFirst(Self.handsCellTo.count)
            case .unsupported, .uiKit:
                continue
            }
            if !actions.contains(action) { actions.append(action) }
        }
        return actions.isEmpty ? "takes it typed as \(cellName)" : actions.joined(separator: " and ")
    }

    /// Whether the cell (or an app base class) observes its property with a `didSet`.
    private func hasDidSet(_ property: String) -> Bool {
        ([cellName] + supertypes.sorted()).flatMap { workspace.declarations(of: $0) }.contains { declaration in
            declaration.properties[property]?.bindings.contains { binding in
                guard case .accessors(let accessors)? = binding.accessorBlock?.accessors else { return false }
                return accessors.contains { $0.accessorSpecifier.text == "didSet" }
            } ?? false
        }
    }

    // MARK: Identifiers

    /// Whether the identifier names the cell: one of its identifiers as a literal or a constant that holds
    /// one, an expression naming the cell's class (`Cell.reuseIdentifier`, `String(describing: Cell.self)`), or
    /// R.swift's name of its nib or identifier (`R.nib.cell.name`).
    private func namesCell(_ expression: ExprSyntax) -> Bool {
        if let resource = RSwiftResource(expression) {
            return resource.names(anyOf: identifiers + [nibName, cellName].compactMap { $0 })
        }
        if let value = IdentifierConstant(workspace: workspace).value(of: expression) {
            return identifiers.contains(value) || value == nibName || value == cellName
        }
        return expression.tokens(viewMode: .sourceAccurate).contains { $0.text == cellName }
    }

    // MARK: Syntax helpers

    /// `["titleLabel", "text"]` for `cell.titleLabel?.text`, nil when the chain does not start at `variable`.
    static func memberPath(_ expression: ExprSyntax, from variable: String) -> [String]? {
        var names: [String] = []
        var current = expression
        while true {
            if let optional = current.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                names.insert(member.declName.baseName.text, at: 0)
                current = base
            } else {
                break
            }
        }
        guard current.as(DeclReferenceExprSyntax.self)?.baseName.text == variable, !names.isEmpty else { return nil }
        return names
    }

    /// The outermost member chain `reference` starts (`cell.titleLabel?.text` for `cell`).
    static func chainTop(_ reference: DeclReferenceExprSyntax) -> ExprSyntax {
        var node = ExprSyntax(reference)
        while let parent = node.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == node.id {
                node = ExprSyntax(member)
            } else if let optional = parent.as(OptionalChainingExprSyntax.self) {
                node = ExprSyntax(optional)
            } else if let forced = parent.as(ForceUnwrapExprSyntax.self) {
                node = ExprSyntax(forced)
            } else {
                break
            }
        }
        return node
    }

    /// The cast type and the type node when `value` is `call as! X` / `call as? X` (or the call itself: nil).
    private static func cast(of value: ExprSyntax, around call: FunctionCallExprSyntax) -> (String, ExprSyntax)? {
        guard let sequence = value.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self),
            elements[0].id == call.id
                || elements[0].as(TryExprSyntax.self)?.expression.id == call.id
        else { return nil }
        return (DeclaredTypes.plain(elements[2].trimmedDescription), elements[2])
    }

    /// The statement of `list` that holds `node`.
    static func topLevel(_ node: some SyntaxProtocol, in list: CodeBlockItemListSyntax?) -> CodeBlockItemSyntax? {
        guard let list else { return nil }
        var current = Syntax(node)
        while let parent = current.parent {
            if parent.id == list.id { return current.as(CodeBlockItemSyntax.self) }
            current = parent
        }
        return nil
    }

    static func statement(of node: some SyntaxProtocol) -> CodeBlockItemSyntax? {
        enclosing(CodeBlockItemSyntax.self, of: node)
    }

    static func enclosing<T: SyntaxProtocol>(_ type: T.Type, of node: some SyntaxProtocol) -> T? {
        var parent = node.parent
        while let current = parent {
            if let found = current.as(T.self) { return found }
            parent = current.parent
        }
        return nil
    }

    static func enclosingFunction(of node: some SyntaxProtocol) -> FunctionDeclSyntax? {
        enclosing(FunctionDeclSyntax.self, of: node)
    }

    static func enclosingClosure(of node: some SyntaxProtocol) -> ClosureExprSyntax? {
        var parent = node.parent
        while let current = parent {
            if let closure = current.as(ClosureExprSyntax.self) { return closure }
            if current.is(FunctionDeclSyntax.self) { return nil }
            parent = current.parent
        }
        return nil
    }

    static func parameters(of closure: ClosureExprSyntax) -> Set<String> {
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: return Set(list.map(\.name.text))
        case .parameterClause(let clause)?: return Set(clause.parameters.map { ($0.secondName ?? $0.firstName).text })
        default: return []
        }
    }

    /// ` (cellConfigurationHandler)` for `dataSource.cellConfigurationHandler = { … }`, else "".
    private static func closureHolder(of closure: ClosureExprSyntax) -> String {
        if let sequence = closure.parent?.parent?.as(SequenceExprSyntax.self),
            let member = SyntaxEditing.assignment(sequence)?.target.as(MemberAccessExprSyntax.self)
        {
            return " (`\(member.declName.baseName.text)`)"
        }
        if let argument = closure.parent?.as(LabeledExprSyntax.self),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        {
            return " (passed to `\(SyntaxEditing.oneLine(call.calledExpression, limit: 40))`)"
        }
        if let call = closure.parent?.as(FunctionCallExprSyntax.self) {
            return " (passed to `\(SyntaxEditing.oneLine(call.calledExpression, limit: 40))`)"
        }
        return ""
    }
}

/// Every `value as? Type` / `value as! Type` in a tree (of one type, or of any).
final class CastCollector: SyntaxVisitor {
    struct Cast {
        var node: ExprSyntax
        var value: ExprSyntax
        var type: String
        var typeNode: ExprSyntax
    }

    let type: String?
    var casts: [Cast] = []

    init(type: String?, viewMode: SyntaxTreeViewMode) {
        self.type = type
        super.init(viewMode: viewMode)
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self) {
            let name = DeclaredTypes.plain(elements[2].trimmedDescription)
            if type == nil || type == name {
                casts.append(Cast(node: ExprSyntax(node), value: elements[0], type: name, typeNode: elements[2]))
            }
        }
        return .visitChildren
    }
}

/// The string value of a reuse identifier the code spells as a constant: a literal, `CellID.historyItem`
/// for `static let historyItem = "HistoryItemCell"` in `enum CellID`, or a property of the enclosing type.
struct IdentifierConstant {
    let workspace: MigrationWorkspace

    func value(of expression: ExprSyntax) -> String? {
        if let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
            let segment = literal.segments.first?.as(StringSegmentSyntax.self)
        {
            return segment.content.text
        }
        if let member = expression.as(MemberAccessExprSyntax.self),
            let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.first?.isUppercase ?? false
        {
            return constant(member.declName.baseName.text, in: base.baseName.text)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self),
            let typeName = MigrationWorkspace.enclosingTypeName(of: expression)
        {
            return constant(reference.baseName.text, in: typeName)
        }
        return nil
    }

    private func constant(_ name: String, in typeName: String) -> String? {
        for declaration in workspace.declarations(of: typeName) {
            guard let variable = declaration.properties[name], let binding = variable.bindings.first else { continue }
            if let value = binding.initializer?.value { return self.value(of: value) }
            if case .getter(let statements)? = binding.accessorBlock?.accessors, statements.count == 1,
                let expression = statements.first?.item.as(ExprSyntax.self)
            {
                return self.value(of: expression)
            }
        }
        return nil
    }
}
