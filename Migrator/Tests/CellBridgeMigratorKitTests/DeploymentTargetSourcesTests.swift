import CellBridgeMigratorKit
import XCTest

/// Issue 16, item 17: the deployment target from XcodeGen's `project.yml` and Tuist's `Project.swift` as well as
/// the `.pbxproj`, minor version kept, and never "unknown" when one of them says.
final class DeploymentTargetSourcesTests: XCTestCase {
    private static let hostingCell = """
        import SwiftUI
        import UIKit
        final class BadgeCell: UICollectionViewCell {
            func show() { contentConfiguration = UIHostingConfiguration { Text("a") } }
        }
        """

    func testXcodeGensProjectOptionsGiveTheDeploymentTargetWithItsMinorVersion() throws {
        let report = try TemporaryProject.scan([
            "project.yml": """
            name: Shop
            options:
              bundleIdPrefix: com.example
              deploymentTarget:
                iOS: "15.1"
                macOS: "12.0"
            targets:
              Shop:
                type: application
                platform: iOS
                sources: [Sources]
            """,
            "Sources/BadgeCell.swift": Self.hostingCell,
        ])
        XCTAssertEqual(report.deploymentTarget?.majorVersion, 15)
        XCTAssertEqual(report.deploymentTarget?.minorVersion, 1)
        let text = TextReportRenderer.scan(report, displayRoot: "Shop")
        XCTAssertTrue(text.contains("deployment target: iOS 15.1 (from project.yml)"), text)
        XCTAssertFalse(text.contains("unknown"), text)
        let finding = try XCTUnwrap(report.findings.first { $0.rule == .hostingConfigurationWithoutAvailability })
        XCTAssertEqual(finding.severity, .error, "known to be below iOS 16")
        XCTAssertTrue(finding.message.contains("the deployment target is iOS 15.1 (project.yml)"), finding.message)
    }

    func testAnXcodeGenTargetsOwnValueCountsUnlessItIsForAnotherPlatform() throws {
        let report = try TemporaryProject.scan([
            "project.yml": """
            targets:
              MacHelper:
                type: tool
                platform: macOS
                deploymentTarget: "11.0"
              Shop:
                type: application
                platform: iOS
                deploymentTarget: 16.4
            """,
            "Sources/BadgeCell.swift": Self.hostingCell,
        ])
        XCTAssertEqual(report.deploymentTarget.map { "\($0.majorVersion).\($0.minorVersion)" }, "16.4")
        XCTAssertEqual(report.findings.filter { $0.rule == .hostingConfigurationWithoutAvailability }, [])
    }

    func testATuistManifestsLiteralTargetCounts() throws {
        let report = try TemporaryProject.scan([
            "Project.swift": """
            import ProjectDescription
            let project = Project(
                name: "Shop",
                targets: [
                    .target(name: "Shop", destinations: .iOS, product: .app, bundleId: "com.example.shop",
                            deploymentTargets: .iOS("14.2"), sources: ["Sources/**"]),
                ]
            )
            """,
            "Sources/BadgeCell.swift": Self.hostingCell,
        ])
        XCTAssertEqual(report.deploymentTarget?.source, "Project.swift")
        XCTAssertEqual(report.deploymentTarget.map { "\($0.majorVersion).\($0.minorVersion)" }, "14.2")
    }

    func testAProjectFilesMinorVersionIsKept() throws {
        let report = try TemporaryProject.scan([
            "App.xcodeproj/project.pbxproj": "IPHONEOS_DEPLOYMENT_TARGET = 15.1;\n",
            "Sources/BadgeCell.swift": Self.hostingCell,
        ])
        XCTAssertTrue(
            TextReportRenderer.scan(report, displayRoot: "App").contains(
                "deployment target: iOS 15.1 (from App.xcodeproj/project.pbxproj)"))
    }

    func testTheConfigurationTakesAMinorVersionToo() throws {
        let report = try TemporaryProject.scan([
            ".cellbridge.json": #"{ "deploymentTarget": 15.4 }"#,
            "Sources/BadgeCell.swift": Self.hostingCell,
        ])
        XCTAssertEqual(report.deploymentTarget.map { "\($0.majorVersion).\($0.minorVersion)" }, "15.4")
        let bad = try TemporaryProject([".cellbridge.json": #"{ "deploymentTarget": 15.123 }"#])
        let result = runCellBridge(["scan", bad.root])
        XCTAssertEqual(result.status, .inputProblem)
        XCTAssertTrue(result.errors.contains("must be an iOS version such as 15 or 15.1"), result.errors)
    }
}
