/// Remembers measured cell sizes so a self-sizing SwiftUI cell is measured once per content.
///
/// Measuring a hosted SwiftUI view is a full SwiftUI layout, the most expensive thing a
/// self-sizing cell does; a collection view asks again on every layout invalidation. A size
/// stays valid only for the same item identity, the same content version and the same
/// container width: change any of them, or let the SwiftUI content ask to resize, and the next
/// lookup misses so the cell is measured again. What else changes a layout at one width (Dynamic
/// Type, a table's editing mode) is the entry's `variant`, a number the shell gives each combination. Each item keeps one entry, its latest
/// measurement, so forgetting an item's sizes is one removal, not a pass over the cache (a resize
/// request must not cost in proportion to how many items were measured).
///
/// The methods are inlinable so the cache is specialized for the app's own identifier type:
/// lookups run inside every layout pass.
///
/// ```swift
/// var cache = SizeCache<String>()
/// if let size = cache.size(for: "banner-1", contentVersion: 3, containerWidth: 390) { return size }
/// let measured = measure()
/// cache.store(measured, for: "banner-1", contentVersion: 3, containerWidth: 390)
/// ```
public struct SizeCache<ItemID: Hashable> {
    @usableFromInline
    struct Entry: Sendable {
        @usableFromInline var contentVersion: Int
        @usableFromInline var containerWidth: Double
        @usableFromInline var variant: Int
        @usableFromInline var size: MeasuredSize

        @inlinable
        init(contentVersion: Int, containerWidth: Double, variant: Int, size: MeasuredSize) {
            self.contentVersion = contentVersion
            self.containerWidth = containerWidth
            self.variant = variant
            self.size = size
        }

        /// Whether this size holds for a lookup: the same content version and variant, and a
        /// width within `tolerance`.
        @inlinable
        func matches(contentVersion: Int, containerWidth: Double, variant: Int, tolerance: Double) -> Bool {
            self.contentVersion == contentVersion && abs(self.containerWidth - containerWidth) < tolerance
                && self.variant == variant
        }
    }

    /// Widths closer than this are the same width (sub-pixel noise from layout passes).
    public let widthTolerance: Double
    /// The most items it keeps sizes for; at this count a new item makes it start over
    /// (``BoundedDictionary``).
    public var capacity: Int { entries.capacity }
    @usableFromInline var entries: BoundedDictionary<ItemID, Entry>
    @usableFromInline var counts = (hits: 0, misses: 0)

    public init(widthTolerance: Double = 0.5, capacity: Int = 4_096) {
        self.widthTolerance = widthTolerance
        entries = BoundedDictionary(capacity: capacity)
    }

    /// Lookups answered from the cache.
    public var hits: Int { counts.hits }
    /// Lookups that had to be measured.
    public var misses: Int { counts.misses }
    /// How many sizes are held.
    public var count: Int { entries.count }

    /// The cached size, or nil when the item must be measured.
    @inlinable
    public mutating func size(
        for id: ItemID, contentVersion: Int, containerWidth: Double, variant: Int = 0
    ) -> MeasuredSize? {
        guard let entry = entries[id],
            entry.matches(
                contentVersion: contentVersion, containerWidth: containerWidth, variant: variant,
                tolerance: widthTolerance)
        else {
            counts.misses += 1
            return nil
        }
        counts.hits += 1
        return entry.size
    }

    @inlinable
    public mutating func store(
        _ size: MeasuredSize, for id: ItemID, contentVersion: Int, containerWidth: Double, variant: Int = 0
    ) {
        entries[id] = Entry(
            contentVersion: contentVersion, containerWidth: containerWidth, variant: variant, size: size)
    }

    /// The cached size of `id` when `mayServe` allows it and the entry matches, else `measure()`,
    /// stored for next time: a lookup and a store in one hash of the identifier, the shape of
    /// every self-sizing measurement (``MeasurementCaching``). A measurement that may not be
    /// served is stored without counting a lookup.
    @inlinable
    public mutating func size(
        for id: ItemID, contentVersion: Int, containerWidth: Double, variant: Int = 0, mayServe: Bool = true,
        measure: () -> MeasuredSize
    ) -> MeasuredSize {
        let tolerance = widthTolerance
        return entries.withSlot(for: id) { entry in
            Self.serveOrMeasure(
                &entry, contentVersion: contentVersion, containerWidth: containerWidth, variant: variant,
                mayServe: mayServe, tolerance: tolerance, counts: &counts, measure: measure)
        }
    }

    @inlinable
    static func serveOrMeasure(
        _ entry: inout Entry?, contentVersion: Int, containerWidth: Double, variant: Int, mayServe: Bool,
        tolerance: Double, counts: inout (hits: Int, misses: Int), measure: () -> MeasuredSize
    ) -> MeasuredSize {
        if mayServe {
            if let cached = entry,
                cached.matches(
                    contentVersion: contentVersion, containerWidth: containerWidth, variant: variant,
                    tolerance: tolerance)
            {
                counts.hits += 1
                return cached.size
            }
            counts.misses += 1
        }
        let measured = measure()
        entry = Entry(contentVersion: contentVersion, containerWidth: containerWidth, variant: variant, size: measured)
        return measured
    }

    /// Forgets one item's size, in O(1): its SwiftUI content asked to resize, or it was reloaded.
    @inlinable
    public mutating func invalidate(_ id: ItemID) {
        entries[id] = nil
    }

    /// Forgets every size of the items `shouldRemove` picks (all the layouts of one item).
    public mutating func removeAll(where shouldRemove: (ItemID) -> Bool) {
        entries.filter { id, _ in !shouldRemove(id) }
    }

    /// Forgets every size whose width no longer matches (rotation, split view, size class).
    public mutating func containerWidthChanged(to width: Double) {
        let tolerance = widthTolerance
        entries.filter { _, entry in abs(entry.containerWidth - width) < tolerance }
    }

    /// Forgets everything (`reloadData`).
    public mutating func removeAll() {
        entries.removeAll()
    }
}

extension SizeCache: Sendable where ItemID: Sendable {}
