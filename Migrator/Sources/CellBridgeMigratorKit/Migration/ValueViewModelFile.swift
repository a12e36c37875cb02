internal import SwiftBasicFormat
internal import SwiftSyntax
internal import SwiftSyntaxBuilder

/// The view model `migrate` writes for a cell that was configured with plain values
/// (`configure(title:isOn:)`): a struct of those values, so the hosted view shows exactly what the cell
/// was given, and a call site's `configure(title: a, isOn: b)` becomes `SettingsToggleViewModel(title: a,
/// isOn: b)`. A value keeps the cell's semantics: new values arrive by configuring again.
enum ValueViewModelFile {
    static func text(
        name: String, cellName: String, methodName: String, viewName: String,
        parameters: [(label: String, name: String, type: String)], labels: [String]
    ) -> String {
        let needsInit = parameters.contains { $0.label != $0.name }
        let declaration = StructDeclSyntax(
            name: .identifier(name),
            inheritanceClause: InheritanceClauseSyntax {
                InheritedTypeSyntax(type: IdentifierTypeSyntax(name: .identifier("SwiftUIRenderableCellViewModel")))
            }
        ) {
            for parameter in parameters {
                VariableDeclSyntax(
                    bindingSpecifier: .keyword(.let),
                    bindings: [
                        PatternBindingSyntax(
                            pattern: IdentifierPatternSyntax(identifier: .identifier(parameter.name)),
                            typeAnnotation: TypeAnnotationSyntax(type: TypeSyntax(stringLiteral: parameter.type)))
                    ])
            }
            if needsInit {
                InitializerDeclSyntax(
                    signature: FunctionSignatureSyntax(
                        parameterClause: FunctionParameterClauseSyntax {
                            for parameter in parameters {
                                FunctionParameterSyntax(
                                    firstName: .identifier(parameter.label),
                                    secondName: parameter.label == parameter.name ? nil : .identifier(parameter.name),
                                    type: TypeSyntax(stringLiteral: parameter.type))
                            }
                        })
                ) {
                    for parameter in parameters {
                        ExprSyntax("self.\(raw: parameter.name) = \(raw: parameter.name)")
                    }
                }
            }
            DeclSyntax(stringLiteral: MigrationCode.classNameProperty(viewName: viewName, isPublic: false))
            DeclSyntax(stringLiteral: MigrationCode.makeHostedView(viewName: viewName, isPublic: false))
        }
        // A blank line before each member but between the stored properties, as people write them.
        var spaced = declaration
        spaced.memberBlock.members = MemberBlockItemListSyntax(
            declaration.memberBlock.members.enumerated().map { index, member in
                let stored = index > 0 && index < parameters.count
                return index == 0 || stored ? member : member.with(\.leadingTrivia, .newlines(2))
            })
        let header = """
            // Written by `cellbridge migrate \(cellName)`: \(cellName).\(methodName) took plain
            // values, so the SwiftUI view gets a value view model of them, built where the cell was configured.
            import CellBridge
            import SwiftUI


            """
        return header + spaced.formatted().description + "\n"
    }
}
