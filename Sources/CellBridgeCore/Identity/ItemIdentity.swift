/// The identity a cell's content carries, which says whether new content shows the same item
/// (``ContentIdentityTracker``, ``ItemContinuity``).
///
/// An identity a view model states (`Identifiable`'s `id`, `itemIdentity`) is unique only among view
/// models of its type: banner 7 and profile 7 come from different backend tables. So it is kept
/// with the type that stated it, and banner 7's `@State` or in-flight `.task` never reaches profile
/// 7 when a cell moves from one to the other. A diffable data source's item identifier is unique
/// across the data source, whatever view model an item has, and is kept as it is.
///
/// ```swift
/// ItemIdentity(stated: 7, by: Banner.self, itemIdentifier: nil)
///     == ItemIdentity(stated: 7, by: Profile.self, itemIdentifier: nil)   // false
/// ```
public struct ItemIdentity: Hashable {
    private let statedBy: ObjectIdentifier?
    private let value: AnyHashable

    /// The identity of content whose view model, of type `type`, states `stated`, in an item a
    /// diffable data source names `itemIdentifier`; nil when neither is known. The stated identity
    /// wins: it is the app's word for the item.
    public init?(stated: AnyHashable?, by type: Any.Type, itemIdentifier: AnyHashable?) {
        if let stated {
            statedBy = ObjectIdentifier(type)
            value = stated
        } else if let itemIdentifier {
            statedBy = nil
            value = itemIdentifier
        } else {
            return nil
        }
    }
}
