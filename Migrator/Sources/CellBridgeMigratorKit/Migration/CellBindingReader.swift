internal import SwiftSyntax

/// Reads a legacy cell's `configure(with:)` and its actions and says how the SwiftUI view shows each
/// outlet: `titleLabel.text = viewModel.title` becomes `Text(viewModel.title)`, `imageView.image =
/// UIImage(named: viewModel.imageName)` becomes `Image(viewModel.imageName)`, `badge.isHidden =
/// !viewModel.isNew` a condition, an action that calls a closure the cell copied from the view model the
/// button's action. What it cannot map it names, with the original line, as a `// TODO(cellbridge):`.
struct CellBindingReader {
    /// The cell's names for the view model and what they become in the view.
    var names: [String: String]
    /// Outlet property names the XIB connects.
    var outlets: Set<String>
    /// The type of a view-model property (`String?`), nil when unknown.
    var propertyType: (String) -> String?
    /// The configure method's name, for messages (`configure(with:)`).
    var methodName: String
    /// The declared type of a property of an app type (`String?` for `Contact`'s `name`), nil when unknown.
    var memberType: (String, String) -> String? = { _, _ in nil }
    /// Whether the cell's other code reads a property the configure stores (else storing it showed nothing).
    var isRead: (String) -> Bool = { _ in true }
    /// The declared type of one of the cell's own properties (`String?`), nil when it writes none.
    var cellPropertyType: (String) -> String? = { _ in nil }
    /// Action selectors the XIB connects to a switch → that switch's outlet.
    var switchActions: [String: String] = [:]
    /// The cell's own methods (`refresh()`, `show(title:detail:)`): a call of one is read as its body, its
    /// parameters standing for the arguments.
    var helpers: [String: FunctionDeclSyntax] = [:]
    /// How many helper calls deep this reading is.
    var depth = 0

