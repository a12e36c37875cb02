import CellBridgeMigratorKit
import Foundation
import XCTest

/// Gradual adoption on the example app: suppression comments, `.cellbridge.json` and a baseline, run
/// end to end the way a team would on a big app with findings it cannot fix at once.
final class AdoptionTests: XCTestCase {
    private var app: TemporaryProject!

    override func setUpWithError() throws {
        app = try TemporaryProject.copyOfFeedApp()
    }

    private func lint(_ extra: [String] = []) -> (status: ExitStatus, output: String, errors: String) {
        let result = runCellBridge(["lint", app.root] + extra)
        return (result.status, result.output.replacingOccurrences(of: app.root + "/", with: ""), result.errors)
    }

    private func lines(_ output: String, rule: LintRule) -> [String] {
        output.split(separator: "\n").map(String.init).filter { $0.hasSuffix("[\(rule.rawValue)]") }
    }

    private static let storeMap = "Features/Feed/Views/StoreMapView.swift"
    private static let dataSource = "Features/Feed/FeedItemsDataSource.swift"

    // MARK: Suppression comments

    func testDisableNextAndDisableThisSilenceOneLine() throws {
        XCTAssertTrue(lint().output.hasSuffix("5 errors, 8 warnings, 1 note\n"))
        try app.insert(
            ["        // cellbridge:disable:next representable-delegate-is-self -- the preview sets its own"],
            before: 10, in: Self.storeMap)
        var result = lint()
        XCTAssertEqual(lines(result.output, rule: .representableDelegateIsSelf), [])
        XCTAssertTrue(result.output.hasSuffix("4 errors, 8 warnings, 1 note\n"), result.output)

        let source = try app.read(Self.dataSource).replacingOccurrences(
            of: "switch item.kind {",
            with: "switch item.kind { // cellbridge:disable:this shared-data-source-switches-on-cell-type")
        try app.write(Self.dataSource, source)
        result = lint()
        XCTAssertEqual(lines(result.output, rule: .sharedDataSourceSwitchesOnCellType), [])
        // Only the named rule: the two warnings on line 21 are told apart.
        try app.insert(
            ["// cellbridge:disable:next index-path-captured-in-cell-action"], before: 21, in: Self.dataSource)
        result = lint()
        XCTAssertEqual(lines(result.output, rule: .indexPathCapturedInCellAction), [])
        XCTAssertEqual(
            lines(result.output, rule: .cellClosureCapturesSelfStrongly).filter { $0.contains("FeedItemsDataSource") }
                .count, 2)
    }

    func testDisableAndEnableSilenceTheLinesBetween() throws {
        let file = "Features/Feed/Views/RouteMaps.swift"
        let map = { (name: String) in
            """
            struct \(name): UIViewRepresentable {
                func makeUIView(context: Context) -> MKMapView {
                    let mapView = MKMapView()
                    mapView.delegate = self
                    return mapView
                }
                func updateUIView(_ mapView: MKMapView, context: Context) {}
            }

            """
        }
        try app.write(file, "import MapKit\nimport SwiftUI\n\n" + map("OriginMap") + map("DestinationMap"))
        let before = lines(lint().output, rule: .representableDelegateIsSelf).filter { $0.hasPrefix(file) }
        XCTAssertEqual(before.map { $0.components(separatedBy: " error:")[0] }, [file + ":7:9:", file + ":15:9:"])
        try app.insert(["// cellbridge:enable representable-delegate-is-self"], before: 12, in: file)
        try app.insert(["    // cellbridge:disable representable-delegate-is-self"], before: 5, in: file)
        let remaining = lines(lint().output, rule: .representableDelegateIsSelf).filter { $0.hasPrefix(file) }
        XCTAssertEqual(remaining.count, 1, "the finding after the enable comment stays")
        XCTAssertTrue(remaining.first?.hasPrefix(file + ":17:9:") ?? false, remaining.description)
    }

    func testAMisspelledRuleIsReportedWithTheValidRules() throws {
        try app.insert(
            ["        // cellbridge:disable:next representable-delegate-is-slef"], before: 10, in: Self.storeMap)
        let result = lint()
        let unknown = lines(result.output, rule: .unknownRuleInSuppression)
        XCTAssertEqual(unknown.count, 1)
        let line = try XCTUnwrap(unknown.first)
        XCTAssertTrue(
            line.hasPrefix(Self.storeMap + ":10:9: warning: `cellbridge:disable:next` names unknown rule "), line)
        XCTAssertTrue(line.contains("did you mean 'representable-delegate-is-self'?"), line)
        XCTAssertTrue(line.contains("Valid rules: shared-data-source-switches-on-cell-type, "), line)
        XCTAssertEqual(lines(result.output, rule: .representableDelegateIsSelf).count, 1, "it suppressed nothing")
        try app.write("Odd.swift", "// cellbridge:disabel representable-delegate-is-self\nstruct Odd {}\n")
        XCTAssertTrue(
            lines(lint().output, rule: .unknownRuleInSuppression).contains {
                $0.hasPrefix(
                    "Odd.swift:1:1: warning: `cellbridge:disabel representable-delegate-is-self` is not a suppression")
            })
    }

    // MARK: Configuration file

    private func configure(_ json: String) throws {
        try app.write(".cellbridge.json", json)
    }

