internal import SwiftSyntax

/// One case of a data source's `switch` over item kinds, read as `migrate-data-source` needs it: either
/// movable (it dequeues a cell, configures it with one view model and returns it, so building that view
/// model is all it does that the bridge does not) or kept, with the reason.
struct DataSourceCase {
    enum Verdict {
        /// The statements that build the view model (without the cell), and the view model expression.
        case movable(statements: [CodeBlockItemSyntax], viewModel: ExprSyntax, legacy: LegacyCell?)
        case kept(String)
    }

    /// A legacy (not yet SwiftUI) cell the bridge will now dequeue by `className` and configure through
    /// `ConfigurableCell`.
    struct LegacyCell {
        var cellType: String
        var viewModelType: String
        /// The identifier the case dequeued with, as written (`BannerCell.className`).
        var identifier: ExprSyntax
    }

    let clause: SwitchCaseSyntax
    let verdict: Verdict

    /// Reads one `case …:` of the switch; `cellNames` are names the case may not use once moved (the
    /// dequeued cell, the collection view, the index path outside closures).
    init(_ clause: SwitchCaseSyntax, forbidden: Set<String>) {
        self.clause = clause
        self.verdict = Self.read(clause.statements, forbidden: forbidden)
    }

    var label: String {
        switch clause.label {
        case .default: return "default"
        case .case(let label): return label.caseItems.trimmedDescription
        @unknown default: return clause.label.trimmedDescription
        }
    }

    private static func read(_ statements: CodeBlockItemListSyntax, forbidden: Set<String>) -> Verdict {
        let items = Array(statements)
        if items.contains(where: { $0.description.contains("CellRegistration") }) {
            return .kept(
                "it creates a UICollectionView.CellRegistration while dequeuing; register it once, then move it")
        }
        guard items.count == 3, let declaration = items[0].item.as(VariableDeclSyntax.self),
            let binding = declaration.bindings.first,
            let cellName = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let dequeue = binding.initializer?.value.as(FunctionCallExprSyntax.self),
            dequeue.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "dequeueReusableCell",
            let identifier = dequeue.arguments.first?.expression,
            items[2].item.as(ReturnStmtSyntax.self)?.expression?.trimmedDescription == cellName
        else {
            return .kept(
                items.count == 1
                    ? "it dequeues a cell and configures no view model there"
                    : "it does more than dequeue one cell, configure it with a view model and return it")
        }
        let forbiddenNames = forbidden.union([cellName])
        let configure = items[1]
        // `(cell as? BannerCell)?.configure(with: …)`
        if let call = Self.call(in: configure), let (castType, argument) = Self.castConfigure(call, cell: cellName) {
            return verdict(
                statements: [], argument: argument, castType: castType, identifier: identifier,
                forbidden: forbiddenNames)
        }
        // `if let banner = cell as? BannerCell { …; banner.configure(with: …) }`
        if let ifExpression = configure.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
            ?? configure.item.as(IfExprSyntax.self),
            ifExpression.elseBody == nil, ifExpression.conditions.count == 1,
            let optional = ifExpression.conditions.first?.condition.as(OptionalBindingConditionSyntax.self),
            let bound = optional.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let castType = optional.initializer.flatMap({ castTypeOf($0.value, cell: cellName) }),
            let last = ifExpression.body.statements.last, let call = Self.call(in: last),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base?.trimmedDescription == bound, let argument = Self.viewModelArgument(of: call)
        {
            let before = Array(ifExpression.body.statements.dropLast())
            return verdict(
                statements: before, argument: argument, castType: castType, identifier: identifier,
                forbidden: forbiddenNames.union([bound]))
        }
        // `if let poll = cell as? PollCell { poll.onVote = … }`: state set on the cell itself.
        if let ifExpression = configure.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
            ?? configure.item.as(IfExprSyntax.self),
            let optional = ifExpression.conditions.first?.condition.as(OptionalBindingConditionSyntax.self),
            let bound = optional.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let statement = ifExpression.body.statements.first(where: { uses($0, anyOf: [bound]) != nil })
        {
            return .kept(
                "it sets `\(SyntaxEditing.oneLine(statement, limit: 60))` on the cell itself, which a view model "
                    + "cannot carry: move that into the view model, then run again")
        }
        return .kept("it configures the cell in a way this tool does not read")
    }

