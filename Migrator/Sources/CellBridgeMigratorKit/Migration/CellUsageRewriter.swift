internal import SwiftSyntax

/// Moves the places that register and dequeue a migrated cell to its SwiftUI replacement.
///
/// Registrations: where the screen's data source goes through a CellBridge bridge (which registers the
/// hosting cell lazily, under the view's type name), the cell's registration is removed; elsewhere it is
/// replaced by the hosting-cell registration the library documents. Dequeue sites that configure the cell
/// with its view model (`(cell as? BannerCell)?.configure(with: viewModel)`, an `if let` over the cast, a
/// force cast) dequeue and configure the hosting cell instead. A site this cannot read, or that uses the
/// cell's own members, is left as it is, listed as a manual step, and keeps the legacy registrations
/// alive. Registrations of dependencies are never seen: only the app's own files are read.
struct CellUsageRewriter {
    let cell: MigratedCell
    let workspace: MigrationWorkspace

    private static let viewControllerClasses: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UIPageViewController", "UISplitViewController", "UITabBarController",
    ]
    private static let bridgeTypes = ["CollectionCellBridge", "TableCellBridge"]

    /// Whether a legacy use of the cell was left in place (so its class and XIB must stay).
    private(set) var leftLegacyUses = false

    init(cell: MigratedCell, workspace: MigrationWorkspace) {
        self.cell = cell
        self.workspace = workspace
    }

    private struct Registration {
        var path: String
        var call: FunctionCallExprSyntax
        var statement: CodeBlockItemSyntax
        var receiver: ExprSyntax
        var typeName: String?
    }

    private struct Site {
        var path: String
        var edits: [TextEdit]
        var receiver: String
        var typeName: String?
        var function: FunctionDeclSyntax?
    }

    mutating func rewrite() {
        var files = Set(workspace.swiftFiles(mentioning: cell.name))
        for identifier in cell.identifiers + [cell.nibName].compactMap({ $0 }) {
            files.formUnion(workspace.swiftFiles(mentioning: "\"\(identifier)\""))
        }
        var registrations: [Registration] = []
        var sites: [Site] = []
        for path in files.sorted() {
            guard let tree = workspace.tree(path), let text = workspace.text(path) else { continue }
            let calls = CallCollector(viewMode: .sourceAccurate)
            calls.walk(tree)
            for call in calls.calls {
                guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let receiver = member.base
                else { continue }
                switch member.declName.baseName.text {
                case "register":
                    guard namesCell(registration: call), let statement = statement(of: call) else { continue }
                    registrations.append(
                        Registration(
                            path: path, call: call, statement: statement, receiver: receiver,
                            typeName: MigrationWorkspace.enclosingTypeName(of: call)))
                case "dequeueReusableCell":
                    guard
                        let argument = call.arguments.first(where: {
                            ["withReuseIdentifier", "withIdentifier"].contains($0.label?.text ?? "")
                        }), namesCell(identifier: argument.expression)
                    else { continue }
                    let line = SyntaxEditing.line(of: call, in: text)
                    switch site(call, identifier: argument, path: path) {
                    case .success(let site):
                        sites.append(site)
                    case .failure(let reason):
                        leftLegacyUses = true
                        workspace.manualSteps.append(
                            "\(path):\(line): still dequeues \(cell.name) (\(reason)); left as it is: move it to "
                                + "\(cell.viewName)'s hosting cell by hand, or run `cellbridge migrate-data-source \(path)`"
                        )
                    }
                default:
                    continue
                }
            }
        }
        var editsByFile: [String: [TextEdit]] = [:]
        for site in sites {
            editsByFile[site.path, default: []] += site.edits
        }
        var registeringTypes: Set<String> = []
        for registration in registrations {
            guard let text = workspace.text(registration.path) else { continue }
            let line = SyntaxEditing.line(of: registration.call, in: text)
            registeringTypes.insert(registration.typeName ?? "")
            let bridged = registration.typeName.map {
                dataSourceGoesThroughBridge(receiver: registration.receiver, in: $0)
            }
            let hosting = MigrationCode.hostingRegistration(
                receiver: registration.receiver, isTable: cell.isTable, viewName: cell.viewName)
            switch (bridged ?? false, leftLegacyUses) {
            case (true, false):
                editsByFile[registration.path, default: []].append(
                    SyntaxEditing.remove(registration.statement, in: text))
                workspace.done.append(
                    "\(registration.path):\(line): removed the registration of \(cell.name); the data source goes "
                        + "through a CellBridge bridge, which registers \(cell.viewName)'s hosting cell on first use")
            case (true, true):
                workspace.manualSteps.append(
                    "\(registration.path):\(line): kept the registration of \(cell.name) for the legacy uses above; "
                        + "remove it with them (the bridge registers \(cell.viewName)'s hosting cell itself)")
            case (false, false):
                editsByFile[registration.path, default: []].append(
                    SyntaxEditing.replace(registration.call, with: hosting))
                workspace.done.append(
                    "\(registration.path):\(line): registers \(cell.hostingClass) for \(cell.viewName)")
            case (false, true):
                let indentation = SyntaxEditing.indentation(
                    at: registration.statement.positionAfterSkippingLeadingTrivia.utf8Offset, in: text)
                editsByFile[registration.path, default: []].append(
                    .insert(
                        "\n" + indentation + hosting,
                        at: registration.statement.endPositionBeforeTrailingTrivia.utf8Offset))
                workspace.done.append(
                    "\(registration.path):\(line): registers \(cell.hostingClass) for \(cell.viewName) beside the legacy "
                        + "registration, which the uses above still need")
            }
        }
        // A site whose type registers nothing (a storyboard prototype, a registration elsewhere) gets the
        // hosting registration in its viewDidLoad.
        var added: Set<String> = []
        for site in sites where !registeringTypes.contains(site.typeName ?? "") {
            let key = (site.typeName ?? "") + "|" + site.receiver
            guard added.insert(key).inserted else { continue }
            if let edit = registrationInViewDidLoad(for: site) {
                editsByFile[site.path, default: []].append(edit)
                workspace.done.append(
                    "\(site.path): \(site.typeName ?? "") registers \(cell.hostingClass) for \(cell.viewName) in viewDidLoad"
                )
            } else if !(site.typeName.map {
                dataSourceGoesThroughBridge(receiver: ExprSyntax(stringLiteral: site.receiver), in: $0)
            } ?? false) {
                workspace.manualSteps.append(
                    "\(site.path): \(site.typeName ?? "this type") now dequeues \(cell.hostingClass) for "
                        + "\(cell.viewName) but registers no cells itself: register it where \(site.receiver) is set up, "
                        + "\(MigrationCode.hostingRegistration(receiver: ExprSyntax(stringLiteral: site.receiver), isTable: cell.isTable, viewName: cell.viewName))"
                )
            }
        }
        for (path, edits) in editsByFile {
            var all = edits
            if let tree = workspace.tree(path), let edit = SyntaxEditing.addImport("CellBridge", to: tree) {
                all.append(edit)
            }
            workspace.edit(path, all)
        }
        for site in sites {
            workspace.done.append("\(site.path): dequeues and configures \(cell.hostingClass) for \(cell.viewName)")
        }
    }

    // MARK: Matching the cell

    private func mentionsCellName(_ node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { $0.text == cell.name }
    }

    private func literalValue(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
            let segment = literal.segments.first?.as(StringSegmentSyntax.self)
        else { return nil }
        return segment.content.text
    }

    /// `"BannerCell"`, `BannerCell.className`, `String(describing: BannerCell.self)`, `BannerCell.reuseIdentifier`.
    private func namesCell(identifier: ExprSyntax) -> Bool {
        if let value = literalValue(identifier) { return cell.identifiers.contains(value) }
        return mentionsCellName(identifier)
    }

    /// `register(BannerCell.self, …)`, `register(UINib(nibName: "BannerCell", …), …)`, or any registration
    /// under one of the cell's identifiers.
    private func namesCell(registration call: FunctionCallExprSyntax) -> Bool {
        guard let first = call.arguments.first else { return false }
        if mentionsCellName(first.expression) { return true }
        if let nib = first.expression.as(FunctionCallExprSyntax.self),
            nib.calledExpression.trimmedDescription == "UINib",
            let name = nib.arguments.first(where: { $0.label?.text == "nibName" })?.expression,
            let value = literalValue(name), value == cell.nibName || cell.identifiers.contains(value)
        {
            return true
        }
        return false
    }

    private func statement(of node: some SyntaxProtocol) -> CodeBlockItemSyntax? {
        var parent = node.parent
        while let current = parent {
            if let item = current.as(CodeBlockItemSyntax.self) { return item }
            parent = current.parent
        }
        return nil
    }

    // MARK: Data sources and bridges

    /// Whether `receiver.dataSource` is assigned, in `typeName`, a value whose type holds a CellBridge bridge.
    private func dataSourceGoesThroughBridge(receiver: ExprSyntax, in typeName: String) -> Bool {
        let declarations = workspace.declarations(of: typeName)
        let receiverName = receiver.trimmedDescription.replacingOccurrences(of: "self.", with: "")
        for declaration in declarations {
            let assignments = AssignmentCollector(viewMode: .sourceAccurate)
            assignments.walk(declaration.node)
            for (target, value) in assignments.assignments {
                let targetText = target.trimmedDescription.replacingOccurrences(of: "self.", with: "")
                guard targetText == receiverName + ".dataSource" else { continue }
                let valueText = value.trimmedDescription.replacingOccurrences(of: "self.", with: "")
                if valueText == "self" { return holdsBridge(typeName) }
                for candidate in declarations {
                    if let type = propertyTypeName(valueText, in: candidate) { return holdsBridge(type) }
                }
            }
        }
        return false
    }

    /// The type of a stored property: its annotation, or the type its initial value constructs.
    private func propertyTypeName(_ name: String, in declaration: TypeDeclaration) -> String? {
        guard let binding = declaration.properties[name]?.bindings.first else { return nil }
        if let type = binding.typeAnnotation?.type {
            return type.trimmedDescription.trimmingCharacters(in: ["?", "!"])
        }
        if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) {
            return call.calledExpression.trimmedDescription
        }
        return nil
    }

    private func holdsBridge(_ typeName: String) -> Bool {
        workspace.declarations(of: typeName).contains { declaration in
            declaration.properties.values.contains { variable in
                Self.bridgeTypes.contains { variable.bindings.description.contains($0) }
            }
        }
    }

    // MARK: Dequeue sites

    private enum SiteResult {
        case success(Site)
        case failure(String)
    }

    private func site(_ call: FunctionCallExprSyntax, identifier: LabeledExprSyntax, path: String) -> SiteResult {
        guard let item = statement(of: call), let list = item.parent?.as(CodeBlockItemListSyntax.self),
            let variable = item.item.as(VariableDeclSyntax.self), variable.bindings.count == 1,
            let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return .failure("it does not keep the dequeued cell in a constant it then configures") }
        var edits = [
            SyntaxEditing.replace(identifier.expression, with: MigrationCode.typeName(of: cell.viewName).description)
        ]
        var typedAsCell = false
        if let sequence = binding.initializer?.value.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self),
                elements[2].trimmedDescription == cell.name
            {
                edits.append(SyntaxEditing.replace(elements[2], with: cell.hostingClass))
                typedAsCell = true
            }
        }
        let typeName = MigrationWorkspace.enclosingTypeName(of: call)
        let parentIsSelf = typeName.map { workspace.inherits($0, fromAnyOf: Self.viewControllerClasses) } ?? false
        let function = enclosingFunction(of: call)
        let following = list.drop { $0.id != item.id }.dropFirst()
        var configured = false
        var reason: String?
        for statement in following {
            let uses = ReferenceCollector(name: name, viewMode: .sourceAccurate)
            uses.walk(statement)
            for reference in uses.references {
                switch classify(reference, typedAsCell: typedAsCell, parentIsSelf: parentIsSelf, function: function) {
                case .configure(let useEdits):
                    edits += useEdits
                    configured = true
                case .harmless:
                    continue
                case .legacy(let why):
                    reason = why
                }
            }
        }
        if let reason { return .failure(reason) }
        guard configured else {
            return .failure("it configures no \(cell.viewModel) there")
        }
        let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription ?? ""
        return .success(Site(path: path, edits: edits, receiver: receiver, typeName: typeName, function: function))
    }

    private enum Use {
        case configure([TextEdit])
        case harmless
        case legacy(String)
    }

    private func enclosingFunction(of node: some SyntaxProtocol) -> FunctionDeclSyntax? {
        var parent = node.parent
        while let current = parent {
            if let function = current.as(FunctionDeclSyntax.self) { return function }
            parent = current.parent
        }
        return nil
    }

    /// Classifies one use of the dequeued cell (`cell`) or of a cast of it.
    private func classify(
        _ reference: DeclReferenceExprSyntax, typedAsCell: Bool, parentIsSelf: Bool, function: FunctionDeclSyntax?
    ) -> Use {
        // `cell as? BannerCell` (or `as? ConfigurableCell`) …
        if let sequence = reference.parent?.parent?.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[0].id == reference.id, elements[1].is(UnresolvedAsExprSyntax.self)
            else { return .harmless }
            let type = elements[2].trimmedDescription
            guard type == cell.name || type == "ConfigurableCell" else { return .harmless }
            let castEdit = SyntaxEditing.replace(elements[2], with: cell.hostingClass)
            // … `(cell as? BannerCell)?.configure(with: …)`
            var node = Syntax(sequence)
            if let tuple = node.parent?.parent?.parent?.as(TupleExprSyntax.self), tuple.elements.count == 1 {
                node = Syntax(tuple)
                if let optional = node.parent?.as(OptionalChainingExprSyntax.self) { node = Syntax(optional) }
                if let forced = node.parent?.as(ForceUnwrapExprSyntax.self) { node = Syntax(forced) }
                guard let member = node.parent?.as(MemberAccessExprSyntax.self),
                    let call = member.parent?.as(FunctionCallExprSyntax.self)
                else { return .legacy("it uses the cast cell in a way this tool does not rewrite") }
                return configureUse(
                    call, member: member, extra: [castEdit], parentIsSelf: parentIsSelf, function: function)
            }
            // … `if let banner = cell as? BannerCell { … banner.configure(with: viewModel) … }`
            if let initializer = sequence.parent?.as(InitializerClauseSyntax.self),
                let binding = initializer.parent?.as(OptionalBindingConditionSyntax.self),
                let bound = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            {
                var scope: Syntax?
                if let ifExpression = binding.parent?.parent?.parent?.as(IfExprSyntax.self) {
                    scope = Syntax(ifExpression.body)
                } else if let guardStatement = binding.parent?.parent?.parent?.as(GuardStmtSyntax.self),
                    let list = guardStatement.parent?.parent?.as(CodeBlockItemListSyntax.self)
                {
                    scope = Syntax(list)
                }
                guard let scope else { return .legacy("it binds the cast cell in a way this tool does not rewrite") }
                var edits = [castEdit]
                var configured = false
                let uses = ReferenceCollector(name: bound, viewMode: .sourceAccurate)
                uses.walk(scope)
                for inner in uses.references {
                    guard let member = inner.parent?.as(MemberAccessExprSyntax.self), member.base?.id == inner.id else {
                        continue
                    }
                    let memberName = member.declName.baseName.text
                    if memberName == cell.configureName, let call = member.parent?.as(FunctionCallExprSyntax.self) {
                        guard
                            case .configure(let configureEdits) = configureUse(
                                call, member: member, extra: [], parentIsSelf: parentIsSelf, function: function)
                        else { return .legacy("it configures \(bound) with something that is not a \(cell.viewModel)") }
                        edits += configureEdits
                        configured = true
                    } else if cell.memberNames.contains(memberName) {
                        return .legacy(
                            "it sets `\(bound).\(memberName)`, which \(cell.name) has and the hosting cell does not")
                    }
                }
                return configured ? .configure(edits) : .legacy("it never configures \(bound)")
            }
            return .legacy("it uses the cast cell in a way this tool does not rewrite")
        }
        // `cell.configure(with: …)` on a cell force-cast at the dequeue.
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.base?.id == reference.id {
            let memberName = member.declName.baseName.text
            if typedAsCell, memberName == cell.configureName, let call = member.parent?.as(FunctionCallExprSyntax.self)
            {
                return configureUse(call, member: member, extra: [], parentIsSelf: parentIsSelf, function: function)
            }
            if typedAsCell, cell.memberNames.contains(memberName) {
                return .legacy(
                    "it sets `\(reference.baseName.text).\(memberName)`, which the hosting cell does not have")
            }
        }
        return .harmless
    }

    /// `target.configure(with: viewModel)` → `target.configure(rootView: viewModel.makeHostedView(), parentViewController: …)`.
    private func configureUse(
        _ call: FunctionCallExprSyntax, member: MemberAccessExprSyntax, extra: [TextEdit], parentIsSelf: Bool,
        function: FunctionDeclSyntax?
    ) -> Use {
        guard member.declName.baseName.text == cell.configureName else {
            return .legacy("it calls `\(member.declName.baseName.text)` on the cell")
        }
        let viewModel: String
        if let labels = cell.plainLabels {
            let given = call.arguments.map { $0.label?.text ?? "_" }
            guard given == labels else { return .legacy("it calls \(cell.configureName) with other arguments") }
            let arguments = call.arguments.map {
                ($0.label.map { $0.text + ": " } ?? "") + $0.expression.trimmedDescription
            }
            viewModel = cell.viewModel + "(" + arguments.joined(separator: ", ") + ")"
        } else {
            guard call.arguments.count == 1, let argument = call.arguments.first?.expression else {
                return .legacy("it calls \(cell.configureName) with other arguments")
            }
            guard cell.configureTakesViewModelType || isViewModel(argument, in: function) else {
                return .legacy(
                    "it configures the cell with `\(argument.trimmedDescription)`, not known to be a \(cell.viewModel)")
            }
            viewModel = argument.trimmedDescription
        }
        let arguments = MigrationCode.hostingConfigureArguments(
            viewModel: ExprSyntax(stringLiteral: viewModel), parentIsSelf: parentIsSelf)
        let range = call.leftParen.map { $0.endPositionBeforeTrailingTrivia.utf8Offset } ?? 0
        let end = call.rightParen.map { $0.positionAfterSkippingLeadingTrivia.utf8Offset } ?? 0
        let rename = SyntaxEditing.replace(member.declName, with: "configure")
        return .configure(extra + [rename, TextEdit(range: range..<end, replacement: arguments.description)])
    }

    /// Whether `expression` is a `ViewModel(…)` construction or a constant the function declares as one.
    private func isViewModel(_ expression: ExprSyntax, in function: FunctionDeclSyntax?) -> Bool {
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return call.calledExpression.trimmedDescription == cell.viewModel
        }
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, let function else { return false }
        let declarations = VariableCollector(viewMode: .sourceAccurate)
        declarations.walk(function)
        return declarations.bindings.contains { binding in
            guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { return false }
            if binding.typeAnnotation?.type.trimmedDescription == cell.viewModel { return true }
            return binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription
                == cell.viewModel
        }
    }

    /// `tableView.register(…)` at the start of the type's viewDidLoad (created when the type has none), for a
    /// table or collection view controller or a type with a property of the receiver's name.
    private func registrationInViewDidLoad(for site: Site) -> TextEdit? {
        guard let typeName = site.typeName, let text = workspace.text(site.path),
            let declaration = workspace.declarations(of: typeName).first(where: { $0.path == site.path })
        else { return nil }
        let controllers: Set<String> = cell.isTable ? ["UITableViewController"] : ["UICollectionViewController"]
        let hasReceiver =
            (site.receiver == (cell.isTable ? "tableView" : "collectionView")
                && workspace.inherits(typeName, fromAnyOf: controllers))
            || workspace.declarations(of: typeName).contains { $0.properties[site.receiver] != nil }
        guard hasReceiver, workspace.inherits(typeName, fromAnyOf: Self.viewControllerClasses) else { return nil }
        let registration = MigrationCode.hostingRegistration(
            receiver: ExprSyntax(stringLiteral: site.receiver), isTable: cell.isTable, viewName: cell.viewName)
        if let viewDidLoad = declaration.functions.first(where: { $0.name.text == "viewDidLoad" }),
            let body = viewDidLoad.body
        {
            let anchor = body.statements.first { $0.trimmedDescription.hasPrefix("super.viewDidLoad") }
            let indentation = SyntaxEditing.indentation(
                at: (body.statements.first?.positionAfterSkippingLeadingTrivia.utf8Offset)
                    ?? body.leftBrace.positionAfterSkippingLeadingTrivia.utf8Offset, in: text)
            if let anchor {
                return .insert("\n" + indentation + registration, at: anchor.endPositionBeforeTrailingTrivia.utf8Offset)
            }
            return .insert(
                "\n" + indentation + registration, at: body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        let member = "override func viewDidLoad() {\n    super.viewDidLoad()\n    \(registration)\n}"
        return SyntaxEditing.appendMember(member, to: declaration.memberBlock, in: text)
    }
}

/// Every function call in a tree, in source order.
final class CallCollector: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        calls.append(node)
        return .visitChildren
    }
}

/// Every `target = value` assignment in a tree (unfolded sequences, as the parser leaves them).
final class AssignmentCollector: SyntaxVisitor {
    var assignments: [(ExprSyntax, ExprSyntax)] = []

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self) {
            assignments.append((elements[0], elements[2]))
        }
        return .visitChildren
    }
}

/// Every bare reference to `name` (not a member name after a dot).
final class ReferenceCollector: SyntaxVisitor {
    let name: String
    var references: [DeclReferenceExprSyntax] = []

    init(name: String, viewMode: SyntaxTreeViewMode) {
        self.name = name
        super.init(viewMode: viewMode)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.baseName.text == name, node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != node.id {
            references.append(node)
        }
        return .visitChildren
    }
}

/// Every pattern binding (`let x = …`, `var y: T`) in a tree.
final class VariableCollector: SyntaxVisitor {
    var bindings: [PatternBindingSyntax] = []

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        bindings.append(node)
        return .visitChildren
    }
}
