import CellBridgeCore
import XCTest

final class SafeAreaPolicyTests: XCTestCase {
    func testCellsUseSafeAreaRegionsFromIOS16_4() {
        XCTAssertEqual(
            SafeAreaPolicy.cell.strategy(for: OSVersion(major: 16, minor: 4)), .safeAreaRegions(respected: []))
        XCTAssertEqual(SafeAreaPolicy.cell.strategy(for: OSVersion(major: 17)), .safeAreaRegions(respected: []))
    }

    func testCellsFallBackToThePublicModifierBeforeIOS16_4() {
        for os in [OSVersion(major: 14), OSVersion(major: 15, minor: 5), OSVersion(major: 16, minor: 3, patch: 1)] {
            XCTAssertEqual(SafeAreaPolicy.cell.strategy(for: os), .ignoresSafeAreaModifier(ignored: .all), "\(os)")
        }
    }

    func testScreensAreLeftToTheSystemOnEveryOS() {
        XCTAssertEqual(SafeAreaPolicy.screen.strategy(for: OSVersion(major: 14)), .systemDefault)
        XCTAssertEqual(SafeAreaPolicy.screen.strategy(for: OSVersion(major: 17)), .systemDefault)
    }

    func testScreenIgnoringKeyboardKeepsTheContainerSafeArea() {
        XCTAssertEqual(
            SafeAreaPolicy.screenIgnoringKeyboard.strategy(for: OSVersion(major: 16, minor: 4)),
            .safeAreaRegions(respected: .container))
        XCTAssertEqual(
            SafeAreaPolicy.screenIgnoringKeyboard.strategy(for: OSVersion(major: 15)),
            .ignoresSafeAreaModifier(ignored: .keyboard))
    }

    func testCellMarginsNeverGrowFromTheSafeArea() {
        XCTAssertFalse(SafeAreaPolicy.cell.insetsLayoutMarginsFromSafeArea)
        XCTAssertTrue(SafeAreaPolicy.screen.insetsLayoutMarginsFromSafeArea)
    }
}

/// Rule: the safe area does not leak into cells; before iOS 16.4 the complete fix needs a runtime
/// subclass, which is an explicit opt-in and never used where public API exists.
final class LegacySafeAreaIsolationTests: XCTestCase {
    func testTheOptInAppliesOnlyBeforeIOS16Point4AndOnlyWhereTheContainerRegionIsIgnored() {
        let opted = LegacySafeAreaIsolation.zeroedSafeAreaInsets
        XCTAssertEqual(
            SafeAreaPolicy.cell.strategy(for: OSVersion(major: 15), legacyIsolation: opted),
            .zeroedSafeAreaInsets(ignored: .all))
        XCTAssertEqual(
            SafeAreaPolicy.cell.strategy(for: OSVersion(major: 16, minor: 3), legacyIsolation: opted),
            .zeroedSafeAreaInsets(ignored: .all))
        XCTAssertEqual(
            SafeAreaPolicy.cell.strategy(for: OSVersion(major: 16, minor: 4), legacyIsolation: opted),
            .safeAreaRegions(respected: []), "public API from 16.4")
        XCTAssertEqual(
            SafeAreaPolicy.screenIgnoringKeyboard.strategy(for: OSVersion(major: 15), legacyIsolation: opted),
            .ignoresSafeAreaModifier(ignored: .keyboard), "a screen keeps its insets")
        XCTAssertEqual(
            SafeAreaPolicy.screen.strategy(for: OSVersion(major: 15), legacyIsolation: opted), .systemDefault)
    }

    func testTheDefaultIsPublicAPIOnly() {
        XCTAssertEqual(SafeAreaPolicy.cell.strategy(for: OSVersion(major: 15)), .ignoresSafeAreaModifier(ignored: .all))
        XCTAssertEqual(SafeAreaStrategy.zeroedSafeAreaInsets(ignored: .all).ignoredRegions, .all)
        XCTAssertEqual(SafeAreaStrategy.safeAreaRegions(respected: []).ignoredRegions, [])
    }
}
