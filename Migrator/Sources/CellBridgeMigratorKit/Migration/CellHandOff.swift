internal import SwiftSyntax

/// A function of the app that a place hands the dequeued cell to, typed as the cell: a helper
/// (`prepare(cell, item: item)`), or a protocol's requirement (`delegate?.list(self, prepare: cell)`) with
/// the app's type that implements it. What it does to the cell is configuration `migrate` does not follow
/// (it rewrites what the place itself does), so a refusal names it, where it is, and what it does.
struct CellHandOff {
    /// One declaration of the function handed the cell.
    struct Function {
        var path: String
        var declaration: FunctionDeclSyntax
        /// The name its body knows the cell by.
        var parameter: String
        /// The type or protocol it is declared in.
        var owner: String?

        var place: String { "\(path):\(line)" }
        var line = 0
        var isRequirement: Bool { declaration.body == nil }
    }

    let workspace: MigrationWorkspace
    /// The cell and its app base classes: the parameter types that take the cell as what it is.
    let cellTypes: Set<String>

    /// The functions `call` may be, when it hands the cell as its argument at `index` to a parameter typed as
    /// the cell: those of the caller's own type first.
    func functions(calledBy call: FunctionCallExprSyntax, handingAt index: Int) -> [Function] {
        let name: String
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
        } else {
            return []
        }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        var found: [Function] = []
        for path in workspace.swiftFiles(mentioning: name) {
            guard let tree = workspace.tree(path), let text = workspace.text(path) else { continue }
            let declarations = FunctionsNamed(name, viewMode: .sourceAccurate)
            declarations.walk(tree)
            for declaration in declarations.functions {
                let parameters = Array(declaration.signature.parameterClause.parameters)
                guard parameters.map(\.firstName.text) == labels, index < parameters.count,
                    cellTypes.contains(DeclaredTypes.plain(parameters[index].type.trimmedDescription))
                else { continue }
                found.append(
                    Function(
                        path: path, declaration: declaration,
                        parameter: (parameters[index].secondName ?? parameters[index].firstName).text,
                        owner: ConfigurationSiteReader.enclosing(ProtocolDeclSyntax.self, of: declaration)?.name.text
                            ?? MigrationWorkspace.enclosingTypeName(of: declaration),
                        line: SyntaxEditing.line(of: declaration, in: text)))
            }
        }
        let caller = MigrationWorkspace.enclosingTypeName(of: call)
        return found.filter { $0.owner == caller } + found.filter { $0.owner != caller }
    }
}

/// Every function declaration of one name in a tree, protocol requirements included.
final class FunctionsNamed: SyntaxVisitor {
    let name: String
    var functions: [FunctionDeclSyntax] = []

    init(_ name: String, viewMode: SyntaxTreeViewMode) {
        self.name = name
        super.init(viewMode: viewMode)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == name { functions.append(node) }
        return .skipChildren
    }
}
