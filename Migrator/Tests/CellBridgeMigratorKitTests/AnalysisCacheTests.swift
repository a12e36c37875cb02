import Foundation
import XCTest

@testable import CellBridgeMigratorKit

/// The per-file analysis cache: exact round trips of every kind of fact, hits on unchanged files,
/// app-wide conclusions recomputed when another file changes, and no trust in a bad cache file.
final class AnalysisCacheTests: XCTestCase {
    private var cacheDirectory: String!

    override func setUpWithError() throws {
        cacheDirectory = NSTemporaryDirectory() + "cellbridge-cache-tests-" + UUID().uuidString
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: cacheDirectory)
    }

    private func scan(_ root: String) throws -> ScanReport {
        try ProjectScanner(options: ScanOptions(cacheDirectory: cacheDirectory)).scan(path: root)
    }

    private func cacheFiles() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: cacheDirectory)) ?? []).filter { $0.hasSuffix(".cache") }
    }

    /// Every fact the scan extracts from every file of the example app comes back from the cache equal
    /// (`==`), so a field someone adds to the facts and the cache would lose fails here.
    func testTheCacheRoundTripsTheFactsOfEveryFileOfTheExampleApp() throws {
        let files = ProjectFileWalker(fileSystem: LocalFileSystem()).walk(root: FixturePaths.feedApp).files
        var kinds = (swift: 0, interfaceBuilder: 0, targets: 0, suppressions: 0)
        // The example's project file declares no native targets; a package manifest gives build targets too.
        let manifest = ProjectFile(absolutePath: "", relativePath: "Kit/Package.swift", role: .swift)
        let package = ProjectScanner.analyzeContents(
            Array("let package = Package(name: \"Kit\", platforms: [.iOS(.v14)])\n".utf8), of: manifest)
        XCTAssertFalse(package.buildTargets.isEmpty)
        let packageBytes = try CompactBinaryEncoder.encode(package)
        XCTAssertEqual(
            try packageBytes.withUnsafeBytes { try CompactBinaryDecoder.decode(FileAnalysis.self, from: $0) }, package)
        for file in files {
            let bytes = try LocalFileSystem().readFile(at: file.absolutePath)
            var analysis = ProjectScanner.analyzeContents(bytes, of: file)
            if file.relativePath.hasSuffix("StoreMapView.swift") {
                // The example app has no suppression comment; give one file some, so they round-trip too.
                let commented = Array("// cellbridge:disable:next representable-delegate-is-self\n".utf8) + bytes
                analysis = ProjectScanner.analyzeContents(commented, of: file)
            }
            let encoded = try CompactBinaryEncoder.encode(analysis)
            let decoded = try encoded.withUnsafeBytes { try CompactBinaryDecoder.decode(FileAnalysis.self, from: $0) }
            XCTAssertEqual(decoded, analysis, file.relativePath)
            kinds.swift += analysis.swiftFacts == nil ? 0 : 1
            kinds.interfaceBuilder += analysis.interfaceBuilderCells.isEmpty ? 0 : 1
            kinds.targets += analysis.deploymentTarget == nil ? 0 : 1
            kinds.suppressions += analysis.suppressions == nil ? 0 : 1
        }
        XCTAssertGreaterThan(kinds.swift, 10)
        XCTAssertGreaterThan(kinds.interfaceBuilder, 4)
        XCTAssertEqual(kinds.targets, 1, "the .pbxproj's deployment target")
        XCTAssertEqual(kinds.suppressions, 1)
    }

    func testAWarmScanTakesEveryFileFromTheCacheAndReportsTheSame() throws {
        let cold = try scan(FixturePaths.feedApp)
        XCTAssertEqual(cold.filesFromCache, 0)
        XCTAssertEqual(cacheFiles().count, 1, "one cache file per scanned root")
        let warm = try scan(FixturePaths.feedApp)
        XCTAssertEqual(warm.filesAnalyzed, 0)
        XCTAssertEqual(warm.filesFromCache, cold.filesAnalyzed)
        XCTAssertEqual(ScanJSONEncoder.encode(warm), ScanJSONEncoder.encode(cold))
        XCTAssertEqual(warm.findings, cold.findings)
        XCTAssertEqual(
            runCellBridge(["lint", FixturePaths.feedApp], cacheDirectory: cacheDirectory).output,
            runCellBridge(["lint", FixturePaths.feedApp, "--no-cache"], cacheDirectory: cacheDirectory).output)
    }

    /// The example app's report kept by the cache (every kind of cell, data source, finding and target) is the
    /// report a fresh scan makes, field by field.
    func testTheCachedReportOfTheExampleAppIsTheFreshOne() throws {
        var options = ScanOptions(cacheDirectory: cacheDirectory)
        options.needsScaffoldContext = false
        var fresh = try ProjectScanner().scan(path: FixturePaths.feedApp)
        _ = try ProjectScanner(options: options).scan(path: FixturePaths.feedApp)
        Thread.sleep(forTimeInterval: 2.1)
        _ = try ProjectScanner(options: options).scan(path: FixturePaths.feedApp)
        let cached = try ProjectScanner(options: options).scan(path: FixturePaths.feedApp)
        XCTAssertEqual(cached.filesAnalyzed, 0)
        (fresh.filesFromCache, fresh.filesAnalyzed) = (cached.filesFromCache, 0)
        fresh.scaffoldContext = ScaffoldContext()
        XCTAssertFalse(
            fresh.cells.isEmpty || fresh.findings.isEmpty || fresh.screens.isEmpty || fresh.deploymentTarget == nil)
        XCTAssertEqual(cached, fresh)
    }

    /// The data source's file is unchanged (a cache hit), but whether it switches over two feature
    /// cells depends on another file, which changed: the finding follows the other file.
    func testAnEditInAnotherFileUpdatesTheFindingsOfACachedFile() throws {
        let cells = """
            final class BannerCell: UICollectionViewCell {}
            final class ProfileCell: UICollectionViewCell {}
            """
        let project = try TemporaryProject([
            "Cells.swift": cells,
            "SharedFeedDataSource.swift": """
            final class SharedFeedDataSource: NSObject, UICollectionViewDataSource {
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "x", for: indexPath)
                    if let banner = cell as? BannerCell { banner.configure() }
                    if let profile = cell as? ProfileCell { profile.configure() }
                    return cell
                }
            }
            """,
        ])
        XCTAssertEqual(try scan(project.root).findings.map(\.rule), [.sharedDataSourceSwitchesOnCellType])
        try project.write(
            "Cells.swift",
            cells.replacingOccurrences(of: "ProfileCell: UICollectionViewCell", with: "ProfileCell: NSObject"))
        let edited = try scan(project.root)
        XCTAssertEqual(edited.filesFromCache, 1, "the data source came from the cache")
        XCTAssertEqual(edited.filesAnalyzed, 1)
        XCTAssertEqual(edited.findings, [], "one feature cell left: no longer a switch over cell types")
        XCTAssertEqual(edited.cells.map(\.name), ["BannerCell"])
        // And back: the cache of the edited file is replaced, not kept beside the old one.
        try project.write("Cells.swift", cells)
        XCTAssertEqual(try scan(project.root).findings.map(\.rule), [.sharedDataSourceSwitchesOnCellType])
    }

    /// A file whose stamp is unchanged and older than the scan that cached it is not read at all; a file
    /// written just before a scan is read and hashed until it is old enough; an edit that keeps the size and
    /// puts the modification time back is still seen (the status-change time moved).
    func testOldUnchangedFilesAreNotReadAndEveryEditIsStillSeen() throws {
        let cell =
            "final class RowCell: UITableViewCell { var onTap: (() -> Void)?; func bind() { onTap = { self.x() } } }\n"
        let project = try TemporaryProject(["RowCell.swift": cell, "Other.swift": "struct Other {}\n"])
        let files = ReadCountingFileSystem()
        let scanner = ProjectScanner(options: ScanOptions(fileSystem: files, cacheDirectory: cacheDirectory))
        let cold = try scanner.scan(path: project.root)
        XCTAssertEqual(cold.findings.map(\.rule), [.cellClosureCapturesSelfStrongly])
        XCTAssertEqual(files.takeReads(), 2)
        _ = try scanner.scan(path: project.root)
        XCTAssertEqual(files.takeReads(), 2, "written just before the scan that cached them: read and hashed")
        Thread.sleep(forTimeInterval: 2.1)
        _ = try scanner.scan(path: project.root)
        XCTAssertEqual(files.takeReads(), 2, "still read: the cache trusted stamps older than its own scan only")
        let warm = try scanner.scan(path: project.root)
        XCTAssertEqual(files.takeReads(), 0, "the previous scan re-stamped the cache: nothing is read")
        XCTAssertEqual(warm.filesFromCache, 2)
        XCTAssertEqual(warm.findings, cold.findings)

        let path = project.root + "/RowCell.swift"
        let modified = try XCTUnwrap(
            try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
        let sameSize = cell.replacingOccurrences(of: "self.x()", with: "Self.y()")
        XCTAssertEqual(sameSize.utf8.count, cell.utf8.count)
        try project.write("RowCell.swift", sameSize)
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: path)
        let edited = try scanner.scan(path: project.root)
        XCTAssertEqual(files.takeReads(), 1, "the edited file is read, the other is not")
        XCTAssertEqual(edited.findings, [], "no capture of self left")
    }

    /// With every file unchanged, the previous report is the answer, but only while the configuration and
    /// the set of files are the same: a new `.cellbridge.json`, or a file deleted, added back, gives a new one.
    func testThePreviousReportAnswersOnlyWhileNothingTheScanReadsChanged() throws {
        let cell =
            "final class RowCell: UITableViewCell { var onTap: (() -> Void)?; func bind() { onTap = { self.x() } } }\n"
        let other =
            "final class OtherCell: UITableViewCell { var onTap: (() -> Void)?; func bind() { onTap = { self.x() } } }\n"
        let project = try TemporaryProject(["RowCell.swift": cell, "OtherCell.swift": other])
        var options = ScanOptions(cacheDirectory: cacheDirectory)
        options.needsScaffoldContext = false
        let scanner = ProjectScanner(options: options)
        Thread.sleep(forTimeInterval: 2.1)
        let cold = try scanner.scan(path: project.root)
        XCTAssertEqual(cold.findings.map(\.file), ["OtherCell.swift", "RowCell.swift"])
        let warm = try scanner.scan(path: project.root)
        var expected = cold
        (expected.filesFromCache, expected.filesAnalyzed) = (2, 0)
        expected.scaffoldContext = ScaffoldContext()
        XCTAssertEqual(warm, expected, "the previous report, as it was, without what only scaffold needs")

        try project.write(".cellbridge.json", #"{"disabledRules": ["cell-closure-captures-self-strongly"]}"#)
        XCTAssertEqual(try scanner.scan(path: project.root).findings, [], "the configuration changed, no file did")
        try FileManager.default.removeItem(atPath: project.root + "/.cellbridge.json")
        XCTAssertEqual(try scanner.scan(path: project.root).findings, cold.findings)

        try FileManager.default.removeItem(atPath: project.root + "/OtherCell.swift")
        let deleted = try scanner.scan(path: project.root)
        XCTAssertEqual(deleted.findings.map(\.file), ["RowCell.swift"])
        XCTAssertEqual(deleted.cells.map(\.name), ["RowCell"])
        try project.write("OtherCell.swift", other)
        XCTAssertEqual(try scanner.scan(path: project.root).findings, cold.findings)
    }

    /// A file the cache keeps nothing of (over the size limit) still shapes the report: once it is deleted,
    /// the next scan must not answer with the report that listed it.
    func testAFileTheCacheKeepsNothingOfIsSeenToGo() throws {
        let project = try TemporaryProject([
            "RowCell.swift": "final class RowCell: UITableViewCell {}\n",
            "Big.swift": String(repeating: "// generated\n", count: 200),
        ])
        var options = ScanOptions(maxFileSize: 1024, cacheDirectory: cacheDirectory)
        options.needsScaffoldContext = false
        let scanner = ProjectScanner(options: options)
        Thread.sleep(forTimeInterval: 2.1)
        XCTAssertEqual(try scanner.scan(path: project.root).problems.map(\.path), ["Big.swift"])
        XCTAssertEqual(try scanner.scan(path: project.root).problems.map(\.path), ["Big.swift"])
        try FileManager.default.removeItem(atPath: project.root + "/Big.swift")
        let after = try scanner.scan(path: project.root)
        XCTAssertEqual(after.problems, [], "the deleted file's problem is gone")
        XCTAssertEqual(after.swiftFiles, 1)
        XCTAssertEqual(try scanner.scan(path: project.root).swiftFiles, 1)
    }

    func testACorruptTruncatedOrForeignCacheFileIsIgnoredAndReplaced() throws {
        let expected = ScanJSONEncoder.encode(try ProjectScanner().scan(path: FixturePaths.feedApp))
        _ = try scan(FixturePaths.feedApp)
        let path = cacheDirectory + "/" + (try XCTUnwrap(cacheFiles().first))
        let valid = try Data(contentsOf: URL(fileURLWithPath: path))
        let other = try TemporaryProject(["A.swift": "final class A: UITableViewCell {}\n"])
        _ = try scan(other.root)
        let foreign = try XCTUnwrap(cacheFiles().first { cacheDirectory + "/" + $0 != path })
        var flipped = valid
        for index in stride(from: 200, to: flipped.count, by: 97) { flipped[index] ^= 0x5A }
        let damaged: [(String, Data)] = [
            ("garbage", Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31) })),
            ("empty", Data()),
            ("truncated", valid.prefix(valid.count / 2)),
            ("flipped bytes", flipped),
            ("another root's cache", try Data(contentsOf: URL(fileURLWithPath: cacheDirectory + "/" + foreign))),
        ]
        for (what, bytes) in damaged {
            try bytes.write(to: URL(fileURLWithPath: path))
            let report = try scan(FixturePaths.feedApp)
            XCTAssertEqual(ScanJSONEncoder.encode(report), expected, what)
            let again = try scan(FixturePaths.feedApp)
            XCTAssertEqual(again.filesAnalyzed, 0, "\(what): the cache was rewritten whole")
        }
    }

    func testTheCacheIsNeverWrittenIntoTheScannedTree() throws {
        let project = try TemporaryProject(["Cell.swift": "final class RowCell: UITableViewCell {}\n"])
        let before = project.snapshot()
        let report = try ProjectScanner(options: ScanOptions(cacheDirectory: project.root + "/.cache")).scan(
            path: project.root)
        XCTAssertEqual(report.cells.count, 1)
        XCTAssertEqual(project.snapshot(), before)
        XCTAssertEqual(report.filesFromCache, 0)
    }

    func testNoCacheReadsAndWritesNoCache() throws {
        let result = runCellBridge(["lint", FixturePaths.feedApp, "--no-cache"], cacheDirectory: cacheDirectory)
        XCTAssertEqual(result.status, .lintErrors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: cacheDirectory))
        _ = runCellBridge(["plan", FixturePaths.feedApp], cacheDirectory: cacheDirectory)
        XCTAssertEqual(cacheFiles().count, 1)
    }

    func testTheCacheFolderFollowsTheUsersCacheConventions() {
        XCTAssertEqual(
            AnalysisCache.defaultDirectory(environment: ["CELLBRIDGE_CACHE_DIR": "/tmp/x", "HOME": "/h"]), "/tmp/x")
        XCTAssertEqual(
            AnalysisCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "/xdg", "HOME": "/h"]), "/xdg/cellbridge")
        #if os(macOS)
            XCTAssertEqual(AnalysisCache.defaultDirectory(environment: ["HOME": "/h"]), "/h/Library/Caches/cellbridge")
        #else
            XCTAssertEqual(AnalysisCache.defaultDirectory(environment: ["HOME": "/h"]), "/h/.cache/cellbridge")
        #endif
        XCTAssertNil(AnalysisCache.defaultDirectory(environment: [:]))
    }
}

