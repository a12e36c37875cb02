import CellBridgeMigratorKit
import Foundation
import XCTest

/// The JSON of `scan --format json` is a contract other tools build on: it must match the checked-in
/// expectation for the example app and keep the documented shape.
final class ScanContractTests: XCTestCase {
    private func exampleJSON() throws -> String {
        let report = try ProjectScanner().scan(path: FixturePaths.feedApp)
        return ScanJSONEncoder.encode(report)
    }

    func testExampleAppMatchesCheckedInJSON() throws {
        let actual = try exampleJSON().replacingOccurrences(
            of: "\"root\": \"\(FixturePaths.feedApp)\"", with: "\"root\": \"<root>\"")
        let expected = try String(contentsOfFile: FixturePaths.fixtures + "/FeedApp.scan.json", encoding: .utf8)
        if actual != expected {
            let diff = zip(actual.split(separator: "\n"), expected.split(separator: "\n")).enumerated()
                .first { $0.element.0 != $0.element.1 }
            XCTFail(
                "scan JSON differs from Tests/Fixtures/FeedApp.scan.json at line \((diff?.offset ?? -1) + 1):\n"
                    + "actual:   \(diff?.element.0 ?? "")\nexpected: \(diff?.element.1 ?? "")")
        }
    }

    func testJSONHasTheDocumentedShape() throws {
        let data = Data(try exampleJSON().utf8)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(
            Set(object.keys),
            [
                "schemaVersion", "root", "summary", "cells", "dataSources", "findings", "headerFooterViews",
                "notAnalysed", "screens", "navigation",
            ])
        XCTAssertEqual(object["schemaVersion"] as? Int, 3)
        XCTAssertEqual(object["root"] as? String, FixturePaths.feedApp)

        let summary = try XCTUnwrap(object["summary"] as? [String: Int])
        XCTAssertEqual(
            Set(summary.keys),
            [
                "swiftFiles", "xibFiles", "storyboardFiles", "cells", "hostedCells", "findings", "headerFooterViews",
                "unused", "ownedByDependencies", "screens",
            ])

        let cells = try XCTUnwrap(object["cells"] as? [[String: Any]])
        XCTAssertEqual(summary["cells"], cells.count)
        // Version 2 is version 1 plus four fields per cell: a version 1 reader finds every key it knows.
        let version1Keys: Set<String> = [
            "name", "kind", "definedIn", "xib", "swiftFile", "reuseIdentifiers", "hosting", "risk", "riskReasons",
        ]
        let version2Keys: Set<String> = [
            "objectiveCFile", "interfaceBuilderFiles", "inferredReuseIdentifiers", "unresolvedReuseIdentifiers",
        ]
        let version3Keys: Set<String> = [
            "screens", "language", "used", "owner", "dependency", "registeredDynamically", "childViewControllers",
        ]
        for cell in cells {
            XCTAssertEqual(Set(cell.keys), version1Keys.union(version2Keys).union(version3Keys))
            XCTAssertTrue(["app", "dependency"].contains(cell["owner"] as? String ?? ""))
            XCTAssertTrue(
                ["swift", "objectiveC"].contains(cell["language"] as? String ?? "") || cell["language"] is NSNull)
            XCTAssertNotNil(cell["used"] as? Bool)
            XCTAssertNotNil(cell["screens"] as? [String])
            XCTAssertTrue(cell["objectiveCFile"] is NSNull || cell["objectiveCFile"] is String)
            for key in ["interfaceBuilderFiles", "inferredReuseIdentifiers", "unresolvedReuseIdentifiers"] {
                XCTAssertNotNil(cell[key] as? [String], key)
            }
            let inferred = Set(cell["inferredReuseIdentifiers"] as? [String] ?? [])
            XCTAssertTrue(
                inferred.isSubset(of: Set(cell["reuseIdentifiers"] as? [String] ?? [])),
                "inferred identifiers are among the identifiers a version 1 reader sees")
            XCTAssertTrue(["collection", "table"].contains(cell["kind"] as? String ?? ""))
            XCTAssertTrue(["xib", "storyboard", "code"].contains(cell["definedIn"] as? String ?? ""))
            XCTAssertTrue(
                ["none", "hostingController", "hostingConfiguration", "cellbridge"].contains(
                    cell["hosting"] as? String ?? ""))
            XCTAssertTrue(["low", "medium", "high"].contains(cell["risk"] as? String ?? ""))
            for key in ["xib", "swiftFile"] {
                if let path = cell[key] as? String {
                    XCTAssertFalse(path.hasPrefix("/"), "\(key) must be relative to root: \(path)")
                } else {
                    XCTAssertTrue(cell[key] is NSNull, "\(key) must be a path or null")
                }
            }
        }
        let names = cells.compactMap { $0["name"] as? String }
        XCTAssertEqual(names, names.sorted(), "cells are sorted by name")

        let sources = try XCTUnwrap(object["dataSources"] as? [[String: Any]])
        for source in sources {
            XCTAssertEqual(
                Set(source.keys),
                [
                    "file", "line", "typeName", "method", "cellTypesReferenced", "switchesOnCellTypes", "verdict",
                    "users",
                ])
            XCTAssertTrue(
                ["switchesOnCellTypes", "namesCellTypes", "generic", "stockCellsOnly"].contains(
                    source["verdict"] as? String ?? ""))
            XCTAssertTrue(["cellForItemAt", "cellForRowAt"].contains(source["method"] as? String ?? ""))
            XCTAssertNotNil(source["switchesOnCellTypes"] as? Bool)
        }
        let findings = try XCTUnwrap(object["findings"] as? [[String: Any]])
        XCTAssertEqual(summary["findings"], findings.count)
        for finding in findings {
            XCTAssertEqual(Set(finding.keys), ["rule", "severity", "file", "line", "column", "message"])
            XCTAssertGreaterThanOrEqual(finding["column"] as? Int ?? 0, 1)
        }
    }

