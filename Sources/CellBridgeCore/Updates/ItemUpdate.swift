/// What applying a new diffable snapshot does to an item that is in the old one and the new one.
///
/// A diffable data source compares item identifiers only: an item whose content changed keeps its
/// identifier and UIKit leaves its cell alone unless told. Telling it to *reload* dequeues a new
/// cell — a new hosting controller root, SwiftUI `@State` lost, animations cut. *Reconfiguring*
/// (iOS 15's `reconfigureItems`) configures the existing cell again, so SwiftUI diffs the new
/// content against the old and keeps state (ReactiveCollectionsKit's main point). iOS 14 has no
/// reconfigure; the bridge replaces the visible cell's content in place, the same operation by
/// hand. A reload stays necessary when the item now needs another kind of cell, and on iOS 14 for
/// a changed item that is not visible: the collection view may hold it prefetched (Apple's
/// `reconfigureItems` documentation speaks of "existing (including prefetched) cells"), and a
/// reload of a cell no one sees costs nothing.
///
/// An item is unchanged only when its version is the same *and* it is the same view model object:
/// a cell left alone keeps observing the object it was configured with, so a new object with an
/// equal version is still configured again (same identity: SwiftUI keeps its state).
///
/// | changed? | same kind of cell | iOS 15+ | iOS 14 |
/// | --- | --- | --- | --- |
/// | no (same version, same object) | — | nothing | nothing |
/// | yes, or no version to tell | yes | reconfigure | visible: content replaced in place; else reload |
/// | — | no (another `className` or render path) | reload | reload |
///
/// ```swift
/// let old = ItemUpdate.Item(className: "ScoreView", isSwiftUIBacked: true, version: 3)
/// let new = ItemUpdate.Item(className: "ScoreView", isSwiftUIBacked: true, version: 4)
/// ItemUpdate.decision(from: old, to: new, osVersion: OSVersion(major: 15), isVisible: true)   // .reconfigure
/// ```
public enum ItemUpdate: Hashable, Sendable {
    /// Leave the cell as it is: the content did not change.
    case keepCell
    /// `NSDiffableDataSourceSnapshot.reconfigureItems(_:)` (iOS 15+).
    case reconfigure
    /// iOS 14: configure the visible cell again with the new view model where it is, before the
    /// apply moves it, then ask for a resize: UIKit measures only the cells it dequeues.
    case replaceContentInPlace
    /// `reloadItems(_:)`: the item needs another kind of cell, or (iOS 14) changed off screen.
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

    /// The update for an item shown as `old` before and `new` now.
    public static func decision(from old: Item, to new: Item, osVersion: OSVersion, isVisible: Bool) -> ItemUpdate {
        if old.className != new.className || old.isSwiftUIBacked != new.isSwiftUIBacked { return .reload }
        if let oldVersion = old.version, let newVersion = new.version, oldVersion == newVersion,
            old.instance == new.instance
        {
            return .keepCell
        }
        if osVersion >= reconfigureMinimumOS { return .reconfigure }
        return isVisible ? .replaceContentInPlace : .reload
    }
}
