import CellBridgeMigratorKit
import Foundation
import XCTest

/// Every refusal of `migrate` says its true reason and where (issue 25, item 7): one case per reason, on the
/// room app of `RealAppShapeFixtures` changed into the shape that earns it. Nothing is written in any case.
final class MigrateRefusalTests: XCTestCase {
    private func assertRefused(
        _ files: [String: String], _ cell: String, saying message: String, line: UInt = #line
    ) throws {
        let project = try TemporaryProject(files)
        let before = project.snapshot()
        let result = runCellBridge(["migrate", cell, project.root, "--no-cache", "--apply"])
        XCTAssertEqual(result.status, .inputProblem, result.output + result.errors, line: line)
        XCTAssertTrue(result.errors.contains(message), result.errors, line: line)
        XCTAssertEqual(project.snapshot(), before, "nothing written", line: line)
    }

    private func room(screen: String) -> [String: String] {
        var files = RealAppShapeFixtures.roomApp
        files["App/Rooms/RoomsScreen.swift"] = screen
        return files
    }

    private func screen(_ body: String) -> String {
        """
        import UIKit

        final class RoomsScreen: UITableViewController {
            var rooms: [Room] = []

            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        \(body)
            }
        }
        """
    }

    func testAPlaceThatCallsTwoConfigureMethods() throws {
        try assertRefused(
            room(
                screen: screen(
                    """
                            let cell = tableView.dequeueReusableCell(withIdentifier: "RoomCell", for: indexPath) as! RoomCell
                            cell.update(room: rooms[indexPath.row])
                            cell.setTopic("Pinned")
                            return cell
                    """)), "RoomCell",
            saying: "the places that configure RoomCell call update(room:) and setTopic(_:) on it; migrate proves one "
                + "configure method: combine them into one")
    }

    func testAFactoryThatReturnsTheCellTypedAsItsClass() throws {
        try assertRefused(
            room(
                screen: screen(
                    """
                            makeCell(tableView, indexPath)
                        }

                        private func makeCell(_ tableView: UITableView, _ indexPath: IndexPath) -> RoomCell {
                            let cell = tableView.dequeueReusableCell(withIdentifier: "RoomCell", for: indexPath) as! RoomCell
                            cell.update(room: rooms[indexPath.row])
                            return cell
                    """)), "RoomCell",
            saying:
                "App/Rooms/RoomsScreen.swift:11: it returns the cell typed as RoomCell from makeCell, whose callers "
                + "use it as one")
    }

    func testAFactoryThatReturnsTheCellAsAProtocolOfIts() throws {
        var files = room(
            screen: screen(
                """
                        makeCell(tableView, indexPath)
                    }

                    private func makeCell(_ tableView: UITableView, _ indexPath: IndexPath) -> RoomShowing & UITableViewCell {
                        let cell = tableView.dequeueReusableCell(withIdentifier: "RoomCell", for: indexPath) as! RoomCell
                        cell.update(room: rooms[indexPath.row])
                        return cell
                """))
        files["App/Rooms/RoomShowing.swift"] =
            "import UIKit\n\nprotocol RoomShowing: AnyObject {}\n\nextension RoomCell: RoomShowing {}\n"
        try assertRefused(
            files, "RoomCell",
            saying: "App/Rooms/RoomsScreen.swift:11: it returns the cell typed as RoomShowing & UITableViewCell from "
                + "makeCell, whose callers use it as one")
    }

    /// One dequeue for two kinds of rows, under an identifier worked out for each: moving it to the hosting
    /// cell would change the other row's cell too.
    func testADequeueSharedWithOtherCellsUnderAComputedIdentifier() throws {
        try assertRefused(
            room(
                screen: screen(
                    """
                            let id = indexPath.section == 0 ? "InfoCell" : "RoomCell"
                            let cell = tableView.dequeueReusableCell(withIdentifier: id, for: indexPath)
                            if id == "RoomCell" {
                                (cell as! RoomCell).update(room: rooms[indexPath.row])
                            }
                            return cell
                    """)), "RoomCell",
            saying: "App/Rooms/RoomsScreen.swift:8: it dequeues by `id`, which it works out for other cells too, and "
                + "casts to RoomCell only afterwards")
    }

