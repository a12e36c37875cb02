#if canImport(UIKit)
    import Foundation

    /// Runs main-actor code from a synchronous non-isolated context that is known to be on the
    /// main thread (a `deinit`), or on a later turn of the main queue (``onLaterTurn(after:_:)``).
    ///
    /// `MainActor.assumeIsolated` does exactly this, but it is missing from the concurrency
    /// library of the iOS 16.x SDKs this package still builds with, and isolated `deinit` needs
    /// Swift 6.1. The check below is the same one `assumeIsolated` makes (main thread ⇒ main
    /// actor's executor), and it traps rather than run UIKit code off the main thread.
    enum MainThread {
        static func runIsolated(_ body: @MainActor () -> Void) {
            precondition(Thread.isMainThread, "CellBridge: main-actor work reached off the main thread")
            withoutActuallyEscaping(body) { escapable in
                unsafeBitCast(escapable, to: (() -> Void).self)()
            }
        }

        /// Runs `body` on the main actor on a later turn of the main queue (the next one, or
        /// `delay` seconds from now): outside the layout pass, data source call or SwiftUI update
        /// that asked for it.
        static func onLaterTurn(after delay: Double = 0, _ body: @escaping @MainActor @Sendable () -> Void) {
            let work: @Sendable () -> Void = { runIsolated(body) }
            if delay > 0 {
                DispatchQueue.main.asyncAfter(deadline: .now() + delay, execute: work)
            } else {
                DispatchQueue.main.async(execute: work)
            }
        }
    }
#endif
