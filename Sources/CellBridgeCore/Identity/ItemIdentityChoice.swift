/// Which identity a SwiftUI item's content carries when a diffable data source also names it.
///
/// SwiftUI state and cached sizes follow the identity (``ContentIdentityTracker``). A view model
/// that names its item (`Identifiable`, or its own `itemIdentity`) is believed. One that names
/// none gets a default: nothing for a value, the object itself for a class, and a class view model
/// made anew on every reload is then a new item each time, its state lost. A diffable data source
/// already holds the identity the app chose for the item (its item identifier), so that one is
/// used instead of any default.
///
/// ```swift
/// ItemIdentityChoice.identity(named: nil, namedIsDefault: true, itemIdentifier: AnyHashable(42))
/// // 42
/// ```
public enum ItemIdentityChoice {
    /// The identity for content whose view model names `named` (`namedIsDefault` when that is
    /// the protocol's default, not the view model's own) and whose data source calls it
    /// `itemIdentifier` (nil outside a diffable data source).
    public static func identity(named: AnyHashable?, namedIsDefault: Bool, itemIdentifier: AnyHashable?)
        -> AnyHashable?
    {
        guard let itemIdentifier, namedIsDefault || named == nil else { return named }
        return itemIdentifier
    }
}
