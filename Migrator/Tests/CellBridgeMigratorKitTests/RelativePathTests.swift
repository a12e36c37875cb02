import XCTest

@testable import CellBridgeMigratorKit

/// Joining a project's group paths: the plain names take a shortcut, every other spelling is normalised,
/// and both give what splitting the joined path on `/` gives.
final class RelativePathTests: XCTestCase {
    func testPlainAndUnusualPathsJoinAsTheirComponentsSay() {
        let cases: [(String, String, String?)] = [
            ("App/Sources", "Cells", "App/Sources/Cells"),
            ("", "Cells/Cell.swift", "Cells/Cell.swift"),
            ("App", "", "App"),
            ("", "", ""),
            ("App/Sources", "../Resources", "App/Resources"),
            ("App", "./Cells", "App/Cells"),
            ("App//Sources", "Cells", "App/Sources/Cells"),
            ("App/", "Cells", "App/Cells"),
            ("App", "Cells/", "App/Cells"),
            ("App", "..", ""),
            ("", "..", nil),
            ("App", "/abs/path", nil),
            ("App", "...", "App/..."),
            ("App/.", "Cells", "App/Cells"),
            ("App", ".hidden/a", "App/.hidden/a"),
            ("App", "a/../../..", nil),
        ]
        for (base, path, expected) in cases {
            XCTAssertEqual(RelativePath.join(base, path), expected, "\(base) + \(path)")
        }
    }
}
