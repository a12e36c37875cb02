internal import SwiftSyntax

/// Calls: registrations, hosting controllers and hosted content, containment, diffable data sources,
/// instantiations (who uses a data source) and references handed to initializers.
extension SwiftSourceAnalyzer {
    /// Calls that take a view but never add it to a hierarchy, so a hosting view passed to them is not an addition.
    private static let viewInspectingCallees: Set<String> = [
        "bringSubviewToFront", "sendSubviewToBack", "isDescendant", "convert", "exchangeSubview", "removeFromSuperview",
        "willRemoveSubview", "didAddSubview", "append", "contains", "index", "firstIndex", "layoutIfNeeded",
        "setNeedsLayout", "print", "debugPrint", "assert", "precondition", "removeArrangedSubview", "setCustomSpacing",
        "customSpacing", "animate", "transition", "snapshotView", "systemLayoutSizeFitting", "sizeThatFits",
    ]

    func visitFunctionCallExpr(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression.trimmedDescription
        let baseName = SyntaxText.simpleTypeName(callee)

        // `UICollectionView.CellRegistration<…>` and `CellRegistration<…>`, not a type that merely has the
        // word in its name (`ThreadCellRegistrationConfiguration(…)`).
        if let index = functionStack.last?.dataSourceIndex {
            noteCalledFunction(node, dataSource: index)
            if baseName == "dequeueConfiguredReusableCell" {
                noteRegistrationUse(node, dataSource: index)
            }
            // `UITableViewCell(style:reuseIdentifier:)`: the cell is UIKit's own, as a cast to it would say.
            if InventoryBuilder.stockCellClasses.contains(baseName) {
                facts.dataSources[index].castTypeNames.insert(baseName)
            }
        }
        if let function = functionStack.last, let index = function.dataSourceIndex, !function.isCellHelper,
            baseName == "CellRegistration"
        {
            addFinding(
                .cellRegistrationInCellProvider, at: node,
                "\(currentTypeName) creates a CellRegistration inside \(facts.dataSources[index].method); create it "
                    + "once outside the cell provider.")
        }
        if callee == "UITextView" {
            updateCurrentType { $0.hasTextView = true }
        }
        if Self.scrollingViewTypes.contains(callee) {
            let evidence = "creates a \(callee) in code (line \(line(of: node)))"
            updateCurrentType { facts in
                if facts.scrollingViewEvidence == nil { facts.scrollingViewEvidence = evidence }
            }
        }
        switch baseName {
        case "addSubview", "addArrangedSubview", "insertSubview":
            updateCurrentType { $0.subviewAdditions += 1 }
            // A function adding its own parameter (`func pin(_ view: UIView) { addSubview(view) … }`) is a helper
            // that adds whatever it is given.
            if let function = functionStack.last,
                let argument = node.arguments.first?.expression.as(DeclReferenceExprSyntax.self),
                function.parameterNames.contains(argument.baseName.text)
            {
                facts.viewAddingHelpers.insert(function.name)
            }
        case "addChild":
            updateCurrentType { $0.callsAddChild = true }
        case "didMove" where node.arguments.contains(where: { $0.label?.text == "toParent" }):
            updateCurrentType { $0.callsDidMoveToParent = true }
        case "addGestureRecognizer":
            updateCurrentType { $0.hasGestureRecognizers = true }
        case "scheduledTimer", "CADisplayLink", "Timer":
            updateCurrentType { $0.hasTimers = true }
        case "pushViewController":
            if let argument = node.arguments.first, !functionStack.isEmpty {
                functionStack[functionStack.count - 1].pushes.append(
                    (position(of: node), stripSelf(argument.expression.trimmedDescription)))
            }
        case "StateObject":
            noteStateObjectCreation(node)
        case "UIHostingConfiguration", "SwiftUIHostingConfiguration":
            if let content = node.trailingClosure ?? node.arguments.last?.expression.as(ClosureExprSyntax.self) {
                recordHostedContent(Syntax(content), via: baseName, needsCellHost: false, at: node)
            }
        case "configure" where node.arguments.first?.label?.text == "rootView":
            if let root = node.arguments.first?.expression {
                recordHostedContent(
                    Syntax(root), via: "CellBridge's configure(rootView:parentViewController:)", needsCellHost: false,
                    at: node)
            }
        default:
            if baseName.hasSuffix("GestureRecognizer") {
                updateCurrentType { $0.hasGestureRecognizers = true }
            }
        }
        noteHostingViewAddition(node, callee: baseName)
        if baseName.hasPrefix("register") {
            recordRegistration(node)
        } else if baseName.hasPrefix("dequeue") {
            recordDequeue(node)
        }
        if let used = Self.instantiatedType(node) {
            noteUse(of: used)
            notePassedReferences(node, typeName: used)
        }
        if callee.hasPrefix("UIHostingController") {
            recordHostingCreation(node)
        }
        noteDiffableDataSource(node, baseName: baseName)
        return .visitChildren
    }

