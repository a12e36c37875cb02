/// Everything one scan learned about an app: the inventory behind `scan`, `plan`, `lint` and `report`.
///
/// Its `Codable` form is what the analysis cache keeps between runs (without the scaffold context), not a
/// contract: tools read `cellbridge scan --format json`.
public struct ScanReport: Sendable, Hashable, Codable {
    /// The scanned directory as an absolute, standardized path.
    public var root: String
    public var swiftFiles: Int
    public var xibFiles: Int
    public var storyboardFiles: Int
    /// Sorted by name.
    public var cells: [CellInventoryEntry]
    /// Sorted by file and line.
    public var dataSources: [DataSourceEntry]
    /// Sorted by file, line and rule.
    public var findings: [Finding]
    /// Files or folders that could not be read; the scan went on without them.
    public var problems: [InputProblem]
    /// Every screen with its cells, stage, destinations and place in the screen plan, in that order.
    public var screens: [ScreenUsage]
    /// The lowest iOS version any Package.swift, .pbxproj or .xcconfig declares: what files no known target
    /// compiles are judged by. `nil` when none declared one; rules then assume below iOS 16.
    public var deploymentTarget: DeploymentTarget?
    /// Each Xcode target and Swift package with its own iOS minimum; a file is judged by the lowest of
    /// the targets that compile it. Not part of the JSON contract.
    public var targetDeploymentTargets: [DeploymentTarget] = []
    /// How the screens lead to one another (pushes, presentations, segues, containers), sorted.
    public var navigationEdges: [NavigationEdge] = []
    /// What the scan found and could not analyse (an Objective-C data source it could not delimit), sorted.
    public var notAnalysed: [NotAnalysedCode] = []
    /// What the app registers that a bridge must be told about (`registeredByApp:`), by screen and
    /// identifier; what `cellbridge registered-by-app` prints. Not part of the JSON contract.
    public var appRegistrations: [AppRegistration] = []
    /// Registrations whose identifier the scan could not work out, for the same listing.
    public var unresolvedAppRegistrations: [UnresolvedAppRegistration] = []
    /// How many files' facts came from the analysis cache and how many were read afresh (parsed, when
    /// the prefilter let them through); not part of the JSON contract.
    public internal(set) var filesFromCache = 0
    public internal(set) var filesAnalyzed = 0
    /// Layouts and locations `scaffold` needs; not part of the JSON contract, nor of the cached report
    /// (a scan for `scaffold` always rebuilds it).
    var scaffoldContext = ScaffoldContext()

    /// Every stored property but `scaffoldContext`. A property added to the report must be listed here, or
    /// a warm run's report lacks it (`AnalysisCacheTests` compares a cached report with a fresh one).
    enum CodingKeys: String, CodingKey {
        case root, swiftFiles, xibFiles, storyboardFiles, cells, dataSources, findings, problems, screens
        case deploymentTarget, targetDeploymentTargets, filesFromCache, filesAnalyzed, navigationEdges, notAnalysed
        case appRegistrations, unresolvedAppRegistrations
    }

    public init(
        root: String, swiftFiles: Int, xibFiles: Int, storyboardFiles: Int, cells: [CellInventoryEntry],
        dataSources: [DataSourceEntry], findings: [Finding], problems: [InputProblem], screens: [ScreenUsage],
        deploymentTarget: DeploymentTarget?
    ) {
        self.root = root
        self.swiftFiles = swiftFiles
        self.xibFiles = xibFiles
        self.storyboardFiles = storyboardFiles
        self.cells = cells
        self.dataSources = dataSources
        self.findings = findings
        self.problems = problems
        self.screens = screens
        self.deploymentTarget = deploymentTarget
    }

    /// Cells already rendering SwiftUI by any means (the report's "migrated" figure).
    public var hostedCellCount: Int { cells.filter { $0.hosting.isHosted }.count }

    /// The cells and header/footer views the migration has work for: the app's own, in use.
    public var migrationWork: [CellInventoryEntry] { cells.filter(\.isMigrationWork) }

    /// Whether any error-level finding exists (what makes `lint` exit 1).
    public var hasErrors: Bool { findings.contains { $0.severity == .error } }
}