/// The real file system, counting the files read (a scan served by stamps reads none).
private final class ReadCountingFileSystem: FileSystemAccess, @unchecked Sendable {
    private let base = LocalFileSystem()
    private let lock = NSLock()
    private var reads = 0

    /// The files read since the last call.
    func takeReads() -> Int {
        lock.lock()
        defer { lock.unlock() }
        let count = reads
        reads = 0
        return count
    }

    func kind(ofItemAt path: String, followingLinks: Bool) -> FileEntryKind? {
        base.kind(ofItemAt: path, followingLinks: followingLinks)
    }

    func contentsOfDirectory(at path: String) throws(FileSystemError) -> [DirectoryEntry] {
        try base.contentsOfDirectory(at: path)
    }

    func sizeOfFile(at path: String) -> Int? { base.sizeOfFile(at: path) }

    func readFile(at path: String) throws(FileSystemError) -> [UInt8] {
        try readFile(at: path, sizeLimit: Int.max).bytes ?? []
    }

    func readFile(at path: String, sizeLimit limit: Int) throws(FileSystemError) -> (bytes: [UInt8]?, size: Int) {
        lock.lock()
        reads += 1
        lock.unlock()
        return try base.readFile(at: path, sizeLimit: limit)
    }

    func stamp(ofFileAt path: String) -> FileStamp? { base.stamp(ofFileAt: path) }
}
