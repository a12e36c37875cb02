internal import SwiftParser
internal import SwiftSyntax

/// Parses one Swift file once and walks the tree once, collecting cell facts and rule findings.
///
/// Everything that needs the whole app (which types are cells, which views contain a navigation
/// stack, the deployment target) is recorded as a candidate and decided later by `InventoryBuilder`.
final class SwiftSourceAnalyzer: SyntaxVisitor {
    // MARK: Lifecycle

    /// Parses `bytes` (UTF-8 source) and returns its facts; `file` is the path relative to the root.
    static func analyze(bytes: UnsafeBufferPointer<UInt8>, file: String) -> SwiftSourceFacts {
        let tree = Parser.parse(source: bytes)
        let analyzer = SwiftSourceAnalyzer(file: file, lines: LineTable(bytes))
        analyzer.walk(tree)
        return analyzer.facts
    }

    private init(file: String, lines: LineTable) {
        self.facts = SwiftSourceFacts(file: file)
        self.lines = lines
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Private state

    private struct TypeContext {
        var name: String
        var factsIndex: Int
        var isRepresentable: Bool
        var hostingPropertyNames: Set<String>
        /// Stored properties' type names (`dataSource` → `FeedDataSource` for `let dataSource: FeedDataSource`
        /// or `lazy var dataSource = FeedDataSource(…)`), to tell what `x.dataSource = dataSource` assigns.
        var propertyTypes: [String: String]
    }

    private struct HostingCreation {
        var name: String
        var rootViewType: String?
        var rootViewHasNavigation: Bool
    }

    private struct FunctionContext {
        var name: String
        var dataSourceIndex: Int?
        var hostingNames: Set<String> = []
        var hostingViewAdditions: [SourcePosition] = []
        var callsAddChild = false
        var callsDidMove = false
        var hostingCreations: [HostingCreation] = []
        var pushes: [(position: SourcePosition, argument: String)] = []
        var reportedEmptyView = false
    }

    private var facts: SwiftSourceFacts
    private let lines: LineTable
    private var typeStack: [TypeContext] = []
    private var functionStack: [FunctionContext] = []
    /// Closures passed as a diffable data source's cell provider, with the method they stand for.
    private var cellProviders: [SyntaxIdentifier: String] = [:]

    private static let scrollingViewTypes: Set<String> = ["UICollectionView", "UITableView", "UIScrollView"]
    private static let cellBridgeNames: Set<String> = [
        "HostingCollectionViewCell", "HostingTableViewCell", "SwiftUIRenderableCellViewModel",
        "SwiftUIHostingConfiguration", "CollectionCellBridge", "TableCellBridge",
    ]
    private static let typeSwitchSubjects: Set<String> = [
        "type", "cellType", "kind", "itemType", "viewType", "style", "cellKind", "className", "reuseIdentifier",
    ]
    private static let storingCallees: Set<String> = [
        "sink", "addObserver", "scheduledTimer", "UIAction", "addAction", "observe", "Timer", "assign",
    ]
    /// Argument labels under which an API keeps the closure it is given (besides `on…:`).
    private static let storingLabels: Set<String> = [
        "action", "handler", "completion", "block", "using", "primaryAction", "receiveValue",
    ]
    /// APIs that run a `completion:`/`handler:` closure once and release it: no one keeps it, so a strong
    /// `self` there is no cycle (`UIView.animate(…, completion: { _ in self.isHidden = true })`).
    private static let oneShotCallees: Set<String> = [
        "animate", "animateKeyframes", "transition", "performWithoutAnimation", "performBatchUpdates",
        "present", "dismiss", "async", "asyncAfter", "sync", "run", "setViewControllers", "pushViewController",
        "popViewController", "reloadSections", "scrollToItem", "requestAuthorization",
    ]

    private func line(of node: some SyntaxProtocol) -> Int {
        lines.line(atOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    private func position(of node: some SyntaxProtocol) -> SourcePosition {
        lines.position(atOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    private var currentTypeName: String { typeStack.last?.name ?? "<global>" }

    private func updateCurrentType(_ change: (inout SwiftTypeFacts) -> Void) {
        guard let index = typeStack.last?.factsIndex else { return }
        change(&facts.types[index])
    }

    private func addFinding(_ rule: LintRule, at node: some SyntaxProtocol, _ message: String) {
        let position = position(of: node)
        facts.findings.append(
            Finding(rule: rule, file: facts.file, line: position.line, column: position.column, message: message))
    }

    // MARK: Types

    private func pushType(
        name: String, inheritance: InheritanceClauseSyntax?, members: MemberBlockSyntax, isExtension: Bool,
        isGeneric: Bool = false, node: some SyntaxProtocol
    ) {
        let inherited = inheritance?.inheritedTypes.map { SyntaxText.simpleTypeName($0.type.trimmedDescription) } ?? []
        var typeFacts = SwiftTypeFacts(
            name: name, file: facts.file, line: line(of: node),
            superclass: isExtension ? nil : inherited.first, conformances: inherited)
        typeFacts.isExtension = isExtension
        typeFacts.isGeneric = isGeneric
        if inherited.contains(where: { Self.cellBridgeNames.contains($0) }) {
            typeFacts.usesCellBridge = true
        }
        facts.types.append(typeFacts)
        var hostingNames: Set<String> = []
        var propertyTypes: [String: String] = [:]
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                let typeText = binding.typeAnnotation?.type.trimmedDescription ?? ""
                let initText = binding.initializer?.value.trimmedDescription ?? ""
                if typeText.contains("UIHostingController") || initText.hasPrefix("UIHostingController") {
                    hostingNames.insert(binding.pattern.trimmedDescription)
                }
                if !typeText.isEmpty {
                    propertyTypes[binding.pattern.trimmedDescription] = SyntaxText.simpleTypeName(typeText)
                } else if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                    let type = Self.instantiatedType(call)
                {
                    propertyTypes[binding.pattern.trimmedDescription] = type
                }
            }
        }
        typeStack.append(
            TypeContext(
                name: name, factsIndex: facts.types.count - 1,
                isRepresentable: inherited.contains {
                    $0 == "UIViewRepresentable" || $0 == "UIViewControllerRepresentable"
                },
                hostingPropertyNames: hostingNames, propertyTypes: propertyTypes))
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(
            name: node.name.text, inheritance: node.inheritanceClause, members: node.memberBlock, isExtension: false,
            isGeneric: node.genericParameterClause != nil, node: node)
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(
            name: node.name.text, inheritance: node.inheritanceClause, members: node.memberBlock, isExtension: false,
            isGeneric: node.genericParameterClause != nil, node: node)
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(
            name: node.name.text, inheritance: node.inheritanceClause, members: node.memberBlock, isExtension: false,
            node: node)
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(
            name: SyntaxText.simpleTypeName(node.extendedType.trimmedDescription), inheritance: node.inheritanceClause,
            members: node.memberBlock, isExtension: true, node: node)
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }

    // MARK: Functions

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        var context = FunctionContext(name: node.name.text)
        let labels = node.signature.parameterClause.parameters.map(\.firstName.text)
        if let method = labels.first(where: { $0 == "cellForItemAt" || $0 == "cellForRowAt" }) {
            let position = position(of: node)
            facts.dataSources.append(
                DataSourceFacts(
                    line: position.line, column: position.column, typeName: currentTypeName, method: method))
            context.dataSourceIndex = facts.dataSources.count - 1
        }
        if node.name.text == "draw", node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) {
            updateCurrentType { $0.hasCustomDrawing = true }
        }
        functionStack.append(context)
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) { finishFunction() }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        functionStack.append(FunctionContext(name: "init"))
        return .visitChildren
    }

