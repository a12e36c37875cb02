/// A `register(_:forCellWithReuseIdentifier:)` / `register(_:forCellReuseIdentifier:)` call, or a cell
/// library's own `register…(X.self)` that passes no identifier.
struct CellRegistrationCall: Sendable, Hashable, Codable {
    /// `BannerCell` for `register(BannerCell.self, ...)`.
    var cellClass: String?
    /// `BannerCell` for `register(UINib(nibName: "BannerCell", bundle: nil), ...)`.
    var nibName: String?
    /// The identifier when it is static (`"banner"`, `BannerCell.className`, `String(describing: X.self)`); for
    /// a library registration without one, the class name, which is what those libraries dequeue by.
    var reuseIdentifier: String?
    /// The type that registers: the screen the cell appears on.
    var registeringType: String
    var line: Int
}

/// A `cellForItemAt` / `cellForRowAt` implementation before the app's cell types are known.
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
    var switchOnTypeLine: Int?
    var switchOnTypeColumn: Int?
    /// Whether that switch matches types (`case is X`, `case let x as X`) rather than a type-like value.
    var switchHasTypePatterns = false
    /// Static strings in the body; those equal to a cell's reuse identifier name that cell.
    var stringLiterals: Set<String> = []
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

/// Everything one Swift file contributes to the scan, produced from a single parse.
struct SwiftSourceFacts: Sendable, Equatable, Codable {
    var file: String
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
}