    /// Reads `statements` (the configure method's body) and the cell's action methods.
    func read(
        _ statements: CodeBlockItemListSyntax, actions: [String: FunctionDeclSyntax], tapSelector: String?
    ) -> CellBindings {
        var bindings = CellBindings()
        var names = self.names
        var copiedProperties: [String: String] = [:]
        let items = flatten(statements)
        for (index, item) in items.enumerated() {
            // `guard let viewModel = viewModel as? BannerViewModel else { return }` is how the cell got its type.
            if isViewModelCast(item, names: &names) { continue }
            // `guard let model else { return }`: what follows is shown only when the value is there.
            if let (condition, bound) = unwrappingGuard(item, names: names) {
                var inner = self
                inner.names = names
                for name in bound { inner.names[name] = name }
                var rest = inner.read(
                    CodeBlockItemListSyntax(items[(index + 1)...].map { $0 }), actions: [:], tapSelector: nil)
                for outlet in rest.boundOutlets.union(rest.shownWhen.keys) {
                    rest.shownWhen[outlet] = condition + (rest.shownWhen[outlet].map { ", " + $0 } ?? "")
                }
                bindings.merge(rest)
                break
            }
            let assignments = AssignmentCollector(viewMode: .sourceAccurate)
            assignments.walk(item)
            for (target, _) in assignments.assignments {
                if let (outlet, member) = outlet(of: target) { bindings.markSet(outlet, member) }
            }
            let calls = CallCollector(viewMode: .sourceAccurate)
            calls.walk(item)
            for call in calls.calls {
                guard let (outlet, member) = outlet(of: call.calledExpression) else {
                    // `photoView.kf.setImage(with: url)`: a library's loader sets what the outlet shows.
                    if let (outlet, member) = outlet(rootOf: call.calledExpression),
                        !CellBindings.appearanceMembers.contains(member)
                    {
                        bindings.markSet(outlet, member)
                    }
                    continue
                }
                let setMembers = ["setTitle": "setTitle", "setOn": "isOn", "setImage": "image"]
                if let set = setMembers[member] {
                    bindings.markSet(outlet, set)
                } else if member.hasPrefix("set") {
                    // The app's own setter (`setText(_:strikethrough:)`): its content is the code's.
                    for content in ["text", "image", "setTitle"] { bindings.markSet(outlet, content) }
                }
            }
            // `toggle.addTarget(self, action: #selector(toggled(_:)), for: .valueChanged)`: the action, read below.
            if SwitchChange.isTargetRegistration(item, outlets: Set(switchActions.values)) { continue }
            // `toggle.addAction(UIAction { _ in … }, for: .valueChanged)`: what a flip of the switch does.
            if let (outlet, body) = SwitchChange.closure(in: item, outlets: outlets),
                let lines = SwitchChange.mapped(body, outlet: outlet, sender: nil, names: names)
            {
                bindings.switchChanges[outlet] = lines
                continue
            }
            if let (name, value) = local(item, names: names) {
                names[name] = value
                continue
            }
            if let helped = helperBindings(item, names: names) {
                bindings.merge(helped)
                continue
            }
            // `accessoryType = viewModel.isSelected ? .checkmark : .none`: UIKit's own cell API, set per place.
            if let (target, value) = assignment(item),
                CellBindings.uiKitCellAPI.contains(
                    target.trimmedDescription.replacingOccurrences(of: "self.", with: "")),
                let mapped = ExpressionMapper(names: names).map(value)
            {
                bindings.cellAPI[target.trimmedDescription.replacingOccurrences(of: "self.", with: "")] = mapped
                continue
            }
            if let (property, value) = copy(item, names: names), !outlets.contains(property) {
                copiedProperties[property] = value
                names[property] = value
                continue
            }
            if map(item, names: names, into: &bindings) { continue }
            if shownOrHidden(item, names: names, into: &bindings) { continue }
            if chosen(item, names: names, into: &bindings) { continue }
            let line = "`" + SyntaxEditing.oneLine(item) + "`"
            if let outlet = outlet(touchedBy: item) {
                bindings.todos[outlet, default: []].append(
                    "// TODO(cellbridge): outlet \(outlet): \(methodName) did \(line); not carried over")
            } else {
                bindings.unplaced.append("// TODO(cellbridge): \(methodName) also did \(line); not carried over")
            }
        }
        // In the cell's actions a property the configure filled is read as declared: `var detailType: String?`
        // given a `String` stays optional there (`if let detailType = detailType`).
        var actionNames = names
        for (property, value) in copiedProperties {
            let given = value.hasPrefix("viewModel.") ? propertyType(String(value.dropFirst("viewModel.".count))) : nil
            if let type = cellPropertyType(property), type.hasSuffix("?"), let given, !given.hasSuffix("?") {
                actionNames[property] = "(\(value) as \(type))"
            }
        }
        let mapper = ExpressionMapper(names: actionNames)
        var used: Set<String> = []
        for (selector, function) in actions {
            let body = function.body?.statements ?? []
            if let outlet = switchActions[selector] {
                let sender = function.signature.parameterClause.parameters.first.map {
                    ($0.secondName ?? $0.firstName).text
                }
                if let lines = SwitchChange.mapped(body, outlet: outlet, sender: sender, names: mapper.names) {
                    bindings.switchChanges[outlet] = lines
                    for line in lines { used.formUnion(properties(in: line, from: copiedProperties)) }
                    continue
                }
            }
            let mapped = body.map { mapper.map($0) }
            if !body.isEmpty, mapped.allSatisfy({ $0 != nil }) {
                let lines = mapped.compactMap { $0 }
                if selector == tapSelector {
                    bindings.tapAction = lines
                } else {
                    bindings.actions[selector] = lines
                }
                for line in lines { used.formUnion(properties(in: line, from: copiedProperties)) }
            } else {
                let original = body.map { "`" + SyntaxEditing.oneLine($0) + "`" }.joined(separator: "; ")
                let todo = [
                    "// TODO(cellbridge): was \(function.name.text)(_:), which used the cell's own state: \(original)"
                ]
                if selector == tapSelector { bindings.tapAction = todo } else { bindings.actions[selector] = todo }
            }
        }
        for (property, value) in copiedProperties.sorted(by: { $0.key < $1.key })
        where !used.contains(property) && isRead(property) {
            bindings.unplaced.append(
                "// TODO(cellbridge): \(methodName) kept `\(property) = \(value)` on the cell; nothing in the view uses it"
            )
        }
        return bindings
    }

