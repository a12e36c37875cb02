/// Small apps in the shapes `migrate` met on real apps (issue 25), each written here from the pattern,
/// never copied from an app: cells the data source configures at the dequeue site, a cell with theme,
/// selection and sizing methods beside its configure, an app's own view-model and cell protocols behind a
/// generic data source, projects of several targets and synchronised folders, a lane, a base cell whose
/// outlets XIB subclasses use, and a cell a library's data source configures in a closure.
enum RealAppShapeFixtures {
    // MARK: Configured at the dequeue site

    /// A timestamp row: a title, a value that reads "Never" without a date, a warning icon, and an info
    /// button whose action calls a closure the screen sets. The XIB's value text is a design-time
    /// placeholder in design-time red; the screen sets the real text and colour.
    static let timestampXIB = InterfaceBuilderDocuments.xib(
        """
                <tableViewCell id="cell" customClass="TimestampCell" reuseIdentifier="TimestampCell">
                    <rect key="frame" x="0" y="0" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" id="content">
                        <rect key="frame" x="0" y="0" width="320" height="44"/>
                        <subviews>
                            <label text="Title" id="title">
                                <rect key="frame" x="16" y="12" width="120" height="20"/>
                            </label>
                            <label text="Placeholder value" id="value">
                                <rect key="frame" x="140" y="12" width="120" height="20"/>
                                <color key="textColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </label>
                            <imageView image="exclamationmark.triangle" catalog="system" id="warning">
                                <rect key="frame" x="264" y="12" width="20" height="20"/>
                            </imageView>
                            <button id="info">
                                <rect key="frame" x="288" y="12" width="20" height="20"/>
                                <state key="normal" image="info.circle" catalog="system"/>
                                <connections>
                                    <action selector="infoTapped:" destination="cell" eventType="touchUpInside" id="a1"/>
                                </connections>
                            </button>
                        </subviews>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="titleLabel" destination="title" id="o1"/>
                        <outlet property="valueLabel" destination="value" id="o2"/>
                        <outlet property="warningIcon" destination="warning" id="o3"/>
                    </connections>
                </tableViewCell>
        """)

    static let timestampCell = """
        import UIKit

        final class TimestampCell: UITableViewCell {
            @IBOutlet weak var titleLabel: UILabel!
            @IBOutlet weak var valueLabel: UILabel!
            @IBOutlet weak var warningIcon: UIImageView!

            var onInfo: (() -> Void)?

            @IBAction func infoTapped(_ sender: UIButton) {
                onInfo?()
            }
        }
        """

    static let timestampsScreen = """
        import UIKit

        struct TimestampRow {
            let title: String
            let date: Date?
            let isExpired: Bool
            let isEditable: Bool
        }

        final class TimestampsScreen: UITableViewController {
            private enum CellID {
                static let timestamp = "TimestampCell"
            }

            var rows: [TimestampRow] = []
            private let formatter = DateFormatter()

            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(UINib(nibName: "TimestampCell", bundle: nil), forCellReuseIdentifier: CellID.timestamp)
            }

            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                rows.count
            }

            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: CellID.timestamp, for: indexPath) as! TimestampCell
                let row = rows[indexPath.row]
                cell.accessoryType = row.isEditable ? .disclosureIndicator : .none
                cell.titleLabel.text = row.title
                if let date = row.date {
                    cell.valueLabel.text = formatter.string(from: date)
                } else {
                    cell.valueLabel.text = "Never"
                }
                cell.valueLabel.textColor = row.isExpired ? .systemRed : .label
                cell.warningIcon.isHidden = !row.isExpired
                cell.onInfo = { [weak self] in
                    self?.showInfo(for: row)
                }
                return cell
            }

            private func showInfo(for row: TimestampRow) {}
        }
        """

    static var timestampApp: [String: String] {
        [
            "App/Timestamps/TimestampCell.xib": timestampXIB, "App/Timestamps/TimestampCell.swift": timestampCell,
            "App/Timestamps/TimestampsScreen.swift": timestampsScreen,
            "App.xcodeproj/project.pbxproj": XcodeProjectFixture(targets: [
                .init(
                    name: "App",
                    files: ["App/Timestamps/TimestampCell.swift", "App/Timestamps/TimestampsScreen.swift"],
                    usesCellBridge: true)
            ]).text,
        ]
    }