    override func visitPost(_ node: InitializerDeclSyntax) { finishFunction() }

    private func finishFunction() {
        guard let context = functionStack.popLast() else { return }
        if let first = context.hostingViewAdditions.first, !(context.callsAddChild && context.callsDidMove) {
            let missing = [
                context.callsAddChild ? nil : "addChild(_:)", context.callsDidMove ? nil : "didMove(toParent:)",
            ].compactMap { $0 }.joined(separator: " and ")
            facts.findings.append(
                Finding(
                    rule: .hostingControllerWithoutContainment, file: facts.file, line: first.line,
                    column: first.column,
                    message: "\(currentTypeName).\(context.name) adds a hosting controller's view without calling "
                        + "\(missing) in the same scope."))
        }
        for push in context.pushes {
            let argument = push.argument
            let creation: HostingCreation?
            if argument.hasPrefix("UIHostingController") {
                creation = context.hostingCreations.last { $0.name.isEmpty }
            } else {
                creation = context.hostingCreations.last { $0.name == argument }
            }
            if let creation {
                facts.hostingPushes.append(
                    HostingPushFacts(
                        line: push.position.line, column: push.position.column, rootViewType: creation.rootViewType,
                        rootViewHasNavigation: creation.rootViewHasNavigation))
            }
        }
    }