    private func properties(in line: String, from copied: [String: String]) -> Set<String> {
        Set(copied.filter { line.contains($0.value) }.map(\.key))
    }

    /// Statements of the body, the bodies of `if let viewModel = … as? X { … }` and of the cell's own helpers
    /// it calls (`refresh()`) included.
    private func flatten(_ statements: CodeBlockItemListSyntax, depth: Int = 0) -> [CodeBlockItemSyntax] {
        var result: [CodeBlockItemSyntax] = []
        for item in statements {
            if let expression = item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
                ?? item.item.as(IfExprSyntax.self),
                expression.elseBody == nil, expression.conditions.count == 1,
                let binding = expression.conditions.first?.condition.as(OptionalBindingConditionSyntax.self),
                binding.initializer.map({ castType(of: $0.value) != nil }) ?? false
            {
                result.append(CodeBlockItemSyntax(item: .decl(DeclSyntax(variableForBinding(binding)))))
                result += flatten(expression.body.statements, depth: depth)
                continue
            }
            result.append(item)
        }
        return result
    }

    /// `let x = <value>` standing for an `if let x = <value>` binding.
    private func variableForBinding(_ binding: OptionalBindingConditionSyntax) -> VariableDeclSyntax {
        VariableDeclSyntax(
            bindingSpecifier: .keyword(.let),
            bindings: [PatternBindingSyntax(pattern: binding.pattern, initializer: binding.initializer)])
    }

    /// The `X` of `value as? X` / `value as! X` when `value` is one of the view model's names.
    private func castType(of expression: ExprSyntax) -> String? {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, let base = elements[0].as(DeclReferenceExprSyntax.self),
            elements[1].is(UnresolvedAsExprSyntax.self), names[base.baseName.text] == "viewModel"
        else { return nil }
        return elements[2].trimmedDescription
    }

