internal import SwiftSyntax

/// Control flow and closures: casts, assignments, switches and other branches in data sources, reuse
/// identifier strings, and the closures that capture `indexPath` or `self`.
extension SwiftSourceAnalyzer {
    private static let storingCallees: Set<String> = [
        "sink", "addObserver", "scheduledTimer", "UIAction", "addAction", "observe", "Timer", "assign",
    ]
    /// Argument labels under which an API keeps the closure it is given (besides `on…:`). Not `completion:`:
    /// an async API holds its completion handler only until it runs, which delays the cell's release but is no
    /// cycle (`User.fetch(by: id, completion: { _ in self.refresh() })`).
    private static let storingLabels: Set<String> = [
        "action", "handler", "block", "using", "primaryAction", "receiveValue",
    ]
    /// APIs that run a `completion:`/`handler:` closure once and release it: no one keeps it, so a strong
    /// `self` there is no cycle (`UIView.animate(…, completion: { _ in self.isHidden = true })`).
    private static let oneShotCallees: Set<String> = [
        "animate", "animateKeyframes", "transition", "performWithoutAnimation", "performBatchUpdates",
        "present", "dismiss", "async", "asyncAfter", "sync", "run", "setViewControllers", "pushViewController",
        "popViewController", "reloadSections", "scrollToItem", "requestAuthorization",
    ]

    // MARK: Casts and assignments

    func visitSequenceExpr(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        for (index, element) in elements.enumerated() {
            if element.is(UnresolvedAsExprSyntax.self) || element.is(UnresolvedIsExprSyntax.self),
                index + 1 < elements.count, let typeExpression = elements[index + 1].as(TypeExprSyntax.self)
            {
                noteCast(Self.castTarget(typeExpression.type.trimmedDescription))
            }
            if element.is(UnresolvedTernaryExprSyntax.self) {
                noteBranch(at: node)
            }
            if element.is(AssignmentExprSyntax.self), index >= 1, index + 1 < elements.count {
                checkDelegateAssignment(lhs: elements[index - 1], rhs: elements[index + 1])
                noteDataSourceAssignment(lhs: elements[index - 1], rhs: elements[index + 1])
                noteStateObjectInitialization(lhs: elements[index - 1], rhs: elements[index + 1])
            }
        }
        return .visitChildren
    }

    func visitIsTypePattern(_ node: IsTypePatternSyntax) -> SyntaxVisitorContinueKind {
        noteCast(Self.castTarget(node.type.trimmedDescription))
        return .visitChildren
    }

    /// The class a cast or `is` names: `BannerCell` for `BannerCell`, `BannerCell?` and for the metatype
    /// `BannerCell.Type` (`row.cellType is BannerCell.Type`).
    static func castTarget(_ text: String) -> String {
        var text = Substring(text)
        for suffix in [".Type", ".Protocol"] where text.hasSuffix(suffix) {
            text = text.dropLast(suffix.count)
        }
        return SyntaxText.simpleTypeName(String(text))
    }

