/// Decides when a cell's state is published to its SwiftUI content.
///
/// UIKit calls `updateConfiguration(using:)` far more often than the state changes (every
/// layout pass, trait change and reuse), and each publish invalidates the SwiftUI body that
/// reads the state. The relay publishes only real changes, and resets to ``CellState/normal``
/// on reuse so new content never starts out looking selected because the cell's previous
/// item was.
///
/// ```swift
/// var relay = CellStateRelay()
/// relay.update(CellState(isHighlighted: true))  // CellState(isHighlighted: true): publish it
/// relay.update(CellState(isHighlighted: true))  // nil: nothing changed
/// relay.prepareForReuse()                       // .normal
/// ```
public struct CellStateRelay: Hashable, Sendable {
    /// The state SwiftUI content currently sees.
    public private(set) var current: CellState = .normal
    /// How many times a state was published (each one re-renders the content that reads it).
    public private(set) var publishCount = 0

    public init() {}

    /// The state to publish, or nil when `state` is what the content already sees.
    public mutating func update(_ state: CellState) -> CellState? {
        guard state != current else { return nil }
        current = state
        publishCount += 1
        return state
    }

    /// The state to publish when the cell is reused, or nil when it is already at rest.
    public mutating func prepareForReuse() -> CellState? {
        update(.normal)
    }
}
