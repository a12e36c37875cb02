import CellBridgeCore
import XCTest

/// A heavy-cell report judges a view type by how it behaves now: its percentiles are over exactly
/// the latest 512 configures, older ones rolling out one for one, oldest first.
final class CostSampleWindowTests: XCTestCase {
    /// The window the documentation promises (``CostLedger/sampleCapacity``).
    private static let window = 512

    func testTheWindowIsTheLatest512Configures() {
        XCTAssertEqual(CostLedger.sampleCapacity, Self.window)
        for count in [1, 2, 3, 100, 511, 512, 513, 700, 1_023, 1_024, 1_025, 1_700] {
            var random = SeededGenerator(seed: UInt64(count))
            let durations = (1...count).map { UInt64($0) * 1_000 }.shuffled(using: &random)
            var ledger = CostLedger()
            for duration in durations { ledger.recordConfigure(viewType: "FeedView", nanoseconds: duration) }
            let recent = durations.suffix(Self.window).sorted()
            let summary = ledger.summary(for: "FeedView")
            XCTAssertEqual(summary?.p50Nanoseconds, Self.nearestRank(50, of: recent), "p50 after \(count) configures")
            XCTAssertEqual(summary?.p95Nanoseconds, Self.nearestRank(95, of: recent), "p95 after \(count) configures")
        }
    }

    /// A lane that was slow while its images cached and is fast since: the report clears it the
    /// moment 487 of the latest 512 configures are fast (487 is the 95th percentile's rank in 512).
    func testALaneThatGotFastIsClearedAsSoonAsTheWindowSaysSo() throws {
        var ledger = CostLedger()
        for _ in 0..<Self.window { ledger.recordConfigure(viewType: "LaneView", nanoseconds: 5_000_000) }
        for _ in 0..<486 { ledger.recordConfigure(viewType: "LaneView", nanoseconds: 100_000) }
        XCTAssertEqual(try XCTUnwrap(ledger.summary(for: "LaneView")).p95Nanoseconds, 5_000_000)
        ledger.recordConfigure(viewType: "LaneView", nanoseconds: 100_000)
        XCTAssertEqual(try XCTUnwrap(ledger.summary(for: "LaneView")).p95Nanoseconds, 100_000)
    }

    /// A cold first configure (images not cached yet) is the first sample to leave the window:
    /// after 512 more, the report is about those 512 alone.
    func testTheOldestConfigureIsTheFirstToRollOut() throws {
        var ledger = CostLedger()
        ledger.recordConfigure(viewType: "LaneView", nanoseconds: 9_000_000)
        for micros in 1...UInt64(Self.window) {
            ledger.recordConfigure(viewType: "LaneView", nanoseconds: micros * 1_000)
        }
        let summary = try XCTUnwrap(ledger.summary(for: "LaneView"))
        XCTAssertEqual(summary.p50Nanoseconds, 256_000)
        XCTAssertEqual(summary.p95Nanoseconds, 487_000)
        XCTAssertEqual(summary.maxNanoseconds, 9_000_000, "the worst case is all-time")
    }

    func testTwoSamplesHaveTheSmallerAsMedianAndTheLargerAsP95() throws {
        var ledger = CostLedger()
        ledger.recordConfigure(viewType: "CardView", nanoseconds: 20_000)
        ledger.recordConfigure(viewType: "CardView", nanoseconds: 10_000)
        let summary = try XCTUnwrap(ledger.summary(for: "CardView"))
        XCTAssertEqual(summary.p50Nanoseconds, 10_000)
        XCTAssertEqual(summary.p95Nanoseconds, 20_000)
    }

    /// Nearest rank, written independently of the core: the smallest sample that at least
    /// `percent`% of the samples do not exceed.
    private static func nearestRank(_ percent: Int, of sorted: [UInt64]) -> UInt64 {
        let rank = Int((Double(percent) * Double(sorted.count) / 100).rounded(.up))
        return sorted[rank - 1]
    }
}
