internal import SwiftSyntax

/// What the code says about the type of a name where it is used, without a type checker: a parameter's
/// or a local's annotation, a local bound to an element of an array whose type is written
/// (`let item = items[indexPath.row]` with `var items: [RowViewModel]`), or a stored property of the
/// enclosing type. Nil when the code does not say; callers then refuse or leave a TODO, never guess.
struct DeclaredTypes {
    let workspace: MigrationWorkspace

    /// `RowViewModel` for `any RowViewModel`, `RowViewModel?`, `some RowViewModel`.
    static func plain(_ type: String) -> String {
        var text = type.trimmingCharacters(in: .whitespaces)
        for prefix in ["any ", "some "] where text.hasPrefix(prefix) { text = String(text.dropFirst(prefix.count)) }
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        if text.hasPrefix("("), text.hasSuffix(")") { return plain(String(text.dropFirst().dropLast())) }
        return text
    }

    /// The element type of an array type (`RowViewModel` for `[RowViewModel]` or `Array<RowViewModel>`).
    static func element(of type: String) -> String? {
        let text = plain(type)
        if text.hasPrefix("["), text.hasSuffix("]"), !text.contains(":") {
            return plain(String(text.dropFirst().dropLast()))
        }
        if text.hasPrefix("Array<"), text.hasSuffix(">") { return plain(String(text.dropFirst(6).dropLast())) }
        return nil
    }

    /// The declared type of `name` as seen from `node`, as written.
    func type(of name: String, at node: some SyntaxProtocol) -> String? {
        var current: Syntax? = Syntax(node)
        var child = Syntax(node)
        while let parent = current?.parent {
            defer {
                child = parent
                current = parent
            }
            if let list = parent.as(CodeBlockItemListSyntax.self) {
                // Statements before the one holding `node`, nearest first.
                let before = list.prefix { $0.id != child.id }
                for item in before.reversed() {
                    if let found = binding(of: name, in: item) { return found }
                }
            } else if let function = parent.as(FunctionDeclSyntax.self) {
                for parameter in function.signature.parameterClause.parameters
                where (parameter.secondName ?? parameter.firstName).text == name {
                    return parameter.type.trimmedDescription
                }
            } else if let initializer = parent.as(InitializerDeclSyntax.self) {
                for parameter in initializer.signature.parameterClause.parameters
                where (parameter.secondName ?? parameter.firstName).text == name {
                    return parameter.type.trimmedDescription
                }
            } else if let closure = parent.as(ClosureExprSyntax.self),
                case .parameterClause(let clause)? = closure.signature?.parameterClause
            {
                for parameter in clause.parameters where (parameter.secondName ?? parameter.firstName).text == name {
                    return parameter.type?.trimmedDescription
                }
            } else if let condition = parent.as(ConditionElementListSyntax.self) {
                let before = condition.prefix { $0.id != child.id }
                for element in before.reversed() {
                    guard let binding = element.condition.as(OptionalBindingConditionSyntax.self),
                        binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                    else { continue }
                    if let type = binding.typeAnnotation?.type { return Self.plain(type.trimmedDescription) }
                    return binding.initializer.flatMap { self.type(of: $0.value) }.map(Self.plain)
                }
            } else if let ifExpression = parent.as(IfExprSyntax.self), child.id == ifExpression.body.id {
                if let found = conditionBinding(of: name, in: ifExpression.conditions) { return found }
            } else if let guardStatement = parent.as(GuardStmtSyntax.self), child.id == guardStatement.body.id {
                continue
            } else if let declaration = parent.asProtocol(DeclGroupSyntax.self) {
                let typeName = Self.name(of: declaration)
                return typeName.flatMap { propertyType(name, of: $0) }
            }
        }
        return nil
    }

    private func conditionBinding(of name: String, in conditions: ConditionElementListSyntax) -> String? {
        for element in conditions.reversed() {
            guard let binding = element.condition.as(OptionalBindingConditionSyntax.self),
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            else { continue }
            if let type = binding.typeAnnotation?.type { return Self.plain(type.trimmedDescription) }
            return binding.initializer.flatMap { type(of: $0.value) }.map(Self.plain)
        }
        return nil
    }

    /// `let name: T = …`, `let name = items[i]`, or a `guard let name = …` among the statement's bindings.
    private func binding(of name: String, in item: CodeBlockItemSyntax) -> String? {
        if let variable = item.item.as(VariableDeclSyntax.self) {
            for binding in variable.bindings
            where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                if let type = binding.typeAnnotation?.type { return type.trimmedDescription }
                return binding.initializer.flatMap { type(of: $0.value) }
            }
        }
        if let guardStatement = item.item.as(GuardStmtSyntax.self) {
            return conditionBinding(of: name, in: guardStatement.conditions)
        }
        return nil
    }

    /// The type an expression has when the code says it: a name's declared type, an element of an array
    /// (`items[indexPath.row]`), a stored property of an app type (`section.rows`), `X(...)` of an app type.
    func type(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            if reference.baseName.tokenKind == .keyword(.self) {
                return MigrationWorkspace.enclosingTypeName(of: expression)
            }
            return type(of: reference.baseName.text, at: expression)
        }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self),
            let base = type(of: subscriptCall.calledExpression)
        {
            return Self.element(of: base)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            if let selfReference = base.as(DeclReferenceExprSyntax.self),
                selfReference.baseName.tokenKind == .keyword(.self),
                let typeName = MigrationWorkspace.enclosingTypeName(of: expression)
            {
                return propertyType(member.declName.baseName.text, of: typeName)
            }
            guard let baseType = type(of: base) else { return nil }
            return propertyType(member.declName.baseName.text, of: Self.plain(baseType))
        }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) {
            return type(of: forced.expression).map(Self.plain)
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
            let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
            callee.baseName.text.first?.isUppercase ?? false,
            workspace.primaryDeclaration(of: callee.baseName.text) != nil
        {
            return callee.baseName.text
        }
        return nil
    }

    /// The declared type of a stored or computed property of an app type, its extensions included.
    func propertyType(_ property: String, of typeName: String) -> String? {
        for declaration in workspace.declarations(of: typeName) {
            if let type = declaration.propertyType(property) { return type }
        }
        return nil
    }

    static func name(of declaration: some DeclGroupSyntax) -> String? {
        if let node = declaration.as(ClassDeclSyntax.self) { return node.name.text }
        if let node = declaration.as(StructDeclSyntax.self) { return node.name.text }
        if let node = declaration.as(EnumDeclSyntax.self) { return node.name.text }
        if let node = declaration.as(ActorDeclSyntax.self) { return node.name.text }
        if let node = declaration.as(ProtocolDeclSyntax.self) { return node.name.text }
        if let node = declaration.as(ExtensionDeclSyntax.self) { return node.extendedType.trimmedDescription }
        return nil
    }
}
