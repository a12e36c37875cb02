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
