internal import SwiftSyntax

/// A class, struct, enum, protocol or extension of a type, as the migration finds it in a file.
struct TypeDeclaration {
    enum Kind: Equatable {
        case `class`, `struct`, `enum`, `protocol`, `extension`, `actor`
    }

    var path: String
    var kind: Kind
    var name: String
    /// The types in its inheritance clause, as written (`BaseCardCell`, `ConfigurableCell`).
    var inherited: [String]
    var node: DeclSyntax

    /// The declaration as the group of members every kind of type declaration is.
    private var group: any DeclGroupSyntax { node.asProtocol(DeclGroupSyntax.self)! }

    var memberBlock: MemberBlockSyntax { group.memberBlock }

    var inheritanceClause: InheritanceClauseSyntax? { group.inheritanceClause }

    var modifiers: DeclModifierListSyntax { group.modifiers }

    var isPublic: Bool { modifiers.contains { ["public", "open"].contains($0.name.text) } }

    /// Stored and computed properties declared in the member block: name → declaration.
    var properties: [String: VariableDeclSyntax] {
        var result: [String: VariableDeclSyntax] = [:]
        for member in memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    result[name] = variable
                }
            }
        }
        return result
    }

    var functions: [FunctionDeclSyntax] {
        memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
    }

    var initializers: [InitializerDeclSyntax] {
        memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
    }

    /// The declared type of a property (`String?` for `var subtitle: String?`), or the type a literal
    /// initial value has; nil when neither says.
    func propertyType(_ name: String) -> String? {
        guard let variable = properties[name] else { return nil }
        for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
        {
            if let type = binding.typeAnnotation?.type {
                return type.trimmedDescription
            }
            if let value = binding.initializer?.value {
                if value.is(StringLiteralExprSyntax.self) { return "String" }
                if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
                if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
                if value.is(FloatLiteralExprSyntax.self) { return "Double" }
                // `var track = GpxTrack()`: an initializer call of a type names it.
                if let call = value.as(FunctionCallExprSyntax.self),
                    let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                    type.first?.isUppercase == true
                {
                    return type
                }
            }
        }
        return nil
    }

    /// Every type declared in `tree`, nested ones included.
    static func all(in tree: SourceFileSyntax, path: String) -> [TypeDeclaration] {
        let visitor = Collector(path: path)
        visitor.walk(tree)
        return visitor.found
    }

    private final class Collector: SyntaxVisitor {
        let path: String
        var found: [TypeDeclaration] = []

        init(path: String) {
            self.path = path
            super.init(viewMode: .sourceAccurate)
        }

        private func add(
            _ kind: Kind, _ name: String, _ clause: InheritanceClauseSyntax?, _ node: some DeclSyntaxProtocol
        ) {
            let inherited = clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            found.append(
                TypeDeclaration(path: path, kind: kind, name: name, inherited: inherited, node: DeclSyntax(node)))
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            add(.class, node.name.text, node.inheritanceClause, node)
            return .visitChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            add(.struct, node.name.text, node.inheritanceClause, node)
            return .visitChildren
        }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            add(.enum, node.name.text, node.inheritanceClause, node)
            return .visitChildren
        }

        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
            add(.actor, node.name.text, node.inheritanceClause, node)
            return .visitChildren
        }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            add(.protocol, node.name.text, node.inheritanceClause, node)
            return .skipChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            add(.extension, node.extendedType.trimmedDescription, node.inheritanceClause, node)
            return .visitChildren
        }
    }
}

extension MigrationWorkspace {
    /// Every declaration and extension of the type named `name` in the app's Swift files.
    func declarations(of name: String) -> [TypeDeclaration] {
        swiftFiles(mentioning: name).flatMap { path in
            typeDeclarations(in: path).filter { $0.name == name }
        }
    }

    /// The type's primary declaration (not an extension).
    func primaryDeclaration(of name: String) -> TypeDeclaration? {
        declarations(of: name).first { $0.kind != .extension }
    }

    /// Whether `name` or one of the app's classes it inherits from names one of `ancestors` (UIKit's
    /// classes are not in the app: their names are matched as written).
    func inherits(_ name: String, fromAnyOf ancestors: Set<String>) -> Bool {
        var seen: Set<String> = []
        var pending = [name]
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            if ancestors.contains(next) { return true }
            for declaration in declarations(of: next) where declaration.kind == .class {
                pending += declaration.inherited
            }
        }
        return false
    }

    /// The innermost type declaration that contains `node`, with its name.
    static func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
        var parent = node.parent
        while let current = parent {
            if let declaration = current.as(ClassDeclSyntax.self) { return declaration.name.text }
            if let declaration = current.as(StructDeclSyntax.self) { return declaration.name.text }
            if let declaration = current.as(EnumDeclSyntax.self) { return declaration.name.text }
            if let declaration = current.as(ActorDeclSyntax.self) { return declaration.name.text }
            if let declaration = current.as(ExtensionDeclSyntax.self) {
                return declaration.extendedType.trimmedDescription
            }
            parent = current.parent
        }
        return nil
    }
}
