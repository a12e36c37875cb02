import CellBridgeMigratorKit
import XCTest

/// What a field test on four public apps (a collection-view manager library with an example app, a
/// browser, a file-sync client, a social client) got wrong, each reduced to a fixture written here.
final class FourAppsFieldTestTests: XCTestCase {
    private func scan(_ files: [String: String]) throws -> ScanReport {
        let project = try TemporaryProject(files)
        return try ProjectScanner().scan(path: project.root)
    }

    // MARK: Constraint outlets

    /// A XIB cell with `labels` labels, each with an outlet, plus `constraints` height constraints each
    /// with an outlet.
    private static func xibWithOutlets(labels: Int, constraints: Int) -> String {
        let labelViews = (0..<labels).map { index in
            """
                                <label text="L\(index)" id="lbl-\(index)">
                                    <constraints>
                                        <constraint firstAttribute="height" constant="20" id="hgt-\(index)"/>
                                    </constraints>
                                </label>
            """
        }.joined(separator: "\n")
        let labelOutlets = (0..<labels).map { index in
            "            <outlet property=\"label\(index)\" destination=\"lbl-\(index)\" id=\"ol-\(index)\"/>"
        }
        let constraintOutlets = (0..<constraints).map { index in
            "            <outlet property=\"height\(index)\" destination=\"hgt-\(index)\" id=\"oc-\(index)\"/>"
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <tableViewCell id="cel-00" customClass="FileRowCell" reuseIdentifier="FileRowCell">
                        <tableViewCellContentView key="contentView" id="cnt-00">
                            <subviews>
            \(labelViews)
                            </subviews>
                        </tableViewCellContentView>
                        <connections>
            \((labelOutlets + constraintOutlets).joined(separator: "\n"))
                        </connections>
                    </tableViewCell>
                </objects>
            </document>
            """
    }

    func testConstraintOutletsDoNotCountTowardsMediumRisk() throws {
        // Six view outlets and six constraint outlets: 12 outlets as written, 6 that are views.
        let xibOnly = try scan([
            "FileRowCell.xib": Self.xibWithOutlets(labels: 6, constraints: 6),
            "FileRowCell.swift": "import UIKit\nfinal class FileRowCell: UITableViewCell {}\n",
        ])
        XCTAssertEqual(xibOnly.cells.first?.risk, .low, "\(xibOnly.cells.first?.riskReasons ?? [])")

        let viewOutlets = (0..<6).map { "    @IBOutlet weak var label\($0): UILabel!" }
        let constraintOutlets =
            (0..<6).map { "    @IBOutlet weak var height\($0): NSLayoutConstraint!" } + [
                "    @IBOutlet var spacings: [NSLayoutConstraint]!",
                "    @IBOutlet private weak var widthConstraint: NSLayoutConstraint?",
            ]
        let swift =
            "import UIKit\nfinal class FileRowCell: UITableViewCell {\n"
            + (viewOutlets + constraintOutlets).joined(separator: "\n") + "\n}\n"
        let codeOnly = try scan(["FileRowCell.swift": swift])
        XCTAssertEqual(codeOnly.cells.first?.risk, .low, "\(codeOnly.cells.first?.riskReasons ?? [])")

        // Nine real view outlets still make it medium, in the XIB and in code.
        let manyViews = try scan([
            "FileRowCell.xib": Self.xibWithOutlets(labels: 9, constraints: 3),
            "FileRowCell.swift": "import UIKit\nfinal class FileRowCell: UITableViewCell {}\n",
        ])
        XCTAssertEqual(manyViews.cells.first?.riskReasons, ["9 outlets"])
        let moreViews = (0..<9).map { "    @IBOutlet weak var label\($0): UILabel!" }
        let manyInCode = try scan([
            "FileRowCell.swift": "import UIKit\nfinal class FileRowCell: UITableViewCell {\n"
                + (moreViews + constraintOutlets).joined(separator: "\n") + "\n}\n"
        ])
        XCTAssertEqual(manyInCode.cells.first?.riskReasons, ["9 outlets"])
    }

    // MARK: Library registration APIs

    func testALibrarysOwnRegisterCallNamesTheCellByItsClass() throws {
        let report = try scan([
            "Cells.swift": """
            import UIKit
            final class PostCell: UICollectionViewCell {}
            final class AvatarCell: UICollectionViewCell {}
            final class FolderCell: UITableViewCell {}
            final class NoteCell: UITableViewCell {}
            final class DraftCell: UITableViewCell {}
            """,
            "TimelineViewController.swift": """
            import UIKit
            final class TimelineViewController: UIViewController {
                let manager = CollectionManager()
                func setUp(_ collectionView: UICollectionView, _ tableView: UITableView) {
                    manager.register(PostCell.self) { mapping in mapping.sizeOverride = 44 }
                    collectionView.register(cellType: AvatarCell.self)
                    tableView.registerCell(FolderCell.self, for: Folder.self)
                    tableView.registerNibCell(NoteCell.self, identifier: "note-row")
                    tableView.register(DraftCell.self, forCellReuseIdentifier: makeIdentifier())
                    manager.register(UnknownThing.self)
                    manager.register(HeaderView.self, ofKind: "header")
                }
            }
            """,
        ])
        let identifiers = Dictionary(uniqueKeysWithValues: report.cells.map { ($0.name, $0.reuseIdentifiers) })
        XCTAssertEqual(identifiers["PostCell"], ["PostCell"])
        XCTAssertEqual(identifiers["AvatarCell"], ["AvatarCell"])
        XCTAssertEqual(identifiers["FolderCell"], ["FolderCell"], "the model type is not a cell and adds nothing")
        XCTAssertEqual(identifiers["NoteCell"], ["note-row"], "the library call's own identifier, nothing inferred")
        XCTAssertEqual(identifiers["DraftCell"], [], "UIKit's register with a run-time identifier")
        XCTAssertEqual(report.cells.count, 5, "no cell invented for UnknownThing or HeaderView")
        let screen = try XCTUnwrap(report.screens.first { $0.name == "TimelineViewController" })
        XCTAssertEqual(screen.cellNames, ["AvatarCell", "DraftCell", "FolderCell", "NoteCell", "PostCell"])
    }
}
