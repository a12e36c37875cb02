#if canImport(UIKit)
    import Foundation

    /// The self-check's output: one `PASS`, `FAIL` or `SKIP` line per check, then a summary.
    @MainActor
    final class SelfCheckReport {
        private(set) var passed = 0
        private(set) var failed = 0
        private(set) var skipped = 0

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

        var summary: String {
            "CellBridge self-check: \(passed) passed, \(failed) failed, \(skipped) skipped"
        }

        private func emit(_ line: String) {
            print(line)
            fflush(stdout)
        }
    }
#endif