    private static func verdict(
        statements: [CodeBlockItemSyntax], argument: ExprSyntax, castType: String, identifier: ExprSyntax,
        forbidden: Set<String>
    ) -> Verdict {
        for statement in statements {
            if let name = uses(statement, anyOf: forbidden) {
                return .kept(
                    "building its view model uses `\(name)` (\(SyntaxEditing.oneLine(statement, limit: 60))), which a view model cannot carry"
                )
            }
        }
        if let name = uses(argument, anyOf: forbidden) {
            return .kept("its view model is built from `\(name)`")
        }
        let hosting = ["HostingCollectionViewCell", "HostingTableViewCell"].contains(castType)
        var legacy: LegacyCell?
        if !hosting, castType != "ConfigurableCell" {
            guard let type = viewModelType(of: argument, in: statements) else {
                return .kept("the type of its view model `\(argument.trimmedDescription)` is not written there")
            }
            legacy = LegacyCell(cellType: castType, viewModelType: type, identifier: identifier)
        }
        return .movable(statements: statements, viewModel: argument, legacy: legacy)
    }

    private static func call(in item: CodeBlockItemSyntax) -> FunctionCallExprSyntax? {
        (item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self))?.as(
            FunctionCallExprSyntax.self)
    }

    /// `cell as? T` → `T`.
    private static func castTypeOf(_ expression: ExprSyntax, cell: String) -> String? {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[0].trimmedDescription == cell, elements[1].is(UnresolvedAsExprSyntax.self)
        else { return nil }
        return elements[2].trimmedDescription
    }

    /// `(cell as? T)?.configure(…)` → (`T`, the view model argument).
    private static func castConfigure(_ call: FunctionCallExprSyntax, cell: String) -> (String, ExprSyntax)? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), var base = member.base else {
            return nil
        }
        if let optional = base.as(OptionalChainingExprSyntax.self) { base = optional.expression }
        guard let tuple = base.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let castType = tuple.elements.first.flatMap({ castTypeOf($0.expression, cell: cell) }),
            let argument = viewModelArgument(of: call)
        else { return nil }
        return (castType, argument)
    }

    /// `configure(with: viewModel)` → `viewModel`; `configure(rootView: viewModel.makeHostedView(), …)` → `viewModel`.
    private static func viewModelArgument(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "configure" else {
            return nil
        }
        if call.arguments.count == 1, let argument = call.arguments.first { return argument.expression }
        if call.arguments.first?.label?.text == "rootView",
            let hosted = call.arguments.first?.expression.as(FunctionCallExprSyntax.self),
            let member = hosted.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "makeHostedView", let base = member.base
        {
            return base
        }
        return nil
    }

    /// `BannerViewModel` for `BannerViewModel(…)`, or for a name the statements bind to one.
    private static func viewModelType(of expression: ExprSyntax, in statements: [CodeBlockItemSyntax]) -> String? {
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        for statement in statements {
            guard let variable = statement.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.trimmedDescription == name {
                if let type = binding.typeAnnotation?.type { return type.trimmedDescription }
                if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) {
                    return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                }
            }
        }
        return nil
    }

    /// The first of `names` the node uses outside closures (closures are rewritten separately).
    private static func uses(_ node: some SyntaxProtocol, anyOf names: Set<String>) -> String? {
        let finder = NameUseFinder(names: names)
        finder.walk(node)
        return finder.found
    }
}

/// Finds the first use of one of `names` outside closures.
final class NameUseFinder: SyntaxVisitor {
    let names: Set<String>
    var found: String?
    init(names: Set<String>) {
        self.names = names
        super.init(viewMode: .sourceAccurate)
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if found == nil, names.contains(node.baseName.text),
            node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != node.id
        {
            found = node.baseName.text
        }
        return .visitChildren
    }
}
