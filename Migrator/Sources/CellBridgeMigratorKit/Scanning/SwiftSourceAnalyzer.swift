internal import SwiftParser
internal import SwiftSyntax

/// Parses one Swift file once and walks the tree once, collecting cell facts and rule findings.
///
/// Everything that needs the whole app (which types are cells, which views contain a navigation
/// stack, the deployment target) is recorded as a candidate and decided later by `InventoryBuilder`.
/// The walk is split over three files: declarations and names here, calls in `+Calls`, control flow and
/// closures in `+Flow`.
final class SwiftSourceAnalyzer: SyntaxVisitor {
    // MARK: Lifecycle

    /// Parses `bytes` (UTF-8 source) and returns its facts; `file` is the path relative to the root.
    static func analyze(bytes: UnsafeBufferPointer<UInt8>, file: String) -> SwiftSourceFacts {
        let tree = Parser.parse(source: bytes)
        let analyzer = SwiftSourceAnalyzer(file: file, lines: LineTable(bytes))
        // Most files hold no `CellRegistration`: their bindings are not read for one.
        analyzer.mentionsRegistration = ByteSearch.contains(bytes, Array("Registration".utf8))
        analyzer.walk(tree)
        analyzer.finishFile()
        return analyzer.facts
    }

    private init(file: String, lines: LineTable) {
        self.facts = SwiftSourceFacts(file: file)
        self.lines = lines
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: State

    // The two contexts are classes: the walk reads the innermost one (`typeStack.last`) at almost every node,
    // and a struct full of sets and dictionaries would be copied, with a retain per buffer, each time.

    final class TypeContext {
        var name: String
        var factsIndex: Int
        var isRepresentable: Bool
        /// Declared `: View`: its names are followed when hosted content is built from it.
        var isSwiftUIView: Bool
        /// A `PreviewProvider`: what it passes to views is sample data, not how the app owns its models.
        var isPreview: Bool
        var hostingPropertyNames: Set<String>
        /// Computed properties (a getter, no storage): a reference to one makes a new value, like a factory.
        var computedProperties: Set<String>
        /// Stored properties holding a literal list of types (`let cellTypes = [A.self, B.self]`).
        var metatypeLists: [String: [String]] = [:]
        /// Stored properties' type names (`dataSource` → `FeedDataSource` for `let dataSource: FeedDataSource`
        /// or `lazy var dataSource = FeedDataSource(…)`), to tell what `x.dataSource = dataSource` assigns.
        var propertyTypes: [String: String]
        /// `@StateObject` properties without a default value, with where they are declared.
        var stateObjectsWithoutDefault: [(name: String, position: SourcePosition)] = []
        /// `_x = StateObject(wrappedValue: …)` in an `init`: property → line and the label of the init parameter
        /// handed in (`nil` when the view creates the object itself).
        var stateObjectAssignments: [String: (line: Int, label: String?)] = [:]

        init(
            name: String, factsIndex: Int, isRepresentable: Bool, isSwiftUIView: Bool, isPreview: Bool,
            hostingPropertyNames: Set<String>, computedProperties: Set<String>, propertyTypes: [String: String]
        ) {
            self.name = name
            self.factsIndex = factsIndex
            self.isRepresentable = isRepresentable
            self.isSwiftUIView = isSwiftUIView
            self.isPreview = isPreview
            self.hostingPropertyNames = hostingPropertyNames
            self.computedProperties = computedProperties
            self.propertyTypes = propertyTypes
        }
    }

    struct HostingCreation {
        var name: String
        var rootViewType: String?
        var rootViewHasNavigation: Bool
    }

    final class FunctionContext {
        var name: String
        var parameterNames: Set<String> = []
        /// Parameter name → the label callers write (`_` when none).
        var parameterLabels: [String: String] = [:]
        /// Locals initialized with a call (`let model = Model()`): handing one on is handing a fresh instance.
        var freshLocals: Set<String> = []
        /// Locals bound to a member of a stored property (`let child = parent.child`, `if let child = …`).
        var memberLocals: [String: ExprSyntax] = [:]
        /// Locals holding a string literal (`let identifier = "row"`), for registrations that pass them.
        var literalLocals: [String: String] = [:]
        /// Locals made by an initializer (`let banner = PlanBannerController(…)`) → that type.
        var localTypes: [String: String] = [:]
        /// Locals holding a literal list of types (`let types: [UITableViewCell.Type] = [A.self, B.self]`).
        var metatypeLists: [String: [String]] = [:]
        /// Locals holding a `CellRegistration` → the cell it registers (or its alias).
        var localRegistrations: [String: String] = [:]
        var dataSourceIndex: Int?
        /// A helper of a data source (`configure(_ cell: UITableViewCell, for row: Row)`): its casts and
        /// switches count for the data sources that call it, but the rules about `cellFor…` itself do not apply.
        var isCellHelper = false
        var hostingNames: Set<String> = []
        var hostingCreations: [HostingCreation] = []
        var pushes: [(position: SourcePosition, argument: String)] = []
        var reportedEmptyView = false

        init(name: String) {
            self.name = name
        }
    }

    /// Which platform a `#if` clause compiles for, as far as it says.
    enum ClausePlatform {
        case any
        case iOS
        case macOS
    }

    var facts: SwiftSourceFacts
    let lines: LineTable
    /// Whether the file says `Registration` anywhere (a `CellRegistration`, a registration alias).
    var mentionsRegistration = true
    var typeStack: [TypeContext] = []
    var functionStack: [FunctionContext] = []
    var clausePlatforms: [ClausePlatform] = []
    /// Closures passed as a diffable data source's cell provider, with the method they stand for.
    var cellProviders: [SyntaxIdentifier: String] = [:]

    static let scrollingViewTypes: Set<String> = ["UICollectionView", "UITableView", "UIScrollView"]
    static let cellBridgeNames: Set<String> = [
        "HostingCollectionViewCell", "HostingTableViewCell", "SwiftUIRenderableCellViewModel",
        "SwiftUIHostingConfiguration", "CollectionCellBridge", "TableCellBridge",
    ]

    func line(of node: some SyntaxProtocol) -> Int {
        lines.line(atOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    /// Where `node` starts: line and column (1-based, UTF-8), as the compiler reports it.
    func position(of node: some SyntaxProtocol) -> SourcePosition {
        lines.position(atOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    var currentTypeName: String { typeStack.last?.name ?? "<global>" }

    /// Inside `#if os(macOS)` / `#if canImport(AppKit)` (or the `#else` of an iOS-only `#if`): UIKit rules do
    /// not apply to code AppKit compiles.
    var isInMacOSOnlyCode: Bool { clausePlatforms.contains(.macOS) }

    func updateCurrentType(_ change: (inout SwiftTypeFacts) -> Void) {
        guard let index = typeStack.last?.factsIndex else { return }
        change(&facts.types[index])
    }

    func addFinding(_ rule: LintRule, at node: some SyntaxProtocol, _ message: String) {
        let start = position(of: node)
        addFinding(Finding(rule: rule, file: facts.file, line: start.line, column: start.column, message: message))
    }

    /// Every finding of the file goes through here, so UIKit rules stay quiet in macOS-only code.
    func addFinding(_ finding: Finding) {
        if isInMacOSOnlyCode, finding.rule.appliesToUIKitOnly { return }
        facts.findings.append(finding)
    }

    /// What only the whole file can decide: CellBridge's names count only where CellBridge is imported.
    private func finishFile() {
        guard !facts.importsCellBridge else { return }
        for index in facts.types.indices {
            facts.types[index].usesCellBridge = false
        }
    }

    // MARK: Imports and #if

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let module = node.path.first?.name.text else { return .skipChildren }
        if module.hasPrefix("CellBridge") {
            facts.importsCellBridge = true
        }
        if clausePlatforms.isEmpty {
            facts.imports.insert(module)
        }
        return .skipChildren
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        var platform = ClausePlatform.any
        if let condition = node.condition {
            platform = Self.platform(ofCondition: condition.trimmedDescription)
        } else if let declaration = node.parent?.parent?.as(IfConfigDeclSyntax.self),
            let first = declaration.clauses.first?.condition
        {
            // `#else` of an iOS-only `#if` is the macOS side, and the other way round.
            switch Self.platform(ofCondition: first.trimmedDescription) {
            case .iOS: platform = .macOS
            case .macOS: platform = .iOS
            case .any: platform = .any
            }
        }
        clausePlatforms.append(platform)
        return .visitChildren
    }

    override func visitPost(_ node: IfConfigClauseSyntax) { clausePlatforms.removeLast() }

    /// `os(macOS)`, `canImport(AppKit)`, `!os(iOS)` → macOS; `os(iOS)`, `canImport(UIKit)` → iOS; else any.
    static func platform(ofCondition text: String) -> ClausePlatform {
        let condition = text.filter { !$0.isWhitespace }
        let macOS = ["os(macOS)", "canImport(AppKit)", "canImport(Cocoa)", "os(OSX)"]
        let iOS = ["os(iOS)", "canImport(UIKit)", "os(tvOS)", "os(visionOS)", "targetEnvironment(macCatalyst)"]
        let saysMacOS = macOS.contains { condition.contains($0) && !condition.contains("!" + $0) }
        let saysIOS = iOS.contains { condition.contains($0) && !condition.contains("!" + $0) }
        let deniesIOS = iOS.contains { condition.contains("!" + $0) }
        let deniesMacOS = macOS.contains { condition.contains("!" + $0) }
        if (saysMacOS || deniesIOS) && !saysIOS && !condition.contains("||") {
            return .macOS
        }
        if (saysIOS || deniesMacOS) && !saysMacOS && !condition.contains("||") {
            return .iOS
        }
        return .any
    }

    // MARK: Types

    private func pushType(
        name: String, kind: SwiftTypeFacts.Kind, inheritance: InheritanceClauseSyntax?, members: MemberBlockSyntax,
        isGeneric: Bool = false, node: some SyntaxProtocol
    ) {
        // `UITableViewCell & SearchResultCell` is a class and a protocol: its parts, the class first.
        let inherited =
            inheritance?.inheritedTypes.flatMap { inherited -> [String] in
                let parts = inherited.type.as(CompositionTypeSyntax.self)?.elements.map(\.type) ?? [inherited.type]
                return parts.map { SyntaxText.simpleTypeName($0.trimmedDescription) }
            } ?? []
        let isExtension = kind == .extension
        var typeFacts = SwiftTypeFacts(
            name: name, file: facts.file, line: line(of: node),
            superclass: isExtension || kind == .protocol ? nil : inherited.first, conformances: inherited)
        typeFacts.kind = kind
        typeFacts.isExtension = isExtension
        typeFacts.isGeneric = isGeneric
        if inherited.contains(where: { Self.cellBridgeNames.contains($0) }) {
            typeFacts.usesCellBridge = true
        }
        facts.types.append(typeFacts)
        var hostingNames: Set<String> = []
        var propertyTypes: [String: String] = [:]
        var computed: Set<String> = []
        var lists: [String: [String]] = [:]
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                if let value = binding.initializer?.value, let types = Self.metatypeList(value) {
                    lists[binding.pattern.trimmedDescription] = types
                }
                if Self.isComputed(binding) {
                    computed.insert(binding.pattern.trimmedDescription)
                }
                let typeText = binding.typeAnnotation?.type.trimmedDescription ?? ""
                // The callee only: an initializer can be a long closure, not worth turning into text.
                let initCallee =
                    binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription
                    ?? ""
                if typeText.contains("UIHostingController") || initCallee.hasPrefix("UIHostingController") {
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
        if !computed.isEmpty {
            facts.computedProperties[name, default: []].formUnion(computed)
        }
        typeStack.append(
            TypeContext(
                name: name, factsIndex: facts.types.count - 1,
                isRepresentable: inherited.contains {
                    $0 == "UIViewRepresentable" || $0 == "UIViewControllerRepresentable"
                },
                isSwiftUIView: kind != .protocol && inherited.contains("View"),
                isPreview: inherited.contains("PreviewProvider") || typeStack.last?.isPreview == true,
                hostingPropertyNames: hostingNames, computedProperties: computed, propertyTypes: propertyTypes))
        typeStack[typeStack.count - 1].metatypeLists = lists
    }

    /// Pops the type, deciding what needs all of its members: which `@StateObject`s take their object from an
    /// initializer argument (the call sites then say whether it is owned outside).
    private func popType() {
        guard let type = typeStack.popLast() else { return }
        for property in type.stateObjectsWithoutDefault {
            if let assignment = type.stateObjectAssignments[property.name] {
                // `_x = StateObject(wrappedValue: X(…))` or a local made in the init: the view creates it.
                guard let label = assignment.label else { continue }
                facts.stateObjectInputs.append(
                    StateObjectInput(
                        typeName: type.name, property: property.name, label: label, line: property.position.line,
                        column: property.position.column, throughInit: true))
            } else {
                facts.stateObjectInputs.append(
                    StateObjectInput(
                        typeName: type.name, property: property.name, label: property.name,
                        line: property.position.line, column: property.position.column, throughInit: false))
            }
        }
    }

    /// A property with a getter and no storage (`var x: T { … }`, `var x: T { get { … } }`).
    static func isComputed(_ binding: PatternBindingSyntax) -> Bool {
        guard binding.initializer == nil, let accessors = binding.accessorBlock?.accessors else { return false }
        if accessors.is(CodeBlockItemListSyntax.self) { return true }
        return accessors.as(AccessorDeclListSyntax.self)?.contains {
            $0.accessorSpecifier.tokenKind == .keyword(.get)
        } ?? false
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(
            name: node.name.text, kind: .class, inheritance: node.inheritanceClause, members: node.memberBlock,
            isGeneric: node.genericParameterClause != nil, node: node)
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { popType() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(
            name: node.name.text, kind: .actor, inheritance: node.inheritanceClause, members: node.memberBlock,
            node: node)
        return .visitChildren
    }

    override func visitPost(_ node: ActorDeclSyntax) { popType() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(
            name: node.name.text, kind: .struct, inheritance: node.inheritanceClause, members: node.memberBlock,
            isGeneric: node.genericParameterClause != nil, node: node)
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) { popType() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(
            name: node.name.text, kind: .enum, inheritance: node.inheritanceClause, members: node.memberBlock,
            node: node)
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) { popType() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(
            name: node.name.text, kind: .protocol, inheritance: node.inheritanceClause, members: node.memberBlock,
            node: node)
        return .visitChildren
    }

    override func visitPost(_ node: ProtocolDeclSyntax) { popType() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(
            name: SyntaxText.simpleTypeName(node.extendedType.trimmedDescription), kind: .extension,
            inheritance: node.inheritanceClause, members: node.memberBlock, node: node)
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { popType() }

    // MARK: Functions

    /// Methods that hand a cell its model: their parameter's type is the cell's view model.
    private static let configureMethodPrefixes = [
        "configure", "bind", "setup", "setUp", "update", "apply", "populate", "fill", "render", "display", "set",
    ]

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let context = FunctionContext(name: node.name.text)
        let parameters = node.signature.parameterClause.parameters
        context.parameterNames = Set(parameters.map { ($0.secondName ?? $0.firstName).text })
        context.parameterLabels = Self.labels(parameters)
        let labels = parameters.map(\.firstName.text)
        if let enclosing = functionStack.last, let index = enclosing.dataSourceIndex {
            // A local function of a data source (`func titleCell() -> UITableViewCell { … }` inside
            // `cellForRowAt`): what it dequeues and casts is the data source's.
            context.dataSourceIndex = index
            context.isCellHelper = enclosing.isCellHelper
        } else if let method = Self.dataSourceMethod(labels), node.body != nil {
            // A protocol's requirement has no body: nothing is dequeued there.
            let start = position(of: node)
            facts.dataSources.append(
                DataSourceFacts(line: start.line, column: start.column, typeName: currentTypeName, method: method))
            context.dataSourceIndex = facts.dataSources.count - 1
        } else if let method = Self.cellProviderMethod(node) {
            let start = position(of: node)
            var candidate = DataSourceFacts(
                line: start.line, column: start.column, typeName: currentTypeName, method: method)
            candidate.providerFunction = node.name.text
            candidate.signature = node.name.text + "(" + labels.map { $0 + ":" }.joined() + ")"
            facts.dataSources.append(candidate)
            context.dataSourceIndex = facts.dataSources.count - 1
        } else if functionStack.isEmpty, Self.isCellHelper(node) {
            var helper = DataSourceFacts(line: line(of: node), typeName: currentTypeName, method: node.name.text)
            helper.helperFunction = node.name.text
            facts.dataSources.append(helper)
            context.dataSourceIndex = facts.dataSources.count - 1
            context.isCellHelper = true
        }
        if functionStack.isEmpty, parameters.isEmpty, ReuseIdentifierSyntax.isIdentifierLikeName(node.name.text),
            node.signature.returnClause?.type.trimmedDescription == "String",
            let value = node.body.flatMap({ Self.singleValue(of: $0.statements) })
        {
            // `class func cellIdentifier() -> String { "feed" }`: what `X.cellIdentifier()` resolves to.
            let isGlobal = typeStack.isEmpty
            facts.identifierMembers.append(
                IdentifierMemberDeclaration(
                    typeName: isGlobal ? ReuseIdentifierExpression.globalScope : currentTypeName,
                    name: ReuseIdentifierSyntax.methodName(node.name.text),
                    value: ReuseIdentifierSyntax.expression(
                        value,
                        selfName: isGlobal ? ReuseIdentifierExpression.globalScope : ReuseIdentifierExpression.selfType)
                ))
        }
        if node.name.text == "draw", node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) {
            updateCurrentType { $0.hasCustomDrawing = true }
        }
        if parameters.count == 1, let parameter = parameters.first,
            Self.configureMethodPrefixes.contains(where: { node.name.text.hasPrefix($0) }),
            let type = Self.modelTypeName(parameter.type.trimmedDescription)
        {
            updateCurrentType { facts in
                if !facts.configureParameterTypes.contains(type) { facts.configureParameterTypes.append(type) }
            }
        }
        if node.name.text == "makeHostedView", let body = node.body {
            recordHostedContent(Syntax(body), via: "makeHostedView()", needsCellHost: false, at: node)
        }
        functionStack.append(context)
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) { finishFunction() }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        let context = FunctionContext(name: "init")
        let parameters = node.signature.parameterClause.parameters
        context.parameterNames = Set(parameters.map { ($0.secondName ?? $0.firstName).text })
        context.parameterLabels = Self.labels(parameters)
        functionStack.append(context)
        return .visitChildren
    }

    /// Parameter name → the label a caller writes: `init(viewModel: VM)` → viewModel, `init(_ vm: VM)` → `_`.
    private static func labels(_ parameters: FunctionParameterListSyntax) -> [String: String] {
        var result: [String: String] = [:]
        for parameter in parameters {
            result[(parameter.secondName ?? parameter.firstName).text] = parameter.firstName.text
        }
        return result
    }

    override func visitPost(_ node: InitializerDeclSyntax) { finishFunction() }

    /// A computed property's body (`var body: some View { … }`) is code like a method's: its locals and calls
    /// are tracked the same way.
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
        let name = node.parent?.as(PatternBindingSyntax.self)?.pattern.trimmedDescription ?? "accessor"
        functionStack.append(FunctionContext(name: name))
        return .visitChildren
    }

    override func visitPost(_ node: AccessorBlockSyntax) { finishFunction() }

    /// `cellForRowAt` for `tableView(_:cellForRowAt:)`, `cellForItemAt` for `collectionView(_:cellForItemAt:)`:
    /// two parameters, the second labelled as UIKit's.
    private static func dataSourceMethod(_ labels: [String]) -> String? {
        guard labels.count == 2, labels[1] == "cellForItemAt" || labels[1] == "cellForRowAt" else { return nil }
        return labels[1]
    }

    /// A method that takes a cell to configure (`configure(_ cell: UITableViewCell, for row: Row)`,
    /// `setUp(cell: BaseCell)`) or makes one (`dequeueAndConfigureCell(for note: Note, …) -> UITableViewCell`,
    /// or whatever its name, an override of the base class's `getRow(_:) -> UITableViewCell`): where a data
    /// source's dispatch over cell types often lives.
    private static func isCellHelper(_ node: FunctionDeclSyntax) -> Bool {
        let name = node.name.text
        if let result = node.signature.returnClause?.type, lastTypeName(result)?.hasSuffix("Cell") == true,
            name.contains("cell") || name.contains("Cell")
                || node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) })
        {
            return true
        }
        return node.signature.parameterClause.parameters.contains { lastTypeName($0.type)?.hasSuffix("Cell") == true }
    }

