/// When a hosted cell's measured size may come from ``SizeCache`` instead of a SwiftUI layout.
///
/// A size is the same only for the same item, the same content and the same width. The item and
/// its content are known only when its view model gives both an identity and a content version;
/// the width is what the container fixes while the height is left free (a vertical list, a
/// table: `systemLayoutSizeFitting` with a required horizontal priority and a fitting vertical
/// one). Anything else — no version, a layout that lets the width float — is measured every time.
///
/// ```swift
/// MeasurementCaching.applies(hasIdentity: true, hasVersion: true, widthIsFixed: true, heightIsFree: true)   // true
/// MeasurementCaching.applies(hasIdentity: true, hasVersion: false, widthIsFixed: true, heightIsFree: true)  // false
/// ```
public enum MeasurementCaching {
    /// True when the measurement may be served from and stored into the size cache.
    public static func applies(hasIdentity: Bool, hasVersion: Bool, widthIsFixed: Bool, heightIsFree: Bool) -> Bool {
        hasIdentity && hasVersion && widthIsFixed && heightIsFree
    }
}
