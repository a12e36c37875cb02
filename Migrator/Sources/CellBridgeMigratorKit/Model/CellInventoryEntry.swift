/// One cell of the scanned app, merged from its Swift class, its XIB or storyboard prototype and the
/// places that register it.
public struct CellInventoryEntry: Sendable, Hashable, Codable {
    public var name: String
    public var kind: CellKind
    public var definedIn: CellDefinitionSource
    /// Relative path of the XIB (or storyboard) that lays the cell out, if any.
    public var xib: String?
    /// Relative path of the Swift file declaring the class, if any.
    public var swiftFile: String?
    public var reuseIdentifiers: [String]
    public var hosting: HostingKind
    public var risk: RiskLevel
    public var riskReasons: [String]
    /// The app's own cell classes that inherit from this one; a base class is migrated after its leaves.
    public var subclasses: [String]
    /// Module (top-level folder) the cell lives in, used by the report's per-module progress.
    public var module: String
    /// View model type the cell is configured with, when the code says so (`configure(with: BannerViewModel)`,
    /// `var viewModel: BannerViewModel?`, `as? BannerViewModel`).
    public var viewModelType: String?
    /// Relative path of the `.h`/`.m` whose `@interface` declares the class, for an Objective-C cell.
    public var objectiveCFile: String?
    /// Every XIB and storyboard that lays the cell out (`xib` is the one shown), sorted.
    public var interfaceBuilderFiles: [String] = []
    /// The subset of `reuseIdentifiers` no code spells out: a cell library's `register(X.self)` dequeues by
    /// the class name, so the name is inferred.
    public var inferredReuseIdentifiers: [String] = []
    /// Identifiers registered through an expression whose value the scan could not find (a declaration
    /// outside the scanned tree, or one computed at run time), as written: `FeedCell.reuseIdentifier`.
    public var unresolvedReuseIdentifiers: [String] = []
    /// A cell, or a header/footer view.
    public var role = ReusableViewRole.cell
    /// The screens that show it: those that register or dequeue it, use a data source that does, or hold its
    /// prototype, by name (`ScreenUsage.name`), sorted.
    public var screens: [String] = []
    /// `false` when nothing outside the cell's own files registers, dequeues or names it: delete it rather than
    /// migrate it.
    public var isUsed = true
    public var owner = CellOwner.app
    /// For a dependency's cell, the dependency (the XIB's `customModule`, or the folder its class lives in).
    public var dependency: String?
    public var language: SourceLanguage?
    /// Registered by a loop over cell types (`for type in cellTypes { register(type, …) }`) whose list is not
    /// written out where it is registered: its identifier is what that loop computes at run time.
    public var isRegisteredDynamically = false
    /// View controllers whose view the cell hosts (`contentView.addSubview(child.view)`): the cell's content is that
    /// controller's screen, which is what to migrate.
    public var childViewControllers: [String] = []

    /// Whether the migration plan has work for it: the app's own cell, in use.
    public var isMigrationWork: Bool { isUsed && owner == .app }

    public init(
        name: String, kind: CellKind, definedIn: CellDefinitionSource, xib: String?, swiftFile: String?,
        reuseIdentifiers: [String], hosting: HostingKind, risk: RiskLevel, riskReasons: [String],
        subclasses: [String] = [], module: String = "", viewModelType: String? = nil
    ) {
        self.name = name
        self.kind = kind
        self.definedIn = definedIn
        self.xib = xib
        self.swiftFile = swiftFile
        self.reuseIdentifiers = reuseIdentifiers
        self.hosting = hosting
        self.risk = risk
        self.riskReasons = riskReasons
        self.subclasses = subclasses
        self.module = module
        self.viewModelType = viewModelType
    }
}
