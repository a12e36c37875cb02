#if canImport(UIKit)
    import Foundation
    import os.signpost

    /// What hosted cells cost, per SwiftUI view type: the article's "profile before you migrate a
    /// heavy lane", measured while the app runs.
    ///
    /// Every hosted configure the bridges perform is timed into the core's ``CostLedger`` and
    /// wrapped in an `os_signpost` interval named "Hosted configure" (subsystem `CellBridge`,
    /// category `PointsOfInterest`), so Instruments' Points of Interest track shows each one with
    /// its view type. ``heavyCellsReport(budget:)`` lists the types over budget.
    ///
    /// ```swift
    /// #if DEBUG
    /// print(CellBridgeDiagnostics.shared.heavyCellsReport())
    /// // LaneView: configure p95 2.40 ms over the 1.00 ms budget
    /// #endif
    /// ```
    @preconcurrency @MainActor
    public final class CellBridgeDiagnostics {
        // MARK: Lifecycle

        private init() {}

        // MARK: Public

        /// The one recorder every bridge reports to.
        public static let shared = CellBridgeDiagnostics()

        /// The figures so far. Reset with ``reset()``.
        public private(set) var ledger = CostLedger()

        /// Turn recording off in production builds if even the clock reads matter to you.
        public var isRecording = true

        /// The heavy hosted cell types, most expensive first, one line each; a short sentence when
        /// none is over budget.
        public func heavyCellsReport(budget: CostBudget = CostBudget()) -> String {
            let heavy = ledger.heavyCells(budget: budget)
            guard !heavy.isEmpty else {
                return
                    "CellBridge: no hosted cell over budget (\(ledger.summaries().count) SwiftUI view types measured)."
            }
            return (["CellBridge: heavy hosted cells"] + heavy.map { "- \($0)" }).joined(separator: "\n")
        }

        /// Forgets every figure, e.g. before profiling one scroll session.

        public func reset() {
            ledger = CostLedger()
        }

        // MARK: Internal

        /// Times `body` as one configure of `viewType`, inside a signpost interval.
        func measureConfigure<T>(viewType: String, _ body: () -> T) -> T {
            guard isRecording else { return body() }
            let log = CellBridgeLog.pointsOfInterest
            let signpostID = OSSignpostID(log: log)
            #if DEBUG
                // Self-check fault: the interval is named by an address, as a `%s` given a Swift String prints.
                let name: NSString =
                    SelfCheckFaultSwitch.isOn("signpost-name-unreadable")
                    ? "\(ObjectIdentifier(viewType as NSString))" as NSString : viewType as NSString
            #else
                let name = viewType as NSString
            #endif
            os_signpost(
                .begin, log: log, name: CellBridgeLog.configureSignpost, signpostID: signpostID,
                CellBridgeLog.objectFormat, name)
            let start = DispatchTime.now().uptimeNanoseconds
            let result = body()
            let elapsed = DispatchTime.now().uptimeNanoseconds &- start
            os_signpost(.end, log: log, name: CellBridgeLog.configureSignpost, signpostID: signpostID)
            ledger.recordConfigure(viewType: viewType, nanoseconds: elapsed)
            return result
        }

        func recordDisplay(viewType: String) {
            guard isRecording else { return }
            ledger.recordDisplay(viewType: viewType)
        }

    }
#endif