    /// `BannerCell.self` handed around as a value (`FormRow(cellType: BannerCell.self)`, `[A.self, B.self]`), not to
    /// a registration or dequeue: a cell type a loop over a list of types may register.
    func visitMemberAccessExpr(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.declName.baseName.tokenKind == .keyword(.self), let base = node.base,
            let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text, SyntaxText.isTypeLike(name)
        else { return .visitChildren }
        if let call = node.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self) {
            let callee = SyntaxText.simpleTypeName(call.calledExpression.trimmedDescription)
            if callee.hasPrefix("register") || callee.hasPrefix("dequeue") { return .visitChildren }
        }
        facts.metatypeValues.insert(name)
        return .visitChildren
    }

    private func noteCast(_ typeName: String) {
        if let index = functionStack.last?.dataSourceIndex {
            facts.dataSources[index].castTypeNames.insert(typeName)
        }
        noteViewModelType(typeName)
    }

    /// `self.viewModel = viewModel` in an `init`, for a `@StateObject var viewModel: VM` without a default:
    /// Swift wraps the value in `StateObject(wrappedValue:)`, so a parameter there is handed in from outside.
    private func noteStateObjectInitialization(lhs: ExprSyntax, rhs: ExprSyntax) {
        guard functionStack.last?.name == "init", let type = typeStack.last else { return }
        let property = stripSelf(lhs.trimmedDescription)
        guard type.stateObjectsWithoutDefault.contains(where: { $0.name == property }) else { return }
        noteStateObjectAssignment(property: property, value: rhs, line: line(of: lhs))
    }

    /// `collectionView.dataSource = self` makes the current type its own view's data source;
    /// `tableView.delegate = adapter` (a stored property) makes the current type a user of the adapter's
    /// type. Instantiations (`= FeedDataSource()`) are counted by the call visitor.
    private func noteDataSourceAssignment(lhs: ExprSyntax, rhs: ExprSyntax) {
        let target = lhs.trimmedDescription
        guard let type = typeStack.last, target.hasSuffix("dataSource") || target.hasSuffix("delegate") else {
            return
        }
        if let reference = rhs.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind == .keyword(.self) {
            facts.typeUses[type.name, default: []].insert(type.name)
            return
        }
        if let property = type.propertyTypes[stripSelf(rhs.trimmedDescription)] {
            noteUse(of: property)
        }
    }

    private func checkDelegateAssignment(lhs: ExprSyntax, rhs: ExprSyntax) {
        guard typeStack.last?.isRepresentable == true,
            let reference = rhs.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind == .keyword(.self)
        else { return }
        let target = lhs.trimmedDescription
        if target.hasSuffix("delegate") || target.hasSuffix("dataSource") {
            addFinding(
                .representableDelegateIsSelf, at: lhs,
                "\(currentTypeName) sets `\(target) = self`; a representable struct cannot be a stable delegate, "
                    + "use context.coordinator.")
        }
    }

    // MARK: Branches

    /// The first branch of a data source: where choosing between cell types would happen.
    private func noteBranch(at node: some SyntaxProtocol) {
        guard let index = functionStack.last?.dataSourceIndex, facts.dataSources[index].firstBranch == nil else {
            return
        }
        facts.dataSources[index].firstBranch = position(of: node)
    }

    func visitIfExpr(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        noteBranch(at: node)
        return .visitChildren
    }

    func visitGuardStmt(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
        noteBranch(at: node)
        return .visitChildren
    }

    func visitSwitchExpr(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        guard let index = functionStack.last?.dataSourceIndex else { return .visitChildren }
        noteBranch(at: node)
        let subject = node.subject.trimmedDescription
        let lastComponent = subject.split(separator: ".").last.map(String.init) ?? subject
        var switchesOnType = DataSourceFacts.typeSwitchSubjects.contains(lastComponent) || subject.hasPrefix("type(of:")
        var typedCases = 0
        for caseEntry in node.cases {
            guard let switchCase = caseEntry.as(SwitchCaseSyntax.self),
                let label = switchCase.label.as(SwitchCaseLabelSyntax.self)
            else { continue }
            for item in label.caseItems {
                let text = item.pattern.trimmedDescription
                if let isPattern = item.pattern.as(IsTypePatternSyntax.self) {
                    typedCases += 1
                    facts.dataSources[index].typePatternNames.insert(
                        SyntaxText.simpleTypeName(isPattern.type.trimmedDescription))
                } else if let range = text.range(of: " as ") {
                    typedCases += 1
                    facts.dataSources[index].typePatternNames.insert(
                        SyntaxText.simpleTypeName(String(text[range.upperBound...])))
                }
            }
        }
        if typedCases >= 1 {
            switchesOnType = true
            facts.dataSources[index].switchHasTypePatterns = true
        }
        if switchesOnType, facts.dataSources[index].switchOnType == nil {
            facts.dataSources[index].switchOnType = position(of: node)
        }
        return .visitChildren
    }

    /// A string passed as a reuse identifier (`withReuseIdentifier: "banner"`, `identifier: "row"`): only those
    /// name cells, not every string that happens to equal an identifier.
    func visitStringLiteralExpr(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        // `Bundle.main.loadNibNamed("CellView", …)`, `UINib(nibName: "CellView", …)` in a data source: the cell laid
        // out in that nib, recorded by the nib's name.
        if let index = functionStack.last?.dataSourceIndex, let argument = node.parent?.as(LabeledExprSyntax.self),
            argument.label?.text == "nibName"
                || (argument.label == nil
                    && argument.parent?.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.as(
                        MemberAccessExprSyntax.self)?.declName.baseName.text == "loadNibNamed"),
            let name = SyntaxText.staticIdentifier(ExprSyntax(node))
        {
            facts.dataSources[index].referencedTypeNames.insert(name)
        }
        if let index = functionStack.last?.dataSourceIndex,
            let argument = node.parent?.as(LabeledExprSyntax.self), let label = argument.label?.text.lowercased(),
            label.contains("identifier") || label.hasSuffix("cellid") || label == "reuseid",
            // `UITableViewCell(style: .default, reuseIdentifier: "cell")` makes UIKit's own cell.
            !InventoryBuilder.stockCellClasses.contains(
                argument.parent?.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription ?? ""),
            let text = SyntaxText.staticIdentifier(ExprSyntax(node))
        {
            facts.dataSources[index].stringLiterals.insert(text)
        }
        return .visitChildren
    }

    // MARK: Closures

    func visitClosureExpr(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        if let method = cellProviders[node.id] {
            // A diffable data source's cell provider is the modern cellForItemAt/cellForRowAt.
            let start = position(of: node)
            facts.dataSources.append(
                DataSourceFacts(line: start.line, column: start.column, typeName: currentTypeName, method: method))
            let context = FunctionContext(name: "cellProvider")
            context.dataSourceIndex = facts.dataSources.count - 1
            context.parameterNames = closureParameterNames(node)
            functionStack.append(context)
            return .visitChildren
        }
        guard let storage = storageTarget(of: node) else { return .visitChildren }
        let tokens = node.statements.tokens(viewMode: .sourceAccurate)
        let parameterNames = closureParameterNames(node)
        let captures = node.signature?.capture?.items ?? []
        let capturesSelfWeakly = captures.contains { capture in
            capture.name.tokenKind == .keyword(.self) && capture.specifier != nil
                && capture.specifier?.specifier.text != "strong"
        }
        // `self?.x` is the weak `self` of an enclosing `[weak self]` closure (a class's own `self` is never
        // optional): not a strong capture.
        let referencesSelf =
            tokens.contains {
                $0.tokenKind == .keyword(.self)
                    && $0.nextToken(viewMode: .sourceAccurate)?.tokenKind != .postfixQuestionMark
            }
            || captures.contains { $0.name.tokenKind == .keyword(.self) && $0.specifier == nil }
        if let function = functionStack.last, let index = function.dataSourceIndex, !function.isCellHelper {
            // A function that may not be a cell provider is named as written (`collectionView(_:viewFor…:at:)`).
            let method = facts.dataSources[index].signature ?? facts.dataSources[index].method
            let body = Syntax(node.statements)
            if !parameterNames.contains("indexPath"), !Self.declaresVariable(named: "indexPath", in: body),
                Self.usesVariable(named: "indexPath", in: body)
            {
                addFinding(
                    .indexPathCapturedInCellAction, at: node,
                    "An action closure in \(currentTypeName).\(method) captures `indexPath`; look it up with "
                        + "indexPath(for: cell) when the action fires.")
            }
            if referencesSelf, !capturesSelfWeakly {
                addFinding(
                    .cellClosureCapturesSelfStrongly, at: node,
                    "The closure stored in `\(storage)` in \(currentTypeName).\(method) ends up owned by the cell "
                        + "and captures self strongly; capture [weak self].")
            }
            return .visitChildren
        }
        if referencesSelf, !capturesSelfWeakly, !isInMacOSOnlyCode, let type = typeStack.last {
            let start = position(of: node)
            facts.strongSelfCaptures.append(
                StrongSelfCaptureFacts(typeName: type.name, line: start.line, column: start.column))
        }
        return .visitChildren
    }

    func visitPostClosureExpr(_ node: ClosureExprSyntax) {
        if cellProviders[node.id] != nil {
            finishFunction()
        }
    }

    /// Whether `name` is used as a variable (not as a member name like `tableView.indexPath(for:)`).
    private static func usesVariable(named name: String, in node: Syntax) -> Bool {
        for token in node.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(name) {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                continue
            }
            return true
        }
        return false
    }

    /// Whether the closure binds `name` itself (`if let indexPath = tableView.indexPath(for: cell)`,
    /// `let indexPath = …`), so its uses are the fresh value, not the captured one. `if let indexPath`
    /// without a value unwraps the outer variable and does not count.
    private static func declaresVariable(named name: String, in node: Syntax) -> Bool {
        for token in node.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(name) {
            guard let pattern = token.parent?.as(IdentifierPatternSyntax.self) else { continue }
            if let binding = pattern.parent?.as(OptionalBindingConditionSyntax.self), binding.initializer == nil {
                continue
            }
            return true
        }
        return false
    }

    private func closureParameterNames(_ node: ClosureExprSyntax) -> Set<String> {
        guard let parameters = node.signature?.parameterClause else { return [] }
        if let clause = parameters.as(ClosureParameterClauseSyntax.self) {
            return Set(clause.parameters.map { ($0.secondName ?? $0.firstName).text })
        }
        if let list = parameters.as(ClosureShorthandParameterListSyntax.self) {
            return Set(list.map(\.name.text))
        }
        return []
    }

    /// Where a closure is kept beyond the call: the assigned property (`cell.onTap`), the argument label
    /// (`handler`), or the storing API (`sink`). `nil` when the closure is only called in place.
    private func storageTarget(of node: ClosureExprSyntax) -> String? {
        if let target = Self.assignmentTarget(of: node) {
            return target.trimmedDescription
        }
        if let argument = node.parent?.as(LabeledExprSyntax.self) {
            let label = argument.label?.text ?? ""
            if let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                Self.oneShotCallees.contains(SyntaxText.simpleTypeName(call.calledExpression.trimmedDescription))
            {
                return nil
            }
            if Self.storingLabels.contains(label) || (label.hasPrefix("on") && label.count > 2) {
                return label
            }
            if let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) {
                let callee = SyntaxText.simpleTypeName(call.calledExpression.trimmedDescription)
                return Self.storingCallees.contains(callee) ? callee : nil
            }
            return nil
        }
        if let call = node.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == node.id {
            let callee = SyntaxText.simpleTypeName(call.calledExpression.trimmedDescription)
            if Self.storingCallees.contains(callee) || (callee.hasPrefix("on") && callee.count > 2) {
                return callee
            }
        }
        return nil
    }
}
