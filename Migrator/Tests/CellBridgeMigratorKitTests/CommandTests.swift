import CellBridgeMigratorKit
import Foundation
import XCTest

/// End-to-end runs of the commands the way a user types them.
final class CommandTests: XCTestCase {
    func testLintFailsOnTheExampleAppWithCompilerStyleLines() {
        let result = runCellBridge(["lint", FixturePaths.feedApp])
        XCTAssertEqual(result.status, .lintErrors)
        XCTAssertTrue(
            result.output.contains(
                FixturePaths.feedApp + "/Features/Feed/Views/StoreMapView.swift:10:9: error: StoreMapView sets "
                    + "`mapView.delegate = self`"),
            result.output)
        XCTAssertTrue(result.output.hasSuffix("5 errors, 8 warnings, 1 note\n"), result.output)
    }

    func testLintPassesWhenOnlyWarningsRemain() throws {
        let project = try TemporaryProject([
            "RowCell.swift": """
            final class RowCell: UITableViewCell {
                var onTap: (() -> Void)?
                func bind() { onTap = { self.reload() } }
            }
            """
        ])
        let result = runCellBridge(["lint", project.root, "--format", "json"])
        XCTAssertEqual(result.status, .success)
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        XCTAssertEqual(object?["errors"] as? Int, 0)
        XCTAssertEqual(
            (object?["findings"] as? [[String: Any]])?.first?["rule"] as? String, "cell-closure-captures-self-strongly")
    }

    func testUsageErrorsExitWith2AndSayWhatToDo() {
        let result = runCellBridge(["scan"])
        XCTAssertEqual(result.status, .usageError)
        XCTAssertEqual(result.errors, "error: 'scan' needs PATH\nRun 'cellbridge help scan' for usage.\n")
        XCTAssertEqual(result.output, "")
    }

    func testPlanNamesTheSwitchingDataSourceFirstAndTheLaneLast() throws {
        let output = runCellBridge(["plan", FixturePaths.feedApp]).output
        let lines = output.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains { $0.contains("! FeedItemsDataSource.cellForItemAt names 5 cell types") })
        let cellPlan = lines.prefix { !$0.hasPrefix("Screens, in this order") }
        let steps = cellPlan.filter { $0.hasPrefix("  ") && $0.dropFirst(2).first?.isNumber == true }
        XCTAssertTrue(
            steps.last?.contains("LaneCell [high] — high risk: its XIB puts a collectionView") ?? false, output)
        let lane = try XCTUnwrap(lines.firstIndex { $0.contains("LaneCell [high]") })
        XCTAssertEqual(
            lines[lane + 1],
            "       findings: cell-closure-captures-self-strongly, shared-data-source-switches-on-cell-type",
            "each step says which findings touch it")
    }

    func testReportWritesOneSelfContainedPage() throws {
        let project = try TemporaryProject()
        let output = project.root + "/report.html"
        let result = runCellBridge(["report", FixturePaths.feedApp, "--output", output])
        XCTAssertEqual(result.status, .success)
        let html = try String(contentsOfFile: output, encoding: .utf8)
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>"))
        XCTAssertTrue(html.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        for external in ["<script", "<link", "src=", "url(", "@import"] {
            XCTAssertFalse(html.contains(external), "report references external content: \(external)")
        }
        // Links only jump within the page (the table of contents, the plan to each cell's row).
        XCTAssertEqual(
            html.components(separatedBy: "href=\"").count, html.components(separatedBy: "href=\"#").count,
            "every link is an in-page anchor")
        let withoutNamespace = html.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "")
        XCTAssertFalse(withoutNamespace.contains("http://") || withoutNamespace.contains("https://"))
        for module in ["Features/Feed", "Features/Profile", "Features/Settings", "Shared"] {
            XCTAssertTrue(html.contains(">\(module)<"), "module \(module) missing")
        }
        XCTAssertTrue(html.contains("30%"), "3 of 10 cells hosted")
        XCTAssertTrue(html.contains("representable-delegate-is-self"))
    }

    func testScaffoldOfAnUnknownOrCodeCellIsAnInputProblem() {
        let unknown = runCellBridge(["scaffold", "BanerCell", FixturePaths.feedApp])
        XCTAssertEqual(unknown.status, .inputProblem)
        XCTAssertTrue(unknown.errors.hasPrefix("error: no cell named 'BanerCell'"), unknown.errors)
        XCTAssertTrue(unknown.errors.contains("did you mean 'BannerCell'?"), unknown.errors)
        XCTAssertEqual(unknown.output, "")
        let code = runCellBridge(["scaffold", "TagCell", FixturePaths.feedApp])
        XCTAssertEqual(code.status, .inputProblem)
        XCTAssertTrue(code.errors.contains("write its SwiftUI view by hand"), code.errors)
    }

    func testReportToAnUnwritablePathIsAnInputProblem() {
        let result = runCellBridge(["report", FixturePaths.feedApp, "--output", "/nonexistent-dir/report.html"])
        XCTAssertEqual(result.status, .inputProblem)
        XCTAssertTrue(result.errors.hasPrefix("error: cannot write /nonexistent-dir/report.html"), result.errors)
    }

    func testHTMLEscapesNamesFromScannedFiles() throws {
        let project = try TemporaryProject([
            "Odd.swift": "final class Odd: UICollectionViewCell {}\n",
            "Odd.xib": """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
            <collectionViewCell reuseIdentifier="a&lt;b" id="x" customClass="Odd"><view key="contentView"/></collectionViewCell>
            </objects></document>
            """,
        ])
        let report = try ProjectScanner().scan(path: project.root)
        XCTAssertEqual(report.cells.first?.reuseIdentifiers, ["a<b"])
        let html = HTMLReportRenderer.render(report, title: "<script>")
        XCTAssertFalse(html.contains("<script>"))
        XCTAssertTrue(html.contains("&lt;script&gt;"))
    }
}

/// The README is the rules' and exit statuses' user documentation; it must not fall behind the code.
final class DocumentationTests: XCTestCase {
    func testReadmeDocumentsEveryRuleAndExitStatus() throws {
        let readme = try String(contentsOfFile: FixturePaths.packageRoot + "/README.md", encoding: .utf8)
        for rule in LintRule.allCases {
            XCTAssertTrue(readme.contains("| `\(rule.rawValue)` | \(rule.severityDescription) |"), "\(rule.rawValue)")
        }
        for status in ExitStatus.allCases {
            XCTAssertTrue(readme.contains("| \(status.rawValue) | "), "exit status \(status.rawValue)")
        }
    }
}