    /// `UITableViewCell` for `UITableViewCell`, `UITableViewCell?`, `UIKit.UITableViewCell`: the last name of a
    /// type, read from its tokens without making its text.
    private static func lastTypeName(_ type: TypeSyntax) -> String? {
        var last: String?
        for token in type.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind { last = name }
        }
        return last
    }

    /// `cellForItemAt` for a function shaped like a collection view's cell provider (`(UICollectionView,
    /// IndexPath, Item) -> UICollectionViewCell?`), `cellForRowAt` for a table view's; else `nil`.
    private static func cellProviderMethod(_ node: FunctionDeclSyntax) -> String? {
        let parameters = node.signature.parameterClause.parameters
        guard parameters.count == 3,
            let result = node.signature.returnClause.map({ SyntaxText.simpleTypeName($0.type.trimmedDescription) }),
            parameters.contains(where: { SyntaxText.simpleTypeName($0.type.trimmedDescription) == "IndexPath" })
        else { return nil }
        // It makes a cell or a supplementary view (whose closures are judged like a cell's):
        // `collectionView(_:itemsForBeginning:at:) -> [UIDragItem]` has the same parameters.
        guard result.hasSuffix("Cell") || result.hasSuffix("ReusableView") || result.hasSuffix("HeaderFooterView")
        else { return nil }
        let first = SyntaxText.simpleTypeName(parameters.first?.type.trimmedDescription ?? "")
        if result == "UICollectionViewCell" || first == "UICollectionView" { return "cellForItemAt" }
        if result == "UITableViewCell" || first == "UITableView" { return "cellForRowAt" }
        return nil
    }

    func finishFunction() {
        guard let context = functionStack.popLast() else { return }
        for push in context.pushes {
            let argument = push.argument
            let creation: HostingCreation?
            if argument.hasPrefix("UIHostingController") {
                creation = context.hostingCreations.last { $0.name.isEmpty }
            } else {
                creation = context.hostingCreations.last { $0.name == argument }
            }
            if let creation, !isInMacOSOnlyCode {
                facts.hostingPushes.append(
                    HostingPushFacts(
                        line: push.position.line, column: push.position.column, rootViewType: creation.rootViewType,
                        rootViewHasNavigation: creation.rootViewHasNavigation))
            }
        }
    }

    // MARK: Declarations

    /// Property names under which a cell keeps its model.
    private static let modelPropertyNames: Set<String> = [
        "viewModel", "model", "item", "cellModel", "cellViewModel", "data", "presenter", "configuration", "content",
        "row", "entry",
    ]

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let attributes = node.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
        if attributes.contains("IBOutlet"), !Self.isConstraintOutlet(node) {
            updateCurrentType { $0.outletCount += 1 }
        }
        // `static let item = "ProductCell"` in `struct HistoryCellID`: a constant any identifier may name.
        let isStatic = node.modifiers.contains {
            $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
        }
        for binding in node.bindings {
            let name = binding.pattern.trimmedDescription
            if !functionStack.isEmpty, let value = binding.initializer?.value {
                noteLocal(name, value: value)
            }
            if mentionsRegistration, let cell = Self.registeredCell(binding) {
                if let function = functionStack.last {
                    function.localRegistrations[name] = cell
                } else if let type = typeStack.last {
                    facts.cellRegistrationProperties[type.name + "." + name] = cell
                }
            }
            if let annotation = binding.typeAnnotation {
                let typeName = SyntaxText.simpleTypeName(annotation.type.trimmedDescription)
                if typeName == "UITextView", functionStack.isEmpty {
                    updateCurrentType { $0.hasTextView = true }
                }
                if Self.scrollingViewTypes.contains(typeName), functionStack.isEmpty,
                    !Self.refersToViewOutsideCell(node, binding: binding, attributes: attributes)
                {
                    let evidence = "has a \(typeName) property `\(name)` (line \(line(of: binding)))"
                    updateCurrentType { facts in
                        if facts.scrollingViewEvidence == nil { facts.scrollingViewEvidence = evidence }
                    }
                }
                if functionStack.isEmpty, Self.modelPropertyNames.contains(name),
                    let model = Self.modelTypeName(annotation.type.trimmedDescription)
                {
                    updateCurrentType { facts in
                        if !facts.modelPropertyTypes.contains(model) { facts.modelPropertyTypes.append(model) }
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
            let isIdentifierLike = ReuseIdentifierSyntax.isIdentifierLikeName(name)
            // A property named for a cell (`private let promptCell = "PromptCell"`) holding a literal.
            let namesCell = name.contains("Cell") || name.contains("cell")
            if functionStack.isEmpty, isIdentifierLike || isStatic || namesCell,
                let value = Self.singleValue(of: binding)
            {
                let isGlobal = typeStack.isEmpty
                let expression = ReuseIdentifierSyntax.expression(
                    value,
                    selfName: isGlobal ? ReuseIdentifierExpression.globalScope : ReuseIdentifierExpression.selfType)
                // Any static string (a literal, a type's name) may be an identifier, whatever its name; a property
                // named for a cell, when it holds one.
                var isStaticString = false
                if isStatic || namesCell {
                    switch expression {
                    case .literal, .typeName: isStaticString = true
                    case .member, .unknown: break
                    }
                }
                if isIdentifierLike || isStaticString {
                    facts.identifierMembers.append(
                        IdentifierMemberDeclaration(
                            typeName: isGlobal ? ReuseIdentifierExpression.globalScope : currentTypeName, name: name,
                            value: expression))
                }
            }
            if attributes.contains("StateObject"), binding.initializer == nil, binding.accessorBlock == nil,
                !typeStack.isEmpty
            {
                typeStack[typeStack.count - 1].stateObjectsWithoutDefault.append((name, position(of: node)))
            }
        }
        return .visitChildren
    }

    /// Remembers what a local was made from, for `PassedReference`: a call makes a fresh instance, a member of
    /// another value may be a computed property (a factory) of that value's type.
    func noteLocal(_ name: String, value: ExprSyntax) {
        guard !functionStack.isEmpty else { return }
        var value = value
        if let forced = value.as(ForceUnwrapExprSyntax.self) { value = forced.expression }
        if let optional = value.as(OptionalChainingExprSyntax.self) { value = optional.expression }
        if let call = value.as(FunctionCallExprSyntax.self) {
            functionStack[functionStack.count - 1].freshLocals.insert(name)
            if let type = Self.instantiatedType(call) {
                functionStack[functionStack.count - 1].localTypes[name] = type
            }
        } else if let literal = value.as(StringLiteralExprSyntax.self),
            case .literal(let text) = ReuseIdentifierSyntax.expression(ExprSyntax(literal), selfName: currentTypeName)
        {
            functionStack[functionStack.count - 1].literalLocals[name] = text
        } else if value.is(MemberAccessExprSyntax.self) {
            functionStack[functionStack.count - 1].memberLocals[name] = value
        } else if let types = Self.metatypeList(value) {
            functionStack[functionStack.count - 1].metatypeLists[name] = types
        }
    }

    /// `case profile = "profile-row"` in `enum CellID: String`: `CellID.profile.rawValue` is that string (the
    /// case's name when none is written).
    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let type = typeStack.last, facts.types[type.factsIndex].conformances.contains("String") else {
            return .visitChildren
        }
        for element in node.elements {
            var value = ReuseIdentifierExpression.literal(element.name.text)
            if let raw = element.rawValue?.value {
                value = ReuseIdentifierSyntax.expression(raw, selfName: ReuseIdentifierExpression.selfType)
            }
            facts.identifierMembers.append(
                IdentifierMemberDeclaration(typeName: type.name, name: element.name.text + ".rawValue", value: value))
        }
        return .visitChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        let target = node.initializer.value.trimmedDescription
        facts.typeAliases[node.name.text] = SyntaxText.simpleTypeName(target)
        if mentionsRegistration, let cell = Self.registeredCell(inTypeText: target) {
            facts.cellRegistrationAliases[node.name.text] = cell
        }
        return .visitChildren
    }

    /// The cell a `CellRegistration` declaration registers: its type's first generic argument
    /// (`UICollectionView.CellRegistration<RowCell, Item>` → `RowCell`), the alias it is declared as
    /// (`RowCellRegistration<Item>`, resolved by the inventory), or its handler's typed cell parameter
    /// (`.init { (cell: RowCell, indexPath, item) in … }`).
    static func registeredCell(_ binding: PatternBindingSyntax) -> String? {
        if let type = binding.typeAnnotation?.type.trimmedDescription, type.contains("Registration") {
            return registeredCell(inTypeText: type) ?? SyntaxText.simpleTypeName(type)
        }
        guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = call.calledExpression.trimmedDescription
        if let cell = registeredCell(inTypeText: callee) { return cell }
        guard callee.contains("Registration") || callee == ".init" else { return nil }
        let handler = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self)
        if let parameters = handler?.signature?.parameterClause?.as(ClosureParameterClauseSyntax.self),
            let type = parameters.parameters.first?.type?.trimmedDescription
        {
            return SyntaxText.simpleTypeName(type)
        }
        return callee == ".init" ? nil : SyntaxText.simpleTypeName(callee)
    }

    /// `RowCell` in `UICollectionView.CellRegistration<RowCell, Item>`.
    static func registeredCell(inTypeText text: String) -> String? {
        guard let range = text.range(of: "CellRegistration<") else { return nil }
        let argument = text[range.upperBound...].prefix { $0 != "," && $0 != ">" }
        let name = SyntaxText.simpleTypeName(String(argument))
        return SyntaxText.isTypeLike(name) ? name : nil
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let value = node.initializer?.value {
            noteLocal(node.pattern.trimmedDescription, value: value)
        }
        return .visitChildren
    }

    /// The one expression a property stands for: its initial value, or a getter made of a single expression
    /// or `return` (`static var reuseIdentifier: String { "feed" }`).
    private static func singleValue(of binding: PatternBindingSyntax) -> ExprSyntax? {
        if let value = binding.initializer?.value {
            return value
        }
        guard let accessors = binding.accessorBlock?.accessors else { return nil }
        var statements: CodeBlockItemListSyntax?
        if let body = accessors.as(CodeBlockItemListSyntax.self) {
            statements = body
        } else if let list = accessors.as(AccessorDeclListSyntax.self),
            let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) })
        {
            statements = getter.body?.statements
        }
        guard let statements else { return nil }
        return singleValue(of: statements)
    }

    /// The expression a body of one expression or one `return` gives.
    private static func singleValue(of statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        if let expression = item.as(ExprSyntax.self) {
            return expression
        }
        return item.as(ReturnStmtSyntax.self)?.expression
    }

    /// Types that are never a cell's view model: UIKit and Foundation values, closures, collections.
    private static let nonModelTypes: Set<String> = [
        "String", "Int", "Bool", "Double", "Float", "CGFloat", "URL", "Date", "Data", "IndexPath", "Any", "AnyObject",
        "AnyHashable", "UUID", "Void", "CollectionCellViewModel", "SwiftUIRenderableCellViewModel", "Animated",
    ]

    /// `BannerViewModel` for `BannerViewModel`, `BannerViewModel?`, `Feed.BannerViewModel`; `nil` for closures,
    /// arrays, dictionaries and UIKit or Foundation types.
    static func modelTypeName(_ text: String) -> String? {
        guard !text.contains("->"), !text.hasPrefix("["), !text.hasPrefix("("), !text.hasPrefix("@") else {
            return nil
        }
        let name = SyntaxText.simpleTypeName(text)
        guard SyntaxText.isTypeLike(name), !nonModelTypes.contains(name),
            !["UI", "NS", "CG", "CA"].contains(where: {
                name.hasPrefix($0) && name.dropFirst(2).first?.isUppercase == true
            })
        else { return nil }
        return name
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

    /// `BaseRowCell.accent` in `cell.tintColor = BaseRowCell.accent`: a static value of the type, which names
    /// no cell the data source dequeues. An identifier passed to a dequeue (`withIdentifier: ListCell.reuse`)
    /// names the cell registered under that identifier, which may be another type: the inventory resolves it
    /// (`DataSourceFacts.identifierExpressions`). A static method call (`RowCell.dequeue(from:)`) names its type.
    private static func isStaticValueUse(_ node: some SyntaxProtocol) -> Bool {
        guard let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
            member.declName.baseName.tokenKind != .keyword(.self), member.declName.baseName.text != "init"
        else { return false }
        if member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == member.id { return false }
        return true
    }

    private static let viewModelProtocols: Set<String> = ["CollectionCellViewModel", "SwiftUIRenderableCellViewModel"]

    /// Records a `…ViewModel` type (not CellBridge's protocols) the current type casts to or takes, once.
    func noteViewModelType(_ name: String) {
        guard name.hasSuffix("ViewModel"), !Self.viewModelProtocols.contains(name) else { return }
        updateCurrentType { facts in
            if !facts.viewModelTypes.contains(name) { facts.viewModelTypes.append(name) }
        }
    }

    private func noteName(_ name: String, node: some SyntaxProtocol) {
        if let index = functionStack.last?.dataSourceIndex, SyntaxText.isTypeLike(name), !Self.isStaticValueUse(node) {
            facts.dataSources[index].referencedTypeNames.insert(name)
        }
        if let type = typeStack.last, type.isSwiftUIView, SyntaxText.isTypeLike(name), name != type.name {
            facts.viewReferences[type.name, default: []].insert(name)
        }
        switch name {
        case "UIHostingConfiguration":
            updateCurrentType { $0.usesHostingConfiguration = true }
            if node.is(DeclReferenceExprSyntax.self), !isInMacOSOnlyCode,
                AvailabilityGuard.iOSVersion(guarding: Syntax(node)) ?? 0 < 16
            {
                facts.unguardedHostingConfigurations.append(position(of: node))
            }
        case "UIHostingController":
            updateCurrentType { $0.usesHostingController = true }
        case "NavigationStack", "NavigationView":
            if let owner = typeStack.last?.name {
                facts.typesWithNavigationContainer.insert(owner)
            }
        case "NavigationLink":
            if node.is(DeclReferenceExprSyntax.self), let owner = typeStack.last?.name {
                facts.navigationLinkLines[owner, default: []].append(line(of: node))
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

    // MARK: Visits whose work lives in +Calls and +Flow (overrides cannot be declared in extensions)

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { visitFunctionCallExpr(node) }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind { visitMemberAccessExpr(node) }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind { visitSequenceExpr(node) }

    override func visit(_ node: IsTypePatternSyntax) -> SyntaxVisitorContinueKind { visitIsTypePattern(node) }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind { visitIfExpr(node) }

    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind { visitGuardStmt(node) }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind { visitSwitchExpr(node) }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind { visitStringLiteralExpr(node) }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { visitClosureExpr(node) }

    override func visitPost(_ node: ClosureExprSyntax) { visitPostClosureExpr(node) }
}