    func testConfigurationExcludesDisablesRegradesAndPinsTheTarget() throws {
        try configure(
            """
            {
              "exclude": ["Features/Settings", "**/ChartCell.swift"],
              "disabledRules": ["index-path-captured-in-cell-action"],
              "severities": {"state-object-owned-outside-view": "error"},
              "deploymentTarget": 16
            }
            """)
        let result = lint()
        XCTAssertFalse(result.output.contains("Features/Settings"), "excluded folder")
        XCTAssertEqual(lines(result.output, rule: .prepareForReuseEmptyView), [], "ChartCell.swift is excluded")
        XCTAssertEqual(lines(result.output, rule: .indexPathCapturedInCellAction), [])
        XCTAssertEqual(lines(result.output, rule: .hostingConfigurationWithoutAvailability), [], "iOS 16 pinned")
        let stateObject = lines(result.output, rule: .stateObjectOwnedOutsideView)
        XCTAssertEqual(stateObject.count, 1)
        XCTAssertTrue(stateObject.allSatisfy { $0.contains(": error: ") }, stateObject.description)
        XCTAssertEqual(result.status, .lintErrors)
        XCTAssertEqual(result.errors, "")
        let scan = try ProjectScanner().scan(path: app.root)
        XCTAssertFalse(scan.cells.contains { $0.swiftFile?.hasPrefix("Features/Settings") ?? false })
        XCTAssertEqual(scan.deploymentTarget?.source, ".cellbridge.json")
    }

    func testModuleFoldersReplaceTheDefaultModules() throws {
        XCTAssertEqual(
            Set(try ProjectScanner().scan(path: app.root).cells.map(\.module)),
            ["Features/Feed", "Features/Profile", "Features/Settings", "Shared"])
        try configure(#"{"moduleFolders": ["Features/Feed", "Features"]}"#)
        let modules = Set(try ProjectScanner().scan(path: app.root).cells.map(\.module))
        XCTAssertTrue(modules.isSuperset(of: ["Features/Feed/Cells", "Features/Profile", "Shared"]), "\(modules)")
    }

    func testUnknownKeysWarnAndBadValuesStopTheRun() throws {
        try configure(#"{"exclud": ["Features/Settings"]}"#)
        var result = lint()
        XCTAssertEqual(
            result.errors,
            "warning: .cellbridge.json: unknown key 'exclud' ignored; did you mean 'exclude'?\n")
        XCTAssertTrue(result.output.contains("Features/Settings"), "the misspelled key excluded nothing")

        try configure(#"{"disabledRules": ["representable-delegate"]}"#)
        result = lint()
        XCTAssertEqual(result.status, .inputProblem)
        XCTAssertTrue(
            result.errors.hasPrefix(
                "error: .cellbridge.json: 'disabledRules' names unknown rule 'representable-delegate'"),
            result.errors)
        try configure(#"{"severities": {"representable-delegate-is-self": "fatal"}}"#)
        XCTAssertTrue(lint().errors.contains("must be one of note, warning, error"))
        try configure("[1, 2]")
        XCTAssertTrue(lint().errors.contains("must be a JSON object"))
        try configure("{")
        XCTAssertTrue(lint().errors.contains("is not valid JSON"))
    }

    // MARK: Baseline

    func testBaselineReportsOnlyNewFindingsAndSurvivesLineShifts() throws {
        let baseline = app.root + "/../" + UUID().uuidString + "-baseline.json"
        defer { try? FileManager.default.removeItem(atPath: baseline) }
        let written = lint(["--write-baseline", baseline])
        XCTAssertEqual(written.status, .success, "recording a baseline does not fail the run")
        XCTAssertEqual(written.errors, "wrote a baseline of 14 findings to \(baseline)\n")
        XCTAssertEqual(written.output, "")

        var result = lint(["--baseline", baseline])
        XCTAssertEqual(result.status, .success)
        XCTAssertEqual(result.output, "No new findings; 14 findings in the baseline not shown.\n")

        // Lines inserted above findings move them; the baseline still knows them.
        try app.insert(["// Maintained by the maps team.", "", "// See MAPS-12."], before: 1, in: Self.storeMap)
        try app.insert(["import os", ""], before: 1, in: Self.dataSource)
        XCTAssertEqual(
            lint(["--baseline", baseline]).output, "No new findings; 14 findings in the baseline not shown.\n")

        // A new violation is reported, and fails the run; a second copy of a baselined line is new too.
        try app.write(
            "Features/Feed/Views/RouteMapView.swift",
            "import MapKit\nimport SwiftUI\n\nstruct RouteMapView: UIViewRepresentable {\n"
                + "    func makeUIView(context: Context) -> MKMapView {\n        let map = MKMapView()\n"
                + "        map.delegate = self\n        return map\n    }\n}\n")
        result = lint(["--baseline", baseline])
        XCTAssertEqual(result.status, .lintErrors)
        XCTAssertEqual(
            result.output,
            "Features/Feed/Views/RouteMapView.swift:7:9: error: RouteMapView sets `map.delegate = self`; a "
                + "representable struct cannot be a stable delegate, use context.coordinator. "
                + "[representable-delegate-is-self]\n1 error, 0 warnings, 0 notes new; 14 findings in the baseline not shown.\n"
        )
        XCTAssertEqual(
            lint(["--baseline", baseline, "--format", "json"]).output.components(separatedBy: "\"rule\"").count, 2)
    }

    func testAMissingOrForeignBaselineIsAnInputProblem() throws {
        var result = lint(["--baseline", app.root + "/missing.json"])
        XCTAssertEqual(result.status, .inputProblem)
        XCTAssertTrue(result.errors.hasPrefix("error: cannot read the baseline "), result.errors)
        try app.write("other.json", #"{"version": "2.1.0"}"#)
        result = lint(["--baseline", app.root + "/other.json"])
        XCTAssertEqual(result.status, .inputProblem)
        XCTAssertTrue(result.errors.contains("is not a cellbridge baseline"), result.errors)
    }
}
