import CellBridgeMigratorKit
import Foundation
import XCTest

/// The manifest picks where SwiftSyntax comes from. Package mode is what a Mac and Homebrew build, and
/// no machine here can fetch it, so its manifest is checked with `swift package dump-package` (which
/// evaluates the manifest without resolving or fetching anything) under each `CELLBRIDGE_SWIFT_SYNTAX`.
final class ManifestModeTests: XCTestCase {
    private struct Manifest {
        var dependencyURLs: [String]
        var lowerBound: String?
        var upperBound: String?
        /// The kit's swift-syntax products.
        var products: [String]
        var hasUnsafeFlags: Bool
        var defines: [String]
    }

    private func dumpPackage(_ environment: [String: String?]) throws -> Manifest {
        let swift = try XCTUnwrap(Self.executable(named: "swift"), "no swift on PATH")
        let scratch = NSTemporaryDirectory() + "cellbridge-manifest-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let result = try ProcessRun.run(
            swift, ["package", "dump-package", "--package-path", FixturePaths.packageRoot, "--scratch-path", scratch],
            environment: environment)
        XCTAssertEqual(result.status, 0, result.output)
        // Warnings (none expected) would come before the JSON on the shared stream.
        let json = result.output.drop { $0 != "{" }
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let dependencies = object["dependencies"] as? [[String: Any]] ?? []
        var urls: [String] = []
        var lower: String?
        var upper: String?
        for dependency in dependencies {
            for control in dependency["sourceControl"] as? [[String: Any]] ?? [] {
                let location = control["location"] as? [String: Any]
                let remote = (location?["remote"] as? [[String: Any]])?.first
                urls += [remote?["urlString"] as? String].compactMap { $0 }
                let range = ((control["requirement"] as? [String: Any])?["range"] as? [[String: Any]])?.first
                lower = range?["lowerBound"] as? String
                upper = range?["upperBound"] as? String
            }
        }
        let targets = object["targets"] as? [[String: Any]] ?? []
        let kit = try XCTUnwrap(targets.first { $0["name"] as? String == "CellBridgeMigratorKit" })
        let products = (kit["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
            (dependency["product"] as? [Any])?.first as? String
        }
        let settings = targets.flatMap { $0["settings"] as? [[String: Any]] ?? [] }
        let kinds = settings.compactMap { $0["kind"] as? [String: Any] }
        return Manifest(
            dependencyURLs: urls, lowerBound: lower, upperBound: upper, products: products,
            hasUnsafeFlags: kinds.contains { $0["unsafeFlags"] != nil },
            defines: kinds.compactMap { ($0["define"] as? [String: Any])?["_0"] as? String })
    }

    private static func executable(named name: String) -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let path = String(directory) + "/" + name
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    private func assertPackageMode(_ manifest: Manifest, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(
            manifest.dependencyURLs, ["https://github.com/swiftlang/swift-syntax.git"], file: file, line: line)
        XCTAssertEqual(manifest.lowerBound, "601.0.0", file: file, line: line)
        XCTAssertEqual(manifest.upperBound, "604.0.0", file: file, line: line)
        XCTAssertEqual(
            manifest.products, ["SwiftSyntax", "SwiftParser", "SwiftSyntaxBuilder", "SwiftBasicFormat"], file: file,
            line: line)
        XCTAssertFalse(manifest.hasUnsafeFlags, "package mode must build without unsafe flags", file: file, line: line)
        XCTAssertEqual(manifest.defines, ["CELLBRIDGE_SWIFT_SYNTAX_PACKAGE"], file: file, line: line)
    }

    func testPackageModeWhenForced() throws {
        assertPackageMode(try dumpPackage(["CELLBRIDGE_SWIFT_SYNTAX": "package"]))
    }

    /// A Mac: `swiftc` on PATH is a shim that execs the real compiler (as `/usr/bin/swiftc` is an `xcrun`
    /// shim), so no SwiftSyntax modules are found next to it, and nothing overrides that.
    func testPackageModeWhenNoToolchainModulesAreFoundNextToSwiftc() throws {
        let swiftc = try XCTUnwrap(Self.executable(named: "swiftc"), "no swiftc on PATH")
        let shims = NSTemporaryDirectory() + "cellbridge-shims-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: shims, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: shims) }
        try "#!/bin/sh\nexec \(swiftc) \"$@\"\n".write(toFile: shims + "/swiftc", atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: shims + "/swiftc")
        assertPackageMode(
            try dumpPackage([
                "CELLBRIDGE_SWIFT_SYNTAX": nil, "CELLBRIDGE_SWIFT_HOST_DIR": nil, "SWIFT_TOOLCHAIN_DIR": nil,
                "TOOLCHAIN_DIR": nil, "PATH": shims + ":/usr/bin:/bin",
            ]))
    }

    /// This machine: the toolchain on PATH ships the modules, so a fresh clone builds offline unchanged.
    func testToolchainModeWhereTheToolchainShipsTheModules() throws {
        let swiftc = try XCTUnwrap(Self.executable(named: "swiftc"), "no swiftc on PATH")
        let host = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("lib/swift/host/SwiftSyntax.swiftmodule").path
        guard FileManager.default.fileExists(atPath: host) else {
            throw XCTSkip("this toolchain ships no prebuilt SwiftSyntax (\(host)); package mode is the default here")
        }
        for setting in [nil, "toolchain"] as [String?] {
            let manifest = try dumpPackage(["CELLBRIDGE_SWIFT_SYNTAX": setting])
            XCTAssertEqual(manifest.dependencyURLs, [], "setting \(setting ?? "unset")")
            XCTAssertEqual(manifest.products, [])
            XCTAssertTrue(manifest.hasUnsafeFlags)
            XCTAssertEqual(Set(manifest.defines), ["CELLBRIDGE_SWIFT_SYNTAX_TOOLCHAIN"])
        }
    }

    /// `--version` says which mode built the binary, from the manifest's define.
    func testVersionNamesTheSwiftSyntaxSource() {
        let result = runCellBridge(["--version"])
        XCTAssertEqual(
            result.output, "cellbridge \(CellBridgeVersion.current) (\(CellBridgeVersion.swiftSyntaxSource))\n")
        XCTAssertTrue(
            [
                "swift-syntax package, linked statically",
                "toolchain's prebuilt SwiftSyntax, needs that toolchain at run time",
            ].contains(CellBridgeVersion.swiftSyntaxSource), CellBridgeVersion.swiftSyntaxSource)
    }
}
