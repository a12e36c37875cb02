#if canImport(UIKit)
    import Foundation
    import os.log

    /// Where every problem CellBridge meets is reported: once, in the unified log and to the app's
    /// ``CellBridgeSettings/onProblem``, never as an assertion (UIKIT-PITFALLS 31). The caller then
    /// shows what it can: the fallback cell, the cell as dequeued, the content without containment.
    @MainActor
    enum CellBridgeProblems {
        private static var reported = ReportedProblems()

        /// Reports `message` the first time its `key` (default: the message) is seen.
        static func report(_ message: String, key: String? = nil, in log: OSLog = CellBridgeLog.registration) {
            #if DEBUG
                // Self-check fault: a problem is reported every time it is met, not once.
                if SelfCheckFaultSwitch.isOn("problem-reported-every-time") {
                    CellBridgeSettings.onProblem?(CellBridgeProblem(message: message))
                    return
                }
            #endif
            guard reported.isFirstReport(of: key ?? message) else { return }
            CellBridgeLog.error("CellBridge: \(message)", in: log)
            CellBridgeSettings.onProblem?(CellBridgeProblem(message: message))
        }

        /// Logs `message` once: advice about a shape that may be right, not a problem (no handler
        /// is called).
        static func adviseOnce(_ message: @autoclosure () -> String, key: @autoclosure () -> String) {
            guard reported.isFirstReport(of: "advice: \(key())") else { return }
            CellBridgeLog.error("CellBridge: \(message())", in: CellBridgeLog.registration)
        }
    }
#endif
