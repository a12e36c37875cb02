import Foundation
import XCTest

@testable import CellBridgeMigratorKit

/// Unreadable, malformed or hostile input: one clear line per problem, the rest of the scan goes on,
/// no crash, nothing written into the scanned tree.
final class BadInputTests: XCTestCase {
    private static let goodCell = "import UIKit\nfinal class GoodCell: UICollectionViewCell {}\n"

    func testBinaryAndNonUTF8SwiftFilesAreSkippedWithAMessage() throws {
        let project = try TemporaryProject(["GoodCell.swift": Self.goodCell])
        try project.write("Blob.swift", bytes: [0xCF, 0xFA, 0xED, 0xFE, 0x00, 0x00, 0x01, 0x43, 0x65, 0x6C, 0x6C])
        try project.write("Latin1.swift", bytes: Array("let cafe = \"caf".utf8) + [0xE9] + Array("\" // Cell\n".utf8))
        let report = try ProjectScanner().scan(path: project.root)
        XCTAssertEqual(report.cells.map(\.name), ["GoodCell"])
        XCTAssertEqual(
            report.problems.map(\.description),
            [
                "warning: Blob.swift: binary file, not Swift source; skipped",
                "warning: Latin1.swift: not valid UTF-8 text; skipped",
            ])
    }