    // MARK: Declarations

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let attributes = node.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
        if attributes.contains("IBOutlet"), !Self.isConstraintOutlet(node) {
            updateCurrentType { $0.outletCount += 1 }
        }
        for binding in node.bindings {
            let name = binding.pattern.trimmedDescription
            if let annotation = binding.typeAnnotation {
                let typeName = SyntaxText.simpleTypeName(annotation.type.trimmedDescription)
                if Self.scrollingViewTypes.contains(typeName), functionStack.isEmpty,
                    !Self.refersToViewOutsideCell(node, binding: binding, attributes: attributes)
                {
                    let evidence = "has a \(typeName) property `\(name)` (line \(line(of: binding)))"
                    updateCurrentType { facts in
                        if facts.scrollingViewEvidence == nil { facts.scrollingViewEvidence = evidence }
                    }
                }
            }
            if name == "className", functionStack.isEmpty, typeStack.last != nil {
                var identifier: String?
                if let accessor = binding.accessorBlock {
                    identifier = Self.firstStaticIdentifier(in: Syntax(accessor))
                } else if let value = binding.initializer?.value {
                    identifier = SyntaxText.staticIdentifier(value)
                }
                facts.classNameDeclarations.append(
                    ClassNameDeclaration(typeName: currentTypeName, line: line(of: binding), identifier: identifier))
            }
            if attributes.contains("StateObject"), binding.initializer == nil, binding.accessorBlock == nil {
                facts.findings.append(
                    Finding(
                        rule: .stateObjectOwnedOutsideView, file: facts.file, line: line(of: node),
                        column: position(of: node).column,
                        message: "@StateObject var \(name) in \(currentTypeName) has no default value, so its owner "
                            + "passes it in; use @ObservedObject."))
            }
        }
        return .visitChildren
    }

    /// `@IBOutlet weak var heightConstraint: NSLayoutConstraint!` (or a collection of them) adjusts the
    /// layout; it is not a view the SwiftUI side has to mirror, so it does not count towards risk.
    private static func isConstraintOutlet(_ node: VariableDeclSyntax) -> Bool {
        guard let annotation = node.bindings.first?.typeAnnotation else { return false }
        let text = annotation.type.trimmedDescription.filter { $0 != "[" && $0 != "]" }
        return SyntaxText.simpleTypeName(text) == "NSLayoutConstraint"
    }

    /// A computed property (`var hostingCollectionView: UICollectionView? { … superview … }`) or a weak
    /// reference that is not an outlet (`weak var tableView: UITableView?`) points at the list the cell
    /// sits in, not at a scrolling view inside it.
    private static func refersToViewOutsideCell(
        _ node: VariableDeclSyntax, binding: PatternBindingSyntax, attributes: [String]
    ) -> Bool {
        if let accessors = binding.accessorBlock?.accessors {
            if accessors.is(CodeBlockItemListSyntax.self) {
                return true
            }
            if let list = accessors.as(AccessorDeclListSyntax.self),
                list.contains(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) })
            {
                return true
            }
        }
        let isWeak = node.modifiers.contains {
            $0.name.tokenKind == .keyword(.weak) || $0.name.tokenKind == .keyword(.unowned)
        }
        return isWeak && !attributes.contains("IBOutlet")
    }

    private static func firstStaticIdentifier(in node: Syntax) -> String? {
        for descendant in node.children(viewMode: .sourceAccurate) {
            if let expression = descendant.as(ExprSyntax.self), let identifier = SyntaxText.staticIdentifier(expression)
            {
                return identifier
            }
            if let found = firstStaticIdentifier(in: descendant) {
                return found
            }
        }
        return nil
    }

    // MARK: References

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        noteName(node.baseName.text, node: node)
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        noteName(name, node: node)
        if !functionStack.isEmpty {
            noteViewModelType(name)
        }
        return .visitChildren
    }

    private static let viewModelProtocols: Set<String> = ["CollectionCellViewModel", "SwiftUIRenderableCellViewModel"]

    /// Records a `…ViewModel` type (not CellBridge's protocols) the current type casts to or takes, once.
    private func noteViewModelType(_ name: String) {
        guard name.hasSuffix("ViewModel"), !Self.viewModelProtocols.contains(name) else { return }
        updateCurrentType { facts in
            if !facts.viewModelTypes.contains(name) { facts.viewModelTypes.append(name) }
        }
    }

    private func noteName(_ name: String, node: some SyntaxProtocol) {
        if let index = functionStack.last?.dataSourceIndex, SyntaxText.isTypeLike(name) {
            facts.dataSources[index].referencedTypeNames.insert(name)
        }
        switch name {
        case "UIHostingConfiguration":
            updateCurrentType { $0.usesHostingConfiguration = true }
            if node.is(DeclReferenceExprSyntax.self), AvailabilityGuard.iOSVersion(guarding: Syntax(node)) ?? 0 < 16 {
                facts.unguardedHostingConfigurations.append(position(of: node))
            }
        case "UIHostingController":
            updateCurrentType { $0.usesHostingController = true }
        case "NavigationStack", "NavigationView":
            if let owner = typeStack.last?.name {
                facts.typesWithNavigationContainer.insert(owner)
            }
        case "EmptyView":
            if let function = functionStack.last, function.name == "prepareForReuse", !function.reportedEmptyView {
                functionStack[functionStack.count - 1].reportedEmptyView = true
                addFinding(
                    .prepareForReuseEmptyView, at: node,
                    "\(currentTypeName).prepareForReuse resets the hosted root view to EmptyView; let configure "
                        + "replace it instead.")
            }
        default:
            if Self.cellBridgeNames.contains(name) {
                updateCurrentType { $0.usesCellBridge = true }
            }
        }
    }

    // MARK: Calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression.trimmedDescription
        let baseName = SyntaxText.simpleTypeName(callee)

        // `UICollectionView.CellRegistration<…>` and `CellRegistration<…>`, not a type that merely has the
        // word in its name (`ThreadCellRegistrationConfiguration(…)`).
        if let index = functionStack.last?.dataSourceIndex, baseName == "CellRegistration" {
            addFinding(
                .cellRegistrationInCellProvider, at: node,
                "\(currentTypeName) creates a CellRegistration inside \(facts.dataSources[index].method); create it "
                    + "once outside the cell provider.")
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
            if let argument = node.arguments.first, isHostingControllerView(argument.expression.trimmedDescription) {
                if !functionStack.isEmpty {
                    functionStack[functionStack.count - 1].hostingViewAdditions.append(position(of: node))
                }
            }
        case "addChild":
            if !functionStack.isEmpty { functionStack[functionStack.count - 1].callsAddChild = true }
        case "didMove" where node.arguments.contains(where: { $0.label?.text == "toParent" }):
            if !functionStack.isEmpty { functionStack[functionStack.count - 1].callsDidMove = true }
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
            if let argument = node.arguments.first(where: { $0.label?.text == "wrappedValue" }),
                argument.expression.is(DeclReferenceExprSyntax.self)
            {
                addFinding(
                    .stateObjectOwnedOutsideView, at: node,
                    "\(currentTypeName) wraps `\(argument.expression.trimmedDescription)`, passed in from outside, "
                        + "in a StateObject; use @ObservedObject.")
            }
        default:
            if baseName.hasSuffix("GestureRecognizer") {
                updateCurrentType { $0.hasGestureRecognizers = true }
            }
        }
        if baseName.hasPrefix("register") {
            recordRegistration(node)
        }
        if let used = Self.instantiatedType(node) {
            noteUse(of: used)
        }
        if callee.hasPrefix("UIHostingController") {
            recordHostingCreation(node)
        }
        if baseName == "UICollectionViewDiffableDataSource" || baseName == "UITableViewDiffableDataSource" {
            let provider =
                node.trailingClosure
                ?? node.arguments.first { $0.label?.text == "cellProvider" }?.expression.as(ClosureExprSyntax.self)
            if let provider {
                cellProviders[provider.id] = baseName.hasPrefix("UITable") ? "cellForRowAt" : "cellForItemAt"
            }
        }
        return .visitChildren
    }

    private func stripSelf(_ text: String) -> String {
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
        }
        let index = functionStack.count - 1
        if !name.isEmpty {
            functionStack[index].hostingNames.insert(name)
        }
        functionStack[index].hostingCreations.append(
            HostingCreation(name: name, rootViewType: rootViewType, rootViewHasNavigation: hasNavigation))
    }

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
            cellClass: nil, nibName: nil, reuseIdentifier: SyntaxText.staticIdentifier(identifierArgument.expression),
            registeringType: currentTypeName, line: line(of: node))
        if let cellClass = Self.metatypeName(first.expression) {
            registration.cellClass = cellClass
        } else if let call = first.expression.as(FunctionCallExprSyntax.self),
            call.calledExpression.trimmedDescription == "UINib",
            let nibArgument = call.arguments.first(where: { $0.label?.text == "nibName" })
        {
            registration.nibName = SyntaxText.staticIdentifier(nibArgument.expression)
        } else {
            return
        }
        facts.registrations.append(registration)
    }

    /// A cell library's own registration (`manager.register(PostCell.self)`,
    /// `collectionView.register(cellType: PostCell.self)`, `tableView.registerCell(PostCell.self)`): no
    /// identifier is passed because the library uses the class name. Each `X.self` argument is recorded
    /// with `X` as its (inferred) identifier; the inventory keeps only those that name a known cell, so
    /// `register(PostCell.self, for: Post.self)` does not make `Post` a reuse identifier. When the call
    /// does pass one (an `identifier:`-like label) that one is used if it is static, and nothing is inferred.
    private func recordLibraryRegistration(_ node: FunctionCallExprSyntax) {
        let explicit = node.arguments.first { $0.label?.text.lowercased().contains("identifier") ?? false }
        for argument in node.arguments {
            guard let cellClass = Self.metatypeName(argument.expression) else { continue }
            let identifier = explicit.map { SyntaxText.staticIdentifier($0.expression) } ?? cellClass
            facts.registrations.append(
                CellRegistrationCall(
                    cellClass: cellClass, nibName: nil, reuseIdentifier: identifier, registeringType: currentTypeName,
                    line: line(of: node)))
        }
    }

    /// `PostCell` for `PostCell.self` (also `Module.PostCell.self`), else `nil`.
    private static func metatypeName(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.tokenKind == .keyword(.self), let base = member.base
        else { return nil }
        return SyntaxText.simpleTypeName(base.trimmedDescription)
    }

    // MARK: Casts, switches, assignments

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        for (index, element) in elements.enumerated() {
            if element.is(UnresolvedAsExprSyntax.self) || element.is(UnresolvedIsExprSyntax.self),
                index + 1 < elements.count, let typeExpression = elements[index + 1].as(TypeExprSyntax.self)
            {
                noteCast(SyntaxText.simpleTypeName(typeExpression.type.trimmedDescription))
            }
            if element.is(AssignmentExprSyntax.self), index >= 1, index + 1 < elements.count {
                checkDelegateAssignment(lhs: elements[index - 1], rhs: elements[index + 1])
                noteDataSourceAssignment(lhs: elements[index - 1], rhs: elements[index + 1])
            }
        }
        return .visitChildren
    }

    override func visit(_ node: IsTypePatternSyntax) -> SyntaxVisitorContinueKind {
        noteCast(SyntaxText.simpleTypeName(node.type.trimmedDescription))
        return .visitChildren
    }

    private func noteCast(_ typeName: String) {
        if let index = functionStack.last?.dataSourceIndex {
            facts.dataSources[index].castTypeNames.insert(typeName)
        }
        noteViewModelType(typeName)
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

    /// Records that the current type instantiates or assigns `name` (what makes a data source shared).
    private func noteUse(of name: String) {
        guard let owner = typeStack.last?.name, owner != name else { return }
        facts.typeUses[name, default: []].insert(owner)
    }

    /// `FeedDataSource` for `FeedDataSource(…)`, `FeedDataSource.init(…)`, `FeedDataSource.make(…)` and
    /// `Module.FeedDataSource(…)`; `nil` for calls on values (`collectionView.reloadData()`).
    private static func instantiatedType(_ call: FunctionCallExprSyntax) -> String? {
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

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        guard let index = functionStack.last?.dataSourceIndex else { return .visitChildren }
        let subject = node.subject.trimmedDescription
        let lastComponent = subject.split(separator: ".").last.map(String.init) ?? subject
        var switchesOnType = Self.typeSwitchSubjects.contains(lastComponent) || subject.hasPrefix("type(of:")
        var typedCases = 0
        for caseEntry in node.cases {
            guard let switchCase = caseEntry.as(SwitchCaseSyntax.self),
                let label = switchCase.label.as(SwitchCaseLabelSyntax.self)
            else { continue }
            for item in label.caseItems {
                let text = item.pattern.trimmedDescription
                if item.pattern.is(IsTypePatternSyntax.self) || text.contains(" as ") {
                    typedCases += 1
                }
            }
        }
        if typedCases >= 1 {
            switchesOnType = true
            facts.dataSources[index].switchHasTypePatterns = true
        }
        if switchesOnType, facts.dataSources[index].switchOnTypeLine == nil {
            let position = position(of: node)
            facts.dataSources[index].switchOnTypeLine = position.line
            facts.dataSources[index].switchOnTypeColumn = position.column
        }
        return .visitChildren
    }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        if let index = functionStack.last?.dataSourceIndex, let text = SyntaxText.staticIdentifier(ExprSyntax(node)) {
            facts.dataSources[index].stringLiterals.insert(text)
        }
        return .visitChildren
    }

    // MARK: Closures

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        if let method = cellProviders[node.id] {
            // A diffable data source's cell provider is the modern cellForItemAt/cellForRowAt.
            let position = position(of: node)
            facts.dataSources.append(
                DataSourceFacts(
                    line: position.line, column: position.column, typeName: currentTypeName, method: method))
            var context = FunctionContext(name: "cellProvider")
            context.dataSourceIndex = facts.dataSources.count - 1
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
        let referencesSelf =
            tokens.contains { $0.tokenKind == .keyword(.self) }
            || captures.contains { $0.name.tokenKind == .keyword(.self) && $0.specifier == nil }
        if let index = functionStack.last?.dataSourceIndex {
            let method = facts.dataSources[index].method
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
        if referencesSelf, !capturesSelfWeakly, let type = typeStack.last {
            let position = position(of: node)
            facts.strongSelfCaptures.append(
                StrongSelfCaptureFacts(typeName: type.name, line: position.line, column: position.column))
        }
        return .visitChildren
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

    override func visitPost(_ node: ClosureExprSyntax) {
        if cellProviders[node.id] != nil {
            finishFunction()
        }
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

    /// `cell.onTap` when `node` is the right-hand side of `cell.onTap = node` (in the unfolded sequence
    /// SwiftParser leaves), else `nil`.
    private static func assignmentTarget(of node: some SyntaxProtocol) -> ExprSyntax? {
        guard let list = node.parent?.as(ExprListSyntax.self) else { return nil }
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == node.id }), index >= 2,
            elements[index - 1].is(AssignmentExprSyntax.self)
        else { return nil }
        return elements[index - 2]
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
