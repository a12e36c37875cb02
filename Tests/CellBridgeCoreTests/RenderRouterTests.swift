import CellBridgeCore
import XCTest

final class RenderRouterTests: XCTestCase {
    private let banner = CellItemDescriptor(className: "BannerView", isSwiftUIBacked: true)
    private let profile = CellItemDescriptor(className: "ProfileCell", isSwiftUIBacked: false)

    func testLegacyItemDequeuesByClassNameOnEveryOS() {
        for major in 14...18 {
            let router = RenderRouter(osVersion: OSVersion(major: major))
            XCTAssertEqual(router.route(profile), .legacy(reuseIdentifier: "ProfileCell"), "iOS \(major)")
        }
    }

    func testSwiftUIItemUsesTheSharedHostingConfigurationFromIOS16() {
        for version in [OSVersion(major: 16), OSVersion(major: 16, minor: 4), OSVersion(major: 17, minor: 2)] {
            XCTAssertEqual(RenderRouter(osVersion: version).route(banner), .hostingConfiguration, "iOS \(version)")
        }
    }

    func testSwiftUIItemUsesAHostingCellPerViewTypeOnIOS14And15() {
        for version in [OSVersion(major: 14), OSVersion(major: 15, minor: 7, patch: 9)] {
            let router = RenderRouter(osVersion: version)
            XCTAssertEqual(router.route(banner), .hostingCell(reuseIdentifier: "BannerView"))
            XCTAssertEqual(
                router.route(CellItemDescriptor(className: "SleepView", isSwiftUIBacked: true)),
                .hostingCell(reuseIdentifier: "SleepView"), "each SwiftUI view type gets its own reuse pool")
        }
    }

    func testHostingCellsEverywhereKeepsHostingCellsOnIOS16() {
        let router = RenderRouter(osVersion: OSVersion(major: 17), strategy: .hostingCellsEverywhere)
        XCTAssertFalse(router.usesHostingConfiguration)
        XCTAssertEqual(router.route(banner), .hostingCell(reuseIdentifier: "BannerView"))
    }

    func testPathExposesReuseIdentifierAndWhetherContentIsHosted() {
        XCTAssertEqual(RenderPath.legacy(reuseIdentifier: "A").reuseIdentifier, "A")
        XCTAssertFalse(RenderPath.legacy(reuseIdentifier: "A").isHosted)
        XCTAssertEqual(RenderPath.hostingConfiguration.reuseIdentifier, RenderPath.hostingConfigurationReuseIdentifier)
        XCTAssertTrue(RenderPath.hostingCell(reuseIdentifier: "B").isHosted)
    }

    func testOSVersionsOrderByMajorMinorPatch() {
        XCTAssertLessThan(OSVersion(major: 15, minor: 7, patch: 9), OSVersion(major: 16))
        XCTAssertLessThan(OSVersion(major: 16, minor: 3), OSVersion(major: 16, minor: 4))
        XCTAssertEqual(OSVersion(major: 16, minor: 4).description, "16.4")
        XCTAssertEqual(OSVersion(major: 15, minor: 7, patch: 9).description, "15.7.9")
    }

    /// The thresholds are written `OSVersion(major: 16)`; the shell builds the running OS from
    /// all three fields. iOS 16.0 must be the same version either way, or it misses the new path.
    func testAMajorVersionAloneIsItsDotZeroRelease() {
        XCTAssertEqual(OSVersion(major: 16), OSVersion(major: 16, minor: 0, patch: 0))
        XCTAssertEqual(OSVersion(major: 17).description, "17.0")
        let iOS16 = OSVersion(major: 16, minor: 0, patch: 0)
        XCTAssertEqual(RenderRouter(osVersion: iOS16).route(banner), .hostingConfiguration)
    }
}