    /// `configure(cell, for: row)` or `self.configure(cell)`: a method of the same type the data source calls;
    /// `CellFactory.makeFolderCell(…)` or `cellFactory.makeFolderCell(…)` (a property or local of a known type): a
    /// method of another type, recorded as `CellFactory.makeFolderCell`.
    private func noteCalledFunction(_ node: FunctionCallExprSyntax, dataSource index: Int) {
        var called = node.calledExpression
        if let member = called.as(MemberAccessExprSyntax.self) {
            var base = member.base
            if let reference = base?.as(MemberAccessExprSyntax.self),
                reference.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            {
                base = ExprSyntax(reference.declName)
            }
            guard let reference = base?.as(DeclReferenceExprSyntax.self) else { return }
            let owner = reference.baseName.text
            if reference.baseName.tokenKind != .keyword(.self) {
                let type =
                    SyntaxText.isTypeLike(owner)
                    ? owner : functionStack.last?.localTypes[owner] ?? typeStack.last?.propertyTypes[owner]
                if let type, SyntaxText.isTypeLike(type), type != currentTypeName {
                    facts.dataSources[index].calledFunctions.insert(type + "." + member.declName.baseName.text)
                }
                return
            }
            called = ExprSyntax(member.declName)
        }
        if let name = called.as(DeclReferenceExprSyntax.self)?.baseName.text, !SyntaxText.isTypeLike(name) {
            facts.dataSources[index].calledFunctions.insert(name)
        }
    }