    private func isViewModelCast(_ item: CodeBlockItemSyntax, names: inout [String: String]) -> Bool {
        if let guardStatement = item.item.as(GuardStmtSyntax.self), guardStatement.conditions.count == 1,
            let binding = guardStatement.conditions.first?.condition.as(OptionalBindingConditionSyntax.self),
            let value = binding.initializer?.value, castType(of: value) != nil,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
            names[name] = "viewModel"
            return true
        }
        if let variable = item.item.as(VariableDeclSyntax.self), variable.bindings.count == 1,
            let binding = variable.bindings.first, let value = binding.initializer?.value, castType(of: value) != nil,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
            names[name] = "viewModel"
            return true
        }
        return false
    }

    /// `guard let model else { return }` (or `guard let m = vm.model, …`): the `if let` condition the view shows
    /// what follows under, and the names it binds; nil for any other statement.
    private func unwrappingGuard(_ item: CodeBlockItemSyntax, names: [String: String]) -> (String, [String])? {
        guard let statement = item.item.as(GuardStmtSyntax.self), statement.body.statements.count == 1,
            statement.body.statements.first?.item.is(ReturnStmtSyntax.self) ?? false
        else { return nil }
        var conditions: [String] = []
        var bound: [String] = []
        var extended = names
        for element in statement.conditions {
            if let binding = element.condition.as(OptionalBindingConditionSyntax.self),
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            {
                let value =
                    binding.initializer?.value ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name)))
                guard let mapped = ExpressionMapper(names: extended).map(value) else { return nil }
                conditions.append("let \(name) = \(mapped)")
                bound.append(name)
                extended[name] = name
            } else if let condition = element.condition.as(ExprSyntax.self),
                let mapped = ExpressionMapper(names: extended).map(condition)
            {
                conditions.append(mapped)
            } else {
                return nil
            }
        }
        return (conditions.joined(separator: ", "), bound)
    }

    /// `let average = viewModel.total / count`: a local the view can compute, standing for its expression.
    private func local(_ item: CodeBlockItemSyntax, names: [String: String]) -> (String, String)? {
        guard let variable = item.item.as(VariableDeclSyntax.self),
            variable.bindingSpecifier.tokenKind == .keyword(.let),
            variable.bindings.count == 1, let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let value = binding.initializer?.value, let mapped = ExpressionMapper(names: names).map(value)
        else { return nil }
        let simple =
            value.is(DeclReferenceExprSyntax.self) || value.is(MemberAccessExprSyntax.self)
            || value.is(FunctionCallExprSyntax.self) || value.is(StringLiteralExprSyntax.self)
        return (name, simple ? mapped : "(\(mapped))")
    }

    /// What a call of one of the cell's own helpers (`show(title: vm.name)`) binds, read from its body.
    private func helperBindings(_ item: CodeBlockItemSyntax, names: [String: String]) -> CellBindings? {
        let expression = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
        guard depth < 3, let call = expression?.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? call.calledExpression.as(MemberAccessExprSyntax.self).flatMap({ member in
                    member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
                        ? member.declName.baseName.text : nil
                }),
            let helper = helpers[name], let body = helper.body
        else { return nil }
        let parameters = Array(helper.signature.parameterClause.parameters)
        let arguments = Array(call.arguments)
        guard arguments.count <= parameters.count else { return nil }
        var inner = self
        inner.depth = depth + 1
        inner.methodName = CellMigrator.signatureName(of: helper)
        for (index, parameter) in parameters.enumerated() {
            let local = (parameter.secondName ?? parameter.firstName).text
            if index < arguments.count {
                guard let mapped = ExpressionMapper(names: names).map(arguments[index].expression) else { return nil }
                inner.names[local] =
                    arguments[index].expression.is(DeclReferenceExprSyntax.self)
                        || arguments[index].expression.is(MemberAccessExprSyntax.self) ? mapped : "(\(mapped))"
            } else if let value = parameter.defaultValue?.value, let mapped = ExpressionMapper(names: names).map(value)
            {
                inner.names[local] = mapped
            } else {
                return nil
            }
        }
        return inner.read(body.statements, actions: [:], tapSelector: nil)
    }

    /// `onShop = viewModel.onShop` / `self.viewModel = viewModel`: the cell keeps a copy for later.
    private func copy(_ item: CodeBlockItemSyntax, names: [String: String]) -> (String, String)? {
        guard let (target, value) = assignment(item) else { return nil }
        let property: String
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            property = reference.baseName.text
        } else if let member = target.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            property = member.declName.baseName.text
        } else {
            return nil
        }
        guard let mapped = ExpressionMapper(names: names).map(value) else { return nil }
        return (property, mapped)
    }

    private func assignment(_ item: CodeBlockItemSyntax) -> (ExprSyntax, ExprSyntax)? {
        let expression = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
        guard let sequence = expression?.as(SequenceExprSyntax.self),
            let (target, value) = SyntaxEditing.assignment(sequence)
        else { return nil }
        return (target, value)
    }

    /// `titleLabel` for `titleLabel.text = …`, `self.titleLabel?.text = …` or `titleLabel.setTitle(…)`.
    private func outlet(of expression: ExprSyntax) -> (outlet: String, member: String)? {
        var current = expression
        if let optional = current.as(OptionalChainingExprSyntax.self) { current = optional.expression }
        if let forced = current.as(ForceUnwrapExprSyntax.self) { current = forced.expression }
        guard let member = current.as(MemberAccessExprSyntax.self), let base = member.base,
            let name = SyntaxEditing.referencedName(base), outlets.contains(name)
        else { return nil }
        return (name, member.declName.baseName.text)
    }

    /// `photoView` and `setImage` for `photoView.kf.setImage`: the outlet a member chain starts from.
    private func outlet(rootOf expression: ExprSyntax) -> (outlet: String, member: String)? {
        guard let last = expression.as(MemberAccessExprSyntax.self) else { return nil }
        var current = last.base
        while let expression = current {
            if let member = expression.as(MemberAccessExprSyntax.self), let (outlet, _) = outlet(of: ExprSyntax(member))
            {
                return (outlet, last.declName.baseName.text)
            }
            if let member = expression.as(MemberAccessExprSyntax.self) {
                current = member.base
            } else if let optional = expression.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let forced = expression.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else {
                return nil
            }
        }
        return nil
    }

    private func outlet(touchedBy item: CodeBlockItemSyntax) -> String? {
        let expression = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
        if let (target, _) = assignment(item) { return outlet(of: target)?.outlet }
        if let call = expression?.as(FunctionCallExprSyntax.self) { return outlet(of: call.calledExpression)?.outlet }
        return nil
    }

    /// Maps one statement onto the bindings; false when it is not one the view can express.
    private func map(_ item: CodeBlockItemSyntax, names: [String: String], into bindings: inout CellBindings) -> Bool {
        let mapper = ExpressionMapper(names: names)
        // `contentView.backgroundColor = tint.withAlphaComponent(0.12)`: the whole cell's look.
        if let (target, value) = assignment(item), let key = CellLook.key(of: target.trimmedDescription),
            let mapped = mapper.map(value)
        {
            bindings.cellLook[key] = mapped
            return true
        }
        if let (target, value) = assignment(item), let (outlet, member) = outlet(of: target) {
            switch member {
            case "text":
                guard let text = stringExpression(value, mapper: mapper) else { return false }
                bindings.text[outlet] = text
            case "image":
                guard let image = imageExpression(value, mapper: mapper) else { return false }
                bindings.image[outlet] = image
            case "isHidden":
                guard let condition = negation(of: value, mapper: mapper) else { return false }
                bindings.shownWhen[outlet] = condition
            case "isEnabled":
                guard let condition = negation(of: value, mapper: mapper) else { return false }
                bindings.disabledWhen[outlet] = condition
            case "isOn":
                guard let mapped = mapper.map(value) else { return false }
                bindings.isOn[outlet] = ".constant(\(mapped))"
                bindings.switchValues[outlet] = mapped
                bindings.todos[outlet, default: []].append(
                    "// TODO(cellbridge): outlet \(outlet) was set with `\(SyntaxEditing.oneLine(item))`; "
                        + CellBindings.reportChangesBack)
            case "textColor", "tintColor":
                guard let mapped = mapper.map(value) else { return false }
                bindings.foreground[outlet] = Self.color(mapped)
            case "backgroundColor":
                guard let mapped = mapper.map(value) else { return false }
                bindings.background[outlet] = Self.color(mapped)
            case "alpha":
                guard let mapped = mapper.map(value) else { return false }
                bindings.opacity[outlet] = "Double(\(mapped))"
            default:
                return false
            }
            return true
        }
        let expression = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
        if let call = expression?.as(FunctionCallExprSyntax.self),
            let (outlet, member) = outlet(of: call.calledExpression),
            member == "setTitle", call.arguments.count == 2,
            call.arguments.last?.expression.trimmedDescription == ".normal",
            let title = call.arguments.first.flatMap({ stringExpression($0.expression, mapper: mapper) })
        {
            bindings.buttonTitle[outlet] = title
            return true
        }
        // `toggle.setOn(value, animated: false)`
        if let call = expression?.as(FunctionCallExprSyntax.self),
            let (outlet, member) = outlet(of: call.calledExpression), member == "setOn",
            let value = call.arguments.first?.expression, let mapped = mapper.map(value)
        {
            bindings.isOn[outlet] = ".constant(\(mapped))"
            bindings.switchValues[outlet] = mapped
            bindings.todos[outlet, default: []].append(
                "// TODO(cellbridge): outlet \(outlet) was set with `\(SyntaxEditing.oneLine(item))`; "
                    + CellBindings.reportChangesBack)
            return true
        }
        return false
    }

    /// `if let q = vm.quantity, !q.isEmpty { label.text = q } else { label.isHidden = true }`: the label shows
    /// `q` under that condition, and nothing otherwise. The `then` branch may also set `isHidden = false`.
    private func shownOrHidden(
        _ item: CodeBlockItemSyntax, names: [String: String], into bindings: inout CellBindings
    ) -> Bool {
        guard
            let expression = item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
                ?? item.item.as(IfExprSyntax.self),
            case .codeBlock(let elseBlock)? = expression.elseBody
        else { return false }
        var extended = names
        var conditions: [String] = []
        for element in expression.conditions {
            if let binding = element.condition.as(OptionalBindingConditionSyntax.self),
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            {
                let value =
                    binding.initializer?.value ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name)))
                guard let mapped = ExpressionMapper(names: extended).map(value) else { return false }
                conditions.append("let \(name) = \(mapped)")
                extended[name] = name
            } else if let condition = element.condition.as(ExprSyntax.self),
                let mapped = ExpressionMapper(names: extended).map(condition)
            {
                conditions.append(mapped)
            } else {
                return false
            }
        }
        // The else branch hides one outlet; the then branch shows text on it.
        guard elseBlock.statements.count == 1, let hidden = elseBlock.statements.first,
            let (hiddenTarget, hiddenValue) = assignment(hidden), let (outlet, member) = self.outlet(of: hiddenTarget),
            member == "isHidden", hiddenValue.trimmedDescription == "true"
        else { return false }
        var text: String?
        for statement in expression.body.statements {
            guard let (target, value) = assignment(statement), let (thenOutlet, thenMember) = self.outlet(of: target),
                thenOutlet == outlet
            else { return false }
            switch thenMember {
            case "text":
                guard let mapped = ExpressionMapper(names: extended).map(value) else { return false }
                text = Self.parenthesized(mapped, value) + " as String? ?? \"\""
            case "isHidden" where value.trimmedDescription == "false":
                continue
            default:
                return false
            }
        }
        guard let text else { return false }
        bindings.text[outlet] = text
        bindings.shownWhen[outlet] = conditions.joined(separator: ", ")
        return true
    }

    /// `if c { label.textColor = a } else { label.textColor = b }`: the member is `c ? a : b`, for every member
    /// both branches set on the same outlets (a condition that binds names has no such expression).
    private func chosen(_ item: CodeBlockItemSyntax, names: [String: String], into bindings: inout CellBindings) -> Bool
    {
        guard
            let expression = item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
                ?? item.item.as(IfExprSyntax.self),
            case .codeBlock(let elseBlock)? = expression.elseBody,
            expression.conditions.allSatisfy({ $0.condition.is(ExprSyntax.self) })
        else { return false }
        let mapper = ExpressionMapper(names: names)
        let conditions = expression.conditions.compactMap { $0.condition.as(ExprSyntax.self).flatMap(mapper.map) }
        guard conditions.count == expression.conditions.count else { return false }
        let condition = conditions.count == 1 ? conditions[0] : conditions.map { "(\($0))" }.joined(separator: " && ")
        func settings(_ statements: CodeBlockItemListSyntax) -> [String: String]? {
            var result: [String: String] = [:]
            for statement in statements {
                guard let (target, value) = assignment(statement), let (outlet, member) = outlet(of: target),
                    let mapped = mapper.map(value)
                else { return nil }
                result[outlet + "." + member] = mapped
            }
            return result
        }
        guard let yes = settings(expression.body.statements), let no = settings(elseBlock.statements),
            !yes.isEmpty, Set(yes.keys) == Set(no.keys)
        else { return false }
        var chosen = bindings
        for key in yes.keys.sorted() {
            let parts = key.split(separator: ".").map(String.init)
            let (outlet, member) = (parts[0], parts[1])
            let value = "((\(condition)) ? \(yes[key] ?? "") : \(no[key] ?? ""))"
            switch member {
            case "text": chosen.text[outlet] = value + " as String? ?? \"\""
            case "textColor", "tintColor": chosen.foreground[outlet] = Self.color(value)
            case "backgroundColor": chosen.background[outlet] = Self.color(value)
            case "isHidden": chosen.shownWhen[outlet] = "!" + value
            case "isEnabled": chosen.disabledWhen[outlet] = "!" + value
            case "alpha": chosen.opacity[outlet] = "Double(\(value))"
            case "image": chosen.image[outlet] = "Image(uiImage: \(value) as UIImage? ?? UIImage())"
            default: return false
            }
        }
        bindings = chosen
        return true
    }

    /// A `String` expression for `Text`, only when the value's type is known to be a string.
    private func stringExpression(_ value: ExprSyntax, mapper: ExpressionMapper) -> String? {
        guard let mapped = mapper.map(value) else { return nil }
        switch type(of: value) {
        case "String"?: return mapped
        case "String?"?, "String!"?: return "\(mapped) ?? \"\""
        default:
            // `String` or `String?`, whichever it is: both become a `String?` first, with no warning.
            return Self.parenthesized(mapped, value) + " as String? ?? \"\""
        }
    }

    /// `(a ?? b)` for a value that is not a single term, so a coercion applies to all of it.
    private static func parenthesized(_ mapped: String, _ value: ExprSyntax) -> String {
        let simple =
            value.is(DeclReferenceExprSyntax.self) || value.is(MemberAccessExprSyntax.self)
            || value.is(FunctionCallExprSyntax.self) || value.is(StringLiteralExprSyntax.self)
            || value.is(OptionalChainingExprSyntax.self)
        return simple ? mapped : "(\(mapped))"
    }

    /// A `Color?` from a `UIColor` or `UIColor?` expression.
    static func color(_ mapped: String) -> String {
        "(\(mapped) as UIColor?).map { Color($0) }"
    }

    /// The type of a value assigned to a text property, as far as the cell's code says.
    private func type(of value: ExprSyntax) -> String? {
        if value.is(StringLiteralExprSyntax.self) { return "String" }
        if let call = value.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "String" {
            return "String"
        }
        if let sequence = value.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
                type(of: elements[2]) == "String"
            {
                return "String"
            }
        }
        if let member = value.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
            names[base.baseName.text] == "viewModel"
        {
            return propertyType(member.declName.baseName.text)
        }
        if let member = value.as(MemberAccessExprSyntax.self), let base = member.base,
            base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self),
            let baseType = type(of: base), !baseType.hasSuffix("?"), !baseType.hasSuffix("!")
        {
            return memberType(DeclaredTypes.plain(baseType), member.declName.baseName.text)
        }
        if let reference = value.as(DeclReferenceExprSyntax.self), let mapped = names[reference.baseName.text],
            mapped.hasPrefix("viewModel.")
        {
            return propertyType(String(mapped.dropFirst("viewModel.".count)))
        }
        return nil
    }

    private func imageExpression(_ value: ExprSyntax, mapper: ExpressionMapper) -> String? {
        if let call = value.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "UIImage",
            call.arguments.count == 1, let argument = call.arguments.first,
            let mapped = mapper.map(argument.expression),
            ["named", "systemName"].contains(argument.label?.text ?? ""),
            type(of: argument.expression) == "String" || argument.expression.is(StringLiteralExprSyntax.self)
        {
            return argument.label?.text == "named" ? "Image(\(mapped))" : "Image(systemName: \(mapped))"
        }
        if value.is(NilLiteralExprSyntax.self) { return nil }
        guard let mapped = mapper.map(value) else { return nil }
        return "Image(uiImage: \(Self.parenthesized(mapped, value)) as UIImage? ?? UIImage())"
    }

    /// `viewModel.isNew` for `!viewModel.isNew`, else `!(mapped)`.
    private func negation(of value: ExprSyntax, mapper: ExpressionMapper) -> String? {
        if let prefix = value.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return mapper.map(prefix.expression)
        }
        guard let mapped = mapper.map(value) else { return nil }
        let simple = value.is(DeclReferenceExprSyntax.self) || value.is(MemberAccessExprSyntax.self)
        return simple ? "!" + mapped : "!(\(mapped))"
    }
}
