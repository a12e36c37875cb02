import XCTest

@testable import CellBridgeMigratorKit

/// Which paths are a dependency's or test code: folder names compared without case, whole components only.
final class AppOwnershipTests: XCTestCase {
    func testDependencyFoldersNameTheDependencyUnderThem() {
        XCTAssertEqual(AppOwnership.dependency(of: "Vendor/SWTableViewCell/SWTableViewCell.m"), "SWTableViewCell")
        XCTAssertEqual(AppOwnership.dependency(of: "App/PODS/Kit/Cell.swift"), "Kit")
        XCTAssertEqual(AppOwnership.dependency(of: "Carthage/Cell.swift"), "Carthage")
        XCTAssertEqual(AppOwnership.dependency(of: "Third_Party/A/B.h"), "A")
        XCTAssertNil(AppOwnership.dependency(of: "App/Vendors.swift"))
        XCTAssertNil(AppOwnership.dependency(of: "App/MyPods/Cell.swift"))
        XCTAssertNil(AppOwnership.dependency(of: "App/Podsx/Cell.swift"))
        XCTAssertNil(AppOwnership.dependency(of: "Pods"))
    }

    func testTestFoldersAreWholeComponentsEndingInTestsOrSpecs() {
        XCTAssertTrue(AppOwnership.isInTestFolder("AppTests/CellTests.swift"))
        XCTAssertTrue(AppOwnership.isInTestFolder("Sources/TEST/Cell.swift"))
        XCTAssertTrue(AppOwnership.isInTestFolder("App/UISpecs/Cell.swift"))
        XCTAssertFalse(AppOwnership.isInTestFolder("App/Tests.swift"))
        XCTAssertFalse(AppOwnership.isInTestFolder("App/Testing/Cell.swift"))
        XCTAssertFalse(AppOwnership.isInTestFolder("App/Contest/Cell.swift"))
    }
}