    // MARK: The configure is what the places call

    /// A room row with an appearance method, a selection override, a sizing helper and a one-property
    /// setter beside the method the screen configures it with.
    static let roomXIB = InterfaceBuilderDocuments.xib(
        """
                <tableViewCell id="cell" customClass="RoomCell" reuseIdentifier="RoomCell">
                    <rect key="frame" x="0" y="0" width="320" height="60"/>
                    <tableViewCellContentView key="contentView" id="content">
                        <rect key="frame" x="0" y="0" width="320" height="60"/>
                        <subviews>
                            <stackView axis="vertical" alignment="leading" spacing="2" id="stack">
                                <rect key="frame" x="16" y="8" width="288" height="44"/>
                                <subviews>
                                    <label text="Room name" id="name">
                                        <rect key="frame" x="0" y="0" width="288" height="22"/>
                                    </label>
                                    <label text="Topic" id="topic">
                                        <rect key="frame" x="0" y="24" width="288" height="20"/>
                                    </label>
                                </subviews>
                            </stackView>
                        </subviews>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="nameLabel" destination="name" id="o1"/>
                        <outlet property="topicLabel" destination="topic" id="o2"/>
                    </connections>
                </tableViewCell>
        """)

    static let roomCell = """
        import UIKit

        struct Room {
            let name: String
            let topic: String?
        }

        final class Theme {
            static let shared = Theme()
            var primary = UIColor.label
        }

        final class RoomCell: UITableViewCell {
            @IBOutlet weak var nameLabel: UILabel!
            @IBOutlet weak var topicLabel: UILabel!

            func setTheme(to theme: Theme) {
                nameLabel.textColor = theme.primary
            }

            override func setSelected(_ selected: Bool, animated: Bool) {
                super.setSelected(selected, animated: animated)
            }

            static func height(for room: Room) -> CGFloat {
                room.topic == nil ? 44 : 60
            }

            func setTopic(_ topic: String) {
                topicLabel.text = topic
            }

            func update(room: Room) {
                nameLabel.text = room.name
                topicLabel.text = room.topic
            }
        }
        """

    static let roomsScreen = """
        import UIKit

        final class RoomsScreen: UITableViewController {
            var rooms: [Room] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(UINib(nibName: "RoomCell", bundle: nil), forCellReuseIdentifier: "RoomCell")
            }

            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "RoomCell", for: indexPath) as! RoomCell
                cell.update(room: rooms[indexPath.row])
                return cell
            }

            override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                RoomCell.height(for: rooms[indexPath.row])
            }
        }
        """

    static var roomApp: [String: String] {
        [
            "App/Rooms/RoomCell.xib": roomXIB, "App/Rooms/RoomCell.swift": roomCell,
            "App/Rooms/RoomsScreen.swift": roomsScreen,
            "App.xcodeproj/project.pbxproj": XcodeProjectFixture(targets: [
                .init(
                    name: "App", files: ["App/Rooms/RoomCell.swift", "App/Rooms/RoomsScreen.swift"],
                    usesCellBridge: true)
            ]).text,
        ]
    }

    // MARK: The app's own contract

    /// The 2020-era shape: a view-model protocol with `reuseIdentifier`, a cell protocol with an associated
    /// view-model type, a type-erasing protocol every such cell gets, and a generic data source.
    static let contract = """
        import UIKit

        protocol CellViewModel {
            var reuseIdentifier: String { get }
        }

        protocol ConfigurableCell {
            associatedtype ViewModel
            func configure(with viewModel: ViewModel)
        }

        /// What lets one data source configure every cell without knowing its view-model type.
        protocol AnyConfigurableCell {
            func configure(any item: Any)
        }

        extension ConfigurableCell {
            func configure(any item: Any) {
                if let viewModel = item as? ViewModel {
                    configure(with: viewModel)
                }
            }
        }
        """

    static let titleCell = """
        import UIKit

        struct TitleViewModel: CellViewModel {
            let title: String
            var reuseIdentifier: String { "TitleCell" }
        }

        final class TitleCell: UITableViewCell, ConfigurableCell, AnyConfigurableCell {
            @IBOutlet private weak var titleLabel: UILabel!

            func configure(with viewModel: TitleViewModel) {
                titleLabel.text = viewModel.title
            }
        }
        """

