/// The options of `cellbridge lint` besides its format.
public struct LintSettings: Sendable, Equatable {
    /// Only the findings: no summary or status lines (for Xcode build phases and scripts).
    public var quiet = false
    /// Report (and fail on) only the findings this baseline file does not contain.
    public var baseline: String?
    /// Record today's findings in this file.
    public var writeBaseline: String?
    /// Write the report to this file instead of standard output.
    public var output: String?
    public var useCache = true

    public init(
        quiet: Bool = false, baseline: String? = nil, writeBaseline: String? = nil, output: String? = nil,
        useCache: Bool = true
    ) {
        self.quiet = quiet
        self.baseline = baseline
        self.writeBaseline = writeBaseline
        self.output = output
        self.useCache = useCache
    }
}
