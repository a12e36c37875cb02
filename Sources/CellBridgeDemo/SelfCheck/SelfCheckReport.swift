#if canImport(UIKit)
    import Foundation

    /// The self-check's output: one `PASS`, `FAIL` or `SKIP` line per check, a summary, and one
    /// machine-readable result line.
    ///
    /// `xcrun simctl launch --console` does not pass the app's exit status on, and a crash prints
    /// no summary, so a runner reads the result line and counts its absence as a failure:
    ///
    /// ```
    /// CELLBRIDGE-SELFCHECK-RESULT result=PASS checks=8 expected=8 passed=7 failed=0 skipped=1 scenarios=table-automatic
    /// ```
    ///
    /// `result=PASS` only when nothing failed and the run printed exactly the number of checks its
    /// scenarios declare.
    @MainActor
    final class SelfCheckReport {
        static let resultPrefix = "CELLBRIDGE-SELFCHECK-RESULT"
        static let scenarioPrefix = "CELLBRIDGE-SELFCHECK-SCENARIO"

        private(set) var passed = 0
        private(set) var failed = 0
        private(set) var skipped = 0

        var checks: Int { passed + failed + skipped }

        func check(_ name: String, _ holds: Bool, _ detail: @autoclosure () -> String = "") {
            if holds {
                passed += 1
                emit("PASS \(name)")
            } else {
                failed += 1
                let detail = detail()
                emit("FAIL \(name)" + (detail.isEmpty ? "" : ": \(detail)"))
            }
        }

        func skip(_ name: String, because reason: String) {
            skipped += 1
            emit("SKIP \(name): \(reason)")
        }

        func note(_ line: String) {
            emit("     \(line)")
        }

        /// True when nothing failed and exactly `expected` checks were reported.
        func succeeded(expected: Int) -> Bool {
            failed == 0 && checks == expected
        }

        /// Prints the summary and the result line for a run of `scenarios`, which declare
        /// `expected` checks in all.
        func finish(expected: Int, scenarios: [String]) {
            if checks != expected {
                emit(
                    "     the run reported \(checks) checks, its scenarios declare \(expected): a check was skipped unseen"
                )
            }
            emit("CellBridge self-check: \(passed) passed, \(failed) failed, \(skipped) skipped")
            emit(
                "\(Self.resultPrefix) result=\(succeeded(expected: expected) ? "PASS" : "FAIL") checks=\(checks) "
                    + "expected=\(expected) passed=\(passed) failed=\(failed) skipped=\(skipped) "
                    + "scenarios=\(scenarios.isEmpty ? "none" : scenarios.joined(separator: ","))")
        }

        /// One line of the scenario list (`-CellBridgeSelfCheckList`).
        func listScenario(_ id: String, checks: Int) {
            emit("\(Self.scenarioPrefix) id=\(id) checks=\(checks)")
        }

        private func emit(_ line: String) {
            print(line)
            fflush(stdout)
        }
    }
#endif
