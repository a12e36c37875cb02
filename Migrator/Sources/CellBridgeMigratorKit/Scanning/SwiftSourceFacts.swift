/// A `register(_:forCellWithReuseIdentifier:)` / `register(_:forCellReuseIdentifier:)` call, or a cell
/// library's own `register…(X.self)` that passes no identifier.
struct CellRegistrationCall: Sendable, Hashable, Codable {
    /// `BannerCell` for `register(BannerCell.self, ...)` and `register(BannerCell.nib, ...)`.
    var cellClass: String?
    /// `BannerCell` for `register(UINib(nibName: "BannerCell", bundle: nil), ...)`.
    var nibName: String?
    /// The identifier as written; `nil` when the call passes none (a library registration).
    var reuseIdentifier: ReuseIdentifierExpression?
    /// A library registration without an identifier: the class name is what such libraries dequeue by, but the
    /// code does not say so, and the JSON marks it as inferred.
    var isInferred = false
    /// `collection` for `forCellWithReuseIdentifier:`, `table` for `forCellReuseIdentifier:`.
    var cellKind: CellKind?
    /// Read from a dequeue rather than a registration (`dequeueReusableCell(of: X.self, …)`, or
    /// `dequeueReusableCell(withIdentifier: X.identifier) as! X`): it names an identifier, not a screen.
    var isDequeue = false
    /// The type that registers: the screen the cell appears on.
    var registeringType: String
    var line: Int
    /// Registers or dequeues a header, footer or supplementary view (`forHeaderFooterViewReuseIdentifier:`,
    /// `forSupplementaryViewOfKind:`) rather than a cell.
    var isSupplementary = false
    /// A nib name given as a constant the file does not declare (`nibWithNibName:kFeedCellNib`): resolved by the
    /// inventory like an identifier.
    var nibNameExpression: ReuseIdentifierExpression?
}

/// A `cellForItemAt` / `cellForRowAt` implementation (or a diffable data source's cell provider) before the
/// app's cell types are known.
struct DataSourceFacts: Sendable, Hashable, Codable {
    var line: Int
    var column = 1
    var typeName: String
    var method: String
    /// Capitalised type-like names the body mentions.
    var referencedTypeNames: Set<String> = []
    /// Targets of `as?`, `as!`, `is` and `case is` / `case let x as` in the body.
    var castTypeNames: Set<String> = []
    /// A switch whose subject is an item's type (`switch viewModel.type`) or whose cases match types.
    var switchOnType: SourcePosition?
    /// Whether that switch matches types (`case is X`, `case let x as X`) rather than a type-like value.
    var switchHasTypePatterns = false
    /// The types its cases match: item types (`case is BannerItem`) or cell types (`case let c as BannerCell`).
    var typePatternNames: Set<String> = []
    /// The first `switch`, `if`, `guard` or ternary in the body: where branches over cell types would start.
    var firstBranch: SourcePosition?
    /// Static strings passed as a reuse identifier in the body (`withReuseIdentifier: "banner"`); those equal to
    /// a cell's reuse identifier name that cell.
    var stringLiterals: Set<String> = []
    /// Identifiers passed to a dequeue as expressions (`withReuseIdentifier: ListCell.reuse`): resolved, they name
    /// the cell registered under them.
    var identifierExpressions: [ReuseIdentifierExpression] = []
    /// For a function that looks like a cell provider (`func cell(collectionView:indexPath:item:) ->
    /// UICollectionViewCell?`): its name. It is a data source only if some diffable data source is given it
    /// as its cell provider (`cellProvider: makeCell`).
    var providerFunction: String?
    /// That function's full name (`collectionView(_:viewForSupplementaryElementOfKind:at:)`), for messages.
    var signature: String?
    /// For a method that takes a cell (`configure(_ cell: UITableViewCell, for row: Row)`): its name. Not a data
    /// source itself; what it casts and switches over counts for the data sources of its type that call it.
    var helperFunction: String?
    /// Methods the body calls on its own type (`configure(cell, for: row)`, `self.setUp(cell)`), and on another
    /// type as `Type.method` (`CellFactory.makeFolderCell(…)`).
    var calledFunctions: Set<String> = []
    /// The registrations `dequeueConfiguredReusableCell(using:…)` is handed by name (`rowRegistration`,
    /// `self.rowRegistration`): properties of its type, declared perhaps in another file.
    var registrationReferences: Set<String> = []

    /// What a `switch` over an item's type is spelled on (`switch row.cellType`, `switch (item.kind)`), in Swift
    /// and Objective-C.
    static let typeSwitchSubjects: Set<String> = [
        "type", "cellType", "kind", "itemType", "viewType", "style", "cellKind", "className", "reuseIdentifier",
    ]
}

