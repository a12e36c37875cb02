internal import SwiftSyntax

/// Moves the places that register and configure a migrated cell to its SwiftUI replacement.
///
/// Each place that configures the cell (`ConfigurationSite`) dequeues the hosting cell under the view's
/// name and configures it with the view model: the app's own (`configure(with: vm)` becomes
/// `configure(rootView: vm.makeHostedView(), parentViewController:)`), or a value view model built from
/// what the place gave the cell: the configure method's arguments, and the values it set on outlets and
/// properties (inline when set once at the place's own level, through a local when set under a condition).
/// UIKit's own cell API it touches (`accessoryType`) stays. Registrations: where the screen's data source
/// goes through a CellBridge bridge the cell's registration is removed, elsewhere it becomes the
/// hosting-cell registration, and it stays beside it while any place still uses the legacy cell or when it is
/// a library's helper (`CellRegistration`). A rewritten place whose container registers nothing the tool can
/// tie to the cell gets the hosting registration beside its other registrations or in its viewDidLoad, or the
/// migration is refused: a dequeue of an identifier nothing registers crashes. Places it cannot move are
/// listed with their reason. Only the app's own files are read.
struct CellUsageRewriter {
    let cell: MigratedCell
    let workspace: MigrationWorkspace

    private static let viewControllerClasses: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UIPageViewController", "UISplitViewController", "UITabBarController",
    ]
    private static let bridgeTypes = ["CollectionCellBridge", "TableCellBridge"]

    /// Whether a legacy use of the cell was left in place (so its class, XIB and registrations stay).
    private(set) var leftLegacyUses = false
    /// Whether a library's registration helper of the cell was kept beside the hosting cell's (so its XIB stays).
    private(set) var keptLegacyRegistration = false

    init(cell: MigratedCell, workspace: MigrationWorkspace) {
        self.cell = cell
        self.workspace = workspace
    }

    mutating func rewrite(
        sites: [ConfigurationSite], legacy: [(site: ConfigurationSite, reason: String)],
        unreachable: [UnreachableConfiguration]
    ) throws(MigrationFailure) {
        for (site, reason) in legacy {
            leftLegacyUses = true
            workspace.manualSteps.append(
                "\(site.path):\(site.line): still configures \(cell.name) (\(reason)); left as it is: move it to "
                    + "\(cell.viewName)'s hosting cell by hand")
        }
        for place in unreachable {
            leftLegacyUses = true
            workspace.manualSteps.append(
                "\(place.place): \(place.description) still configures \(cell.name); left as it is, with the legacy "
                    + "cell's registration")
        }
        var editsByFile: [String: [TextEdit]] = [:]
        var rewritten: [ConfigurationSite] = []
        for site in sites {
            guard let text = workspace.text(site.path) else { continue }
            switch edits(for: site, in: text) {
            case .success(let edits):
                editsByFile[site.path, default: []] += edits + cellSettingEdits(for: site, in: text)
                rewritten.append(site)
            case .failure(let reason):
                leftLegacyUses = true
                workspace.manualSteps.append(
                    "\(site.path):\(site.line): still configures \(cell.name) (\(reason)); left as it is: move it to "
                        + "\(cell.viewName)'s hosting cell by hand")
            }
        }
        let registrations = CellRegistration.all(of: cell, in: workspace)
        var registeringTypes: Set<String> = []
        var registeredAt: [String] = []
        for registration in registrations {
            guard let text = workspace.text(registration.path) else { continue }
            let line = SyntaxEditing.line(of: registration.call, in: text)
            registeringTypes.insert(registration.typeName ?? "")
            let bridged = registration.typeName.map {
                dataSourceGoesThroughBridge(receiver: registration.receiver, in: $0)
            }
            let hosting = MigrationCode.hostingRegistration(
                receiver: registration.receiver, isTable: cell.isTable, viewName: cell.viewName)
            registeredAt.append("\(registration.path):\(line)")
            switch (bridged ?? false, leftLegacyUses || !registration.isUIKits) {
            case (true, false):
                editsByFile[registration.path, default: []].append(
                    SyntaxEditing.remove(registration.statement, in: text))
                workspace.done.append(
                    "\(registration.path):\(line): removed the registration of \(cell.name); the data source goes "
                        + "through a CellBridge bridge, which registers \(cell.viewName)'s hosting cell on first use")
            case (true, true):
                keptLegacyRegistration = keptLegacyRegistration || !registration.isUIKits
                workspace.manualSteps.append(
                    "\(registration.path):\(line): kept the registration of \(cell.name) "
                        + (leftLegacyUses ? "for the legacy uses above" : "(\(Self.helper(registration)))")
                        + "; remove it "
                        + (leftLegacyUses ? "with them" : "once nothing uses \(cell.name)")
                        + " (the bridge registers \(cell.viewName)'s hosting cell itself)")
            case (false, false):
                editsByFile[registration.path, default: []].append(
                    SyntaxEditing.replace(registration.call, with: hosting))
                workspace.done.append(
                    "\(registration.path):\(line): registers \(cell.hostingClass) for \(cell.viewName)")
            case (false, true):
                keptLegacyRegistration = keptLegacyRegistration || !registration.isUIKits
                editsByFile[registration.path, default: []].append(
                    insertion(hosting, after: registration.statement, in: text))
                workspace.done.append(
                    "\(registration.path):\(line): registers \(cell.hostingClass) for \(cell.viewName) beside "
                        + (leftLegacyUses
                            ? "the legacy registration, which the uses above still need"
                            : "the app's own registration of \(cell.name) (\(Self.helper(registration)), kept)"))
            }
        }
        // A place whose type does not register the cell (a storyboard prototype, registrations the tool cannot
        // tie to the cell, a registration elsewhere) gets the hosting registration beside the other
        // registrations on its container, or in its viewDidLoad; one that gets none is refused, as its
        // rewritten dequeue would crash.
        var added: Set<String> = []
        for site in rewritten where !registeringTypes.contains(site.typeName ?? "") {
            let container = CellRegistration.container(site.receiver)
            guard added.insert((site.typeName ?? "") + "|" + container).inserted else { continue }
            if let typeName = site.typeName,
                let other = CellRegistration.anyOn(
                    container, in: typeName, preferring: site.path, workspace: workspace),
                let text = workspace.text(other.path)
            {
                let hosting = MigrationCode.hostingRegistration(
                    receiver: other.receiver, isTable: cell.isTable, viewName: cell.viewName)
                editsByFile[other.path, default: []].append(insertion(hosting, after: other.statement, in: text))
                workspace.done.append(
                    "\(other.path):\(SyntaxEditing.line(of: other.statement, in: text)): registers "
                        + "\(cell.hostingClass) for \(cell.viewName) after the other registrations on "
                        + "\(other.receiver.trimmedDescription)")
            } else if let edit = registrationInViewDidLoad(for: site) {
                editsByFile[site.path, default: []].append(edit)
                workspace.done.append(
                    "\(site.path): \(site.typeName ?? "") registers \(cell.hostingClass) for \(cell.viewName) in viewDidLoad"
                )
            } else if site.typeName.map({
                dataSourceGoesThroughBridge(receiver: ExprSyntax(stringLiteral: site.receiver), in: $0)
            }) ?? false {
                continue
            } else if !registeredAt.isEmpty {
                // The cell is registered elsewhere (a screen that hands its collection view to this data source).
                workspace.manualSteps.append(
                    "\(site.path):\(site.line): \(site.typeName ?? "this place") now dequeues \(cell.hostingClass) for "
                        + "\(cell.viewName) from \(site.receiver) and registers no cells itself; \(cell.name) is "
                        + "registered at \(registeredAt.joined(separator: ", ")): if \(site.receiver) is another "
                        + "\(cell.isTable ? "table" : "collection") view, register it where that is set up, "
                        + MigrationCode.hostingRegistration(
                            receiver: ExprSyntax(stringLiteral: site.receiver), isTable: cell.isTable,
                            viewName: cell.viewName))
            } else {
                throw MigrationFailure(
                    "\(site.path):\(site.line): \(site.typeName ?? "this place") dequeues \(cell.name) from "
                        + "\(site.receiver), and migrate finds no registration of it, nor any registration on "
                        + "\(site.receiver) there, to put \(cell.hostingClass)'s beside, nor a viewDidLoad to register it "
                        + "in: the rewritten dequeue would crash; register \(cell.name) on \(site.receiver) where it "
                        + "is set up, then run again")
            }
        }
        for (path, edits) in editsByFile {
            var all = edits
            if let tree = workspace.tree(path), let edit = SyntaxEditing.addImport("CellBridge", to: tree) {
                all.append(edit)
            }
            workspace.edit(path, all)
        }
        for site in rewritten {
            workspace.done.append(
                "\(site.path):\(site.line): dequeues and configures \(cell.hostingClass) for \(cell.viewName)")
        }
    }

    // MARK: Registrations

    /// `statement` followed, on a line of its own at its indentation, by `code`.
    private func insertion(_ code: String, after statement: CodeBlockItemSyntax, in text: String) -> TextEdit {
        let indentation = SyntaxEditing.indentation(
            at: statement.positionAfterSkippingLeadingTrivia.utf8Offset, in: text)
        return .insert("\n" + indentation + code, at: statement.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    /// How a registration that stays is described: `register(R.nib.wordCell)`, a helper.
    private static func helper(_ registration: CellRegistration) -> String {
        "`\(SyntaxEditing.oneLine(registration.call, limit: 60))`, a helper that may register more"
    }

    // MARK: Rewriting a place

    /// `cell.accessoryType = .disclosureIndicator` right after the dequeue (UIKit's cell API, which the hosting
    /// cell has): what the XIB set on the cell. A place that returns the dequeue gets it in its own lines; one
    /// whose cell lives only inside an `if let` is told what to add.
    private mutating func cellSettingEdits(for site: ConfigurationSite, in text: String) -> [TextEdit] {
        guard !cell.cellSettings.isEmpty, !site.returnsDequeued else { return [] }
        let statement = site.dequeueStatement
        let declares =
            statement.item.is(VariableDeclSyntax.self) || statement.item.is(GuardStmtSyntax.self)
            || statement.item.as(ExpressionStmtSyntax.self)?.expression.is(SequenceExprSyntax.self) == true
        guard declares else {
            workspace.manualSteps.append(
                "\(site.path):\(site.line): set \(cell.cellSettings.map { "\(site.cellVariable).\($0)" }.joined(separator: "; ")) "
                    + "on the hosting cell where it is configured (the XIB set it on \(cell.name))")
            return []
        }
        let indentation = SyntaxEditing.indentation(
            at: statement.positionAfterSkippingLeadingTrivia.utf8Offset, in: text)
        let receiver = Self.dequeuedReceiver(of: site)
        let lines = cell.cellSettings.map { "\n" + indentation + receiver + $0 }.joined()
        return [.insert(lines, at: statement.endPositionBeforeTrailingTrivia.utf8Offset)]
    }

    /// `cell.` for the variable the dequeue statement itself declares (`cell`, even when the place configures
    /// through a later `let toggleCell = cell as? X`): in scope from there on. `… as? X` leaves it optional: `cell?.`.
    private static func dequeuedReceiver(of site: ConfigurationSite) -> String {
        let statement = site.dequeueStatement
        var name = site.cellVariable
        if let variable = statement.item.as(VariableDeclSyntax.self),
            let declared = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
            name = declared
        }
        let isOptional = statement.item.is(VariableDeclSyntax.self) && statement.trimmedDescription.contains(" as? ")
        return name + (isOptional ? "?." : ".")
    }

    /// What the configure set on UIKit's cell API (`accessoryType`), set on the hosting cell right after
    /// `statement` (the one that configures it) from what the place gave (`value(name)`); nil when a value is not
    /// known here.
    private func cellAPIEdit(
        for site: ConfigurationSite, after statement: CodeBlockItemSyntax, in text: String,
        value: (String) -> String?
    ) -> TextEdit?? {
        guard !cell.configuredCellAPI.isEmpty else { return .some(nil) }
        guard let lines = cell.cellAPIStatements(receiver: Self.dequeuedReceiver(of: site), value: value) else {
            return nil
        }
        let indentation = SyntaxEditing.indentation(
            at: statement.positionAfterSkippingLeadingTrivia.utf8Offset, in: text)
        return .some(
            .insert(
                lines.map { "\n" + indentation + $0 }.joined(), at: statement.endPositionBeforeTrailingTrivia.utf8Offset
            ))
    }

    private enum SiteEdits {
        case success([TextEdit])
        case failure(String)
    }

    private func edits(for site: ConfigurationSite, in text: String) -> SiteEdits {
        let parentIsSelf = site.typeName.map { workspace.inherits($0, fromAnyOf: Self.viewControllerClasses) } ?? false
        var edits = site.castEdits
        edits.append(
            SyntaxEditing.replace(site.identifier, with: MigrationCode.typeName(of: cell.viewName).description))
        switch cell.configuration {
        case .viewModel(_, let method, _):
            var configured = false
            for use in site.uses {
                guard case .call(let name, let call) = use.kind, name == method.name.text,
                    let member = call.calledExpression.as(MemberAccessExprSyntax.self)
                else { continue }
                guard call.arguments.count == 1, let argument = call.arguments.first?.expression else {
                    return .failure("it calls \(name) with other arguments")
                }
                let takesType =
                    DeclaredTypes.plain(
                        method.signature.parameterClause.parameters.first?.type.trimmedDescription ?? "")
                    == cell.viewModel
                guard takesType || isViewModel(argument, in: site.function) else {
                    return .failure(
                        "it configures the cell with `\(argument.trimmedDescription)`, not known to be a \(cell.viewModel)"
                    )
                }
                edits += configureEdits(
                    call, member: member, viewModel: argument.trimmedDescription, parentIsSelf: parentIsSelf)
                if let statement = ConfigurationSiteReader.statement(of: call) {
                    guard
                        let api = cellAPIEdit(
                            for: site, after: statement, in: text, value: { argument.trimmedDescription + "." + $0 })
                    else { return .failure("it sets UIKit's cell API from values migrate cannot name there") }
                    edits += [api].compactMap { $0 }
                }
                configured = true
            }
            return configured ? .success(edits) : .failure("it configures no \(cell.viewModel) there")
        case .values(let method, let inputs):
            return valueEdits(
                for: site, method: method, inputs: inputs, in: text, base: edits, parentIsSelf: parentIsSelf)
        }
    }

    /// `target.m(…)` → `target.configure(rootView: <viewModel>.makeHostedView(), parentViewController: …)`.
    private func configureEdits(
        _ call: FunctionCallExprSyntax, member: MemberAccessExprSyntax, viewModel: String, parentIsSelf: Bool
    ) -> [TextEdit] {
        let arguments = MigrationCode.hostingConfigureArguments(
            viewModel: ExprSyntax(stringLiteral: viewModel), parentIsSelf: parentIsSelf)
        let start = call.leftParen.map { $0.endPositionBeforeTrailingTrivia.utf8Offset } ?? 0
        let end = call.rightParen.map { $0.positionAfterSkippingLeadingTrivia.utf8Offset } ?? 0
        return [
            SyntaxEditing.replace(member.declName, with: "configure"),
            TextEdit(range: start..<end, replacement: arguments.description),
        ]
    }

    /// The edits of a place for a value view model: what it gave the cell becomes the view model's values.
    private func valueEdits(
        for site: ConfigurationSite, method: FunctionDeclSyntax?, inputs: [ValueInput], in text: String,
        base: [TextEdit], parentIsSelf: Bool
    ) -> SiteEdits {
        var edits = base
        if site.returnsDequeued {
            // `return x.dequeue…(…)` → dequeue, configure the hosting cell with the view model, return it.
            let statement = site.dequeueStatement
            let taken = site.function?.body?.description.containsWord("cell") ?? false
            let name = taken ? "hostingCell" : "cell"
            let indentation = SyntaxEditing.indentation(
                at: statement.positionAfterSkippingLeadingTrivia.utf8Offset, in: text)
            let dequeued = TextEdit.apply(
                [
                    SyntaxEditing.replace(site.identifier, with: MigrationCode.typeName(of: cell.viewName).description)
                        .shifted(by: -site.dequeue.positionAfterSkippingLeadingTrivia.utf8Offset)
                ], to: site.dequeue.trimmedDescription)
            let arguments = MigrationCode.hostingConfigureArguments(
                viewModel: ExprSyntax(
                    stringLiteral: ValueViewModelFile.initializer(name: cell.viewModel, inputs: inputs, values: [:])),
                parentIsSelf: parentIsSelf)
            let defaults = { (input: String) in inputs.first { $0.name == input }?.defaultValue }
            guard let api = cell.cellAPIStatements(receiver: name + ".", value: defaults) else {
                return .failure("it sets UIKit's cell API from values migrate cannot name there")
            }
            let lines =
                ["let \(name) = \(dequeued)"] + cell.cellSettings.map { "\(name).\($0)" } + [
                    "(\(name) as? \(cell.hostingClass))?.configure(\(arguments.description))"
                ] + api + ["return \(name)"]
            return .success([SyntaxEditing.replace(statement, with: lines.joined(separator: "\n" + indentation))])
        }
        var values: [String: String] = [:]
        var locals: [String] = []
        var configureCall: (call: FunctionCallExprSyntax, member: MemberAccessExprSyntax)?
        let level =
            site.uses.first(where: { !$0.isNested })?.statement.parent?.as(CodeBlockItemListSyntax.self)
            ?? site.dequeueStatement.parent?.as(CodeBlockItemListSyntax.self)
        var lastConsumed: CodeBlockItemSyntax?
        var removed: [SyntaxIdentifier] = []
        func remove(_ statement: CodeBlockItemSyntax) {
            guard !removed.contains(statement.id) else { return }
            removed.append(statement.id)
            edits.append(removal(of: statement, in: text))
        }
        func consumed(_ statement: CodeBlockItemSyntax) {
            guard let top = ConfigurationSiteReader.topLevel(statement, in: level) ?? (level == nil ? statement : nil)
            else { return }
            if lastConsumed.map({ $0.position < top.position }) ?? true { lastConsumed = top }
        }
        // How often each input is set here, and whether under a condition.
        var assignments: [String: [ConfigurationSite.Use]] = [:]
        for use in site.uses {
            if case .assignment(let property, let member, _, _) = use.kind {
                let name = member.map { ValueInput.name(outlet: property, member: $0) } ?? property
                assignments[name, default: []].append(use)
            }
        }
        let functionText = site.function?.body?.description ?? ""
        // Configure calls under conditions (one per branch): each becomes the hosting cell's, in place.
        if site.uses.contains(where: { if case .call = $0.kind { $0.isNested } else { false } }) {
            for use in site.uses {
                guard case .call(_, let call) = use.kind, let method,
                    let member = call.calledExpression.as(MemberAccessExprSyntax.self)
                else { continue }
                var values: [String: String] = [:]
                let parameters = Array(method.signature.parameterClause.parameters)
                for (index, argument) in call.arguments.enumerated() where index < parameters.count {
                    if let input = inputs.first(where: {
                        $0.source
                            == .parameter(
                                label: parameters[index].firstName.text,
                                name: (parameters[index].secondName ?? parameters[index].firstName).text)
                    }) {
                        values[input.name] = argument.expression.trimmedDescription
                    }
                }
                let viewModel = ValueViewModelFile.initializer(name: cell.viewModel, inputs: inputs, values: values)
                edits += configureEdits(call, member: member, viewModel: viewModel, parentIsSelf: parentIsSelf)
                if let statement = ConfigurationSiteReader.statement(of: call) {
                    let given = { (input: String) in values[input] ?? inputs.first { $0.name == input }?.defaultValue }
                    guard let api = cellAPIEdit(for: site, after: statement, in: text, value: given) else {
                        return .failure("it sets UIKit's cell API from values migrate cannot name there")
                    }
                    edits += [api].compactMap { $0 }
                }
            }
            return .success(edits)
        }
        for use in site.uses {
            switch use.kind {
            case .call(_, let call):
                guard let method, let member = call.calledExpression.as(MemberAccessExprSyntax.self) else {
                    return .failure("it calls a method \(cell.name) does not declare")
                }
                let parameters = Array(method.signature.parameterClause.parameters)
                let arguments = Array(call.arguments)
                for input in inputs {
                    guard case .parameter(let label, _) = input.source,
                        let index = parameters.firstIndex(where: { $0.firstName.text == label })
                    else { continue }
                    if index < arguments.count, (arguments[index].label?.text ?? "_") == label {
                        values[input.name] = arguments[index].expression.trimmedDescription
                    } else if input.defaultValue == nil {
                        return .failure("it calls \(method.name.text) without its `\(label)` argument")
                    }
                }
                configureCall = (call, member)
                consumed(use.statement)
            case .assignment(let property, let member, let value, let target):
                let name = member.map { ValueInput.name(outlet: property, member: $0) } ?? property
                guard inputs.contains(where: { $0.name == name }) else {
                    remove(use.statement)
                    consumed(use.statement)
                    continue
                }
                let uses = assignments[name] ?? []
                if uses.count == 1, !use.isNested {
                    values[name] = value.trimmedDescription
                    remove(use.statement)
                } else {
                    var local = name
                    while functionText.containsWord(local) { local += "Value" }
                    if !locals.contains(local) {
                        locals.append(local)
                        values[name] = local
                    }
                    edits.append(SyntaxEditing.replace(target, with: local))
                }
                consumed(use.statement)
            case .outletWork:
                remove(use.statement)
                consumed(use.statement)
            case .uiKit:
                continue
            case .unsupported(let reason):
                return .failure(reason)
            }
        }
        for input in inputs where values[input.name] == nil && input.defaultValue == nil && !input.isWeak {
            return .failure("it does not give the cell its \(input.name), which the view shows")
        }
        let viewModel = ValueViewModelFile.initializer(name: cell.viewModel, inputs: inputs, values: values)
        let given = { (input: String) in values[input] ?? inputs.first { $0.name == input }?.defaultValue }
        // Locals for values set under a condition, right after the dequeue (or at the top of the block).
        if !locals.isEmpty {
            let declarations = inputs.compactMap { input -> String? in
                guard let local = values[input.name], locals.contains(local) else { return nil }
                return "var \(local): \(input.type) = \(input.defaultValue ?? "nil")"
            }
            let anchor =
                level.flatMap { list in
                    list.contains { $0.id == site.dequeueStatement.id } ? site.dequeueStatement : nil
                }
            if let anchor {
                let indentation = SyntaxEditing.indentation(
                    at: anchor.positionAfterSkippingLeadingTrivia.utf8Offset, in: text)
                edits.append(
                    .insert(
                        declarations.map { "\n" + indentation + $0 }.joined(),
                        at: anchor.endPositionBeforeTrailingTrivia.utf8Offset))
            } else if let first = level?.first {
                let indentation = SyntaxEditing.indentation(
                    at: first.positionAfterSkippingLeadingTrivia.utf8Offset, in: text)
                edits.append(
                    .insert(
                        declarations.map { $0 + "\n" + indentation }.joined(),
                        at: first.positionAfterSkippingLeadingTrivia.utf8Offset))
            }
        }
        if let configureCall, locals.isEmpty,
            site.uses.filter({ if case .uiKit = $0.kind { false } else { true } }).count == 1
        {
            // The one call becomes the hosting cell's: `(cell as? X)?.configure(title: a)` keeps its shape.
            edits += configureEdits(
                configureCall.call, member: configureCall.member, viewModel: viewModel, parentIsSelf: parentIsSelf)
            if let statement = ConfigurationSiteReader.statement(of: configureCall.call) {
                guard let api = cellAPIEdit(for: site, after: statement, in: text, value: given) else {
                    return .failure("it sets UIKit's cell API from values migrate cannot name there")
                }
                edits += [api].compactMap { $0 }
            }
            return .success(edits)
        }
        if let configureCall, let statement = ConfigurationSiteReader.statement(of: configureCall.call) {
            remove(statement)
        }
        guard let anchor = lastConsumed else { return .failure("it configures nothing there") }
        let arguments = MigrationCode.hostingConfigureArguments(
            viewModel: ExprSyntax(stringLiteral: viewModel), parentIsSelf: parentIsSelf)
        // `let toggleCell = cell as? X` then `toggleCell?.title = …`: the variable is optional, and stays so.
        let isOptional = site.uses.contains {
            $0.statement.description.contains(site.cellVariable + "?.")
        }
        guard let api = cell.cellAPIStatements(receiver: Self.dequeuedReceiver(of: site), value: given) else {
            return .failure("it sets UIKit's cell API from values migrate cannot name there")
        }
        let apiIndentation = SyntaxEditing.indentation(
            at: anchor.positionAfterSkippingLeadingTrivia.utf8Offset, in: text)
        let call =
            "\(site.cellVariable)\(isOptional ? "?" : "").configure(\(arguments.description))"
            + api.map { "\n" + apiIndentation + $0 }.joined()
        if let index = removed.firstIndex(of: anchor.id) {
            // The last statement that configured the cell is where the hosting cell is configured.
            let removalIndex = edits.firstIndex {
                $0.range.lowerBound <= anchor.positionAfterSkippingLeadingTrivia.utf8Offset
                    && $0.range.upperBound >= anchor.endPositionBeforeTrailingTrivia.utf8Offset
                    && $0.replacement.isEmpty
            }
            if let removalIndex { edits.remove(at: removalIndex) }
            _ = index
            edits.append(SyntaxEditing.replace(anchor, with: call))
        } else {
            let indentation = SyntaxEditing.indentation(
                at: anchor.positionAfterSkippingLeadingTrivia.utf8Offset, in: text)
            edits.append(.insert("\n" + indentation + call, at: anchor.endPositionBeforeTrailingTrivia.utf8Offset))
        }
        return .success(edits)
    }

    /// Removes a statement; one that was alone in a `switch` case leaves `break` behind.
    private func removal(of statement: CodeBlockItemSyntax, in text: String) -> TextEdit {
        if let list = statement.parent?.as(CodeBlockItemListSyntax.self), list.count == 1,
            list.parent?.is(SwitchCaseSyntax.self) ?? false
        {
            return SyntaxEditing.replace(statement, with: "break")
        }
        return SyntaxEditing.remove(statement, in: text)
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
    private func registrationInViewDidLoad(for site: ConfigurationSite) -> TextEdit? {
        guard let typeName = site.typeName, let text = workspace.text(site.path),
            let declaration = workspace.declarations(of: typeName).first(where: { $0.path == site.path })
        else { return nil }
        let controllers: Set<String> = cell.isTable ? ["UITableViewController"] : ["UICollectionViewController"]
        // `tableView`, `self.tableView` and `self?.tableView` name the same property.
        let container = CellRegistration.container(site.receiver)
        let hasReceiver =
            (container == (cell.isTable ? "tableView" : "collectionView")
                && workspace.inherits(typeName, fromAnyOf: controllers))
            || workspace.declarations(of: typeName).contains { $0.properties[container] != nil }
        guard hasReceiver, workspace.inherits(typeName, fromAnyOf: Self.viewControllerClasses) else { return nil }
        let registration = MigrationCode.hostingRegistration(
            receiver: ExprSyntax(stringLiteral: site.receiver.replacingOccurrences(of: "self?.", with: "self.")),
            isTable: cell.isTable, viewName: cell.viewName)
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
        if let (target, value) = SyntaxEditing.assignment(node) {
            assignments.append((target, value))
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
