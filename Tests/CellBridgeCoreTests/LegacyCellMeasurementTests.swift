import CellBridgeCore
import XCTest

final class LegacyCellMeasurementTests: XCTestCase {
    func testProposalsAreAnsweredFromIOS16() {
        XCTAssertFalse(LegacyCellMeasurement(osVersion: OSVersion(major: 15, minor: 8)).answersProposals)
        XCTAssertTrue(LegacyCellMeasurement(osVersion: OSVersion(major: 16)).answersProposals)
    }

    func testAGivenWidthIsFixedAndTheHeightCompressed() {
        let plan = LegacyCellMeasurement(osVersion: OSVersion(major: 14))
        let fitting = plan.fitting(proposedWidth: 320)
        XCTAssertEqual(fitting.width, .fixed(320))
        XCTAssertEqual(fitting.height, .compressed)
    }

    func testUnusableWidthsCompressBothDimensions() {
        let plan = LegacyCellMeasurement(osVersion: OSVersion(major: 16))
        for width in [nil, 0, -10, .infinity, .nan] as [Double?] {
            let fitting = plan.fitting(proposedWidth: width)
            XCTAssertEqual(fitting.width, .compressed, "\(String(describing: width))")
            XCTAssertEqual(fitting.height, .compressed)
        }
    }

    func testOnlyRealWidthChangesInvalidate() {
        let plan = LegacyCellMeasurement(osVersion: OSVersion(major: 14))
        XCTAssertTrue(plan.widthChangeInvalidates(from: nil, to: 320))
        XCTAssertFalse(plan.widthChangeInvalidates(from: 320, to: 320.2))
        XCTAssertTrue(plan.widthChangeInvalidates(from: 320, to: 375))
    }

    func testHalfAPointIsARealWidthChange() {
        let plan = LegacyCellMeasurement(osVersion: OSVersion(major: 14))
        XCTAssertTrue(plan.widthChangeInvalidates(from: 320, to: 320.5))
        XCTAssertTrue(plan.widthChangeInvalidates(from: 320.5, to: 320))
        XCTAssertFalse(plan.widthChangeInvalidates(from: 320, to: 320.49))
    }

    func testAnyPositiveFiniteWidthIsHonoured() {
        let plan = LegacyCellMeasurement(osVersion: OSVersion(major: 15))
        XCTAssertEqual(plan.fitting(proposedWidth: 1).width, .fixed(1))
        XCTAssertEqual(plan.fitting(proposedWidth: 0.5).width, .fixed(0.5))
    }
}