/// A `UIHostingController(rootView:)` that the same function pushes onto a navigation controller.
struct HostingPushFacts: Sendable, Hashable, Codable {
    var line: Int
    var column = 1
    var rootViewType: String?
    var rootViewHasNavigation: Bool
}

/// A closure that captures `self` strongly inside a type which may turn out to be a cell.
struct StrongSelfCaptureFacts: Sendable, Hashable, Codable {
    var typeName: String
    var line: Int
    var column = 1
}

/// A `var className` declaration: the reuse-identifier contract of a view model.
struct ClassNameDeclaration: Sendable, Hashable, Codable {
    var typeName: String
    var line: Int
    /// `BannerCell` for `"BannerCell"` or `String(describing: BannerCell.self)`.
    var identifier: String?
}

/// SwiftUI content a cell hosts: the content of a `UIHostingConfiguration`/`SwiftUIHostingConfiguration`, the
/// root view of a cell's `UIHostingController` or of CellBridge's `configure(rootView:)`, or what
/// `makeHostedView()` returns.
struct HostedContentFacts: Sendable, Hashable, Codable {
    /// The type whose code hosts it (the cell, or the view model for `makeHostedView()`).
    var hostTypeName: String
    /// How it is hosted, in words: "UIHostingConfiguration", "makeHostedView()".
    var via: String
    var line: Int
    /// Whether it is only cell content when `hostTypeName` is a cell (a `UIHostingController` can host a
    /// screen; a hosting configuration or `makeHostedView()` is cell content by API).
    var needsCellHost: Bool
    /// View types the content constructs (`BannerView(…)`): followed through their bodies.
    var viewTypes: [String]
    /// `NavigationLink`s written directly in the content.
    var navigationLinkLines: [Int]
}

/// A `@StateObject var x: T` without a default value whose object comes from an initializer argument: the
/// memberwise initializer's `x:`, or an `init` parameter wrapped with `_x = StateObject(wrappedValue: param)`.
/// Whether it is owned outside the view depends on what the call sites pass.
struct StateObjectInput: Sendable, Hashable, Codable {
    var typeName: String
    var property: String
    /// The argument label call sites pass it under (`_` for an unlabelled parameter).
    var label: String
    /// The property's declaration.
    var line: Int
    var column = 1
    /// Whether an explicit `init` wraps the parameter (rather than the memberwise initializer).
    var throughInit: Bool
}

/// A call `T(label: value)` whose argument is an instance that already exists and is owned elsewhere: a stored
/// property (`self.viewModel`, `parent.child`), a parameter or closure parameter, an enum case's associated
/// value. Not recorded: a construction (`T(label: Model())`, a factory call, a computed property, or a local
/// made by one in the same function), a parameter handed to a hosting controller's `rootView:` (built once),
/// previews.
struct PassedReference: Sendable, Hashable, Codable {
    var typeName: String
    var label: String
    var argument: String
    var line: Int
    /// For `parent.child` (or a local bound to it) with `parent` a stored property of known type: that type and
    /// `child`. If the type's `child` is computed, it makes a new instance and the reference does not count.
    var memberOf: String?
    var member: String?
}

/// Everything one Swift file contributes to the scan, produced from a single parse (or, for a file the
/// prefilter skipped, its class headers only).
struct SwiftSourceFacts: Sendable, Equatable, Codable {
    var file: String
    /// `false` for a file the prefilter skipped: only its class headers were read.
    var isParsed = true
    /// Not the app's code (a dependency folder's, or a test target's): its classes may be base classes of the app's
    /// cells, nothing more.
    var isVendored = false

