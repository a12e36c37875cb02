import CellBridgeMigratorKit
import Foundation
import XCTest

/// A throwaway app folder for one test, removed afterwards.
final class TemporaryProject {
    let root: String

    init(_ files: [String: String] = [:]) throws {
        root = NSTemporaryDirectory() + "cellbridge-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for (path, contents) in files {
            try write(path, contents)
        }
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// Scans a throwaway project made of `files` (path → contents).
    static func scan(_ files: [String: String]) throws -> ScanReport {
        let project = try TemporaryProject(files)
        return try ProjectScanner().scan(path: project.root)
    }

    func write(_ relativePath: String, _ contents: String) throws {
        try write(relativePath, bytes: Array(contents.utf8))
    }

    func write(_ relativePath: String, bytes: [UInt8]) throws {
        let path = root + "/" + relativePath
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    /// Every path under the root with its size, to prove a command wrote nothing.
    func snapshot() -> [String: Int] {
        var result: [String: Int] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let path = enumerator?.nextObject() as? String {
            let attributes = try? FileManager.default.attributesOfItem(atPath: root + "/" + path)
            result[path] = (attributes?[.size] as? NSNumber)?.intValue ?? -1
        }
        return result
    }
}

/// Paths of the checked-in example app and fixtures.
enum FixturePaths {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let feedApp = packageRoot + "/Examples/FeedApp"
    static let fixtures = packageRoot + "/Tests/Fixtures"
}

/// Runs `cellbridge` with `arguments` the way `main.swift` does, capturing both streams. The analysis
/// cache goes to `cacheDirectory` (a folder of this test process by default), never the user's.
func runCellBridge(
    _ arguments: [String], options: ScanOptions = ScanOptions(), cacheDirectory: String = TestCache.directory,
    currentDirectory: String? = nil
) -> (status: ExitStatus, output: String, errors: String) {
    var output = ""
    var errors = ""
    var environment = ProcessInfo.processInfo.environment
    environment["CELLBRIDGE_CACHE_DIR"] = cacheDirectory
    let status = CellBridgeCommand(
        options: options, environment: environment, currentDirectory: currentDirectory,
        standardOutput: { output += $0 }, standardError: { errors += $0 }
    ).run(arguments)
    return (status, output, errors)
}

/// The analysis cache folder of this test process.
enum TestCache {
    static let directory = NSTemporaryDirectory() + "cellbridge-test-cache-" + UUID().uuidString
}

extension TemporaryProject {
    /// A copy of the example app to edit.
    static func copyOfFeedApp() throws -> TemporaryProject {
        let project = try TemporaryProject()
        try FileManager.default.removeItem(atPath: project.root)
        try FileManager.default.copyItem(atPath: FixturePaths.feedApp, toPath: project.root)
        return project
    }

    /// The paths of the Swift files under `folder`, for a type check.
    func swiftFiles(under folder: String) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: root + "/" + folder).filter {
            $0.hasSuffix(".swift")
        }.map { root + "/" + folder + "/" + $0 }
    }

    func read(_ relativePath: String) throws -> String {
        try String(contentsOfFile: root + "/" + relativePath, encoding: .utf8)
    }

    /// Inserts `lines` before line `line` (1-based) of a file.
    func insert(_ lines: [String], before line: Int, in relativePath: String) throws {
        var existing = try read(relativePath).components(separatedBy: "\n")
        existing.insert(contentsOf: lines, at: line - 1)
        try write(relativePath, existing.joined(separator: "\n"))
    }
}
