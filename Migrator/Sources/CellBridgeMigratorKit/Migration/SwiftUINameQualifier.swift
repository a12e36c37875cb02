internal import SwiftParser
internal import SwiftSyntax

/// Qualifies the SwiftUI names a written view uses that the app declares too: an app with its own
/// `class Button: UIButton` would otherwise have `Button { … } label: { … }` resolve to that class and the
/// view would not compile. `SwiftUI.Button` names what the view means whatever the app declares.
enum SwiftUINameQualifier {
    /// The SwiftUI names a written view or view model uses.
    static let names: Set<String> = [
        "AnyView", "Binding", "Button", "Circle", "Color", "Divider", "EdgeInsets", "Font", "Group", "HStack",
        "Image", "Label", "ProgressView", "Rectangle", "ScrollView", "Spacer", "Text", "TextField", "Toggle",
        "VStack", "View", "ZStack",
    ]

    /// `text` with each of `names` the app declares (`declaredByApp`) written `SwiftUI.Name`.
    static func qualified(_ text: String, declaredByApp: (String) -> Bool) -> String {
        let clashing = names.filter(declaredByApp)
        guard !clashing.isEmpty else { return text }
        let rewriter = Rewriter(clashing: clashing)
        return rewriter.rewrite(Parser.parse(source: text)).description
    }

    private final class Rewriter: SyntaxRewriter {
        let clashing: Set<String>

        init(clashing: Set<String>) {
            self.clashing = clashing
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
            guard clashing.contains(node.baseName.text),
                node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != node.id
            else { return ExprSyntax(node) }
            let qualified = MemberAccessExprSyntax(
                base: DeclReferenceExprSyntax(baseName: .identifier("SwiftUI")), declName: node.trimmed)
            return ExprSyntax(
                qualified.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia))
        }

        override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
            let visited = super.visit(node)
            guard clashing.contains(node.name.text), let type = visited.as(IdentifierTypeSyntax.self) else {
                return visited
            }
            let qualified = MemberTypeSyntax(
                baseType: IdentifierTypeSyntax(name: .identifier("SwiftUI")), name: type.name.trimmed,
                genericArgumentClause: type.genericArgumentClause)
            return TypeSyntax(
                qualified.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia))
        }
    }
}