    /// `dequeueConfiguredReusableCell(using: rowRegistration, …)`: the cell of a registration made in the enclosing
    /// function is named here; one held in a property (perhaps declared in another file) is left to the inventory.
    private func noteRegistrationUse(_ node: FunctionCallExprSyntax, dataSource index: Int) {
        guard let argument = node.arguments.first(where: { $0.label?.text == "using" })?.expression else { return }
        let name = stripSelf(argument.trimmedDescription)
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return }
        if let cell = functionStack.reversed().lazy.compactMap({ $0.localRegistrations[name] }).first {
            facts.dataSources[index].referencedTypeNames.insert(cell)
        } else {
            facts.dataSources[index].registrationReferences.insert(name)
        }
    }

    func stripSelf(_ text: String) -> String {
        var result = text.filter { $0 != "?" && $0 != "!" }
        if result.hasPrefix("self.") {
            result.removeFirst(5)
        }
        return result
    }

    private func isHostingControllerView(_ expression: String) -> Bool {
        let text = stripSelf(expression)
        guard text.hasSuffix(".view") else { return false }
        let base = String(text.dropLast(5))
        if base.lowercased().contains("hosting") {
            return true
        }
        if let function = functionStack.last, function.hostingNames.contains(base) {
            return true
        }
        return typeStack.last?.hostingPropertyNames.contains(base) ?? false
    }

    // MARK: Containment

    /// A hosting controller's `view` handed to `addSubview` (or `insertSubview`, `addArrangedSubview`), or to
    /// another call that may add it (`contentView.pin(hosting.view)`); the inventory decides, with every
    /// helper of the app known, whether that call adds views and whether the type contains the controller.
    private func noteHostingViewAddition(_ node: FunctionCallExprSyntax, callee: String) {
        // Only an argument spelled `….view` can be a controller's view; checked on the syntax, before any text.
        guard
            node.arguments.contains(where: {
                $0.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "view"
                    || $0.expression.as(OptionalChainingExprSyntax.self) != nil
                    || $0.expression.as(ForceUnwrapExprSyntax.self) != nil
            }),
            let function = functionStack.last, !isInMacOSOnlyCode, !Self.viewInspectingCallees.contains(callee),
            callee != "addChild", callee != "didMove"
        else { return }
        var controllerType: String?
        var found = false
        for argument in node.arguments {
            let text = argument.expression.trimmedDescription
            if isHostingControllerView(text) {
                found = true
                controllerType = nil
                break
            }
            let base = stripSelf(text)
            guard base.hasSuffix(".view") else { continue }
            let owner = String(base.dropLast(".view".count))
            if let type = function.localTypes[owner] ?? typeStack.last?.propertyTypes[owner],
                type.hasSuffix("Controller")
            {
                found = true
                controllerType = type
            }
        }
        guard found else { return }
        let isDirect = ["addSubview", "addArrangedSubview", "insertSubview"].contains(callee)
        let addition = HostingViewAddition(
            line: line(of: node), callee: callee, function: function.name, isDirect: isDirect,
            controllerType: controllerType)
        updateCurrentType { $0.hostingViewAdditions.append(addition) }
    }

    // MARK: StateObject

    /// `_viewModel = StateObject(wrappedValue: viewModel)` in an `init`: handed in when the argument is one of
    /// the init's parameters; created by the view when it is a call (`VM(…)`, a factory) or a local made there.
    private func noteStateObjectCreation(_ node: FunctionCallExprSyntax) {
        guard let argument = node.arguments.first(where: { $0.label?.text == "wrappedValue" }),
            let function = functionStack.last, function.name == "init",
            let target = Self.assignmentTarget(of: node).map({ stripSelf($0.trimmedDescription) }),
            target.hasPrefix("_")
        else { return }
        let property = String(target.dropFirst())
        noteStateObjectAssignment(property: property, value: argument.expression, line: line(of: node))
    }

    /// Records where an `init` gets a `@StateObject`'s object: the label of the parameter it wraps, or `nil`
    /// when the init makes the object itself.
    func noteStateObjectAssignment(property: String, value: ExprSyntax, line: Int) {
        guard !typeStack.isEmpty, let function = functionStack.last else { return }
        var label: String?
        if let reference = value.as(DeclReferenceExprSyntax.self) {
            label = function.parameterLabels[reference.baseName.text]
        }
        typeStack[typeStack.count - 1].stateObjectAssignments[property] = (line, label)
    }

    /// `BannerView(viewModel: viewModel)`: each argument that hands on an instance owned elsewhere (see
    /// `PassedReference`); the first unlabelled one is recorded under `_`.
    private func notePassedReferences(_ node: FunctionCallExprSyntax, typeName: String) {
        guard typeStack.last?.isPreview != true else { return }
        var sawUnlabelled = false
        for argument in node.arguments {
            var label = argument.label?.text ?? "_"
            if argument.label == nil {
                if sawUnlabelled { continue }
                sawUnlabelled = true
                label = "_"
            }
            guard var reference = ownedElsewhere(argument.expression, in: node) else { continue }
            reference.typeName = typeName
            reference.label = label
            facts.passedReferences.append(reference)
        }
    }

    /// The argument as a `PassedReference` when it is an instance that already exists (a stored property, a
    /// parameter, a pattern binding); `nil` for a call, a literal, a computed property of this type, a local made
    /// by a call here, or a parameter handed to a hosting controller's `rootView:` (made once per controller).
    private func ownedElsewhere(_ expression: ExprSyntax, in call: FunctionCallExprSyntax) -> PassedReference? {
        // Most arguments are literals, calls or closures: settled on the syntax, before any text is made.
        guard expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self) else {
            return nil
        }
        var reference = PassedReference(
            typeName: "", label: "", argument: expression.trimmedDescription, line: line(of: call))
        var target = expression
        if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let value = functionStack.last?.memberLocals[name]
        {
            target = value
        }
        if let named = target.as(DeclReferenceExprSyntax.self) {
            let name = named.baseName.text
            guard !SyntaxText.isTypeLike(name), named.baseName.tokenKind != .keyword(.self) else { return nil }
            if functionStack.last?.freshLocals.contains(name) == true { return nil }
            if typeStack.last?.computedProperties.contains(name) == true { return nil }
            if functionStack.last?.parameterNames.contains(name) == true, Self.isInHostingRootView(call) { return nil }
            return reference
        }
        guard let member = target.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let memberName = member.declName.baseName.text
        if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return typeStack.last?.computedProperties.contains(memberName) == true ? nil : reference
        }
        // `parent.child`: a value another object holds, unless `child` is computed on the parent's type.
        guard let parent = base.as(DeclReferenceExprSyntax.self)?.baseName.text, !SyntaxText.isTypeLike(parent) else {
            return nil
        }
        reference.memberOf = typeStack.last?.propertyTypes[parent]
        reference.member = memberName
        return reference
    }

    /// Whether the call sits in the `rootView:` argument of a hosting controller's initializer
    /// (`super.init(rootView: Form(viewModel: viewModel))`, `UIHostingController(rootView: …)`), or makes a local
    /// that the same function hands to one (`let screen = Form(viewModel: viewModel); super.init(rootView: screen)`).
    private static func isInHostingRootView(_ call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call).parent
        var depth = 0
        while let current = node, depth < 12 {
            if let argument = current.as(LabeledExprSyntax.self), argument.label?.text == "rootView" {
                return true
            }
            if current.is(CodeBlockItemSyntax.self) { return false }
            if let binding = current.as(PatternBindingSyntax.self) {
                return isHandedToHostingRoot(binding.pattern.trimmedDescription, from: current)
            }
            node = current.parent
            depth += 1
        }
        return false
    }

    /// Whether the function around `node` passes the local `name` as a `rootView:` argument.
    private static func isHandedToHostingRoot(_ name: String, from node: Syntax) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let body = ancestor.as(CodeBlockSyntax.self),
                ancestor.parent?.is(InitializerDeclSyntax.self) == true
                    || ancestor.parent?.is(FunctionDeclSyntax.self) == true
            {
                return body.statements.contains { statement in
                    statement.tokens(viewMode: .sourceAccurate).contains { $0.text == "rootView" }
                        && statement.trimmedDescription.contains("rootView: \(name)")
                }
            }
            current = ancestor.parent
        }
        return false
    }

    // MARK: Hosting

    private func recordHostingCreation(_ node: FunctionCallExprSyntax) {
        guard !functionStack.isEmpty else { return }
        var name = ""
        if let binding = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
            name = binding.pattern.trimmedDescription
        } else if let target = Self.assignmentTarget(of: node) {
            name = stripSelf(target.trimmedDescription)
        }
        let rootArgument = node.arguments.first { $0.label?.text == "rootView" } ?? node.arguments.first
        var rootViewType: String?
        var hasNavigation = false
        if let expression = rootArgument?.expression {
            if let call = expression.as(FunctionCallExprSyntax.self) {
                rootViewType = SyntaxText.simpleTypeName(call.calledExpression.trimmedDescription)
            }
            let text = expression.trimmedDescription
            hasNavigation = text.contains("NavigationStack") || text.contains("NavigationView")
            recordHostedContent(
                Syntax(expression), via: "a UIHostingController", needsCellHost: true, at: node)
        }
        let index = functionStack.count - 1
        if !name.isEmpty {
            functionStack[index].hostingNames.insert(name)
        }
        functionStack[index].hostingCreations.append(
            HostingCreation(name: name, rootViewType: rootViewType, rootViewHasNavigation: hasNavigation))
    }

    /// Records SwiftUI content hosted in a cell: the view types it constructs and the `NavigationLink`s written
    /// in it directly.
    func recordHostedContent(_ content: Syntax, via: String, needsCellHost: Bool, at node: some SyntaxProtocol) {
        guard !isInMacOSOnlyCode else { return }
        var viewTypes: [String] = []
        var links: [Int] = []
        for token in content.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, SyntaxText.isTypeLike(name),
                let reference = token.parent?.as(DeclReferenceExprSyntax.self)
            else { continue }
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                continue
            }
            if name == "NavigationLink" {
                links.append(line(of: token))
            } else if !viewTypes.contains(name) {
                viewTypes.append(name)
            }
        }
        guard !viewTypes.isEmpty || !links.isEmpty else { return }
        facts.hostedContents.append(
            HostedContentFacts(
                hostTypeName: currentTypeName, via: via, line: line(of: node), needsCellHost: needsCellHost,
                viewTypes: viewTypes, navigationLinkLines: links))
    }

    // MARK: Diffable data sources

    /// A diffable data source however it is spelled: `UICollectionViewDiffableDataSource(collectionView:)`, a
    /// `typealias DataSource = …` or a subclass (`FeedDataSource(collectionView:) { … }`, or
    /// `super.init(collectionView:cellProvider:)` inside one). Its cell provider is a closure (the modern
    /// `cellForItemAt`) or a function passed by name (`cellProvider: makeCell`).
    private func noteDiffableDataSource(_ node: FunctionCallExprSyntax, baseName: String) {
        let isDiffableType =
            baseName == "UICollectionViewDiffableDataSource" || baseName == "UITableViewDiffableDataSource"
        guard let firstLabel = node.arguments.first?.label?.text,
            firstLabel == "collectionView" || firstLabel == "tableView"
        else { return }
        let callee = node.calledExpression.trimmedDescription
        let isInitializer =
            isDiffableType || SyntaxText.isTypeLike(baseName) || callee == "super.init" || callee == "self.init"
            || callee == "init" || callee.hasSuffix(".init")
        let providerArgument = node.arguments.first { $0.label?.text == "cellProvider" }
        guard isInitializer, providerArgument != nil || node.trailingClosure != nil else { return }
        let method = firstLabel == "tableView" ? "cellForRowAt" : "cellForItemAt"
        if let closure = node.trailingClosure ?? providerArgument?.expression.as(ClosureExprSyntax.self) {
            // Another type made with a table view and a closure (`RefreshOperation(tableView:filter:) { rows in … }`)
            // is a cell provider only if its closure takes a cell provider's three parameters.
            if !isDiffableType, providerArgument == nil, let count = Self.parameterCount(of: closure), count != 3 {
                return
            }
            cellProviders[closure.id] = method
        } else if let expression = providerArgument?.expression {
            // `cellProvider: makeCell`, `cellProvider: self.cell(for:at:item:)`, `cellProvider: Self.cell`.
            var reference = expression
            if let member = expression.as(MemberAccessExprSyntax.self) {
                facts.cellProviderReferences.insert(member.declName.baseName.text)
                return
            }
            if let call = expression.as(FunctionCallExprSyntax.self) {
                reference = call.calledExpression
            }
            if let name = reference.as(DeclReferenceExprSyntax.self)?.baseName.text {
                facts.cellProviderReferences.insert(name)
            }
        }
    }

    /// How many parameters a closure declares; `nil` when it declares none and uses `$0`….
    static func parameterCount(of closure: ClosureExprSyntax) -> Int? {
        guard let clause = closure.signature?.parameterClause else { return nil }
        if let list = clause.as(ClosureShorthandParameterListSyntax.self) { return list.count }
        return clause.as(ClosureParameterClauseSyntax.self)?.parameters.count
    }

    /// `FeedDataSource` for `FeedDataSource(…)`, `FeedDataSource.init(…)`, `FeedDataSource.make(…)` and
    /// `Module.FeedDataSource(…)`; `nil` for calls on values (`collectionView.reloadData()`).
    static func instantiatedType(_ call: FunctionCallExprSyntax) -> String? {
        var called = call.calledExpression
        if let specialized = called.as(GenericSpecializationExprSyntax.self) {
            called = specialized.expression
        }
        if let reference = called.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return SyntaxText.isTypeLike(name) ? name : nil
        }
        if let member = called.as(MemberAccessExprSyntax.self), let base = member.base {
            if SyntaxText.isTypeLike(member.declName.baseName.text) {
                return member.declName.baseName.text
            }
            var baseExpression = base
            if let specialized = base.as(GenericSpecializationExprSyntax.self) {
                baseExpression = specialized.expression
            }
            if let reference = baseExpression.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                return SyntaxText.isTypeLike(name) ? name : nil
            }
            if let inner = baseExpression.as(MemberAccessExprSyntax.self),
                SyntaxText.isTypeLike(inner.declName.baseName.text)
            {
                return inner.declName.baseName.text
            }
        }
        return nil
    }

    /// Records that the current type instantiates or assigns `name` (what makes a data source shared).
    func noteUse(of name: String) {
        guard let owner = typeStack.last?.name, owner != name else { return }
        facts.typeUses[name, default: []].insert(owner)
    }

    // MARK: Registrations

    private func recordRegistration(_ node: FunctionCallExprSyntax) {
        guard
            let identifierArgument = node.arguments.first(where: {
                $0.label?.text == "forCellWithReuseIdentifier" || $0.label?.text == "forCellReuseIdentifier"
            })
        else {
            recordLibraryRegistration(node)
            return
        }
        guard SyntaxText.simpleTypeName(node.calledExpression.trimmedDescription) == "register",
            let first = node.arguments.first
        else { return }
        var registration = CellRegistrationCall(
            cellClass: nil, nibName: nil, reuseIdentifier: identifierExpression(identifierArgument.expression),
            cellKind: identifierArgument.label?.text == "forCellWithReuseIdentifier" ? .collection : .table,
            registeringType: currentTypeName, line: line(of: node))
        if let cellClass = Self.metatypeName(first.expression) {
            registration.cellClass = cellClass
        } else if let call = first.expression.as(FunctionCallExprSyntax.self),
            call.calledExpression.trimmedDescription == "UINib",
            let nibArgument = call.arguments.first(where: { $0.label?.text == "nibName" })
        {
            registration.nibName = SyntaxText.staticIdentifier(nibArgument.expression)
        } else if let member = first.expression.as(MemberAccessExprSyntax.self), let base = member.base,
            member.declName.baseName.text.lowercased().contains("nib"),
            SyntaxText.isTypeLike(SyntaxText.simpleTypeName(base.trimmedDescription))
        {
            // `register(FeedCell.nib, forCellReuseIdentifier: FeedCell.reuseIdentifier)`: the cell's own nib.
            registration.cellClass = SyntaxText.simpleTypeName(base.trimmedDescription)
        } else {
            recordLoopRegistration(
                node, variable: first.expression, identifier: identifierArgument.expression,
                kind: registration.cellKind ?? .table)
            return
        }
        facts.registrations.append(registration)
    }

    /// `for type in cellTypes { register(type, forCellReuseIdentifier: type.identifier) }` (or `type.nib`): each
    /// type of a literal list (`[A.self, B.self]`, in the loop, a stored property or a local) is registered under
    /// its own `identifier`; a list the code builds at run time (`rows.map(\.cellType)`), or a parameter, is a
    /// dynamic registration.
    private func recordLoopRegistration(
        _ node: FunctionCallExprSyntax, variable: ExprSyntax, identifier: ExprSyntax, kind: CellKind
    ) {
        var reference = variable
        if let member = variable.as(MemberAccessExprSyntax.self), let base = member.base { reference = base }
        guard let name = reference.as(DeclReferenceExprSyntax.self)?.baseName.text, !SyntaxText.isTypeLike(name) else {
            return
        }
        let member: String? = identifier.as(MemberAccessExprSyntax.self).flatMap { access in
            access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == name ? access.declName.baseName.text : nil
        }
        if let types = literalTypes(iteratedBy: name, from: Syntax(node)) {
            for type in types {
                var registration = CellRegistrationCall(
                    cellClass: type, nibName: nil,
                    reuseIdentifier: member.map { .member(type: type, name: $0) }
                        ?? .unknown(identifier.trimmedDescription),
                    cellKind: kind, registeringType: currentTypeName, line: line(of: node))
                registration.isInferred = false
                facts.registrations.append(registration)
            }
            return
        }
        facts.dynamicRegistrations.append(
            DynamicRegistration(
                registeringType: currentTypeName, identifierMember: member, cellKind: kind, line: line(of: node)))
    }

    /// The types of the literal list a `for name in …` loop around `node` iterates: `[A.self, B.self]` written in
    /// the loop, or the stored property or local it names initialised with one.
    private func literalTypes(iteratedBy name: String, from node: Syntax) -> [String]? {
        var current = node.parent
        while let ancestor = current {
            if let loop = ancestor.as(ForStmtSyntax.self), loop.pattern.trimmedDescription == name {
                if let types = Self.metatypeList(loop.sequence) { return types }
                let listName = stripSelf(loop.sequence.trimmedDescription)
                return functionStack.last?.metatypeLists[listName] ?? typeStack.last?.metatypeLists[listName]
            }
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(ClosureExprSyntax.self) { return nil }
            current = ancestor.parent
        }
        return nil
    }

    /// `[A.self, B.self]` → `[A, B]`; `nil` for anything else.
    static func metatypeList(_ expression: ExprSyntax) -> [String]? {
        guard let array = expression.as(ArrayExprSyntax.self), !array.elements.isEmpty else { return nil }
        let names = array.elements.compactMap { metatypeName($0.expression) }
        return names.count == array.elements.count ? names : nil
    }

    /// The identifier an argument stands for, with the function's literal locals known
    /// (`let identifier = "row"; register(…, forCellReuseIdentifier: identifier)`).
    private func identifierExpression(_ expression: ExprSyntax) -> ReuseIdentifierExpression {
        if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let literal = functionStack.last?.literalLocals[name]
        {
            return .literal(literal)
        }
        return ReuseIdentifierSyntax.expression(expression, selfName: currentTypeName)
    }

    /// What a dequeue says about a cell's identifier, for cells registered where the scan cannot see it (a
    /// library, a storyboard, an app helper): `dequeueReusableCell(of: X.self, …)` (IGListKit, app helpers)
    /// dequeues by the class name, inferred; `dequeueReusableCell(withIdentifier: X.identifier, …)`,
    /// `dequeueReusableCell(withIdentifier: "x", …) as! X` and `let cell: X = dequeue…(withIdentifier: "x")` (the
    /// app's own wrapper that dequeues or creates the declared class, `dequeueOrCreateCell(withIdentifier:style:)`)
    /// name X's identifier as written.
    private func recordDequeue(_ node: FunctionCallExprSyntax) {
        let identifierArgument = node.arguments.first {
            ["withIdentifier", "withReuseIdentifier", "identifier", "reuseIdentifier"].contains($0.label?.text)
        }
        guard let identifierArgument else {
            guard let cellClass = node.arguments.lazy.compactMap({ Self.metatypeName($0.expression) }).first else {
                return
            }
            var dequeue = CellRegistrationCall(
                cellClass: cellClass, nibName: nil, reuseIdentifier: .typeName(cellClass), isInferred: true,
                registeringType: currentTypeName, line: line(of: node))
            dequeue.isDequeue = true
            facts.registrations.append(dequeue)
            return
        }
        let expression = identifierExpression(identifierArgument.expression)
        // A wrapper's own parameter (`func cell(_ table: UITableView, id: String)`) is whatever its caller hands it.
        let isParameter =
            identifierArgument.expression.as(DeclReferenceExprSyntax.self).map {
                functionStack.last?.parameterNames.contains($0.baseName.text) ?? false
            } ?? false
        if let index = functionStack.last?.dataSourceIndex,
            !identifierArgument.expression.is(StringLiteralExprSyntax.self), !isParameter
        {
            facts.dataSources[index].identifierExpressions.append(expression)
        }
        var cellClass: String?
        if case .member(let type, _) = expression, type != currentTypeName, SyntaxText.isTypeLike(type) {
            cellClass = type
        }
        if let list = node.parent?.as(ExprListSyntax.self) {
            let elements = Array(list)
            if let index = elements.firstIndex(where: { $0.id == node.id }), index + 2 < elements.count,
                elements[index + 1].is(UnresolvedAsExprSyntax.self),
                let type = elements[index + 2].as(TypeExprSyntax.self)
            {
                cellClass = SyntaxText.simpleTypeName(type.type.trimmedDescription)
            }
        }
        if cellClass == nil, let declared = Self.declaredType(initializedBy: node) {
            cellClass = declared
        }
        guard let cellClass else { return }
        var dequeue = CellRegistrationCall(
            cellClass: cellClass, nibName: nil, reuseIdentifier: expression, registeringType: currentTypeName,
            line: line(of: node))
        dequeue.isDequeue = true
        let callee = SyntaxText.simpleTypeName(node.calledExpression.trimmedDescription)
        dequeue.isSupplementary = callee.contains("HeaderFooter") || callee.contains("Supplementary")
        facts.registrations.append(dequeue)
    }

    /// `X` for `let cell: X = node` (also `try node`, `node!`): the type a declaration gives the call's result.
    static func declaredType(initializedBy node: FunctionCallExprSyntax) -> String? {
        var value = Syntax(node)
        while let parent = value.parent, parent.is(TryExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
            value = parent
        }
        guard let binding = value.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let type = binding.typeAnnotation?.type
        else { return nil }
        let name = SyntaxText.simpleTypeName(type.trimmedDescription)
        return SyntaxText.isTypeLike(name) ? name : nil
    }

    /// A cell library's own registration (`manager.register(PostCell.self)`,
    /// `collectionView.register(cellType: PostCell.self)`, `tableView.registerCell(PostCell.self)`): no
    /// identifier is passed because the library uses the class name. Each `X.self` argument is recorded
    /// with `X` as its inferred identifier; the inventory keeps only those that name a known cell, so
    /// `register(PostCell.self, for: Post.self)` does not make `Post` a reuse identifier. When the call
    /// does pass one (an `identifier:`-like label) that one is used, and nothing is inferred.
    private func recordLibraryRegistration(_ node: FunctionCallExprSyntax) {
        let explicit = node.arguments.first { $0.label?.text.lowercased().contains("identifier") ?? false }
        // `register(_:forHeaderFooterViewReuseIdentifier:)`, `register(_:forSupplementaryViewOfKind:…)`.
        let isSupplementary = node.arguments.contains {
            $0.label?.text == "forHeaderFooterViewReuseIdentifier" || $0.label?.text == "forSupplementaryViewOfKind"
        }
        for argument in node.arguments {
            guard let cellClass = Self.metatypeName(argument.expression) else { continue }
            var registration = CellRegistrationCall(
                cellClass: cellClass, nibName: nil, reuseIdentifier: .typeName(cellClass),
                registeringType: currentTypeName, line: line(of: node))
            registration.isSupplementary = isSupplementary
            if let explicit {
                registration.reuseIdentifier = ReuseIdentifierSyntax.expression(
                    explicit.expression, selfName: currentTypeName)
            } else {
                registration.isInferred = true
            }
            facts.registrations.append(registration)
        }
    }

    /// `PostCell` for `PostCell.self` (also `Module.PostCell.self`), else `nil`.
    static func metatypeName(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.tokenKind == .keyword(.self), let base = member.base
        else { return nil }
        return SyntaxText.simpleTypeName(base.trimmedDescription)
    }

    /// `cell.onTap` when `node` is the right-hand side of `cell.onTap = node` (in the unfolded sequence
    /// SwiftParser leaves), else `nil`.
    static func assignmentTarget(of node: some SyntaxProtocol) -> ExprSyntax? {
        guard let list = node.parent?.as(ExprListSyntax.self) else { return nil }
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == node.id }), index >= 2,
            elements[index - 1].is(AssignmentExprSyntax.self)
        else { return nil }
        return elements[index - 2]
    }
}
