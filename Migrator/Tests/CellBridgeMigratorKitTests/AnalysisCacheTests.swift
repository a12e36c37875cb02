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
