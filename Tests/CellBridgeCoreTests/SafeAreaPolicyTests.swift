import CellBridgeCore
import XCTest

final class SafeAreaPolicyTests: XCTestCase {
    func testCellsUseSafeAreaRegionsFromIOS16_4() {
        XCTAssertEqual(
            SafeAreaPolicy.cell.strategy(for: OSVersion(major: 16, minor: 4)), .safeAreaRegions(respected: []))
        XCTAssertEqual(SafeAreaPolicy.cell.strategy(for: OSVersion(major: 17)), .safeAreaRegions(respected: []))
    }

    /// Epoxy's default (PRs #77, #170): before 16.4 the hosting view's insets are zeroed and its
    /// keyboard avoidance is off, not only the content laid out without them.
    func testCellsZeroTheHostingViewsInsetsBeforeIOS16_4() {
        for os in [OSVersion(major: 14), OSVersion(major: 15, minor: 5), OSVersion(major: 16, minor: 3, patch: 1)] {
            XCTAssertEqual(SafeAreaPolicy.cell.strategy(for: os), .zeroedSafeAreaInsets(ignored: .all), "\(os)")
        }
    }

    func testCellsThatOptOutKeepToThePublicModifierBeforeIOS16_4() {
        for os in [OSVersion(major: 14), OSVersion(major: 16, minor: 3, patch: 1)] {
            XCTAssertEqual(
                SafeAreaPolicy.cell.strategy(for: os, legacyIsolation: .publicAPIOnly),
                .ignoresSafeAreaModifier(ignored: .all), "\(os)")
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

/// Rule: the safe area and the keyboard do not leak into cells (UIKIT-PITFALLS 16); before iOS 16.4
/// the complete fix is Epoxy's default (an underscored property and a runtime subclass), never used
/// where public API exists.
final class LegacySafeAreaIsolationTests: XCTestCase {
    func testZeroingAppliesOnlyBeforeIOS16Point4AndOnlyWhereTheContainerRegionIsIgnored() {
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

    func testTheDefaultIsEpoxysZeroedSafeArea() {
        XCTAssertEqual(SafeAreaPolicy.cell.strategy(for: OSVersion(major: 15)), .zeroedSafeAreaInsets(ignored: .all))
        XCTAssertEqual(SafeAreaStrategy.zeroedSafeAreaInsets(ignored: .all).ignoredRegions, .all)
        XCTAssertEqual(SafeAreaStrategy.safeAreaRegions(respected: []).ignoredRegions, [])
    }
}
