/// What to do with an event SwiftUI content sent back to the shared delegate.
public enum CellEventDecision<Position: Hashable & Sendable>: Hashable, Sendable {
    /// Hand the event to the delegate with the position the cell has now.
    case deliver(at: Position)
    /// The content that sent it was replaced (the cell was reused for another item).
    case dropStaleContent
    /// The cell has no position now (deleted, or off screen and not yet reused).
    case dropDetachedCell
}
