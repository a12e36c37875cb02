/// What one SwiftUI view type has cost so far.
public struct CostSummary: Hashable, Sendable {
    public var viewType: String
    public var configures: Int
    public var displays: Int
    /// Percentiles over the most recent samples (see ``CostLedger/sampleCapacity``).
    public var p50Nanoseconds: UInt64
    public var p95Nanoseconds: UInt64
    public var maxNanoseconds: UInt64
    public var totalNanoseconds: UInt64

    /// Configures per display; infinite when configured but never displayed.
    public var configuresPerDisplay: Double {
        displays == 0 ? (configures == 0 ? 0 : .infinity) : Double(configures) / Double(displays)
    }
}
