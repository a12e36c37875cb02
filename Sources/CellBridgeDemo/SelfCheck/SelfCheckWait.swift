#if canImport(UIKit)
    import Foundation

    /// Waits on what UIKit and SwiftUI do a run-loop turn or more later, by condition and with a
    /// timeout, never by a fixed sleep: a fixed sleep is too short on a slow simulator (a false
    /// FAIL) and hides how late a correction came on a fast one.
    @MainActor
    enum SelfCheckWait {
        /// Polls `condition` every 5 ms, letting the run loop turn in between (layout passes,
        /// SwiftUI updates, animations), until it holds or `timeout` seconds have passed. Returns
        /// whether it held.
        @discardableResult
        static func until(timeout: TimeInterval, _ condition: () -> Bool) async -> Bool {
            let deadline = Date().addingTimeInterval(timeout)
            while !condition() {
                if Date() >= deadline { return false }
                try? await Task.sleep(nanoseconds: 5_000_000)
            }
            return true
        }
    }
#endif
