import CellBridgeCore
import XCTest

/// A class-only legacy cell laid out in Interface Builder must not be built in code (nil outlets trap at
/// the first configure, an `init(coder:)`-only Swift class traps as it is built), while cells built in code,
/// Xcode's template included, are shown.
final class LegacyClassConstructionTests: XCTestCase {
    private typealias Property = LegacyClassConstruction.ObjectProperty

    func testPropertyAttributesOfSwiftAndObjectiveCOutletsAreRead() throws {
        let swiftWeak = try XCTUnwrap(Property(name: "titleLabel", attributes: #"T@"UILabel",N,W,VtitleLabel"#))
        XCTAssertEqual(swiftWeak.className, "UILabel")
        XCTAssertTrue(swiftWeak.isWeak)
        XCTAssertTrue(swiftWeak.isStored)
        XCTAssertEqual(swiftWeak.getter, "titleLabel")

        let swiftStrong = try XCTUnwrap(Property(name: "nameLabel", attributes: #"T@"UILabel",N,&,VnameLabel"#))
        XCTAssertFalse(swiftStrong.isWeak)
        XCTAssertTrue(swiftStrong.isStored)

        let objectiveC = try XCTUnwrap(Property(name: "avatar", attributes: #"T@"UIImageView",W,N,V_avatar"#))
        XCTAssertTrue(objectiveC.isWeak)

        let qualified = try XCTUnwrap(Property(name: "badge", attributes: #"T@"UIView<Badged>",&,N,V_badge"#))
        XCTAssertEqual(qualified.className, "UIView")

        let computed = try XCTUnwrap(Property(name: "content", attributes: #"T@"UIView",R,N,GcontentBox"#))
        XCTAssertFalse(computed.isStored)
        XCTAssertEqual(computed.getter, "contentBox")
    }

    func testPropertiesOfNoNamedClassAreNotViews() {
        XCTAssertNil(Property(name: "delegate", attributes: #"T@"<CellDelegate>",W,N,V_delegate"#))
        XCTAssertNil(Property(name: "model", attributes: "T@,&,N,V_model"))
        XCTAssertNil(Property(name: "action", attributes: "T@?,C,N,V_action"))
        XCTAssertNil(Property(name: "count", attributes: "Tq,N,V_count"))
        // A pointer to an object (`UILabel **`) is no object property; a type cut short names no class.
        XCTAssertNil(Property(name: "labels", attributes: #"T^@"UILabel",N,V_labels"#))
        XCTAssertNil(Property(name: "label", attributes: #"T@"UILabel,N,V_label"#))
        XCTAssertNil(Property(name: "label", attributes: #"T@""#))
        XCTAssertEqual(Property(name: "v", attributes: #"T@"V",&,N,V_v"#)?.className, "V")
    }

    func testASwiftClassWithAWeakOutletIsRefusedBeforeItIsBuilt() {
        XCTAssertEqual(
            LegacyClassConstruction.beforeBuilding(
                overridesAwakeFromNib: true, isSwiftClass: true, weakViewOutlet: "titleLabel"),
            .refuse(outlet: "titleLabel"))
        // An Objective-C class inherits initWithFrame: and often holds subviews it makes weakly: built first.
        XCTAssertEqual(
            LegacyClassConstruction.beforeBuilding(
                overridesAwakeFromNib: true, isSwiftClass: false, weakViewOutlet: "titleLabel"),
            .build)
        // Without an awakeFromNib of its own nothing suggests Interface Builder.
        XCTAssertEqual(
            LegacyClassConstruction.beforeBuilding(
                overridesAwakeFromNib: false, isSwiftClass: true, weakViewOutlet: "titleLabel"),
            .build)
        XCTAssertEqual(
            LegacyClassConstruction.beforeBuilding(
                overridesAwakeFromNib: true, isSwiftClass: true, weakViewOutlet: nil),
            .build)
    }

    func testAnyClassIsRefusedOnceBuiltWhenAViewPropertyIsStillNil() {
        // A strong `@IBOutlet var nameLabel: UILabel!` nothing connected.
        XCTAssertEqual(
            LegacyClassConstruction.afterBuilding(overridesAwakeFromNib: true, nilViewProperty: "nameLabel"),
            .refuse(outlet: "nameLabel"))
        // Xcode's template cell built in code: its subviews are set in init.
        XCTAssertEqual(LegacyClassConstruction.afterBuilding(overridesAwakeFromNib: true, nilViewProperty: nil), .build)
        XCTAssertEqual(
            LegacyClassConstruction.afterBuilding(overridesAwakeFromNib: false, nilViewProperty: "badge"), .build)
    }
}
