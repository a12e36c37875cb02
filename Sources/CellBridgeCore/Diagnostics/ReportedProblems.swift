/// Which problems were reported already: each is reported once per process, however many rows
/// show it.
///
/// A stale `className` in production data, a legacy cell nothing configures, a view model that
/// states no identity: each shows on every row of its kind, on every scroll. CellBridge reports
/// it once, in the unified log and to the app's problem handler, shows the fallback and keeps
/// running, in debug builds too (a debug build that halts at the first bad row costs a team its
/// first week). A hard stop is a test's choice (`CellBridgeSettings.onProblem`).
///
/// ```swift
/// var reported = ReportedProblems()
/// reported.isFirstReport(of: "No cell for reuse identifier 'BannerCel'")   // true: report it
/// reported.isFirstReport(of: "No cell for reuse identifier 'BannerCel'")   // false
/// ```
public struct ReportedProblems: Hashable, Sendable {
    private var keys: Set<String> = []

    public init() {}

    /// How many distinct problems were reported.
    public var count: Int { keys.count }

    /// True the first time `key` is seen; the caller reports it then, and only then.
    public mutating func isFirstReport(of key: String) -> Bool {
        keys.insert(key).inserted
    }
}