    static let titleXIB = InterfaceBuilderDocuments.xib(
        """
                <tableViewCell id="cell" customClass="TitleCell" reuseIdentifier="TitleCell">
                    <rect key="frame" x="0" y="0" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" id="content">
                        <rect key="frame" x="0" y="0" width="320" height="44"/>
                        <subviews>
                            <label text="Title" id="title">
                                <rect key="frame" x="16" y="12" width="288" height="20"/>
                            </label>
                        </subviews>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="titleLabel" destination="title" id="o1"/>
                    </connections>
                </tableViewCell>
        """)

    /// The generic data source as the app wrote it: dequeues by the item's identifier, configures through
    /// the type-erasing protocol, never hosts SwiftUI.
    static let genericSource = """
        import UIKit

        final class ListSource: NSObject, UITableViewDataSource {
            var items: [CellViewModel] = []

            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                items.count
            }

            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let item = items[indexPath.row]
                let cell = tableView.dequeueReusableCell(withIdentifier: item.reuseIdentifier, for: indexPath)
                (cell as? AnyConfigurableCell)?.configure(any: item)
                return cell
            }
        }
        """

    /// The same data source once the team hands its items to a CellBridge bridge.
    static let bridgedSource = """
        import CellBridge
        import UIKit

        final class ListSource: NSObject, UITableViewDataSource {
            var items: [CellViewModel] = []
            private let bridge: TableCellBridge

            init(tableView: UITableView, parent: UIViewController) {
                bridge = TableCellBridge(tableView: tableView, parentViewController: parent)
            }

            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                items.count
            }

            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                bridge.cell(for: items[indexPath.row], in: tableView, at: indexPath)
            }
        }
        """

    static func contractApp(bridged: Bool) -> [String: String] {
        let files = ["App/Contract.swift", "App/TitleCell.swift", "App/ListSource.swift"]
        return [
            "App/Contract.swift": contract, "App/TitleCell.swift": titleCell, "App/TitleCell.xib": titleXIB,
            "App/ListSource.swift": bridged ? bridgedSource : genericSource,
            "App.xcodeproj/project.pbxproj": XcodeProjectFixture(targets: [
                .init(name: "App", files: files, usesCellBridge: true)
            ]).text,
        ]
    }

    /// The three contract shapes of the adoption issue, each in a file of its own.
    static let classNameShape = """
        import UIKit

        protocol CollectionCellViewModel {
            var className: String { get }
        }

        protocol ConfigurableCell {
            func configure(with viewModel: CollectionCellViewModel)
        }
        """

    static let staticIdentifierShape = """
        import UIKit

        protocol ReusableCell: AnyObject {
            static var reuseIdentifier: String { get }
        }

        extension ReusableCell {
            static var reuseIdentifier: String { String(describing: self) }
        }

        protocol RowViewModel {
            var cellType: ReusableCell.Type { get }
        }

        protocol RowCell {
            func update(row: RowViewModel)
        }

        final class RowsSource: NSObject, UITableViewDataSource {
            var rows: [RowViewModel] = []

            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                rows.count
            }

            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let row = rows[indexPath.row]
                let cell = tableView.dequeueReusableCell(withIdentifier: row.cellType.reuseIdentifier, for: indexPath)
                (cell as? RowCell)?.update(row: row)
                return cell
            }
        }

        final class SwitchRowCell: UITableViewCell, ReusableCell, RowCell {
            func update(row: RowViewModel) {}
        }

        struct SwitchRow: RowViewModel {
            var cellType: ReusableCell.Type { SwitchRowCell.self }
        }
        """

    /// Conformers of the className shape, as the app has them, and the shared data source that configures
    /// every cell through the app's `ConfigurableCell`.
    static let classNameConformers = """
        import UIKit

        struct BadgeViewModel: CollectionCellViewModel {
            var className: String { "BadgeCell" }
        }

        final class BadgeCell: UITableViewCell, ConfigurableCell {
            func configure(with viewModel: CollectionCellViewModel) {}
        }

        final class SharedSource: NSObject, UITableViewDataSource {
            var items: [CollectionCellViewModel] = []

            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                items.count
            }

            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let item = items[indexPath.row]
                let cell = tableView.dequeueReusableCell(withIdentifier: item.className, for: indexPath)
                if let configurable = cell as? ConfigurableCell {
                    configurable.configure(with: item)
                }
                return cell
            }
        }
        """

