import CellBridgeMigratorKit
import XCTest

final class CommandLineParserTests: XCTestCase {
    private func parse(_ arguments: String) throws -> ParsedCommand {
        try CommandLineParser.parse(arguments.split(separator: " ").map(String.init))
    }

    private func usageError(_ arguments: String) -> UsageError? {
        do {
            _ = try parse(arguments)
            return nil
        } catch {
            return error as? UsageError
        }
    }

    func testScanDefaultsToTextOnStandardOutput() throws {
        XCTAssertEqual(try parse("scan App"), .scan(path: "App", format: .text, output: nil))
    }

    func testScanAcceptsSeparateAndInlineOptionValuesInAnyOrder() throws {
        XCTAssertEqual(try parse("scan --format json App"), .scan(path: "App", format: .json, output: nil))
        XCTAssertEqual(
            try parse("scan App --format=html --output out.html"), .scan(path: "App", format: .html, output: "out.html")
        )
    }

    func testDoubleDashLetsAPathStartWithADash() throws {
        XCTAssertEqual(try parse("plan -- -weird"), .plan(path: "-weird"))
    }

    func testLintRejectsHTMLFormat() {
        let error = usageError("lint App --format html")
        XCTAssertEqual(error?.command, "lint")
        XCTAssertTrue(error?.message.contains("use one of: xcode, text, json, sarif") ?? false)
    }

    func testMisspelledCommandGetsASuggestion() {
        XCTAssertEqual(usageError("scna App")?.message, "unknown command 'scna'; did you mean 'scan'?")
    }

    func testMisspelledOptionGetsASuggestionAndPointsAtTheCommandHelp() {
        let error = usageError("scan App --fromat json")
        XCTAssertEqual(error?.message, "unknown option '--fromat' for 'scan'; did you mean '--format'?")
        XCTAssertTrue(error?.description.contains("cellbridge help scan") ?? false)
    }

    func testMissingAndExtraArgumentsAreUsageErrors() {
        XCTAssertEqual(usageError("scaffold BannerCell")?.message, "'scaffold' needs PATH")
        XCTAssertEqual(usageError("plan A B")?.message, "unexpected argument 'B' for 'plan'")
        XCTAssertEqual(usageError("scan App --output")?.message, "option '--output' needs a value")
        XCTAssertEqual(usageError("scaffold X App --write=yes")?.message, "option '--write' takes no value")
    }

    func testReportRequiresAnOutputFile() {
        XCTAssertTrue(usageError("report App")?.message.contains("--output") ?? false)
        XCTAssertEqual(try? parse("report App --output r.html"), .report(path: "App", output: "r.html"))
    }

    func testScaffoldWriteFlag() throws {
        XCTAssertEqual(try parse("scaffold BannerCell App"), .scaffold(cell: "BannerCell", path: "App", write: false))
        XCTAssertEqual(
            try parse("scaffold BannerCell App --write"), .scaffold(cell: "BannerCell", path: "App", write: true))
    }

    func testHelpAndVersionForms() throws {
        XCTAssertEqual(try CommandLineParser.parse([]), .help(topic: nil))
        XCTAssertEqual(try parse("--help"), .help(topic: nil))
        XCTAssertEqual(try parse("help lint"), .help(topic: "lint"))
        XCTAssertEqual(try parse("scan --help"), .help(topic: "scan"))
        XCTAssertEqual(try parse("--version"), .version)
        XCTAssertEqual(usageError("help lnt")?.message, "unknown command 'lnt'; did you mean 'lint'?")
    }

    func testEveryCommandHasHelpThatNamesEachOfItsOptions() {
        let expected: [String: [String]] = [
            "scan": ["--format", "--output"], "plan": [], "lint": ["--format"], "scaffold": ["--write"],
            "report": ["--output"],
        ]
        for (command, options) in expected {
            guard let help = HelpText.command(command) else {
                XCTFail("no help for \(command)")
                continue
            }
            XCTAssertTrue(help.contains("USAGE: cellbridge \(command)"), command)
            for option in options {
                XCTAssertTrue(help.contains(option), "\(command) help lacks \(option)")
            }
        }
        for status in ExitStatus.allCases {
            XCTAssertTrue(HelpText.overview.contains("  \(status.rawValue)  "), "exit status \(status) undocumented")
        }
    }
}

/// The options that fit the tool into build phases, CI and big apps.
final class AdoptionOptionTests: XCTestCase {
    private func parse(_ arguments: String) throws -> ParsedCommand {
        try CommandLineParser.parse(arguments.split(separator: " ").map(String.init))
    }

    func testLintOptionsForBuildPhasesAndCI() throws {
        XCTAssertEqual(
            try parse("lint App --quiet --format sarif --output out.sarif --baseline base.json --no-cache"),
            .lint(
                path: "App", format: .sarif,
                settings: LintSettings(quiet: true, baseline: "base.json", output: "out.sarif", useCache: false)))
        XCTAssertEqual(
            try parse("lint App --write-baseline=base.json"),
            .lint(path: "App", format: .text, settings: LintSettings(writeBaseline: "base.json")))
        XCTAssertEqual(try parse("lint App --format github-actions"), .lint(path: "App", format: .githubActions))
    }

    func testEveryScanningCommandTakesNoCache() throws {
        XCTAssertEqual(
            try parse("scan App --no-cache"), .scan(path: "App", format: .text, output: nil, useCache: false))
        XCTAssertEqual(try parse("plan App --no-cache"), .plan(path: "App", useCache: false))
        XCTAssertEqual(
            try parse("report App --output r.html --no-cache"), .report(path: "App", output: "r.html", useCache: false))
        XCTAssertEqual(
            try parse("scaffold BannerCell App --no-cache"),
            .scaffold(cell: "BannerCell", path: "App", write: false, useCache: false))
    }

    func testBaselineNeedsAFileName() {
        XCTAssertThrowsError(try parse("lint App --baseline=")) { error in
            XCTAssertEqual((error as? UsageError)?.message, "option '--baseline' needs a file name")
        }
    }
}
