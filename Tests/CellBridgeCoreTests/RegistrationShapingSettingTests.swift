import CellBridgeCore
import XCTest

/// Rule: a flag that shapes registration is fixed before the first registration it shapes, and
/// a later change fails loudly (UIKit keeps dequeuing what was registered).
final class RegistrationShapingSettingTests: XCTestCase {
    func testASettingMayChangeUntilTheFirstRegistrationItShapes() throws {
        var setting = RegistrationShapingSetting(named: "usesListCells", value: false)
        try setting.set(true)
        try setting.set(false)
        try setting.set(true)
        setting.fix()
        XCTAssertTrue(setting.value)
        XCTAssertNoThrow(try setting.set(true), "setting the value it has is fine")
        XCTAssertThrowsError(try setting.set(false)) {
            XCTAssertEqual($0 as? RegistrationError, .settingChangedAfterRegistration(setting: "usesListCells"))
            XCTAssertTrue("\($0)".contains("when creating the bridge"))
        }
        XCTAssertTrue(setting.value, "a refused change leaves the value")
    }

    /// `bridge.usesListCells = true` right after `init`, as the docs show, must still shape the
    /// registration: nothing may be registered in `init` (iOS 16's shared cell included).
    func testListCellsSetAfterCreationButBeforeTheFirstDequeueShapeTheRegistration() throws {
        for os in [OSVersion(major: 15), OSVersion(major: 17)] {
            var planner = DequeuePlanner(router: RenderRouter(osVersion: os))
            try planner.setUsesListCells(true)
            let plan = try planner.plan(
                for: CellItemDescriptor(className: "RowView", isSwiftUIBacked: true), resolver: FakeBundle())
            XCTAssertNotNil(plan.registration, "iOS \(os): registered at the first dequeue")
            XCTAssertTrue(planner.ledger.listCells.value)
            XCTAssertThrowsError(try planner.setUsesListCells(false), "iOS \(os): too late now")
        }
    }

    func testLegacyRegistrationsDoNotFixTheListSetting() throws {
        var planner = DequeuePlanner(router: RenderRouter(osVersion: OSVersion(major: 15)))
        _ = try planner.plan(
            for: CellItemDescriptor(className: "BannerCell", isSwiftUIBacked: false),
            resolver: FakeBundle(nibs: ["BannerCell"]))
        XCTAssertNoThrow(try planner.setUsesListCells(true), "legacy cells are the app's: list or not")
    }
}