    // MARK: Hard shapes

    /// A lane: the cell's XIB holds a collection view whose data source and delegate are the cell.
    static let laneXIB = InterfaceBuilderDocuments.xib(
        """
                <collectionViewCell id="cell" customClass="ShelfCell" reuseIdentifier="ShelfCell">
                    <rect key="frame" x="0" y="0" width="320" height="160"/>
                    <view key="contentView" id="content">
                        <rect key="frame" x="0" y="0" width="320" height="160"/>
                        <subviews>
                            <collectionView id="shelf">
                                <rect key="frame" x="0" y="0" width="320" height="160"/>
                                <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" id="flow"/>
                                <connections>
                                    <outlet property="dataSource" destination="cell" id="d1"/>
                                    <outlet property="delegate" destination="cell" id="d2"/>
                                </connections>
                            </collectionView>
                        </subviews>
                    </view>
                    <connections>
                        <outlet property="shelfView" destination="shelf" id="o1"/>
                    </connections>
                </collectionViewCell>
        """)

    static let laneCell = """
        import UIKit

        final class ShelfCell: UICollectionViewCell, UICollectionViewDataSource, UICollectionViewDelegate {
            @IBOutlet weak var shelfView: UICollectionView!
            var books: [String] = []

            func configure(books: [String]) {
                self.books = books
                shelfView.reloadData()
            }

            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                books.count
            }

            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "Book", for: indexPath)
            }
        }

        final class ShelvesScreen: UIViewController, UICollectionViewDataSource {
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }

            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "ShelfCell", for: indexPath) as! ShelfCell
                cell.configure(books: ["A", "B"])
                return cell
            }
        }
        """

    /// A base cell with its own XIB whose outlets a subclass's XIB connects too; the subclass inherits the
    /// configure method.
    static func rowXIB(_ className: String) -> String {
        InterfaceBuilderDocuments.xib(
            """
                    <tableViewCell id="cell" customClass="\(className)" reuseIdentifier="\(className)">
                        <rect key="frame" x="0" y="0" width="320" height="44"/>
                        <tableViewCellContentView key="contentView" id="content">
                            <rect key="frame" x="0" y="0" width="320" height="44"/>
                            <subviews>
                                <label text="Label" id="label">
                                    <rect key="frame" x="16" y="12" width="288" height="20"/>
                                </label>
                            </subviews>
                        </tableViewCellContentView>
                        <connections>
                            <outlet property="label" destination="label" id="o1"/>
                        </connections>
                    </tableViewCell>
            """)
    }

    static let baseRows = """
        import UIKit

        class BaseRowCell: UITableViewCell {
            @IBOutlet weak var label: UILabel!

            func configure(title: String) {
                label.text = title
            }
        }

        final class DetailRowCell: BaseRowCell {}

        final class RowsScreen: UITableViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(UINib(nibName: "BaseRowCell", bundle: nil), forCellReuseIdentifier: "BaseRowCell")
                tableView.register(UINib(nibName: "DetailRowCell", bundle: nil), forCellReuseIdentifier: "DetailRowCell")
            }

            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                if indexPath.row == 0 {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "BaseRowCell", for: indexPath) as! BaseRowCell
                    cell.configure(title: "Base")
                    return cell
                }
                let cell = tableView.dequeueReusableCell(withIdentifier: "DetailRowCell", for: indexPath) as! DetailRowCell
                cell.configure(title: "Detail")
                return cell
            }
        }
        """

    /// A cell a data source of a library dequeues itself and hands to a configuration closure.
    static let handlerCell = """
        import UIKit

        final class NewsCell: UICollectionViewCell {
            @IBOutlet var titleLabel: UILabel!
        }

        /// What a data-source library offers: it dequeues under its own identifier and calls the handler.
        final class ListDataSource<Item>: NSObject {
            var cellConfigurationHandler: ((UICollectionViewCell, Item, IndexPath) -> Void)?
        }

        final class NewsScreen: UIViewController {
            private let dataSource = ListDataSource<String>()

            override func viewDidLoad() {
                super.viewDidLoad()
                dataSource.cellConfigurationHandler = { cell, title, indexPath in
                    let cell = cell as! NewsCell
                    cell.titleLabel.text = title
                }
            }
        }
        """

