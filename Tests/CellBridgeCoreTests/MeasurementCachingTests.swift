import CellBridgeCore
import XCTest

/// A cached size must never be shown for content or a layout it was not measured for.
final class MeasurementCachingTests: XCTestCase {
    func testAVersionedItemInAVerticalListIsMeasuredOnce() {
        XCTAssertTrue(
            MeasurementCaching.applies(hasIdentity: true, hasVersion: true, widthIsFixed: true, heightIsFree: true))
    }

    func testWithoutAVersionTheContentMayHaveChangedSoItIsMeasured() {
        XCTAssertFalse(
            MeasurementCaching.applies(hasIdentity: true, hasVersion: false, widthIsFixed: true, heightIsFree: true))
    }

    func testWithoutAnIdentityThereIsNoKey() {
        XCTAssertFalse(
            MeasurementCaching.applies(hasIdentity: false, hasVersion: true, widthIsFixed: true, heightIsFree: true))
    }

    func testALayoutThatLetsTheWidthFloatIsMeasured() {
        XCTAssertFalse(
            MeasurementCaching.applies(hasIdentity: true, hasVersion: true, widthIsFixed: false, heightIsFree: true))
    }

    func testAFixedHeightIsNotASizeToRemember() {
        XCTAssertFalse(
            MeasurementCaching.applies(hasIdentity: true, hasVersion: true, widthIsFixed: true, heightIsFree: false))
    }
}
