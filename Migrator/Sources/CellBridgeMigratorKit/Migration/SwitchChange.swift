internal import SwiftSyntax

/// What a switch of the legacy cell did when the user flipped it, read so the SwiftUI view's `Toggle`
/// does the same: `toggle.addAction(UIAction { _ in self.onChange?(self.toggle.isOn) }, for: .valueChanged)`
/// in the configure, or an action the XIB connects to the switch (`@IBAction func toggled(_ sender:
/// UISwitch)`). The switch's new state (`toggle.isOn`, `sender.isOn`) becomes `newValue`, the parameter of
/// the binding's setter, so `Toggle(isOn: Binding(get: { viewModel.isOn }, set: { newValue in
/// viewModel.onChange?(newValue) }))` keeps reporting changes where `.constant(…)` would silently drop them.
enum SwitchChange {
    /// The name the setter gives the switch's new state.
    static let newValue = "newValue"

    /// `outlet.addAction(UIAction { _ in … }, for: .valueChanged)`: the outlet and the closure's statements.
    static func closure(in item: CodeBlockItemSyntax, outlets: Set<String>) -> (
        outlet: String, body: CodeBlockItemListSyntax
    )? {
        let expression = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
        guard let call = expression?.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "addAction", call.arguments.count == 2,
            call.arguments.last?.label?.text == "for",
            call.arguments.last?.expression.trimmedDescription == ".valueChanged",
            let outlet = member.base.flatMap(SyntaxEditing.referencedName), outlets.contains(outlet),
            let action = call.arguments.first?.expression.as(FunctionCallExprSyntax.self),
            action.calledExpression.trimmedDescription == "UIAction",
            let closure = action.trailingClosure ?? action.arguments.last?.expression.as(ClosureExprSyntax.self)
        else { return nil }
        return (outlet, closure.statements)
    }

    /// `changeSwitch(sender:)` for each `outlet.addTarget(self, action: #selector(changeSwitch(sender:)), for:
    /// .valueChanged)` in `function`: the cell's method a flip of the switch runs.
    static func targetSelectors(of outlet: String, in function: FunctionDeclSyntax) -> [String] {
        guard let body = function.body else { return [] }
        let calls = CallCollector(viewMode: .sourceAccurate)
        calls.walk(body)
        return calls.calls.compactMap { call in
            guard let (name, selector) = target(of: call), name == outlet else { return nil }
            return selector
        }
    }

    /// Whether `item` is `outlet.addTarget(self, action: #selector(…), for: .valueChanged)` for one of `outlets`.
    static func isTargetRegistration(_ item: CodeBlockItemSyntax, outlets: Set<String>) -> Bool {
        let expression = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
        guard let call = expression?.as(FunctionCallExprSyntax.self), let (outlet, _) = target(of: call) else {
            return false
        }
        return outlets.contains(outlet)
    }

    private static func target(of call: FunctionCallExprSyntax) -> (outlet: String, selector: String)? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "addTarget", call.arguments.count == 3,
            call.arguments.first?.expression.trimmedDescription == "self",
            call.arguments.last?.expression.trimmedDescription == ".valueChanged",
            let outlet = member.base.flatMap(SyntaxEditing.referencedName),
            let selector = call.arguments.dropFirst().first?.expression.as(MacroExpansionExprSyntax.self),
            selector.macroName.text == "selector",
            let name = selector.arguments.first?.expression.trimmedDescription
        else { return nil }
        return (outlet, name)
    }

    /// The statements as the setter runs them, or nil when one uses something only the cell has.
    static func mapped(
        _ statements: CodeBlockItemListSyntax, outlet: String, sender: String?, names: [String: String]
    ) -> [String]? {
        guard !statements.isEmpty else { return nil }
        var names = names
        names[newValue] = newValue
        let mapper = ExpressionMapper(names: names)
        var lines: [String] = []
        for statement in statements {
            let replaced = NewStateRewriter(switchNames: [outlet, sender].compactMap { $0 }).rewrite(Syntax(statement))
            guard let line = mapper.map(replaced) else { return nil }
            lines.append(line)
        }
        return lines
    }

    /// `Binding(get: { value }, set: { newValue in … })` for a `Toggle`.
    static func binding(value: String, setter lines: [String]) -> String {
        "Binding(get: { \(value) }, set: { \(newValue) in \(lines.joined(separator: "; ")) })"
    }

    /// `toggle.isOn`, `self.toggle.isOn`, `sender.isOn` → `newValue`.
    private final class NewStateRewriter: SyntaxRewriter {
        let switchNames: [String]

        init(switchNames: [String]) {
            self.switchNames = switchNames
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
            guard node.declName.baseName.text == "isOn", let base = node.base,
                let name = SyntaxEditing.referencedName(base), switchNames.contains(name)
            else { return super.visit(node) }
            return ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(SwitchChange.newValue)))
                .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
        }
    }
}
