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

    func testOnlyTheFirstMeasurementOfNewContentMayComeFromTheCache() {
        var turn = MeasurementCaching.Turn()
        turn.contentConfigured()
        XCTAssertTrue(turn.takeServe())
        XCTAssertFalse(turn.takeServe(), "a second measurement means something changed: measure it")
        XCTAssertFalse(turn.takeServe())
    }

    func testAContentThatGrewByItselfIsReMeasuredNotServedItsOldSize() {
        // UIHostingConfiguration invalidates the cell when its SwiftUI content grows: UIKit measures
        // again, with nothing in the key changed.
        var turn = MeasurementCaching.Turn()
        turn.contentConfigured()
        _ = turn.takeServe()  // the measure for the configure
        XCTAssertFalse(turn.takeServe(), "the grown content is measured")
        turn.contentConfigured()
        XCTAssertTrue(turn.takeServe(), "the next content may be served again")
    }

    func testNothingIsServedBeforeAnyContent() {
        var turn = MeasurementCaching.Turn()
        XCTAssertFalse(turn.takeServe())
    }
}