    static let newsXIB = InterfaceBuilderDocuments.xib(
        """
                <collectionViewCell id="cell" customClass="NewsCell" reuseIdentifier="NewsCell">
                    <rect key="frame" x="0" y="0" width="320" height="80"/>
                    <view key="contentView" id="content">
                        <rect key="frame" x="0" y="0" width="320" height="80"/>
                        <subviews>
                            <label text="Headline" id="title">
                                <rect key="frame" x="16" y="16" width="288" height="20"/>
                            </label>
                        </subviews>
                    </view>
                    <connections>
                        <outlet property="titleLabel" destination="title" id="o1"/>
                    </connections>
                </collectionViewCell>
        """)

    // MARK: A cell handed to a helper, and a cell a lane dequeues

    /// A room row whose `room` property configures it in its `didSet`, with a delegate for its switch.
    static let observedRoomCell = """
        import UIKit

        struct Room {
            let name: String
            let topic: String?
        }

        protocol RoomCellDelegate: AnyObject {
            func roomCellDidTapMute(_ cell: RoomCell)
        }

        final class RoomCell: UITableViewCell {
            @IBOutlet weak var nameLabel: UILabel!
            @IBOutlet weak var topicLabel: UILabel!
            weak var delegate: RoomCellDelegate?

            var room: Room? {
                didSet {
                    nameLabel.text = room?.name
                    topicLabel.text = room?.topic
                }
            }

            @IBAction func mute() {
                delegate?.roomCellDidTapMute(self)
            }
        }
        """

    /// The rooms screen sets the cell up in a helper it hands the cell to; a search list it owns hands its
    /// cells to the same helper through a delegate requirement the screen implements.
    static let helperRoomsScreen = """
        import UIKit

        protocol RoomSearchDelegate: AnyObject {
            func roomSearch(_ search: RoomSearch, prepare cell: RoomCell, for room: Room)
        }

        final class RoomSearch: UITableViewController {
            weak var delegate: RoomSearchDelegate?
            var found: [Room] = []

            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "RoomCell", for: indexPath) as! RoomCell
                delegate?.roomSearch(self, prepare: cell, for: found[indexPath.row])
                return cell
            }
        }

        final class RoomsScreen: UITableViewController, RoomSearchDelegate, RoomCellDelegate {
            var rooms: [Room] = []

            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "RoomCell", for: indexPath) as! RoomCell
                prepare(cell, room: rooms[indexPath.row])
                cell.delegate = self
                return cell
            }

            private func prepare(_ cell: RoomCell, room: Room) {
                cell.room = room
                cell.accessoryType = .disclosureIndicator
            }

            func roomSearch(_ search: RoomSearch, prepare cell: RoomCell, for room: Room) {
                prepare(cell, room: room)
            }

            func roomCellDidTapMute(_ cell: RoomCell) {}
        }
        """

    /// A poster tile of a shelf: the shelf row (a lane) is the tiles' data source, registers and dequeues them
    /// under R.swift's generated names, and binds the tile in the same `guard` as its own model. The tile is one
    /// title label, laid out as the news tile is.
    static let posterXIB = newsXIB.replacingOccurrences(of: "NewsCell", with: "PosterCell")

    static let posterCell = """
        import UIKit

        struct Poster {
            let title: String
        }

        final class PosterCell: UICollectionViewCell {
            @IBOutlet private weak var titleLabel: UILabel!

            func show(poster: Poster) {
                titleLabel.text = poster.title
            }
        }
        """

    static let posterShelfCell = """
        import UIKit

        final class PosterShelfCell: UITableViewCell, UICollectionViewDataSource {
            @IBOutlet private weak var postersView: UICollectionView!
            private var posters: [Poster]?

            override func awakeFromNib() {
                super.awakeFromNib()
                postersView.dataSource = self
                postersView.register(R.nib.posterCell(), forCellWithReuseIdentifier: R.nib.posterCell.name)
            }

            func show(posters: [Poster]) {
                self.posters = posters
                postersView.reloadData()
            }

            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                posters?.count ?? 0
            }

            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                guard let cell = collectionView.dequeueReusableCell(withReuseIdentifier: R.nib.posterCell.name, for: indexPath) as? PosterCell,
                    let posters = posters
                else {
                    return UICollectionViewCell()
                }
                cell.show(poster: posters[indexPath.item])
                return cell
            }
        }
        """
}
