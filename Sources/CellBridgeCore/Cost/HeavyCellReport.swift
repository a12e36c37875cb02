/// A view type that broke the ``CostBudget``, and why.
public struct HeavyCellReport: Hashable, Sendable, CustomStringConvertible {
    public enum Reason: Hashable, Sendable {
        /// Configure p95 over budget (nanoseconds measured, budget).
        case slowConfigure(p95Nanoseconds: UInt64, budgetNanoseconds: UInt64)
        /// Configured far more often than displayed.
        case reconfigureChurn(configuresPerDisplay: Double, budget: Double)
    }

    public var summary: CostSummary
    public var reasons: [Reason]

    public var description: String {
        let why = reasons.map { reason -> String in
            switch reason {
            case .slowConfigure(let p95, let budget):
                return "configure p95 \(Self.milliseconds(p95)) ms over the \(Self.milliseconds(budget)) ms budget"
            case .reconfigureChurn(let ratio, let budget):
                let tenths = ratio.isFinite ? Int(ratio * 10 + 0.5) : 0
                let shown = ratio.isFinite ? "\(tenths / 10).\(tenths % 10)" : "∞"
                return "\(shown) configures per display (budget \(budget)): reconfigure instead of reload"
            }
        }
        return "\(summary.viewType): " + why.joined(separator: "; ")
    }

    private static func milliseconds(_ nanoseconds: UInt64) -> String {
        let hundredths = (nanoseconds + 5_000) / 10_000
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
    }
}
