internal import SwiftSyntax

/// Rewrites an expression of the legacy cell into one the SwiftUI view can evaluate: the cell's names
/// for its view model (`viewModel`, a `guard let` rebinding, a stored `self.model`) become `viewModel`,
/// properties the cell copied from it (`onShop = viewModel.onShop`) become that expression, and anything
/// else the cell owns makes the expression unmappable, so it is never silently changed in meaning.
struct ExpressionMapper {
    /// Names in the cell's code → the view's expression for them (`viewModel`, `viewModel.title`).
    var names: [String: String]
    /// Global functions an expression may call (they exist in the view's file too).
    static let globalFunctions: Set<String> = ["max", "min", "abs", "round", "floor", "ceil", "zip", "print"]

    /// The view's version of `expression`, or nil when it uses something only the cell has.
    func map(_ expression: some SyntaxProtocol) -> String? {
        let rewriter = Rewriter(names: names)
        let rewritten = rewriter.rewrite(Syntax(expression))
        guard !rewriter.failed else { return nil }
        return rewritten.trimmedDescription
    }

    /// The view-model properties `expression` reads once mapped (`title` for `viewModel.title`).
    static func viewModelProperties(in mapped: String) -> Set<String> {
        var result: Set<String> = []
        var rest = Substring(mapped)
        while let range = rest.range(of: "viewModel.") {
            let name = rest[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { result.insert(String(name)) }
            rest = rest[range.upperBound...]
        }
        return result
    }

    private final class Rewriter: SyntaxRewriter {
        let names: [String: String]
        var failed = false
        private var closureParameters: Set<String> = []

        init(names: [String: String]) {
            self.names = names
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ClosureExprSyntax) -> ExprSyntax {
            if let parameters = node.signature?.parameterClause {
                switch parameters {
                case .simpleInput(let list): for item in list { closureParameters.insert(item.name.text) }
                case .parameterClause(let clause):
                    for item in clause.parameters { closureParameters.insert((item.secondName ?? item.firstName).text) }
                @unknown default: break
                }
            }
            return super.visit(node)
        }

        override func visit(_ node: OptionalBindingConditionSyntax) -> OptionalBindingConditionSyntax {
            // `if let detailType = detailType { … detailType … }`: the initializer is the cell's, what follows the local.
            let visited = super.visit(node)
            if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, node.initializer != nil {
                closureParameters.insert(name)
            }
            return visited
        }

        override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
            // `self.onShop` is the cell's property: map it like a bare `onShop`.
            if let base = node.base?.as(DeclReferenceExprSyntax.self), base.baseName.tokenKind == .keyword(.self) {
                guard let replacement = names[node.declName.baseName.text] else {
                    failed = true
                    return ExprSyntax(node)
                }
                return ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(replacement))).with(
                    \.leadingTrivia, node.leadingTrivia
                ).with(\.trailingTrivia, node.trailingTrivia)
            }
            guard let base = node.base else { return ExprSyntax(node) }  // `.normal`: an implicit member
            return ExprSyntax(node.with(\.base, visit(base)))
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
            let name = node.baseName.text
            // `+` passed as a function (`reduce(0, +)`), and the members a key path names (`\.hours`).
            switch node.baseName.tokenKind {
            case .binaryOperator, .prefixOperator, .postfixOperator: return ExprSyntax(node)
            default: break
            }
            if node.parent?.is(KeyPathPropertyComponentSyntax.self) ?? false { return ExprSyntax(node) }
            // A closure's parameter or an `if let` binding of the expression's own shadows the cell's name.
            if closureParameters.contains(name) { return ExprSyntax(node) }
            if let replacement = names[name] {
                return ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(replacement)))
                    .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
            }
            if node.baseName.tokenKind == .keyword(.self) || node.baseName.tokenKind == .keyword(.Self) {
                failed = true
            } else if let first = name.first, first.isUppercase || first == "$" {
                // A type (`UIImage`, `String`) or an anonymous closure parameter.
            } else if !closureParameters.contains(name), !ExpressionMapper.globalFunctions.contains(name) {
                failed = true  // a property, local or method of the cell
            }
            return ExprSyntax(node)
        }
    }
}