    /// What a tool written against schema version 1 decodes: the v1 fields with their v1 types, and
    /// nothing else. Version 2 only adds fields, so such a reader keeps working.
    private struct VersionOneScan: Decodable {
        struct Summary: Decodable {
            var swiftFiles, xibFiles, storyboardFiles, cells, hostedCells, findings: Int
        }
        struct Cell: Decodable {
            var name, kind, definedIn, hosting, risk: String
            var xib, swiftFile: String?
            var reuseIdentifiers, riskReasons: [String]
        }
        struct DataSource: Decodable {
            var file, typeName, method: String
            var line, cellTypesReferenced: Int
            var switchesOnCellTypes: Bool
        }
        struct Finding: Decodable {
            var rule, severity, file, message: String
            var line: Int
        }
        var schemaVersion: Int
        var root: String
        var summary: Summary
        var cells: [Cell]
        var dataSources: [DataSource]
        var findings: [Finding]
    }

    func testAVersionOneReaderReadsTheCurrentJSON() throws {
        let scan = try JSONDecoder().decode(VersionOneScan.self, from: Data(try exampleJSON().utf8))
        XCTAssertGreaterThanOrEqual(scan.schemaVersion, 1)
        XCTAssertEqual(scan.cells.count, scan.summary.cells)
        XCTAssertEqual(scan.findings.count, scan.summary.findings)
        XCTAssertTrue(scan.findings.contains { $0.rule == "representable-delegate-is-self" && $0.line == 10 })
        let lint = runCellBridge(["lint", FixturePaths.feedApp, "--format", "json"])
        let lintObject = try JSONSerialization.jsonObject(with: Data(lint.output.utf8)) as? [String: Any]
        XCTAssertEqual(lintObject?["schemaVersion"] as? Int, ScanJSONEncoder.schemaVersion)
    }

    func testRepeatedParallelScansProduceIdenticalOutput() throws {
        XCTAssertEqual(try exampleJSON(), try exampleJSON())
    }
}