    /// Read from a `.h`, `.m` or `.mm` file.
    var isObjectiveC: Bool { file.hasSuffix(".m") || file.hasSuffix(".h") || file.hasSuffix(".mm") }
    var types: [SwiftTypeFacts] = []
    var registrations: [CellRegistrationCall] = []
    var dataSources: [DataSourceFacts] = []
    /// Findings decided from this file alone.
    var findings: [Finding] = []
    /// Uses of `UIHostingConfiguration` outside any iOS 16 availability guard; whether they are findings
    /// depends on the deployment target.
    var unguardedHostingConfigurations: [SourcePosition] = []
    var hostingPushes: [HostingPushFacts] = []
    /// Types whose declaration contains `NavigationStack` / `NavigationView`.
    var typesWithNavigationContainer: Set<String> = []
    var strongSelfCaptures: [StrongSelfCaptureFacts] = []
    var classNameDeclarations: [ClassNameDeclaration] = []
    /// Type name → the types that instantiate it (`FeedDataSource(…)`, `FeedDataSource.make(…)`) or assign
    /// it as a `dataSource`/`delegate`; a type assigning `self` lists itself.
    var typeUses: [String: Set<String>] = [:]
    var deploymentTarget: Int?
    /// Modules imported at the top level (not inside `#if`): `UIKit`, `AppKit`, `CellBridge`.
    var imports: Set<String> = []
    /// Whether any import, conditional ones included, is one of CellBridge's modules: without it, a class named
    /// `HostingTableViewCell` is the app's own.
    var importsCellBridge = false
    /// Properties that may hold reuse identifiers, for `ReuseIdentifierResolver`.
    var identifierMembers: [IdentifierMemberDeclaration] = []
    /// Functions handed to a diffable data source as its cell provider (`cellProvider: makeCell`).
    var cellProviderReferences: Set<String> = []
    /// Functions whose body adds one of their parameters as a subview (`func pin(_ view: UIView)`): a hosting
    /// controller's view passed to one of them is added too.
    var viewAddingHelpers: Set<String> = []
    var hostedContents: [HostedContentFacts] = []
    /// Type name → lines of its `NavigationLink`s.
    var navigationLinkLines: [String: [Int]] = [:]
    /// SwiftUI view type (a type declared `: View`) → the type-like names its declaration uses, to follow hosted
    /// content through the views it is built from.
    var viewReferences: [String: Set<String>] = [:]
    var stateObjectInputs: [StateObjectInput] = []
    /// `typealias Row = UITableViewCell` → `Row` → `UITableViewCell`: a class can inherit through an alias.
    var typeAliases: [String: String] = [:]
    /// `typealias RowCellRegistration<Item> = UICollectionView.CellRegistration<RowCell, Item>` → `RowCellRegistration`
    /// → `RowCell`: the cell a registration type registers.
    var cellRegistrationAliases: [String: String] = [:]
    /// `Type.property` → the cell a `CellRegistration` stored property registers (`RowCell`), or the alias of a
    /// registration type it is declared as (`RowCellRegistration`), resolved by the inventory.
    var cellRegistrationProperties: [String: String] = [:]
    /// Type name → its computed properties (getters without storage), for `PassedReference.member`.
    var computedProperties: [String: Set<String>] = [:]
    var passedReferences: [PassedReference] = []
    /// Code found but not analysed (an Objective-C data source whose body cannot be delimited).
    var notAnalysed: [NotAnalysedCode] = []
    /// The hashes of the capitalised names the file's code mentions (not its comments or strings), sorted: what
    /// tells a cell nothing uses from one another file names (`MentionedNamesReader`).
    var mentionedNameHashes: [UInt64] = []
    /// Nib names the file loads or registers by string.
    var nibNameReferences: Set<String> = []
    /// Where the file's types push, present or show other screens, before screens are known.
    var navigation: [NavigationFact] = []
    /// `X.self` handed around as a value outside a registration (`FormRow(cellType: X.self)`, `[A.self, B.self]`):
    /// the cell types a registration loop over a list of types may register.
    var metatypeValues: Set<String> = []
    /// Registrations by a loop variable (`for type in cellTypes { register(type, forCellReuseIdentifier:
    /// type.identifier) }`) whose list is not written there.
    var dynamicRegistrations: [DynamicRegistration] = []
}

/// A registration inside `for type in list { register(type, forCellReuseIdentifier: type.identifier) }` where the
/// list is not a literal: it registers whichever cell types the list holds at run time.
struct DynamicRegistration: Sendable, Hashable, Codable {
    var registeringType: String
    /// The member the identifier is read from (`identifier` for `type.identifier`), `nil` when it is not one.
    var identifierMember: String?
    var cellKind: CellKind
    var line: Int
}

/// A push, presentation, segue or container child as the code writes it, before the inventory knows which names
/// are screens: the destination is a type name, a storyboard identifier or a segue identifier.
struct NavigationFact: Sendable, Hashable, Codable {
    enum Destination: Sendable, Hashable, Codable {
        /// A screen named by its type: a local's declared type, a cast, a parameter's type.
        case type(String)
        /// A screen made where it is shown (`DetailViewController(…)`, `[[DetailViewController alloc] init]`,
        /// `DetailViewController.make()`): the class itself is instantiated, not only named.
        case made(String)
        /// `instantiateViewController(withIdentifier: "Detail")`: a storyboard scene's identifier.
        case storyboardIdentifier(String)
        /// `performSegue(withIdentifier: "showDetail")`: a segue of the source's storyboard scene.
        case segue(String)
    }

    var from: String
    var destination: Destination
    var kind: NavigationEdge.Kind
    var line: Int
}