    func testAPlaceThatChangesTheCellLaterInAClosure() throws {
        try assertRefused(
            room(
                screen: screen(
                    """
                            let cell = tableView.dequeueReusableCell(withIdentifier: "RoomCell", for: indexPath) as! RoomCell
                            cell.update(room: rooms[indexPath.row])
                            DispatchQueue.main.async {
                                cell.nameLabel.text = "Later"
                            }
                            return cell
                    """)), "RoomCell",
            saying: "App/Rooms/RoomsScreen.swift:7: it changes the cell later, in a closure (line 9)")
    }

    func testAPlaceThatHandsTheCellToTheAppsOwnCode() throws {
        try assertRefused(
            room(
                screen: screen(
                    """
                            let cell = tableView.dequeueReusableCell(withIdentifier: "RoomCell", for: indexPath) as! RoomCell
                            style(cell)
                            return cell
                        }

                        private func style(_ cell: UITableViewCell) {
                            cell.backgroundColor = .clear
                    """)), "RoomCell",
            saying: "App/Rooms/RoomsScreen.swift:7: it hands the cell to `style(cell)` (line 8)")
    }

    /// The screen hands the dequeued cell to a helper that sets the property whose didSet configures it, and a
    /// search list reaches the same helper through a delegate requirement: the refusal names both hand-offs and
    /// what the helper does, not the one property (`delegate`) the places set themselves.
    func testAPlaceThatHandsTheCellToAHelperThatConfiguresIt() throws {
        var files = RealAppShapeFixtures.roomApp
        files["App/Rooms/RoomCell.swift"] = RealAppShapeFixtures.observedRoomCell
        files["App/Rooms/RoomsScreen.swift"] = RealAppShapeFixtures.helperRoomsScreen
        try assertRefused(
            files, "RoomCell",
            saying: "App/Rooms/RoomsScreen.swift:22: it hands the cell to prepare(_:room:) "
                + "(App/Rooms/RoomsScreen.swift:28), which sets its `room` (whose didSet configures the cell) (line 23)"
        )
        try assertRefused(
            files, "RoomCell",
            saying: "App/Rooms/RoomsScreen.swift:12: it hands the cell to roomSearch(_:prepare:for:), a requirement of "
                + "RoomSearchDelegate that RoomsScreen implements (App/Rooms/RoomsScreen.swift:33), which hands it to "
                + "prepare(_:room:) (App/Rooms/RoomsScreen.swift:28), which sets its `room` (whose didSet configures the "
                + "cell) (line 13)")
        try assertRefused(
            files, "RoomCell",
            saying: "migrate moves what a place does to the cell itself, not what a function it hands the cell to does")
    }

    func testAHelperHandedACellAnotherPlaceDequeued() throws {
        try assertRefused(
            room(
                screen: screen(
                    """
                            let cell = tableView.dequeueReusableCell(withIdentifier: rooms.isEmpty ? "Empty" : "Room\\(indexPath.row)", for: indexPath)
                            fill(cell, at: indexPath)
                            return cell
                        }

                        private func fill(_ cell: UITableViewCell, at indexPath: IndexPath) {
                            (cell as! RoomCell).update(room: rooms[indexPath.row])
                    """)), "RoomCell",
            saying: "App/Rooms/RoomsScreen.swift:13: a helper (fill(_:at:)) that is handed a cell another place "
                + "dequeued (`cell as! RoomCell`)")
    }

    func testAConfigureCalledUnderAConditionBesideOutletsTheDataSourceSets() throws {
        try assertRefused(
            room(
                screen: screen(
                    """
                            let cell = tableView.dequeueReusableCell(withIdentifier: "RoomCell", for: indexPath) as! RoomCell
                            if indexPath.row > 0 {
                                cell.update(room: rooms[indexPath.row])
                            }
                            cell.topicLabel.text = "Topic"
                            return cell
                    """)), "RoomCell",
            saying: "it calls a configure method inside a condition and also sets the cell's outlets; move one into "
                + "the other")
    }

    func testAConfigurableCellThatCastsToNoViewModelOfItsOwn() throws {
        var files = room(screen: "import UIKit\n")
        files["App/Rooms/RoomCell.swift"] = RealAppShapeFixtures.roomCell.replacingOccurrences(
            of: "final class RoomCell: UITableViewCell {",
            with: "final class RoomCell: UITableViewCell, ConfigurableCell {\n"
                + "    func configure(with viewModel: CollectionCellViewModel) {\n"
                + "        nameLabel.text = viewModel.className\n    }\n")
        files["App/Rooms/Bridge.swift"] =
            "import CellBridge\nimport UIKit\n\nfinal class Feed {\n    var bridge: TableCellBridge?\n"
            + "    func make(_ tableView: UITableView) { bridge = TableCellBridge(tableView: tableView, parentViewController: nil) }\n}\n"
        try assertRefused(
            files, "RoomCell",
            saying:
                "RoomCell.configure(with:) takes CollectionCellViewModel and casts it to no view model type of this "
                + "cell; CellBridge's bridge calls it with the view model, so migrate needs that type")
    }

