#if canImport(UIKit)
    import Foundation

    /// Sends an event from hosted content to the shared delegate, with the cell's current index path.
    ///
    /// Closures captured at configure time go stale: after an insert or a delete the index path
    /// they captured names another item, and a cell reused for another item may still run its old
    /// content's async work. The bridge resolves the index path when the event arrives and drops
    /// events from content the cell no longer shows (the core's ``CellEventGate``).
    ///
    /// ```swift
    /// @Environment(\.cellBridgeSendEvent) private var sendEvent
    /// Button { sendEvent(FeedEvent.favouriteTapped) } label: { Image(systemName: "star") }
    ///
    /// // In the shared delegate:
    /// bridge.onContentEvent = { [weak self] event, indexPath in
    ///     if event == AnyHashable(FeedEvent.favouriteTapped) { self?.toggleFavourite(at: indexPath) }
    /// }
    /// ```
    public struct CellEventAction: Sendable {
        let handler: @MainActor @Sendable (AnyHashable) -> Void

        init(handler: @escaping @MainActor @Sendable (AnyHashable) -> Void) {
            self.handler = handler
        }

        /// Sends `event`; it reaches the bridge only while this content is still the cell's content.

        @MainActor public func callAsFunction(_ event: AnyHashable) {
            handler(event)
        }
    }
#endif
