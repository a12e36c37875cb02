/// What applying a content configuration to its content view amounts to.
///
/// UIKit applies a cell's content configuration far more often than the app sets one: every
/// state change (highlight on touch down, selection, focus) calls `updated(for:)` and applies
/// the copy. Treating each of those as new content would replace the root view and force a
/// synchronous SwiftUI layout on every touch, and would stamp the content as new, so an event
/// the content sends after the tap that highlighted its cell would be dropped as stale
/// (``CellEventGate``). A configuration therefore carries the identity of the content it was
/// created with; copies made by modifiers and `updated(for:)` keep it.
///
/// ```swift
/// ConfigurationApplication.kind(applied: nil, incoming: a)   // .newContent
/// ConfigurationApplication.kind(applied: a, incoming: a)     // .stateOnly
/// ConfigurationApplication.kind(applied: a, incoming: b)     // .newContent
/// ```
public enum ConfigurationApplication: Hashable, Sendable {
    /// The app set a configuration built from new content: replace the root view, re-measure,
    /// stamp the content as new.
    case newContent
    /// UIKit re-applied the same configuration updated for a new cell state: publish the state
    /// only; no root-view swap, no forced layout, no new stamp.
    case stateOnly

    /// The kind of application, given the content identity applied now (nil: nothing yet) and
    /// the incoming configuration's.
    public static func kind<Identity: Hashable>(applied: Identity?, incoming: Identity) -> ConfigurationApplication {
        applied == incoming ? .stateOnly : .newContent
    }
}
