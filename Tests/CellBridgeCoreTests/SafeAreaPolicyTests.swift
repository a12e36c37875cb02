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
