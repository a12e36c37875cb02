import CellBridgeMigratorKit
import XCTest

/// `hosting-controller-without-containment` on the patterns real apps use, and UIKit rules on AppKit code
/// (issue 10, items 6 and 8).
final class HostingContainmentTests: XCTestCase {
    private func findings(_ files: [String: String]) throws -> [Finding] {
        try TemporaryProject.scan(files).findings
    }

    func testContainmentSplitOverTheMethodsOfOneTypeIsFine() throws {
        // The usual hosting cell: the view is added when the cell is set up, the controller is moved to its
        // parent once the cell is in a window.
        let cell = """
            import SwiftUI
            import UIKit
            final class BadgeCell: UICollectionViewCell {
                private let hosting = UIHostingController(rootView: AnyView(EmptyView()))
                private weak var parent: UIViewController?
                func setUp(parent: UIViewController) {
                    self.parent = parent
                    parent.addChild(hosting)
                    contentView.addSubview(hosting.view)
                }
                override func didMoveToWindow() {
                    super.didMoveToWindow()
                    if let parent { hosting.didMove(toParent: parent) }
                }
            }
            """
        XCTAssertEqual(try findings(["BadgeCell.swift": cell]), [])
        let extended = """
            import SwiftUI
            import UIKit
            final class BadgeCell: UICollectionViewCell {
                let hosting = UIHostingController(rootView: AnyView(EmptyView()))
                func setUp(parent: UIViewController) {
                    parent.addChild(hosting)
                    contentView.addSubview(hosting.view)
                }
            }
            extension BadgeCell {
                func attached(to parent: UIViewController) { hosting.didMove(toParent: parent) }
            }
            """
        XCTAssertEqual(try findings(["BadgeCell.swift": extended]), [], "an extension of the type counts too")
    }

    func testAHostingViewAddedThroughAHelperOrAnAppSubclassIsFound() throws {
        let helper = """
            import UIKit
            extension UIView {
                func pinSubview(_ view: UIView) {
                    addSubview(view)
                    view.frame = bounds
                }
            }
            """
        let banner = """
            import SwiftUI
            import UIKit
            final class PlanBannerController: UIHostingController<Text> {}
            final class DashboardHeader: UIView {
                let hostingController = UIHostingController(rootView: Text("hi"))
                func install() {
                    pinSubview(hostingController.view)
                    hostingController.view.backgroundColor = .clear
                }
                func showBanner() {
                    let banner = PlanBannerController(rootView: Text("plan"))
                    addSubview(banner.view)
                }
            }
            """
        let found = try findings(["UIView+Pin.swift": helper, "DashboardHeader.swift": banner])
        XCTAssertEqual(found.map(\.rule), [.hostingControllerWithoutContainment])
        XCTAssertEqual(found.first?.line, 7, "the first addition, through the helper")
        XCTAssertEqual(found.first?.severity, .warning, "through a helper the tool cannot see every path")
        XCTAssertTrue(found.first?.message.contains("hands to pinSubview(_:)") ?? false, "\(found)")

        // Without the helper's definition the call could do anything; the subclass alone is an error.
        let direct = try findings(["DashboardHeader.swift": banner])
        XCTAssertEqual(direct.map(\.line), [12])
        XCTAssertEqual(direct.first?.severity, .error)
        XCTAssertEqual(
            try findings([
                "DashboardHeader.swift": banner.replacingOccurrences(
                    of: "UIHostingController<Text> {}", with: "UIViewController {}")
            ])
            .map(\.line), [], "a plain view controller's view is not a hosting view")
    }

    func testAppKitCodeIsNotJudgedByUIKitRules() throws {
        let appKit = """
            import AppKit
            import SwiftUI
            final class PreviewPane: NSView {
                let hostingController = NSHostingController(rootView: Text("preview"))
                func install() { addSubview(hostingController.view) }
            }
            """
        XCTAssertEqual(try findings(["Mac/PreviewPane.swift": appKit]), [])

        let shared = """
            import SwiftUI
            #if os(macOS)
            import AppKit
            final class Pane: NSView {
                let hostingController = NSHostingController(rootView: Text("mac"))
                func install() { addSubview(hostingController.view) }
            }
            #else
            import UIKit
            final class Pane: UIView {
                let hostingController = UIHostingController(rootView: Text("ios"))
                func install() { addSubview(hostingController.view) }
            }
            #endif
            """
        let found = try findings(["Shared/Pane.swift": shared])
        XCTAssertEqual(found.map(\.line), [12], "only the UIKit branch")

        // A file of a macOS-only target, whatever it imports.
        let project = """
            // !$*UTF8*$!
            {
                objects = {
                    F1 = {isa = PBXFileReference; path = Pane.swift; sourceTree = "<group>"; };
                    B1 = {isa = PBXBuildFile; fileRef = F1; };
                    G0 = {isa = PBXGroup; children = (F1, ); sourceTree = "<group>"; };
                    S1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
                    T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S1, ); name = MacApp; };
                    L0 = {isa = XCConfigurationList; buildConfigurations = (C0, ); };
                    L1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
                    C0 = {isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 14.0; }; name = Debug; };
                    C1 = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = macosx; MACOSX_DEPLOYMENT_TARGET = 13.0; }; name = Debug; };
                    P1 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; targets = (T1, ); };
                };
                rootObject = P1;
            }
            """
        let untyped = """
            import SwiftUI
            final class Pane: NSView {
                let hostingController = NSHostingController(rootView: Text("mac"))
                func install() { addSubview(hostingController.view) }
            }
            """
        XCTAssertEqual(try findings(["Mac.xcodeproj/project.pbxproj": project, "Pane.swift": untyped]), [])
        XCTAssertEqual(try findings(["Pane.swift": untyped]).map(\.rule), [.hostingControllerWithoutContainment])
    }
}
