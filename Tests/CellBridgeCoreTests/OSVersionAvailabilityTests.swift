import CellBridgeCore
import XCTest

/// Routing follows `#available`, not `ProcessInfo` (which reports the macOS version on Mac Catalyst).
final class OSVersionAvailabilityTests: XCTestCase {
    /// A system running `version`, as `#available` answers for it.
    private func resolved(onSystem version: OSVersion) -> OSVersion {
        OSVersion.resolved { $0 <= version }
    }

    func testEveryRuleThresholdIsARungOfTheLadder() {
        for threshold in [
            RenderRouter.hostingConfigurationMinimumOS, HostingSizingPlan.sizingOptionsMinimumOS,
            ResizePlanner.selfSizingInvalidationMinimumOS, LegacyCellMeasurement.sizeThatFitsMinimumOS,
            SafeAreaPolicy.safeAreaRegionsMinimumOS, ItemUpdate.reconfigureMinimumOS,
        ] {
            XCTAssertTrue(OSVersion.decisionThresholds.contains(threshold), "\(threshold)")
            XCTAssertTrue(OSVersion.availabilityLadder.contains(threshold), "\(threshold)")
        }
        XCTAssertEqual(
            OSVersion.decisionThresholds, [OSVersion(major: 15), OSVersion(major: 16), OSVersion(major: 16, minor: 4)])
    }

    func testTheLadderIsCheckedNewestFirst() {
        XCTAssertEqual(OSVersion.availabilityLadder, OSVersion.availabilityLadder.sorted(by: >))
        XCTAssertEqual(Set(OSVersion.availabilityLadder).count, OSVersion.availabilityLadder.count)
    }

    func testEveryDecisionComesOutTheSameAsWithTheRealVersion() {
        let systems = [
            OSVersion(major: 14, minor: 8), OSVersion(major: 15, minor: 2), OSVersion(major: 15, minor: 7),
            OSVersion(major: 16), OSVersion(major: 16, minor: 3), OSVersion(major: 16, minor: 4),
            OSVersion(major: 16, minor: 7), OSVersion(major: 17, minor: 4), OSVersion(major: 18, minor: 1),
            OSVersion(major: 26),
        ]
        for system in systems {
            let seen = resolved(onSystem: system)
            XCTAssertLessThanOrEqual(seen, system)
            for threshold in OSVersion.decisionThresholds {
                XCTAssertEqual(seen >= threshold, system >= threshold, "\(system) vs \(threshold)")
            }
        }
    }

    func testRoutingOnMacCatalystFollowsAvailabilityNotTheMacOSVersion() {
        // A Catalyst app on macOS 13: ProcessInfo says 13.x, `#available(iOS 16, *)` says yes.
        let seen = resolved(onSystem: OSVersion(major: 16, minor: 1))
        XCTAssertTrue(RenderRouter(osVersion: seen).usesHostingConfiguration)
        XCTAssertFalse(RenderRouter(osVersion: OSVersion(major: 13, minor: 4)).usesHostingConfiguration)
    }

    func testASystemPassingNoRungIsTheOldestSupported() {
        XCTAssertEqual(OSVersion.resolved { _ in false }, OSVersion(major: 14))
    }

    func testMajorReleasesResolveToThemselves() {
        XCTAssertEqual(resolved(onSystem: OSVersion(major: 17, minor: 2)), OSVersion(major: 17))
        XCTAssertEqual(resolved(onSystem: OSVersion(major: 15, minor: 5)), OSVersion(major: 15))
    }
}
