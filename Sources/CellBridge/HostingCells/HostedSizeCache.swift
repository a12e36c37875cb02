#if canImport(UIKit)
    import UIKit

    /// The sizes a bridge measured for its SwiftUI cells, keyed by item identity, content version
    /// and width (the core's ``SizeCache``), shared by every cell the bridge configures.
    ///
    /// Measuring a hosted cell is a full SwiftUI layout and a self-sizing collection view asks on
    /// every layout invalidation; a view model that gives an `itemIdentity` and an `itemVersion`
    /// is measured once per version and width instead.
    @MainActor
    final class HostedSizeCache {
        private var cache = SizeCache<AnyHashable>()

        /// The one cell's key into this cache for its current content, or nil when the view model
        /// gives no identity or no version (it is then measured every time).
        func key(identity: AnyHashable?, version: Int?) -> CachedSizing {
            CachedSizing(cache: self, identity: identity, version: version)
        }

        fileprivate func size(for identity: AnyHashable, version: Int, width: CGFloat) -> CGSize? {
            cache.size(for: identity, contentVersion: version, containerWidth: Double(width)).map {
                CGSize(width: $0.width, height: $0.height)
            }
        }

        fileprivate func store(_ size: CGSize, for identity: AnyHashable, version: Int, width: CGFloat) {
            cache.store(
                MeasuredSize(width: Double(size.width), height: Double(size.height)), for: identity,
                contentVersion: version, containerWidth: Double(width))
        }

        /// The content asked to resize: its size must be measured again.
        func invalidate(_ identity: AnyHashable) {
            cache.invalidate(identity)
        }
    }

    /// A cell's way into its bridge's size cache for the content it shows now.
    @MainActor
    struct CachedSizing {
        weak var cache: HostedSizeCache?
        var identity: AnyHashable?
        var version: Int?

        /// No cache: every measurement is made.
        static let none = CachedSizing(cache: nil, identity: nil, version: nil)

        /// The cell's size for `systemLayoutSizeFitting`: from the cache when the core allows it
        /// (``MeasurementCaching``), else `measure()`, stored for next time when allowed.
        func size(
            fitting targetSize: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority,
            measure: () -> CGSize
        ) -> CGSize {
            guard let cache, let identity, let version,
                MeasurementCaching.applies(
                    hasIdentity: true, hasVersion: true, widthIsFixed: horizontal == .required,
                    heightIsFree: vertical < .required)
            else { return measure() }
            if let cached = cache.size(for: identity, version: version, width: targetSize.width) { return cached }
            let measured = measure()
            cache.store(measured, for: identity, version: version, width: targetSize.width)
            return measured
        }

        /// The content asked to resize: forget its size.
        func invalidate() {
            if let identity { cache?.invalidate(identity) }
        }
    }
#endif
