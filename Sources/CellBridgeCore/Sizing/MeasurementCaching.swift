/// When a hosted cell's measured size may come from ``SizeCache`` instead of a SwiftUI layout.
///
/// A size is the same only for the same item, the same content and the same layout of it. The
/// item and its content are known only when its view model gives both an identity and a content
/// version; the layout only when the container fixes the width and leaves the height free (a
/// vertical list, a table: `systemLayoutSizeFitting` with a required horizontal priority and a
/// fitting vertical one). Anything else — no version, a layout that lets the width float — is
/// measured every time.
///
/// And only the *first* measurement after new content may come from the cache. UIKit measures a
/// cell again when something changed that the key cannot see: `UIHostingConfiguration` telling
/// the cell its SwiftUI content grew, a cell-state change that moves a line, editing mode. A
/// second measurement of the same content is therefore always made (and stored), never served.
///
/// ```swift
/// MeasurementCaching.applies(hasIdentity: true, hasVersion: true, widthIsFixed: true, heightIsFree: true)   // true
/// var turn = MeasurementCaching.Turn()
/// turn.contentConfigured()
/// turn.takeServe()   // true: the first measurement may come from the cache
/// turn.takeServe()   // false: UIKit measures again because something changed
/// ```
public enum MeasurementCaching {
    /// True when the measurement may be served from and stored into the size cache.
    public static func applies(hasIdentity: Bool, hasVersion: Bool, widthIsFixed: Bool, heightIsFree: Bool) -> Bool {
        hasIdentity && hasVersion && widthIsFixed && heightIsFree
    }

    /// One cell's right to be served from the cache: once per new content.
    public struct Turn: Hashable, Sendable {
        private var mayServe = false

        public init() {}

        /// New content: its first measurement may come from the cache.
        public mutating func contentConfigured() {
            mayServe = true
        }

        /// Whether this measurement may be served; uses up the right.
        public mutating func takeServe() -> Bool {
            defer { mayServe = false }
            return mayServe
        }
    }
}
