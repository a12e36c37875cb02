#if canImport(UIKit)
    import Foundation

    /// The self-check's output: one `PASS`, `FAIL` or `SKIP` line per check, named by its id
    /// (`scenario/check`, as `scripts/selfcheck/manifest.txt` names it), a summary, and one
    /// machine-readable result line.
    ///
    /// `xcrun simctl launch --console` does not pass the app's exit status on, and a crash prints
    /// no summary, so a runner reads the result line and counts its absence as a failure:
    ///
    /// ```
    /// PASS table-automatic/released: leaving the screen releases it and its hosting controllers
    /// CELLBRIDGE-SELFCHECK-RESULT result=PASS checks=8 expected=8 passed=7 failed=0 skipped=1 scenarios=table-automatic
    /// ```
    ///
    /// `result=PASS` only when nothing failed and every check each scenario declares was reported
    /// exactly once. Whether a `SKIP` was allowed is the runner's call, against the manifest.
    @MainActor
    final class SelfCheckReport {
        static let resultPrefix = "CELLBRIDGE-SELFCHECK-RESULT"
        static let scenarioPrefix = "CELLBRIDGE-SELFCHECK-SCENARIO"
        static let checkPrefix = "CELLBRIDGE-SELFCHECK-CHECK"
        static let faultPrefix = "CELLBRIDGE-SELFCHECK-FAULT"

        private(set) var passed = 0
        private(set) var failed = 0
        private(set) var skipped = 0
        /// Checks a scenario reported twice or never: each one fails the run.
        private(set) var unaccounted = 0
        private var scenario = ""
        private var declared: [String] = []
        private var reported: [String] = []

        var checks: Int { passed + failed + skipped }

        /// Starts the lines of `scenario`, which must report each of its checks once before ``end()``.
        func begin(_ scenario: any SelfCheckScenario) {
            self.scenario = scenario.id
            declared = scenario.checks
            reported = []
        }

        func check<Name: SelfCheckName>(
            _ check: Name, _ text: String, _ holds: Bool, _ detail: @autoclosure () -> String = ""
        ) {
            record(check)
            if holds {
                passed += 1
                emit("PASS \(scenario)/\(check.rawValue): \(text)")
            } else {
                failed += 1
                let detail = detail()
                emit("FAIL \(scenario)/\(check.rawValue): \(text)" + (detail.isEmpty ? "" : ": \(detail)"))
            }
        }

        func skip<Name: SelfCheckName>(_ check: Name, _ text: String, because reason: String) {
            record(check)
            skipped += 1
            emit("SKIP \(scenario)/\(check.rawValue): \(text): \(reason)")
        }

        func note(_ line: String) {
            emit("     \(line)")
        }

        /// Ends the current scenario's lines, noting each declared check it never reported.
        func end() {
            for id in declared where !reported.contains(id) {
                unaccounted += 1
                note("\(scenario)/\(id) was never reported")
            }
        }

        /// True when nothing failed, no check went unaccounted, and exactly `expected` were reported.
        func succeeded(expected: Int) -> Bool {
            failed == 0 && unaccounted == 0 && checks == expected
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

        /// The lines of the scenario list (`-CellBridgeSelfCheckList`): the scenario, then each of
        /// its checks.
        func listScenario(_ scenario: any SelfCheckScenario) {
            emit("\(Self.scenarioPrefix) id=\(scenario.id) checks=\(scenario.checks.count)")
            for check in scenario.checks {
                emit("\(Self.checkPrefix) id=\(scenario.id)/\(check)")
            }
        }

        /// Says which fault the launch arguments switched on, so a runner knows the argument arrived.
        func announceFault(_ name: String) {
            emit("\(Self.faultPrefix) name=\(name)")
        }

        private func record<Name: SelfCheckName>(_ check: Name) {
            if !declared.contains(check.rawValue) {
                unaccounted += 1
                note("\(scenario)/\(check.rawValue) is not one of its scenario's checks")
            } else if reported.contains(check.rawValue) {
                unaccounted += 1
                note("\(scenario)/\(check.rawValue) was reported twice")
            }
            reported.append(check.rawValue)
        }

        private func emit(_ line: String) {
            print(line)
            fflush(stdout)
        }
    }
#endif
