/// What applying a new diffable snapshot does to an item that is in the old one and the new one.
///
/// A diffable data source compares item identifiers only: an item whose content changed keeps its
/// identifier and UIKit leaves its cell alone unless told. Telling it to *reload* dequeues a new
/// cell — a new hosting controller root, SwiftUI `@State` lost, animations cut — and drops the
/// size UIKit measured for the item. *Reconfiguring* (iOS 15's `reconfigureItems`) configures the
/// existing cell again, so SwiftUI diffs the new content against the old and keeps state
/// (ReactiveCollectionsKit's main point). Apple's documentation of `reconfigureItems` says what it
/// touches: "existing (including prefetched) cells"; an item with no cell is left to the cell
/// provider, which reads the new content when the item is next shown.
///
/// iOS 14 has no reconfigure, and the bridge does the same by hand: it configures again, in place,
/// every cell UIKit holds for a changed item (on screen, prefetched, or kept after it scrolled off:
/// a collection view may display a cell again without asking the data source, WWDC 2016 "What's
/// New in UICollectionView"), and leaves an item with no cell alone, as iOS 15 does. What a cell
/// "holds" is what the bridge's own cell provider last configured it for (`hasCell`): UIKit lists
/// no prefetched cells. A reload stays only for an item that now needs another kind of cell.
///
/// An item is unchanged only when its version is the same *and* it is the same view model object:
/// a cell left alone keeps observing the object it was configured with, so a new object with an
/// equal version is still configured again (same identity: SwiftUI keeps its state).
///
/// | changed? | same kind of cell | iOS 15+ | iOS 14 |
/// | --- | --- | --- | --- |
/// | no (same version, same object) | — | nothing | nothing |
/// | yes, or no version to tell | yes | reconfigure | a cell holds it: content replaced in place; else nothing |
/// | — | no (another `className` or render path) | reload | reload |
///
/// ```swift
/// let old = ItemUpdate.Item(className: "ScoreView", isSwiftUIBacked: true, version: 3)
/// let new = ItemUpdate.Item(className: "ScoreView", isSwiftUIBacked: true, version: 4)
/// ItemUpdate.decision(from: old, to: new, osVersion: OSVersion(major: 15), hasCell: true)   // .reconfigure
/// ```
public enum ItemUpdate: Hashable, Sendable {
    /// Leave the cell as it is: the content did not change.
    case keepCell
    /// `NSDiffableDataSourceSnapshot.reconfigureItems(_:)` (iOS 15+).
    case reconfigure
    /// iOS 14: configure the item's cell again with the new view model where it is, before the
    /// apply moves it, then ask for a resize: UIKit measures only the cells it dequeues.
    case replaceContentInPlace
    /// `reloadItems(_:)`: the item needs another kind of cell.
    case reload

    /// The first OS with `reconfigureItems(_:)`.
    public static let reconfigureMinimumOS = OSVersion(major: 15)

    /// Whether cells UIKit reconfigured (or the bridge replaced in place) must ask to resize: before
    /// iOS 16 a collection or table view measures only the cells it dequeues, and a reconfigure
    /// dequeues none; from iOS 16 a cell's own invalidation re-measures it (`selfSizingInvalidation`).
    public static func reconfiguredCellsAskToResize(osVersion: OSVersion) -> Bool {
        osVersion < ResizePlanner.selfSizingInvalidationMinimumOS
    }

    /// What the bridge knows of an item in a snapshot.
    public struct Item: Hashable, Sendable {
        public var className: String
        public var isSwiftUIBacked: Bool
        /// The view model's content version (`itemVersion`); nil when it gives none, which means
        /// "may have changed".
        public var version: Int?
        /// The view model object (`ObjectIdentifier`), nil for a value type: the object the cell
        /// observes.
        public var instance: ObjectIdentifier?

        public init(className: String, isSwiftUIBacked: Bool, version: Int?, instance: ObjectIdentifier? = nil) {
            self.className = className
            self.isSwiftUIBacked = isSwiftUIBacked
            self.version = version
            self.instance = instance
        }
    }

    /// The update for an item shown as `old` before and `new` now. `hasCell`: UIKit holds a cell
    /// configured for the item (on screen, prefetched, or kept off screen), which iOS 14 must
    /// configure again by hand; iOS 15+ finds it itself.
    public static func decision(from old: Item, to new: Item, osVersion: OSVersion, hasCell: Bool) -> ItemUpdate {
        if old.className != new.className || old.isSwiftUIBacked != new.isSwiftUIBacked { return .reload }
        if let oldVersion = old.version, let newVersion = new.version, oldVersion == newVersion,
            old.instance == new.instance
        {
            return .keepCell
        }
        if osVersion >= reconfigureMinimumOS { return .reconfigure }
        return hasCell ? .replaceContentInPlace : .keepCell
    }
}
