internal import SwiftSyntax

/// A place that registers the migrated cell on a table or collection view. UIKit's own
/// `register(_:forCellReuseIdentifier:)` or `register(_:forCellWithReuseIdentifier:)` names one cell under one
/// identifier, so `migrate` can turn it into the hosting cell's. Anything else is a helper, often a library's
/// (R.swift's `collectionView.register(R.nib.wordCell)`, `registerCell(WordCell.self)`), that may register more
/// than the cell: it stays, and the hosting cell's registration goes beside it.
struct CellRegistration {
    var path: String
    var call: FunctionCallExprSyntax
    var statement: CodeBlockItemSyntax
    var receiver: ExprSyntax
    var typeName: String?

    /// Whether it is UIKit's two-argument registration, which `migrate` may rewrite.
    var isUIKits: Bool {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "register"
            && call.arguments.count == 2
            && Self.identifierLabels.contains(call.arguments.last?.label?.text ?? "")
    }

    /// The table or collection view it registers on, whichever way it is spelled.
    var container: String { Self.container(receiver.trimmedDescription) }

    private static let identifierLabels = ["forCellReuseIdentifier", "forCellWithReuseIdentifier"]

    /// `tableView` for `tableView`, `self.tableView`, `self?.tableView` and `tableView!`: one container.
    static func container(_ receiver: String) -> String {
        var name = receiver.filter { $0 != "?" && $0 != "!" }
        if name.hasPrefix("self.") { name.removeFirst("self.".count) }
        return name
    }

    // MARK: Finding them

    /// Every registration of `cell` in the app's Swift files, in file order.
    static func all(of cell: MigratedCell, in workspace: MigrationWorkspace) -> [CellRegistration] {
        var files = Set(workspace.swiftFiles(mentioning: cell.name))
        for name in cell.identifiers + [cell.nibName].compactMap({ $0 }) {
            files.formUnion(workspace.swiftFiles(mentioning: "\"\(name)\""))
        }
        // R.swift names a resource after its file with the first letter lowercased (`R.nib.wordCell`).
        for name in resourceNames(of: cell) {
            files.formUnion(workspace.swiftFiles(mentioning: name.prefix(1).lowercased() + name.dropFirst()))
        }
        var registrations: [CellRegistration] = []
        for path in files.sorted() {
            guard let tree = workspace.tree(path) else { continue }
            let calls = CallCollector(viewMode: .sourceAccurate)
            calls.walk(tree)
            for call in calls.calls {
                guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let receiver = member.base,
                    isRegistration(member.declName.baseName.text), names(cell, registration: call),
                    let statement = ConfigurationSiteReader.statement(of: call)
                else { continue }
                registrations.append(
                    CellRegistration(
                        path: path, call: call, statement: statement, receiver: receiver,
                        typeName: MigrationWorkspace.enclosingTypeName(of: call)))
            }
        }
        return registrations
    }

    /// The first statement of `typeName` that registers anything on `container` (cells the tool cannot tie to
    /// one, a loop over names), as its outermost statement in the function, initialiser or closure it is in;
    /// the file of `preferredPath` first.
    static func anyOn(
        _ container: String, in typeName: String, preferring preferredPath: String, workspace: MigrationWorkspace
    ) -> (path: String, statement: CodeBlockItemSyntax, receiver: ExprSyntax)? {
        let declarations = workspace.declarations(of: typeName).sorted { first, _ in first.path == preferredPath }
        for declaration in declarations {
            let calls = CallCollector(viewMode: .sourceAccurate)
            calls.walk(declaration.node)
            for call in calls.calls {
                guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let receiver = member.base,
                    isRegistration(member.declName.baseName.text),
                    Self.container(receiver.trimmedDescription) == container,
                    let statement = outermostStatement(of: call)
                else { continue }
                return (declaration.path, statement, receiver)
            }
        }
        return nil
    }

    /// `register`, `registerCell`, `registerNib`, `registerReusableCell`, …; not `registerForPreviewing`.
    private static func isRegistration(_ name: String) -> Bool {
        name == "register" || (name.hasPrefix("register") && (name.contains("Cell") || name.contains("Nib")))
    }

    /// `register(BannerCell.self, …)`, `register(UINib(nibName: "BannerCell", …), …)`, `register(R.nib.bannerCell)`,
    /// or any registration under one of the cell's identifiers.
    private static func names(_ cell: MigratedCell, registration call: FunctionCallExprSyntax) -> Bool {
        guard let first = call.arguments.first else { return false }
        if mentions(cell.name, first.expression) || namesResource(first.expression, of: cell) { return true }
        if let nib = first.expression.as(FunctionCallExprSyntax.self),
            nib.calledExpression.trimmedDescription == "UINib",
            let name = nib.arguments.first(where: { $0.label?.text == "nibName" })?.expression,
            let value = literalValue(name), value == cell.nibName || cell.identifiers.contains(value)
        {
            return true
        }
        guard let identifier = call.arguments.first(where: { identifierLabels.contains($0.label?.text ?? "") })
        else { return false }
        if let value = literalValue(identifier.expression) { return cell.identifiers.contains(value) }
        return mentions(cell.name, identifier.expression) || namesResource(identifier.expression, of: cell)
    }

    /// R.swift's resource for the cell's nib or one of its identifiers (`RSwiftResource`).
    private static func namesResource(_ expression: ExprSyntax, of cell: MigratedCell) -> Bool {
        RSwiftResource(expression)?.names(anyOf: resourceNames(of: cell)) ?? false
    }

    private static func resourceNames(of cell: MigratedCell) -> [String] {
        [cell.name] + cell.identifiers + [cell.nibName].compactMap { $0 }
    }

    private static func mentions(_ name: String, _ node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { $0.text == name }
    }

    private static func literalValue(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
            let segment = literal.segments.first?.as(StringSegmentSyntax.self)
        else { return nil }
        return segment.content.text
    }

    /// The statement of the function, initialiser or closure body that holds `node` (a loop holding it, say).
    private static func outermostStatement(of node: some SyntaxProtocol) -> CodeBlockItemSyntax? {
        var found: CodeBlockItemSyntax?
        var parent = node.parent
        while let current = parent {
            if current.is(FunctionDeclSyntax.self) || current.is(InitializerDeclSyntax.self)
                || current.is(ClosureExprSyntax.self) || current.is(AccessorDeclSyntax.self)
                || current.is(MemberBlockItemSyntax.self)
            {
                break
            }
            if let item = current.as(CodeBlockItemSyntax.self) { found = item }
            parent = current.parent
        }
        return found
    }
}
