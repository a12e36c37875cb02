/// Who registers the legacy cells a bridge dequeues: the app says, CellBridge never guesses.
///
/// UIKit keeps one registration per reuse identifier per view, and a later `register` silently
/// replaces an earlier one. Registering over the app's own (a storyboard prototype, a nib under
/// another name) builds the cell with `init(frame:)`, its outlets nil; leaving to the app one it
/// never registered makes UIKit throw "could not dequeue". Both are crashes, and nothing at run
/// time tells the two apart reliably: a collection view has no public query. So the app states
/// it, for the whole bridge here, and per identifier with `registeredByApp:` and the bridge's
/// `register(…)` calls.
///
/// ```swift
/// // The app registers its XIB cells in viewDidLoad, as it did before CellBridge:
/// CollectionCellBridge(collectionView: collectionView, parentViewController: self, legacyCells: .byApp)
/// // CellBridge registers each className's nib (or class) the first time it is dequeued:
/// CollectionCellBridge(collectionView: collectionView, parentViewController: self, legacyCells: .byBridge)
/// ```
public enum LegacyCellRegistration: Hashable, Sendable {
    /// The app registers every legacy identifier itself (its `register` calls, storyboard
    /// prototypes); CellBridge only dequeues them. CellBridge still registers its own hosting
    /// cells and its fallback cell. A table view with no registration for an identifier says so
    /// when asked, and the item gets the fallback cell with the problem reported instead of
    /// UIKit's exception; a collection view cannot be asked, so there UIKit's own "could not
    /// dequeue a view of kind" names the identifier the app forgot.
    case byApp
    /// CellBridge registers each legacy `className` the first time it is dequeued: the nib of
    /// that name in the bridge's bundles, else the cell class of that name (the model
    /// DTCollectionViewManager and Epoxy ship). Identifiers the app declares its own
    /// (`registeredByApp:`) are left to it, and a table view is asked first, so a registration
    /// the table already has is never replaced.
    case byBridge
}
