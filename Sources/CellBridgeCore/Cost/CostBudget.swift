/// When a hosted cell counts as heavy.
///
/// The source article's advice is "profile before you migrate a heavy lane": a cell whose
/// SwiftUI content is really a scrolling lane costs far more per configure than a card. A
/// 120 Hz display leaves 8.3 ms per frame for everything; a fast scroll brings several cells
/// per frame, so a configure over 1 ms at the 95th percentile is a dropped frame waiting to
/// happen. A view type configured many more times than it is displayed is being rebuilt by
/// needless reloads (reconfigure instead, as ReactiveCollectionsKit does).
public struct CostBudget: Hashable, Sendable {
    /// The 95th-percentile configure duration above which a view type is heavy.
    public var p95ConfigureNanoseconds: UInt64
    /// How many configures per display are tolerated before churn is flagged.
    public var maximumConfiguresPerDisplay: Double
    /// Fewer samples than this say nothing; no verdict is given.
    public var minimumSamples: Int

    public init(
        p95ConfigureNanoseconds: UInt64 = 1_000_000,
        maximumConfiguresPerDisplay: Double = 3,
        minimumSamples: Int = 20
    ) {
        self.p95ConfigureNanoseconds = p95ConfigureNanoseconds
        self.maximumConfiguresPerDisplay = maximumConfiguresPerDisplay
        self.minimumSamples = minimumSamples
    }
}
