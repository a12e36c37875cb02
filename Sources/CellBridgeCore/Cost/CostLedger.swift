/// Counts what each SwiftUI view type costs to configure, per type, and names the heavy ones.
///
/// The shell times every hosted configure and reports it here with the view type's name, and
/// counts displays. ``heavyCells(budget:)`` then answers the article's question — which hosted
/// cells are too expensive to stay hosted — from real figures instead of guesses.
///
/// ```swift
/// var ledger = CostLedger()
/// ledger.recordConfigure(viewType: "LaneView", nanoseconds: 2_400_000)
/// ledger.recordDisplay(viewType: "LaneView")
/// for report in ledger.heavyCells() { print(report) }
/// ```
public struct CostLedger: Sendable {
    /// Samples kept per view type for percentiles: recent behaviour, bounded memory.
    public static let sampleCapacity = 512

    private struct Record: Sendable {
        var configures = 0
        var displays = 0
        var totalNanoseconds: UInt64 = 0
        var maxNanoseconds: UInt64 = 0
        var samples: [UInt64] = []
        var nextSample = 0

        mutating func add(_ nanoseconds: UInt64) {
            configures += 1
            totalNanoseconds &+= nanoseconds
            maxNanoseconds = max(maxNanoseconds, nanoseconds)
            if samples.count < CostLedger.sampleCapacity {
                samples.append(nanoseconds)
            } else {
                samples[nextSample] = nanoseconds
                nextSample = (nextSample + 1) % CostLedger.sampleCapacity
            }
        }
    }

    private var records: [Record] = []
    /// Where each view type's record is in `records`.
    private var indices: [String: Int] = [:]
    /// The first view types' indices, found without hashing (every hosted configure and display
    /// records one).
    private var recentIndices = ShortMemo<String, Int>(capacity: 16)

    public init() {}

    public mutating func recordConfigure(viewType: String, nanoseconds: UInt64) {
        records[index(of: viewType)].add(nanoseconds)
    }

    public mutating func recordDisplay(viewType: String) {
        records[index(of: viewType)].displays += 1
    }

    public func summary(for viewType: String) -> CostSummary? {
        guard let index = indices[viewType] else { return nil }
        let record = records[index]
        let sorted = record.samples.sorted()
        return CostSummary(
            viewType: viewType,
            configures: record.configures,
            displays: record.displays,
            p50Nanoseconds: Self.percentile(50, of: sorted),
            p95Nanoseconds: Self.percentile(95, of: sorted),
            maxNanoseconds: record.maxNanoseconds,
            totalNanoseconds: record.totalNanoseconds
        )
    }

    /// Every view type seen, most expensive (p95) first.
    public func summaries() -> [CostSummary] {
        indices.keys.compactMap(summary(for:)).sorted {
            ($0.p95Nanoseconds, $1.viewType) > ($1.p95Nanoseconds, $0.viewType)
        }
    }

    /// The view types over `budget`, most expensive first. Types with too few samples are left out.
    public func heavyCells(budget: CostBudget = CostBudget()) -> [HeavyCellReport] {
        summaries().compactMap { summary in
            guard summary.configures >= budget.minimumSamples else { return nil }
            var reasons: [HeavyCellReport.Reason] = []
            if summary.p95Nanoseconds > budget.p95ConfigureNanoseconds {
                reasons.append(
                    .slowConfigure(
                        p95Nanoseconds: summary.p95Nanoseconds, budgetNanoseconds: budget.p95ConfigureNanoseconds))
            }
            if summary.configuresPerDisplay > budget.maximumConfiguresPerDisplay {
                reasons.append(
                    .reconfigureChurn(
                        configuresPerDisplay: summary.configuresPerDisplay,
                        budget: budget.maximumConfiguresPerDisplay))
            }
            return reasons.isEmpty ? nil : HeavyCellReport(summary: summary, reasons: reasons)
        }
    }

    private mutating func index(of viewType: String) -> Int {
        if let known = recentIndices.value(for: viewType) ?? indices[viewType] { return known }
        let index = records.count
        records.append(Record())
        indices[viewType] = index
        recentIndices.remember(index, for: viewType)
        return index
    }

    /// Nearest-rank percentile (`percent` of 100) of an ascending list.
    static func percentile(_ percent: Int, of sorted: [UInt64]) -> UInt64 {
        guard !sorted.isEmpty else { return 0 }
        let rank = (percent * sorted.count + 99) / 100
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }
}
