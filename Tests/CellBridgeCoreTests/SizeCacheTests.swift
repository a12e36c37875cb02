import CellBridgeCore
import XCTest

final class SizeCacheTests: XCTestCase {
    private var cache = SizeCache<String>()
    private let size = MeasuredSize(width: 390, height: 88)

    func testSizeIsReusedForTheSameItemContentAndWidth() {
        cache.store(size, for: "banner", contentVersion: 1, containerWidth: 390)
        XCTAssertEqual(cache.size(for: "banner", contentVersion: 1, containerWidth: 390), size)
        XCTAssertEqual(cache.hits, 1)
    }

    func testNewContentVersionIsMeasuredAgain() {
        cache.store(size, for: "banner", contentVersion: 1, containerWidth: 390)
        XCTAssertNil(cache.size(for: "banner", contentVersion: 2, containerWidth: 390))
        XCTAssertEqual(cache.misses, 1)
    }

    func testNewWidthIsMeasuredAgainButSubPixelNoiseIsNot() {
        cache.store(size, for: "banner", contentVersion: 1, containerWidth: 390)
        XCTAssertNil(cache.size(for: "banner", contentVersion: 1, containerWidth: 844))
        XCTAssertEqual(cache.size(for: "banner", contentVersion: 1, containerWidth: 390.33), size)
    }

    func testContentAskingToResizeForgetsOnlyThatItem() {
        cache.store(size, for: "banner", contentVersion: 1, containerWidth: 390)
        cache.store(size, for: "profile", contentVersion: 1, containerWidth: 390)
        cache.invalidate("banner")
        XCTAssertNil(cache.size(for: "banner", contentVersion: 1, containerWidth: 390))
        XCTAssertEqual(cache.size(for: "profile", contentVersion: 1, containerWidth: 390), size)
    }

    func testRotationKeepsOnlySizesMeasuredAtTheNewWidth() {
        cache.store(size, for: "portrait", contentVersion: 1, containerWidth: 390)
        cache.store(MeasuredSize(width: 844, height: 60), for: "landscape", contentVersion: 1, containerWidth: 844)
        cache.containerWidthChanged(to: 844)
        XCTAssertEqual(cache.count, 1)
        XCTAssertNotNil(cache.size(for: "landscape", contentVersion: 1, containerWidth: 844))
    }

    func testReloadDataForgetsEverything() {
        cache.store(size, for: "banner", contentVersion: 1, containerWidth: 390)
        cache.removeAll()
        XCTAssertEqual(cache.count, 0)
        XCTAssertNil(cache.size(for: "banner", contentVersion: 1, containerWidth: 390))
    }

    func testRestoringReplacesTheStaleEntry() {
        cache.store(size, for: "banner", contentVersion: 1, containerWidth: 390)
        let taller = MeasuredSize(width: 390, height: 120)
        cache.store(taller, for: "banner", contentVersion: 2, containerWidth: 390)
        XCTAssertEqual(cache.count, 1)
        XCTAssertEqual(cache.size(for: "banner", contentVersion: 2, containerWidth: 390), taller)
    }

    /// Half a point is the tolerance: closer widths are the same width, half a point apart is not.
    func testWidthsHalfAPointApartAreDifferentWidths() {
        cache.store(size, for: "banner", contentVersion: 1, containerWidth: 390)
        XCTAssertEqual(cache.size(for: "banner", contentVersion: 1, containerWidth: 390.49), size)
        XCTAssertNil(cache.size(for: "banner", contentVersion: 1, containerWidth: 390.5))
        cache.containerWidthChanged(to: 389.51)
        XCTAssertEqual(cache.count, 1, "sub-pixel noise keeps the size")
        cache.containerWidthChanged(to: 389.5)
        XCTAssertEqual(cache.count, 0, "half a point is a new width")
    }
}

/// A resize request forgets every layout of the item that asked, and nothing else.
final class SizeCacheRemovalTests: XCTestCase {
    func testRemovingByItemForgetsEveryLayoutOfThatItemOnly() {
        var cache = SizeCache<String>()
        let size = MeasuredSize(width: 390, height: 80)
        cache.store(size, for: "banner/regular", contentVersion: 1, containerWidth: 390)
        cache.store(size, for: "banner/large", contentVersion: 1, containerWidth: 390)
        cache.store(size, for: "profile/regular", contentVersion: 1, containerWidth: 390)
        cache.removeAll(where: { $0.hasPrefix("banner/") })
        XCTAssertEqual(cache.count, 1)
        XCTAssertNotNil(cache.size(for: "profile/regular", contentVersion: 1, containerWidth: 390))
    }
}

/// Rule (cost): one entry per item, so a resize request forgets an item's sizes in O(1), and a
/// size measured under another layout variant (Dynamic Type, editing) is never served.
final class SizeCacheVariantTests: XCTestCase {
    func testASizeIsServedOnlyForTheVariantItWasMeasuredIn() {
        var cache = SizeCache<String>()
        cache.store(MeasuredSize(width: 390, height: 80), for: "a", contentVersion: 1, containerWidth: 390, variant: 3)
        XCTAssertNil(cache.size(for: "a", contentVersion: 1, containerWidth: 390, variant: 4))
        XCTAssertEqual(
            cache.size(for: "a", contentVersion: 1, containerWidth: 390, variant: 3),
            MeasuredSize(width: 390, height: 80))
    }

