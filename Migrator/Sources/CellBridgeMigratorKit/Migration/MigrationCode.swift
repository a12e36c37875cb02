internal import SwiftBasicFormat
internal import SwiftSyntax
internal import SwiftSyntaxBuilder

/// The code a migration adds to the app, built as syntax trees with SwiftSyntaxBuilder and laid out by
/// SwiftBasicFormat (never pasted together from text), so every name and literal is a real token.
enum MigrationCode {
    private static func reference(_ name: String) -> DeclReferenceExprSyntax {
        DeclReferenceExprSyntax(baseName: .identifier(name))
    }

    /// `String(describing: BannerView.self)`: the SwiftUI view's type name, the reuse identifier
    /// CellBridge registers its hosting cells under.
    static func typeName(of viewName: String) -> ExprSyntax {
        let argument = MemberAccessExprSyntax(
            base: reference(viewName), declName: DeclReferenceExprSyntax(baseName: .keyword(.self)))
        return ExprSyntax(
            FunctionCallExprSyntax(callee: reference("String")) {
                LabeledExprSyntax(label: "describing", expression: argument)
            })
    }

    private static func modifiers(isPublic: Bool) -> DeclModifierListSyntax {
        isPublic ? [DeclModifierSyntax(name: .keyword(.public))] : []
    }

    /// `var className: String { String(describing: BannerView.self) }`
    static func classNameProperty(viewName: String, isPublic: Bool) -> String {
        let accessor = AccessorBlockSyntax(
            accessors: .getter([CodeBlockItemSyntax(item: .expr(typeName(of: viewName)))]))
        let declaration = VariableDeclSyntax(
            modifiers: modifiers(isPublic: isPublic), bindingSpecifier: .keyword(.var),
            bindings: [
                PatternBindingSyntax(
                    pattern: IdentifierPatternSyntax(identifier: .identifier("className")),
                    typeAnnotation: TypeAnnotationSyntax(type: IdentifierTypeSyntax(name: .identifier("String"))),
                    accessorBlock: accessor)
            ])
        return declaration.formatted().description
    }

    /// The body of an existing `className` getter: `{ String(describing: BannerView.self) }`.
    static func classNameAccessor(viewName: String) -> String {
        AccessorBlockSyntax(accessors: .getter([CodeBlockItemSyntax(item: .expr(typeName(of: viewName)))]))
            .formatted().description
    }

    /// `func makeHostedView() -> AnyView { AnyView(BannerView(viewModel: self)) }`
    static func makeHostedView(viewName: String, isPublic: Bool) -> String {
        let view = FunctionCallExprSyntax(callee: reference(viewName)) {
            LabeledExprSyntax(label: "viewModel", expression: DeclReferenceExprSyntax(baseName: .keyword(.self)))
        }
        let erased = FunctionCallExprSyntax(callee: reference("AnyView")) {
            LabeledExprSyntax(expression: view)
        }
        let function = FunctionDeclSyntax(
            modifiers: modifiers(isPublic: isPublic), name: .identifier("makeHostedView"),
            signature: FunctionSignatureSyntax(
                parameterClause: FunctionParameterClauseSyntax(parameters: []),
                returnClause: ReturnClauseSyntax(type: IdentifierTypeSyntax(name: .identifier("AnyView"))))
        ) {
            CodeBlockItemSyntax(item: .expr(ExprSyntax(erased)))
        }
        return function.formatted().description
    }

    /// `collectionView.register(HostingCollectionViewCell.self, forCellWithReuseIdentifier: String(describing: V.self))`
    static func hostingRegistration(receiver: ExprSyntax, isTable: Bool, viewName: String) -> String {
        let cellClass = MemberAccessExprSyntax(
            base: reference(isTable ? "HostingTableViewCell" : "HostingCollectionViewCell"),
            declName: DeclReferenceExprSyntax(baseName: .keyword(.self)))
        let call = FunctionCallExprSyntax(
            callee: MemberAccessExprSyntax(base: receiver.trimmed, declName: reference("register"))
        ) {
            LabeledExprSyntax(expression: cellClass)
            LabeledExprSyntax(
                label: isTable ? "forCellReuseIdentifier" : "forCellWithReuseIdentifier",
                expression: typeName(of: viewName))
        }
        return call.formatted().description
    }

    /// `configure(rootView: viewModel.makeHostedView(), parentViewController: self)` on a hosting cell.
    static func hostingConfigureArguments(viewModel: ExprSyntax, parentIsSelf: Bool) -> LabeledExprListSyntax {
        let hosted = FunctionCallExprSyntax(
            callee: MemberAccessExprSyntax(base: viewModel.trimmed, declName: reference("makeHostedView")))
        let parent: ExprSyntax =
            parentIsSelf
            ? ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self))) : ExprSyntax(NilLiteralExprSyntax())
        let arguments = LabeledExprListSyntax {
            LabeledExprSyntax(label: "rootView", expression: hosted)
            LabeledExprSyntax(label: "parentViewController", expression: parent)
        }
        return arguments.formatted().cast(LabeledExprListSyntax.self)
    }

    /// A call of `name` with `arguments`, formatted on one line.
    static func call(_ callee: ExprSyntax, arguments: LabeledExprListSyntax) -> String {
        FunctionCallExprSyntax(
            calledExpression: callee.trimmed, leftParen: .leftParenToken(), arguments: arguments,
            rightParen: .rightParenToken()
        ).formatted().description
    }

    /// `ObservableObject`-style inheritance clause text: the old clause's types with `additions` appended.
    static func inheritanceClause(existing: [String], additions: [String]) -> String {
        let types = existing + additions
        let clause = InheritanceClauseSyntax {
            for type in types {
                InheritedTypeSyntax(type: TypeSyntax(stringLiteral: type))
            }
        }
        return clause.formatted().trimmedDescription
    }
}
