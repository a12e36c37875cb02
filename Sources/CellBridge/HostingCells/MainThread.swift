#if canImport(UIKit)
    import Foundation

    /// Runs main-actor code from a synchronous non-isolated context that is known to be on the
    /// main thread: a `deinit`.
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
    }
#endif