    func testEachItemKeepsOneEntryWhateverItWasMeasuredAt() {
        var cache = SizeCache<String>()
        for variant in 0..<5 {
            for width in [320.0, 390, 428] {
                cache.store(
                    MeasuredSize(width: width, height: 50), for: "a", contentVersion: 1, containerWidth: width,
                    variant: variant)
            }
        }
        XCTAssertEqual(cache.count, 1)
        cache.invalidate("a")
        XCTAssertEqual(cache.count, 0)
    }
}

/// The lookup-and-store shape of every self-sizing measurement: served when allowed and
/// matching, else measured once and stored.
final class SizeCacheServeOrMeasureTests: XCTestCase {
    func testAMatchingEntryIsServedWithoutMeasuring() {
        var cache = SizeCache<String>()
        var measured = 0
        func size(mayServe: Bool = true, version: Int = 1) -> MeasuredSize {
            cache.size(for: "a", contentVersion: version, containerWidth: 390, mayServe: mayServe) {
                measured += 1
                return MeasuredSize(width: 390, height: Double(40 + measured))
            }
        }
        XCTAssertEqual(size().height, 41, "a miss measures")
        XCTAssertEqual(size().height, 41, "a hit serves")
        XCTAssertEqual(measured, 1)
        XCTAssertEqual(size(mayServe: false).height, 42, "not allowed to serve: measured and stored")
        XCTAssertEqual(size().height, 42)
        XCTAssertEqual(size(version: 2).height, 43, "another version measures")
        XCTAssertEqual([cache.hits, cache.misses], [2, 2], "a measurement that may not be served is no lookup")
    }

    /// The combined call matches exactly as a separate lookup does, and by default serves what
    /// `store` stored with its defaults.
    func testItServesOnlyTheSameVersionVariantAndWidth() {
        let stored = MeasuredSize(width: 390, height: 80)
        let cases: [(version: Int, width: Double, variant: Int, served: Bool)] = [
            (3, 390, 0, true), (3, 390.4, 0, true), (3, 389.6, 0, true), (3, 390.5, 0, false), (3, 391, 0, false),
            (4, 390, 0, false), (2, 390, 0, false), (3, 390, 1, false), (3, 390, -1, false),
        ]
        for entry in cases {
            var cache = SizeCache<String>()
            cache.store(stored, for: "a", contentVersion: 3, containerWidth: 390)
            var measured = false
            let size = cache.size(
                for: "a", contentVersion: entry.version, containerWidth: entry.width, variant: entry.variant
            ) {
                measured = true
                return MeasuredSize(width: entry.width, height: 99)
            }
            XCTAssertEqual(!measured, entry.served, "\(entry)")
            XCTAssertEqual(size.height, entry.served ? 80 : 99, "\(entry)")
            var lookup = SizeCache<String>()
            lookup.store(stored, for: "a", contentVersion: 3, containerWidth: 390)
            XCTAssertEqual(
                lookup.size(
                    for: "a", contentVersion: entry.version, containerWidth: entry.width, variant: entry.variant)
                    != nil, entry.served, "the separate lookup agrees: \(entry)")
        }
        var cache = SizeCache<String>()
        cache.store(stored, for: "a", contentVersion: 3, containerWidth: 390)
        XCTAssertEqual(
            cache.size(for: "a", contentVersion: 3, containerWidth: 390) { MeasuredSize(width: 0, height: 0) }, stored,
            "the defaults (variant 0, may serve) serve what store's defaults stored")
    }
}

/// Rule: memory stays bounded when items come and go (class view models rebuilt on every refresh
/// get a new identity each time).
final class BoundedCachesTests: XCTestCase {
    func testTheSizeCacheStartsOverAtItsCapacityAndKeepsServingKnownItemsBeforeThat() {
        var cache = SizeCache<Int>(capacity: 3)
        for id in 0..<3 {
            cache.store(MeasuredSize(width: 1, height: 1), for: id, contentVersion: 0, containerWidth: 1)
        }
        cache.store(MeasuredSize(width: 1, height: 2), for: 2, contentVersion: 0, containerWidth: 1)
        XCTAssertEqual(cache.count, 3, "updating a known item needs no room")
        _ = cache.size(for: 9, contentVersion: 0, containerWidth: 1) { MeasuredSize(width: 1, height: 9) }
        XCTAssertEqual(cache.count, 1)
        for id in 0..<10_000 {
            cache.store(MeasuredSize(width: 1, height: 1), for: id, contentVersion: 0, containerWidth: 1)
        }
        XCTAssertLessThanOrEqual(cache.count, 3)
    }

    func testDisplayedHeightsStayBounded() {
        var heights = DisplayedHeights<Int>(capacity: 10)
        for id in 0..<1_000 { heights.record(44, for: id) }
        XCTAssertLessThanOrEqual(heights.count, 10)
        XCTAssertEqual(heights.estimate(for: 999), 44)
    }
}
