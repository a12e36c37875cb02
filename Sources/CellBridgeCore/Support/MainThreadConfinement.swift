/// What a CellBridge entry point that UIKit allows off the main thread does when called there.
///
/// Apple documents `apply(_:animatingDifferences:)` of a diffable data source as callable from a
/// background queue, if the app always calls it from that queue. The diffable updaters do more
/// than apply: they read the visible cells and reconfigure them, which UIKit allows only on the
/// main thread (the Main Thread Checker stops there). Such a call is carried over to the main
/// queue, in the order it came, and the developer is told once; on the main thread it runs now.
///
/// ```swift
/// MainThreadConfinement.decide(isMainThread: false)   // .hopToMainQueue
/// ```
public enum MainThreadConfinement: Hashable, Sendable {
    /// On the main thread: run now.
    case runNow
    /// Off it: run on the main queue, after what is queued there already.
    case hopToMainQueue

    public static func decide(isMainThread: Bool) -> MainThreadConfinement {
        isMainThread ? .runNow : .hopToMainQueue
    }
}
