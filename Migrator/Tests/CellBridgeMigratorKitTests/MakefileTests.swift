import Foundation
import XCTest

/// `make install` is how people and Homebrew install the tool; its paths are checked with a dry run
/// (`make -n`), since a real release build inside the test run would wait on the test build's lock.
final class MakefileTests: XCTestCase {
    private func dryRun(_ arguments: [String]) throws -> String {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/make") else {
            throw XCTSkip("make is not installed")
        }
        let result = try ProcessRun.run("/usr/bin/make", ["-n", "-C", FixturePaths.packageRoot] + arguments)
        XCTAssertEqual(result.status, 0, result.output)
        return result.output
    }

    func testInstallBuildsReleaseAndCopiesIntoDestdirAndPrefix() throws {
        let output = try dryRun(["install", "PREFIX=/opt/tools", "DESTDIR=/stage"])
        XCTAssertTrue(
            output.contains("build --package-path \"\(FixturePaths.packageRoot)\" -c release --product cellbridge"),
            output)
        XCTAssertTrue(output.contains("install -d \"/stage/opt/tools/bin\""), output)
        XCTAssertTrue(output.contains("\"/stage/opt/tools/bin/cellbridge\""), output)
        XCTAssertTrue(
            try dryRun(["install"]).contains("\"/usr/local/bin/cellbridge\""), "PREFIX defaults to /usr/local")
        XCTAssertTrue(
            try dryRun(["install", "SWIFT_BUILD_FLAGS=--disable-sandbox"]).contains(
                "--product cellbridge --disable-sandbox"))
    }

    func testUninstallRemovesWhatInstallPutThere() throws {
        XCTAssertEqual(
            try dryRun(["uninstall", "PREFIX=/opt/tools", "DESTDIR=/stage"]).split(separator: "\n").filter {
                !$0.hasPrefix("make")
            }, ["rm -f \"/stage/opt/tools/bin/cellbridge\""])
    }
}
