import Foundation
import XCTest

/// Checks an edited `project.pbxproj` with an independent parser, the PyPI `pbxproj` package
/// (`Tests/Scripts/check_pbxproj_membership.py`), so the tool's own parser does not vouch for its own
/// edits. Skips, saying so, where python3 or the package is missing; `.ci/run` installs it.
enum PBXProjCheck {
    static let script = FixturePaths.packageRoot + "/Tests/Scripts/check_pbxproj_membership.py"

    static func assert(
        project: String, lists file: String, compiledBy target: String, besides neighbour: String,
        line: UInt = #line
    ) throws {
        let probe = try ProcessRun.run("/usr/bin/env", ["python3", "-c", "import pbxproj"])
        guard probe.status == 0 else {
            throw XCTSkip("python3 with the pbxproj package is needed for the independent project check")
        }
        let result = try ProcessRun.run(
            "/usr/bin/env", ["python3", script, project, file, target, neighbour])
        XCTAssertEqual(result.status, 0, result.output, line: line)
    }
}