    func testMalformedAndTruncatedXIBsAreReportedAndTheRestIsScanned() throws {
        let xib = try String(
            contentsOfFile: FixturePaths.feedApp + "/Features/Feed/Cells/SleepCell.xib", encoding: .utf8)
        let project = try TemporaryProject([
            "GoodCell.swift": Self.goodCell,
            "Truncated.xib": String(xib.prefix(xib.count / 2)),
            "NotXML.xib": "this is { not xml",
            "Plist.xib": "<?xml version=\"1.0\"?><plist><dict/></plist>",
            "SleepCell.xib": xib,
        ])
        let (status, _, errors) = runCellBridge(["scan", project.root])
        XCTAssertEqual(status, .success)
        let lines = errors.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3, errors)
        XCTAssertTrue(lines[0].hasPrefix("warning: NotXML.xib: not valid XML (line 1"), lines[0])
        XCTAssertEqual(
            lines[1], "warning: Plist.xib: not an Interface Builder document (root element <plist>); skipped")
        XCTAssertTrue(lines[2].hasPrefix("warning: Truncated.xib: not valid XML"), lines[2])
        XCTAssertFalse(errors.contains("could not be completed"), "Foundation's codes are said in words: \(errors)")
        let report = try ProjectScanner().scan(path: project.root)
        XCTAssertEqual(report.cells.map(\.name), ["GoodCell", "SleepCell"])
    }

    /// Foundation's XMLParser trapped on an element name that is not valid UTF-8 (the whole scan died); the
    /// scan's own reader says so and goes on.
    func testAXIBWithAnElementNameThatIsNotUTF8IsReportedNotACrash() throws {
        let project = try TemporaryProject(["GoodCell.swift": Self.goodCell])
        try project.write(
            "Broken.xib",
            bytes: Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document>\n<objects><tableViewCell".utf8) + [
                0xC3
            ]
                + Array("t id=\"1\"/></objects></document>\n".utf8))
        let (status, _, errors) = runCellBridge(["scan", project.root])
        XCTAssertEqual(status, .success)
        XCTAssertEqual(
            errors,
            "warning: Broken.xib: not valid XML (line 3: it is not valid UTF-8, the encoding Interface Builder writes); "
                + "skipped\n")
    }

    /// 60,000 nested views once overflowed the stack in the recursive tree walks; now a depth cap
    /// rejects the file while parsing.
    /// The byte-level readers of Objective-C and unparsed Swift read every prefix of a file (an editor's
    /// half-written line, a truncated download) and a shuffled one without a crash or an endless loop.
    func testTruncatedAndScrambledSourcesNeverCrashTheByteLevelReaders() throws {
        let objectiveC = """
            #import "Rows.h"
            static NSString *const kRowID = @"row";
            @implementation RowsViewController
            + (NSString *)reuseIdentifier
            {
                return NSStringFromClass([self class]);
            }
            - (void)viewDidLoad {
                UINib *nib = [UINib nibWithNibName:[Row reuseIdentifier] bundle:nil];
                [self.tableView registerNib:nib forCellReuseIdentifier:[Row reuseIdentifier]];
                [self.collectionView registerClass:[Tile class] forCellWithReuseIdentifier:kRowID];
                [self.tableView registerClass:[Row class] forCellReuseIdentifier:@"a\"b"];
                /* [self.tableView registerClass:[Gone class] forCellReuseIdentifier:@"{"]; */
            }
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                static NSString *CellIdentifier = @"Cell";
                if (indexPath.row == 0) {
                    Row *cell = (Row *)[tableView dequeueReusableCellWithIdentifier:CellIdentifier];
                    if (!cell) { cell = [[Row alloc] initWithStyle:UITableViewCellStyleDefault reuseIdentifier:CellIdentifier]; }
                    return cell;
                }
                switch (item.type) { case 1: return [self tileCell:indexPath]; default: break; }
                [self.navigationController pushViewController:[[DetailViewController alloc] init] animated:YES];
                return [tableView dequeueReusableCellWithIdentifier:@"x'{" forIndexPath:indexPath];
            }
            @end
            @interface Row : UITableViewCell
            @property (nonatomic, weak) IBOutlet UILabel *title;
            @end
            #define kOther @"other"
            """
        let swift = """
            final class Row: BaseRow, Reusable {}
            typealias Base = UITableViewCell
            struct V: View { var body: some View { Text("}\\(x)") } }
            extension Screen {
                func go() { let vc = storyboard?.instantiateViewController(withIdentifier: "D") as! Detail
                    navigationController?.pushViewController(vc, animated: true)
                    present(UINavigationController(rootViewController: make()), animated: true)
                }
                func make() -> UIViewController { return About() }
            }
            """
        var generator = SystemRandomNumberGenerator()
        for source in [objectiveC, swift] {
            let bytes = Array(source.utf8)
            var inputs = (0...bytes.count).map { Array(bytes[0..<$0]) }
            inputs += (0..<50).map { _ in bytes.shuffled(using: &generator) }
            for input in inputs {
                input.withUnsafeBufferPointer { buffer in
                    _ = ObjectiveCFileReader.read(buffer, file: "Rows.m")
                    _ = ObjectiveCInterfaceReader.classes(in: buffer, file: "Rows.h")
                    _ = UnparsedSwiftReader.facts(in: buffer, file: "Row.swift")
                    let code = BlankedSource(buffer, language: .swift)
                    _ = SwiftNavigationReader.facts(in: buffer, code: code)
                    _ = code.withBuffer { MentionedNamesReader.hashes(in: $0) }
                    _ = NibNameReader.names(in: buffer)
                    _ = DeploymentTargetDetector.version(in: buffer, format: .xcodeGen)
                }
            }
        }
    }

    func testAbsurdlyDeepXIBIsRejectedInsteadOfCrashing() throws {
        let depth = 60_000
        let xib =
            "<?xml version=\"1.0\"?><document><objects><collectionViewCell customClass=\"Deep\" id=\"a\">"
            + String(repeating: "<view><subviews>", count: depth)
            + String(repeating: "</subviews></view>", count: depth)
            + "</collectionViewCell></objects></document>"
        let project = try TemporaryProject(["GoodCell.swift": Self.goodCell, "Deep.xib": xib])
        let report = try ProjectScanner().scan(path: project.root)
        XCTAssertEqual(report.cells.map(\.name), ["GoodCell"])
        XCTAssertEqual(
            report.problems.map(\.description),
            [
                "warning: Deep.xib: elements nest deeper than 256 levels (line 1); not a real Interface Builder file; skipped"
            ])
    }

    func testFilesOverTheSizeLimitAreSkipped() throws {
        let project = try TemporaryProject(["GoodCell.swift": Self.goodCell])
        try project.write("Generated.swift", String(repeating: "// Cell padding line\n", count: 600))
        let report = try ProjectScanner(options: ScanOptions(maxFileSize: 4096)).scan(path: project.root)
        XCTAssertEqual(report.problems.map(\.path), ["Generated.swift"])
        XCTAssertTrue(report.problems.first?.reason.contains("over the 4 KB limit") ?? false)
        XCTAssertEqual(report.cells.map(\.name), ["GoodCell"])
    }

    func testSymlinkLoopsAreNotFollowed() throws {
        let project = try TemporaryProject(["App/GoodCell.swift": Self.goodCell])
        try FileManager.default.createSymbolicLink(
            atPath: project.root + "/App/Loop", withDestinationPath: project.root)
        try FileManager.default.createSymbolicLink(
            atPath: project.root + "/App/Dangling.swift", withDestinationPath: project.root + "/missing.swift")
        let report = try ProjectScanner().scan(path: project.root)
        XCTAssertEqual(report.cells.map(\.name), ["GoodCell"])
        XCTAssertEqual(report.swiftFiles, 1)
        XCTAssertEqual(
            report.problems.map(\.description),
            [
                "warning: App/Dangling.swift: broken symbolic link; skipped",
                "warning: App/Loop: symbolic link to a folder; not followed (avoids loops and leaving the tree)",
            ])
    }

    /// Running as root, `chmod 000` does not stop reads, so the failure is injected.
    func testUnreadableFolderIsReportedAndSiblingsAreScanned() throws {
        let project = try TemporaryProject(["Open/GoodCell.swift": Self.goodCell, "Locked/Hidden.swift": Self.goodCell])
        let fileSystem = FailingFileSystem(failingDirectory: project.root + "/Locked")
        let report = try ProjectScanner(options: ScanOptions(fileSystem: fileSystem)).scan(path: project.root)
        XCTAssertEqual(report.cells.map(\.name), ["GoodCell"])
        XCTAssertEqual(
            report.problems.map(\.description), ["warning: Locked: cannot read folder (Permission denied); skipped"])
    }

    func testUnreadableFileIsReportedAndTheScanGoesOn() throws {
        let project = try TemporaryProject(["GoodCell.swift": Self.goodCell, "Secret.swift": Self.goodCell])
        let fileSystem = FailingFileSystem(failingDirectory: "", failingFile: project.root + "/Secret.swift")
        let report = try ProjectScanner(options: ScanOptions(fileSystem: fileSystem)).scan(path: project.root)
        XCTAssertEqual(report.cells.map(\.name), ["GoodCell"])
        XCTAssertEqual(
            report.problems.map(\.description), ["warning: Secret.swift: cannot read file (Permission denied); skipped"]
        )
    }

    func testUnreadableRootStopsTheRunWithExitStatus3() throws {
        let project = try TemporaryProject()
        let options = ScanOptions(fileSystem: FailingFileSystem(failingDirectory: project.root))
        let (status, _, errors) = runCellBridge(["scan", project.root], options: options)
        XCTAssertEqual(status, .inputProblem)
        XCTAssertTrue(errors.hasPrefix("error: cannot read '\(project.root)' (Permission denied)"), errors)
    }

    func testEmptyFolderScansToAnEmptyInventory() throws {
        let project = try TemporaryProject()
        let (status, output, errors) = runCellBridge(["scan", project.root])
        XCTAssertEqual(status, .success)
        XCTAssertEqual(errors, "")
        XCTAssertTrue(output.contains("0 Swift files, 0 XIBs, 0 storyboards; 0 cells"), output)
        XCTAssertTrue(output.contains("No UIKit cells: no UITableViewCell or UICollectionViewCell subclass"), output)
    }

    func testMissingPathAndFilePathAreInputProblems() throws {
        let (missing, _, missingError) = runCellBridge(["lint", "/nonexistent/cellbridge-app"])
        XCTAssertEqual(missing, .inputProblem)
        XCTAssertEqual(
            missingError,
            "error: '/nonexistent/cellbridge-app' does not exist; pass the folder that contains the app's sources\n")
        let project = try TemporaryProject(["A.swift": "let a = 1"])
        let (file, _, fileError) = runCellBridge(["plan", project.root + "/A.swift"])
        XCTAssertEqual(file, .inputProblem)
        XCTAssertTrue(fileError.contains("is not a folder"))
    }

    func testScanLintPlanAndScaffoldPrintingNeverWriteIntoTheTree() throws {
        let project = try TemporaryProject()
        let copy = project.root + "/FeedApp"
        try FileManager.default.copyItem(atPath: FixturePaths.feedApp, toPath: copy)
        let before = project.snapshot()
        for arguments in [
            ["scan", copy], ["scan", copy, "--format", "json"], ["lint", copy], ["plan", copy],
            ["scaffold", "BannerCell", copy],
        ] {
            _ = runCellBridge(arguments)
        }
        XCTAssertEqual(project.snapshot(), before)
    }
}

/// The real file system, except that listing one folder fails with "Permission denied".
private struct FailingFileSystem: FileSystemAccess {
    let failingDirectory: String
    var failingFile = ""
    let base = LocalFileSystem()

    func kind(ofItemAt path: String, followingLinks: Bool) -> FileEntryKind? {
        base.kind(ofItemAt: path, followingLinks: followingLinks)
    }

    func contentsOfDirectory(at path: String) throws(FileSystemError) -> [DirectoryEntry] {
        if path == failingDirectory {
            throw FileSystemError(reason: "Permission denied")
        }
        return try base.contentsOfDirectory(at: path)
    }

    func sizeOfFile(at path: String) -> Int? { base.sizeOfFile(at: path) }

    func readFile(at path: String) throws(FileSystemError) -> [UInt8] {
        if path == failingFile {
            throw FileSystemError(reason: "Permission denied")
        }
        return try base.readFile(at: path)
    }
}
