internal import SwiftBasicFormat
internal import SwiftSyntax
internal import SwiftSyntaxBuilder

/// The view model `migrate` writes for a cell configured with values rather than a view model of its own:
/// a struct of what the places that configure the cell give it (the configure method's arguments, the
/// outlets and properties they set), so the hosted view shows exactly what the cell was given. Properties a
/// place may leave unset have the default the XIB shows (`nil` content, a hidden view stays hidden), so
/// each place passes only what it sets, through the memberwise initializer. A value keeps the cell's
/// semantics: new values arrive by configuring again.
enum ValueViewModelFile {
    static func text(name: String, cellName: String, methodName: String, viewName: String, inputs: [ValueInput])
        -> String
    {
        let declaration = StructDeclSyntax(
            name: .identifier(name),
            inheritanceClause: InheritanceClauseSyntax {
                InheritedTypeSyntax(type: IdentifierTypeSyntax(name: .identifier("SwiftUIRenderableCellViewModel")))
            }
        ) {
            for input in inputs {
                VariableDeclSyntax(
                    modifiers: input.isWeak ? [DeclModifierSyntax(name: .keyword(.weak))] : [],
                    bindingSpecifier: .keyword(input.defaultValue == nil && !input.isWeak ? .let : .var),
                    bindings: [
                        PatternBindingSyntax(
                            pattern: IdentifierPatternSyntax(identifier: .identifier(input.name)),
                            typeAnnotation: TypeAnnotationSyntax(type: TypeSyntax(stringLiteral: input.type)),
                            initializer: input.isWeak
                                ? nil
                                : input.defaultValue.map {
                                    InitializerClauseSyntax(value: ExprSyntax(stringLiteral: $0))
                                })
                    ])
            }
            DeclSyntax(stringLiteral: MigrationCode.classNameProperty(viewName: viewName, isPublic: false))
            DeclSyntax(stringLiteral: MigrationCode.makeHostedView(viewName: viewName, isPublic: false))
        }
        // A blank line before each member but between the stored properties, as people write them.
        var spaced = declaration
        spaced.memberBlock.members = MemberBlockItemListSyntax(
            declaration.memberBlock.members.enumerated().map { index, member in
                let stored = index > 0 && index < inputs.count
                return index == 0 || stored ? member : member.with(\.leadingTrivia, .newlines(2))
            })
        let header = """
            // Written by `cellbridge migrate \(cellName)`: what \(methodName == "the data source" ? "the data source gave" : "\(methodName) was given by the places that configure") \(cellName),
            // as a value view model the SwiftUI view shows, built where the cell was configured.
            import CellBridge
            import SwiftUI


            """
        return header + spaced.formatted().description + "\n"
    }

    /// `Name(title: a, isOn: b)`: the memberwise initializer's call with the given values, in the order the
    /// properties are declared (`values` maps property names to expressions).
    static func initializer(name: String, inputs: [ValueInput], values: [String: String]) -> String {
        let arguments = inputs.compactMap { input in values[input.name].map { "\(input.name): \($0)" } }
        return name + "(" + arguments.joined(separator: ", ") + ")"
    }
}
