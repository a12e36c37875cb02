import CellBridgeMigratorKit
import XCTest

/// What Interface Builder files say about cells, and what they do not (issue 10, items 4 and 5).
final class InterfaceBuilderInventoryTests: XCTestCase {
    func testAPlainViewRootRegisteredAsACellsNibIsThatCellsXIB() throws {
        let report = try TemporaryProject.scan([
            "Rows/ProductRow.xib": InterfaceBuilderDocuments.xib(
                """
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                        <view contentMode="scaleToFill" id="root" customClass="ProductRow">
                            <subviews>
                                <label text="Name" id="name"/>
                            </subviews>
                        </view>
                """),
            "Rows/ProductRow.swift": "import UIKit\nfinal class ProductRow: UITableViewCell {}\n",
            // Registered as a cell's nib, though the class is declared outside the tree.
            "Rows/BadgeRow.xib": InterfaceBuilderDocuments.xib(#"<view id="root" customClass="BadgeRow"/>"#),
            "Rows/Screen.swift": """
            import UIKit
            final class Screen {
                func setUp(_ collectionView: UICollectionView) {
                    collectionView.register(UINib(nibName: "BadgeRow", bundle: nil), forCellWithReuseIdentifier: "badge")
                }
            }
            """,
            // An ordinary custom view's XIB is not a cell.
            "Views/AvatarView.xib": InterfaceBuilderDocuments.xib(#"<view id="root" customClass="AvatarView"/>"#),
            "Views/AvatarView.swift": "import UIKit\nfinal class AvatarView: UIView {}\n",
        ])
        let cells = Dictionary(uniqueKeysWithValues: report.cells.map { ($0.name, $0) })
        XCTAssertEqual(Set(cells.keys), ["BadgeRow", "ProductRow"])
        XCTAssertEqual(cells["ProductRow"]?.xib, "Rows/ProductRow.xib")
        XCTAssertEqual(cells["ProductRow"]?.definedIn, .xib)
        XCTAssertEqual(cells["BadgeRow"]?.kind, .collection, "the kind of registration says which list")
        XCTAssertEqual(cells["BadgeRow"]?.reuseIdentifiers, ["badge"])
    }

    func testViewControllerXIBsAndHeadersAreNotCells() throws {
        let report = try TemporaryProject.scan([
            // A screen's XIB with a class-less cell used as a static row.
            "Settings/SettingsViewController.xib": InterfaceBuilderDocuments.xib(
                """
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="SettingsViewController"/>
                        <view id="root"/>
                        <tableViewCell id="static-row">
                            <tableViewCellContentView key="contentView" id="cv"/>
                        </tableViewCell>
                """),
            // A header view laid out in a <tableViewCell> element.
            "Settings/SectionHeader.xib": InterfaceBuilderDocuments.xib(
                """
                        <tableViewCell id="c1" customClass="SectionHeader">
                            <tableViewCellContentView key="contentView" id="cv"/>
                        </tableViewCell>
                """),
            "Settings/SectionHeader.swift": "import UIKit\nfinal class SectionHeader: UITableViewHeaderFooterView {}\n",
            "Settings/Base.swift": "import UIKit\nclass TitledHeader: UITableViewHeaderFooterView {}\n",
            "Settings/DeepHeader.swift": "import UIKit\nfinal class DeepHeader: TitledHeader {}\n",
            "Settings/DeepHeader.xib": InterfaceBuilderDocuments.xib(
                #"<tableViewCell id="c2" customClass="DeepHeader"><view key="contentView" id="v"/></tableViewCell>"#),
        ])
        XCTAssertEqual(report.cells.filter { $0.role == .cell }.map(\.name), [], "no cells")
        // Headers are migration work of their own kind, whatever element lays them out.
        XCTAssertEqual(
            report.cells.filter { $0.role == .headerFooter }.map(\.name),
            ["DeepHeader", "SectionHeader", "TitledHeader"])
    }

    func testStoryboardPrototypesAndStaticCells() throws {
        let report = try TemporaryProject.scan([
            "Main.storyboard": InterfaceBuilderDocuments.storyboard(
                """
                        <scene sceneID="s1">
                            <objects>
                                <tableViewController id="t1" customClass="InboxViewController">
                                    <tableView key="view" id="tv1">
                                        <prototypes>
                                            <tableViewCell id="p1" reuseIdentifier="inboxRow"/>
                                            <tableViewCell id="p2" reuseIdentifier="threadRow" customClass="ThreadRow"/>
                                        </prototypes>
                                    </tableView>
                                </tableViewController>
                            </objects>
                        </scene>
                        <scene sceneID="s2">
                            <objects>
                                <tableViewController id="t2" customClass="AboutViewController">
                                    <tableView key="view" dataMode="static" id="tv2">
                                        <sections>
                                            <tableViewSection id="sec">
                                                <cells>
                                                    <tableViewCell id="st1"/>
                                                    <tableViewCell id="st2"/>
                                                </cells>
                                            </tableViewSection>
                                        </sections>
                                    </tableView>
                                </tableViewController>
                            </objects>
                        </scene>
                """),
            "Other.storyboard": InterfaceBuilderDocuments.storyboard(
                """
                        <scene sceneID="s3">
                            <objects>
                                <viewController id="v3" customClass="SearchViewController"/>
                            </objects>
                        </scene>
                """),
            "ThreadRow.swift": "import UIKit\nfinal class ThreadRow: UITableViewCell {}\n",
        ])
        let cells = Dictionary(uniqueKeysWithValues: report.cells.map { ($0.name, $0) })
        XCTAssertEqual(
            Set(cells.keys), ["ThreadRow", "inboxRow"],
            "a class-less prototype is UIKit's cell named by its identifier; static cells are no reusable cells")
        XCTAssertEqual(cells["ThreadRow"]?.xib, "Main.storyboard", "the storyboard that holds its prototype")
        XCTAssertEqual(cells["ThreadRow"]?.definedIn, .storyboard)
    }

    func testAClassWithSeveralXIBsListsThemAll() throws {
        let cell = { (identifier: String) in
            InterfaceBuilderDocuments.xib(
                """
                        <collectionViewCell id="c" customClass="GridTile" reuseIdentifier="\(identifier)">
                            <view key="contentView" id="v"/>
                        </collectionViewCell>
                """)
        }
        let report = try TemporaryProject.scan([
            "Tiles/GridTile.xib": cell("grid"),
            "Tiles/GridTileCompact.xib": cell("compact"),
            "Tiles/Wide/GridTileWide.xib": cell("wide"),
            "Tiles/GridTile.swift": "import UIKit\nfinal class GridTile: UICollectionViewCell {}\n",
        ])
        let tile = try XCTUnwrap(report.cells.first)
        XCTAssertEqual(report.cells.count, 1)
        XCTAssertEqual(tile.xib, "Tiles/GridTile.xib")
        XCTAssertEqual(
            tile.interfaceBuilderFiles,
            ["Tiles/GridTile.xib", "Tiles/GridTileCompact.xib", "Tiles/Wide/GridTileWide.xib"])
        XCTAssertEqual(tile.reuseIdentifiers, ["compact", "grid", "wide"])
    }

    // MARK: Names are not types

    func testAnAppsOwnHostingTableViewCellIsNotCellBridge() throws {
        let own = """
            import SwiftUI
            import UIKit
            /// The app's own hosting cell, written before CellBridge existed.
            class HostingTableViewCell: UITableViewCell {
                var controller: UIHostingController<AnyView>?
            }
            final class SummaryRow: HostingTableViewCell {}
            """
        let report = try TemporaryProject.scan(["Cells.swift": own])
        let cells = Dictionary(uniqueKeysWithValues: report.cells.map { ($0.name, $0) })
        XCTAssertEqual(Set(cells.keys), ["HostingTableViewCell", "SummaryRow"], "the app's class is one of its cells")
        XCTAssertEqual(cells["SummaryRow"]?.hosting, .hostingController, "its own controller, not CellBridge")

        // The same subclass with CellBridge imported and no such class in the app is on CellBridge.
        let bridged = try TemporaryProject.scan([
            "SummaryRow.swift": "import CellBridge\nimport UIKit\nfinal class SummaryRow: HostingTableViewCell {}\n"
        ])
        XCTAssertEqual(bridged.cells.map(\.name), ["SummaryRow"])
        XCTAssertEqual(bridged.cells.first?.hosting, .cellbridge)

        // CellBridge's names used without importing it are someone else's.
        let lookalike = try TemporaryProject.scan([
            "Row.swift": """
            import UIKit
            final class Row: UITableViewCell {
                func show(_ model: SwiftUIRenderableCellViewModel) {}
            }
            """
        ])
        XCTAssertEqual(lookalike.cells.first?.hosting, HostingKind.none)
    }
}
