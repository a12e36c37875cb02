#if canImport(UIKit)
    import UIKit

    /// The sizes a bridge measured for its SwiftUI cells, keyed by view type, item identity,
    /// layout variant (Dynamic Type size, editing), content version and width (the core's
    /// ``SizeCache``), shared by every cell the bridge configures.
    ///
    /// Measuring a hosted cell is a full SwiftUI layout and a self-sizing collection view asks on
    /// every layout invalidation; a view model that gives an `itemIdentity` and an `itemVersion`
    /// is measured once per version and width instead. Only the first measurement after each
    /// configure may be served (``MeasurementCaching/Turn``): UIKit measuring again means something
    /// changed that the key cannot see, such as SwiftUI content that grew.
    extension UIView {
        /// What changes a hosted view's layout at one width, besides its item and version: the
        /// Dynamic Type size, and for a table cell its editing mode (the editing controls narrow the
        /// content view), as one number per combination. Part of every cached size's key.
        var measuredSizeVariant: Int {
            let categories = Self.contentSizeCategories
            let category = categories.firstIndex(of: traitCollection.preferredContentSizeCategory) ?? categories.count
            let editing = (self as? UITableViewCell)?.isEditing == true
            return category * 2 + (editing ? 1 : 0)
        }

        /// Every Dynamic Type size, in order; one not listed (a future one) counts as one more.
        private static let contentSizeCategories: [UIContentSizeCategory] = [
            .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge,
        ]
    }

    @MainActor
    final class HostedSizeCache {
        private var cache = SizeCache<Key>()

        /// What a size is remembered by, besides the version, the width and the layout variant
        /// (one entry per item: ``SizeCache``).
        struct Key: Hashable {
            /// Identities are unique per view model type at best: `BannerViewModel` 1 is not
            /// `ProfileViewModel` 1.
            var viewType: String
            var identity: AnyHashable
        }

        /// The one cell's key into this cache for its current content, or a key that caches
        /// nothing when the view model gives no identity or no version.
        func key(viewType: String, identity: AnyHashable?, version: Int?) -> CachedSizing {
            var sizing = CachedSizing(cache: self, viewType: viewType, identity: identity, version: version)
            sizing.turn.contentConfigured()
            return sizing
        }

        /// The size of `key`'s content from the cache when `mayServe` and it matches, else
        /// `measure()`, stored: one hash of the key either way.
        fileprivate func size(
            for key: Key, version: Int, width: CGFloat, variant: Int, mayServe: Bool, measure: () -> CGSize
        ) -> CGSize {
            let size = cache.size(
                for: key, contentVersion: version, containerWidth: Double(width), variant: variant, mayServe: mayServe
            ) {
                let measured = measure()
                return MeasuredSize(width: Double(measured.width), height: Double(measured.height))
            }
            return CGSize(width: size.width, height: size.height)
        }

        /// The content asked to resize: its size must be measured again (one removal).
        func invalidate(viewType: String, identity: AnyHashable) {
            cache.invalidate(Key(viewType: viewType, identity: identity))
        }
    }

    /// A cell's way into its bridge's size cache for the content it shows now.
    @MainActor
    struct CachedSizing {
        weak var cache: HostedSizeCache?
        var viewType = ""
        var identity: AnyHashable?
        var version: Int?
        /// Whether the next measurement may be served (once per configure).
        var turn = MeasurementCaching.Turn()

        /// No cache: every measurement is made.
        static let none = CachedSizing(cache: nil, identity: nil, version: nil)

        /// The cell's size for `systemLayoutSizeFitting`: from the cache when the core allows it
        /// (``MeasurementCaching``), else `measure()`, stored for next time when allowed.
        /// `variant` holds what changes the layout at one width (Dynamic Type size, editing).
        mutating func size(
            fitting targetSize: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority,
            variant: Int, measure: () -> CGSize
        ) -> CGSize {
            let mayServe = turn.takeServe()
            guard let cache, let identity, let version,
                MeasurementCaching.applies(
                    hasIdentity: true, hasVersion: true, widthIsFixed: horizontal == .required,
                    heightIsFree: vertical < .required)
            else { return measure() }
            return cache.size(
                for: HostedSizeCache.Key(viewType: viewType, identity: identity), version: version,
                width: targetSize.width, variant: variant, mayServe: mayServe, measure: measure)
        }

        /// The content asked to resize: forget its sizes.
        func invalidate() {
            if let identity { cache?.invalidate(viewType: viewType, identity: identity) }
        }
    }
#endif
