import CellBridgeCore
import XCTest

final class CellClassNameCandidatesTests: XCTestCase {
    func testTheBareNameComesFirstThenEachModuleThenTheApp() {
        let names = CellClassNameCandidates(moduleNames: ["FeedKit", "ProfileKit"], executableName: "FeedApp")
        XCTAssertEqual(
            names.candidates(for: "ProfileCell"),
            ["ProfileCell", "FeedKit.ProfileCell", "ProfileKit.ProfileCell", "FeedApp.ProfileCell"])
    }

    func testTheAppModuleIsTheExecutableWithSpacesAndDashesAsUnderscores() {
        XCTAssertEqual(CellClassNameCandidates.moduleName(forExecutable: "My Feed-App"), "My_Feed_App")
        let names = CellClassNameCandidates(moduleNames: [], executableName: "My Feed-App")
        XCTAssertEqual(names.candidates(for: "BannerCell"), ["BannerCell", "My_Feed_App.BannerCell"])
    }

    func testWithoutAnExecutableOnlyTheGivenModulesAreTried() {
        let names = CellClassNameCandidates(moduleNames: [], executableName: nil)
        XCTAssertEqual(names.candidates(for: "BannerCell"), ["BannerCell"])
    }
}

/// A view model's `cellBundle` picks between same-named cell classes of several modules.
final class CellClassNameNarrowingTests: XCTestCase {
    private let rows: [(runtimeName: String, bundle: String)] = [
        (runtimeName: "FeedKit.RowCell", bundle: "com.example.FeedKit"),
        (runtimeName: "ProfileKit.RowCell", bundle: "com.example.ProfileKit"),
    ]

    func testTheClassInTheNamedBundleWins() {
        XCTAssertEqual(CellClassNameCandidates.narrowed(rows, toBundle: "com.example.ProfileKit"), [1])
    }

    func testStaticModulesAreToldApartByTheirPackageResourceBundleName() {
        let statics = rows.map { (runtimeName: $0.runtimeName, bundle: "com.example.App") }
        XCTAssertEqual(CellClassNameCandidates.narrowed(statics, toBundle: "App_FeedKit.bundle"), [0])
        XCTAssertEqual(CellClassNameCandidates.narrowed(statics, toBundle: "App_FeedKit"), [0])
    }

    func testABundleThatNarrowsNothingLeavesEveryClassSoTheNameIsAmbiguous() {
        XCTAssertEqual(CellClassNameCandidates.narrowed(rows, toBundle: "com.example.Other"), [0, 1])
    }

    func testOneClassIsThatClassWhateverTheBundle() {
        XCTAssertEqual(CellClassNameCandidates.narrowed(Array(rows.prefix(1)), toBundle: "com.example.Other"), [0])
    }
}