    func testTheAppsOwnProtocolAdoptionCouldNotConnect() throws {
        var files = RealAppShapeFixtures.roomApp
        files["App/Contract.swift"] =
            "protocol ConfigurableCell {\n    func configure(with item: Any)\n    func update(with item: Any)\n}\n"
        try assertRefused(
            files, "RoomCell",
            saying: "the app declares its own protocol ConfigurableCell (App/Contract.swift), and `cellbridge adopt` "
                + "could not connect it to CellBridge's")
    }

    func testACellOfAStaticTable() throws {
        // Also when the screen's willDisplay, handed every cell, touches it: that is no data source.
        for screen in [
            "final class SettingsScreen: UITableViewController {}\n",
            "final class SettingsScreen: UITableViewController {\n    override func tableView(_ tableView: UITableView, "
                + "willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {\n        "
                + "(cell as? VersionCell)?.versionLabel.textColor = .gray\n    }\n}\n",
        ] {
            try assertRefused(
                [
                    "App/Settings.storyboard": InterfaceBuilderDocuments.storyboard(
                        """
                                <scene sceneID="s1"><objects>
                                    <tableViewController id="t1" customClass="SettingsScreen">
                                        <tableView key="view" dataMode="static" id="tv"><sections>
                                            <tableViewSection id="s"><cells>
                                                <tableViewCell id="c" customClass="VersionCell">
                                                    <tableViewCellContentView key="contentView" id="cv">
                                                        <subviews><label text="1.0" id="l"/></subviews>
                                                    </tableViewCellContentView>
                                                    <connections><outlet property="versionLabel" destination="l" id="o"/></connections>
                                                </tableViewCell>
                                            </cells></tableViewSection>
                                        </sections></tableView>
                                    </tableViewController>
                                </objects></scene>
                        """),
                    "App/VersionCell.swift":
                        "import UIKit\n\nfinal class VersionCell: UITableViewCell {\n    @IBOutlet weak var versionLabel: UILabel!\n}\n"
                        + "\n" + screen,
                ], "VersionCell",
                saying:
                    "VersionCell is a cell of a static table (App/Settings.storyboard): laid out in place and never "
                    + "dequeued")
        }
    }

    func testAnObjectiveCCell() throws {
        try assertRefused(
            [
                "App/NoteCell.xib": RealAppShapeFixtures.rowXIB("NoteCell"),
                "App/NoteCell.h":
                    "#import <UIKit/UIKit.h>\n@interface NoteCell : UITableViewCell\n@property (weak) IBOutlet UILabel *label;\n@end\n",
                "App/NoteCell.m": "#import \"NoteCell.h\"\n@implementation NoteCell\n@end\n",
            ], "NoteCell", saying: "NoteCell is written in Objective-C (App/NoteCell")
    }

    func testAViewModelNameTheAppAlreadyHas() throws {
        var files = RealAppShapeFixtures.roomApp
        files["App/Rooms/Names.swift"] = "struct RoomViewModel {}\nstruct RoomCellViewModel {}\n"
        try assertRefused(
            files, "RoomCell",
            saying: "the app already has types or files named RoomViewModel and RoomCellViewModel; migrate writes a "
                + "value view model of that name")
    }

    func testAnInoutParameter() throws {
        var files = RealAppShapeFixtures.roomApp
        files["App/Rooms/RoomCell.swift"] = RealAppShapeFixtures.roomCell.replacingOccurrences(
            of: "    func update(room: Room) {", with: "    func update(room: inout Room) {")
        files["App/Rooms/RoomsScreen.swift"] = RealAppShapeFixtures.roomsScreen.replacingOccurrences(
            of: "cell.update(room: rooms[indexPath.row])", with: "cell.update(room: &rooms[indexPath.row])")
        try assertRefused(
            files, "RoomCell", saying: "update(room:) takes `room: inout Room`, which a view model cannot hold")
    }
}
