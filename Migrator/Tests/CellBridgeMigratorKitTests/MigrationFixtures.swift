/// Small apps written for the `migrate` and `migrate-data-source` tests, each in the shape of a pattern
/// real apps have (never copied from one): a XIB card cell with a class view model, a table row with a
/// struct view model, a screen whose data source holds a CellBridge bridge and one that dequeues itself,
/// a project file that lists them, and a data source that switches over item kinds.
enum MigrationFixtures {
    /// A card: an image, a title, a "NEW" badge shown by a flag, a button whose action calls a closure
    /// the cell copied from its view model, and a subtitle set in a way the view cannot express.
    static let cardXIB = InterfaceBuilderDocuments.xib(
        """
                <collectionViewCell id="card" customClass="CardCell" reuseIdentifier="CardCell">
                    <rect key="frame" x="0" y="0" width="320" height="120"/>
                    <view key="contentView" id="content">
                        <rect key="frame" x="0" y="0" width="320" height="120"/>
                        <subviews>
                            <stackView axis="vertical" alignment="leading" spacing="4" id="stack">
                                <rect key="frame" x="16" y="12" width="288" height="96"/>
                                <subviews>
                                    <imageView contentMode="scaleAspectFit" image="placeholder" id="art">
                                        <rect key="frame" x="0" y="0" width="40" height="40"/>
                                    </imageView>
                                    <label text="Title placeholder" id="title">
                                        <rect key="frame" x="0" y="44" width="200" height="20"/>
                                    </label>
                                    <label text="Subtitle placeholder" id="subtitle">
                                        <rect key="frame" x="0" y="64" width="200" height="16"/>
                                    </label>
                                    <label text="NEW" id="badge">
                                        <rect key="frame" x="0" y="80" width="40" height="16"/>
                                    </label>
                                    <button id="open">
                                        <rect key="frame" x="0" y="96" width="80" height="20"/>
                                        <state key="normal" title="Open"/>
                                        <connections>
                                            <action selector="openTapped:" destination="card" eventType="touchUpInside" id="a1"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </stackView>
                        </subviews>
                    </view>
                    <connections>
                        <outlet property="artView" destination="art" id="o1"/>
                        <outlet property="titleLabel" destination="title" id="o2"/>
                        <outlet property="subtitleLabel" destination="subtitle" id="o3"/>
                        <outlet property="badgeLabel" destination="badge" id="o4"/>
                        <outlet property="openButton" destination="open" id="o5"/>
                    </connections>
                </collectionViewCell>
        """)

    static let cardSwift = """
        import CellBridge
        import UIKit

        /// The card's view model; the app changes its title after creating it.
        final class CardViewModel: CollectionCellViewModel {
            var title: String
            let artName: String
            let isNew: Bool
            let subtitle: NSAttributedString
            var onOpen: (() -> Void)?

            init(title: String, artName: String, isNew: Bool, subtitle: NSAttributedString) {
                self.title = title
                self.artName = artName
                self.isNew = isNew
                self.subtitle = subtitle
            }

            // The identifier the shared data source dequeues by.
            var className: String { "CardCell" }

            func rename(_ title: String) {
                self.title = title
            }
        }

        final class CardCell: UICollectionViewCell, ConfigurableCell {
            @IBOutlet private weak var artView: UIImageView!
            @IBOutlet private weak var titleLabel: UILabel!
            @IBOutlet private weak var subtitleLabel: UILabel!
            @IBOutlet private weak var badgeLabel: UILabel!
            @IBOutlet private weak var openButton: UIButton!

            private var onOpen: (() -> Void)?

            func configure(with viewModel: CollectionCellViewModel) {
                guard let viewModel = viewModel as? CardViewModel else { return }
                titleLabel.text = viewModel.title
                artView.image = UIImage(named: viewModel.artName)
                badgeLabel.isHidden = !viewModel.isNew
                subtitleLabel.attributedText = viewModel.subtitle
                onOpen = viewModel.onOpen
            }

            @IBAction private func openTapped(_ sender: UIButton) {
                onOpen?()
            }
        }
        """

    /// The feed screen: its data source holds a CellBridge bridge, so the cell's registration can go.
    static let feedScreen = """
        import CellBridge
        import UIKit

        final class FeedScreen: UIViewController {
            private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            private lazy var dataSource = FeedSource(collectionView: collectionView, parent: self)

            override func viewDidLoad() {
                super.viewDidLoad()
                // Cards come from a nib named after the cell.
                collectionView.register(UINib(nibName: "CardCell", bundle: nil), forCellWithReuseIdentifier: "CardCell")
                collectionView.dataSource = dataSource
            }
        }

        final class FeedSource: NSObject, UICollectionViewDataSource {
            var items: [CollectionCellViewModel] = []
            private let bridge: CollectionCellBridge

            init(collectionView: UICollectionView, parent: UIViewController) {
                bridge = CollectionCellBridge(collectionView: collectionView, parentViewController: parent)
            }

            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                items.count
            }

            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                bridge.cell(for: items[indexPath.item], at: indexPath)
            }
        }
        """

    /// A table row whose view model is a struct, on a screen that registers and dequeues it itself.
    static let rowXIB = InterfaceBuilderDocuments.xib(
        """
                <tableViewCell id="row" customClass="ContactRowCell" reuseIdentifier="ContactRowCell">
                    <rect key="frame" x="0" y="0" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" id="rowContent">
                        <rect key="frame" x="0" y="0" width="320" height="44"/>
                        <subviews>
                            <label text="Name" id="name">
                                <rect key="frame" x="16" y="12" width="200" height="20"/>
                            </label>
                        </subviews>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="nameLabel" destination="name" id="r1"/>
                    </connections>
                </tableViewCell>
        """)

    static let rowSwift = """
        import UIKit

        struct Contact {
            let name: String
        }

        final class ContactRowCell: UITableViewCell {
            @IBOutlet private weak var nameLabel: UILabel!

            func configure(with contact: Contact) {
                nameLabel.text = contact.name
            }
        }
        """

    static let contactsScreen = """
        import UIKit

        final class ContactsScreen: UITableViewController {
            private var contacts: [Contact] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(UINib(nibName: "ContactRowCell", bundle: nil), forCellReuseIdentifier: "ContactRowCell")
            }

            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                contacts.count
            }

            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "ContactRowCell", for: indexPath)
                (cell as? ContactRowCell)?.configure(with: contacts[indexPath.row])
                return cell
            }
        }
        """

    /// A dependency's own registration of a cell with the same name: never touched.
    static let vendoredRegistration = """
        import UIKit

        final class PagerTabs: UICollectionView {
            func setUp() {
                register(UINib(nibName: "CardCell", bundle: nil), forCellWithReuseIdentifier: "CardCell")
            }
        }
        """

    /// The files of the card app: the card, the feed screen, a dependency.
    static var cardApp: [String: String] {
        [
            "App/Cards/CardCell.xib": cardXIB, "App/Cards/CardCell.swift": cardSwift,
            "App/FeedScreen.swift": feedScreen,
            "App/Contacts/ContactRowCell.xib": rowXIB, "App/Contacts/ContactRowCell.swift": rowSwift,
            "App/Contacts/ContactsScreen.swift": contactsScreen, "Pods/Pager/PagerTabs.swift": vendoredRegistration,
            "App.xcodeproj/project.pbxproj": project,
        ]
    }

    /// An Xcode project, written the way Xcode writes one, that lists the card app's files in groups
    /// mirroring the folders and compiles them in one app target, which depends on the CellBridge package.
    static let project = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = 56;
        \tobjects = {

        /* Begin PBXBuildFile section */
        \t\tAA0000000000000000000101 /* CardCell.swift in Sources */ = {isa = PBXBuildFile; fileRef = AA0000000000000000000201 /* CardCell.swift */; };
        \t\tAA0000000000000000000102 /* CardCell.xib in Resources */ = {isa = PBXBuildFile; fileRef = AA0000000000000000000202 /* CardCell.xib */; };
        \t\tAA0000000000000000000103 /* FeedScreen.swift in Sources */ = {isa = PBXBuildFile; fileRef = AA0000000000000000000203 /* FeedScreen.swift */; };
        \t\tAA0000000000000000000104 /* ContactRowCell.swift in Sources */ = {isa = PBXBuildFile; fileRef = AA0000000000000000000204 /* ContactRowCell.swift */; };
        \t\tAA0000000000000000000105 /* ContactRowCell.xib in Resources */ = {isa = PBXBuildFile; fileRef = AA0000000000000000000205 /* ContactRowCell.xib */; };
        \t\tAA0000000000000000000106 /* ContactsScreen.swift in Sources */ = {isa = PBXBuildFile; fileRef = AA0000000000000000000206 /* ContactsScreen.swift */; };
        /* End PBXBuildFile section */

        /* Begin PBXFileReference section */
        \t\tAA0000000000000000000200 /* App.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
        \t\tAA0000000000000000000201 /* CardCell.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = CardCell.swift; sourceTree = "<group>"; };
        \t\tAA0000000000000000000202 /* CardCell.xib */ = {isa = PBXFileReference; lastKnownFileType = file.xib; path = CardCell.xib; sourceTree = "<group>"; };
        \t\tAA0000000000000000000203 /* FeedScreen.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = FeedScreen.swift; sourceTree = "<group>"; };
        \t\tAA0000000000000000000204 /* ContactRowCell.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ContactRowCell.swift; sourceTree = "<group>"; };
        \t\tAA0000000000000000000205 /* ContactRowCell.xib */ = {isa = PBXFileReference; lastKnownFileType = file.xib; path = ContactRowCell.xib; sourceTree = "<group>"; };
        \t\tAA0000000000000000000206 /* ContactsScreen.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ContactsScreen.swift; sourceTree = "<group>"; };
        /* End PBXFileReference section */

        /* Begin PBXGroup section */
        \t\tAA0000000000000000000300 = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tAA0000000000000000000301 /* App */,
        \t\t\t\tAA0000000000000000000304 /* Products */,
        \t\t\t);
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tAA0000000000000000000301 /* App */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tAA0000000000000000000302 /* Cards */,
        \t\t\t\tAA0000000000000000000303 /* Contacts */,
        \t\t\t\tAA0000000000000000000203 /* FeedScreen.swift */,
        \t\t\t);
        \t\t\tpath = App;
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tAA0000000000000000000302 /* Cards */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tAA0000000000000000000201 /* CardCell.swift */,
        \t\t\t\tAA0000000000000000000202 /* CardCell.xib */,
        \t\t\t);
        \t\t\tpath = Cards;
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tAA0000000000000000000303 /* Contacts */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tAA0000000000000000000204 /* ContactRowCell.swift */,
        \t\t\t\tAA0000000000000000000205 /* ContactRowCell.xib */,
        \t\t\t\tAA0000000000000000000206 /* ContactsScreen.swift */,
        \t\t\t);
        \t\t\tpath = Contacts;
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tAA0000000000000000000304 /* Products */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tAA0000000000000000000200 /* App.app */,
        \t\t\t);
        \t\t\tname = Products;
        \t\t\tsourceTree = "<group>";
        \t\t};
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        \t\tAA0000000000000000000400 /* App */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = AA0000000000000000000600 /* Build configuration list for PBXNativeTarget "App" */;
        \t\t\tbuildPhases = (
        \t\t\t\tAA0000000000000000000501 /* Sources */,
        \t\t\t\tAA0000000000000000000502 /* Resources */,
        \t\t\t);
        \t\t\tname = App;
        \t\t\tpackageProductDependencies = (
        \t\t\t\tAA0000000000000000000801 /* CellBridge */,
        \t\t\t);
        \t\t\tproductName = App;
        \t\t\tproductReference = AA0000000000000000000200 /* App.app */;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        \t\tAA0000000000000000000100 /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\tbuildConfigurationList = AA0000000000000000000601 /* Build configuration list for PBXProject "App" */;
        \t\t\tcompatibilityVersion = "Xcode 14.0";
        \t\t\tmainGroup = AA0000000000000000000300;
        \t\t\tpackageReferences = (
        \t\t\t\tAA0000000000000000000800 /* XCRemoteSwiftPackageReference "CellBridge" */,
        \t\t\t);
        \t\t\tproductRefGroup = AA0000000000000000000304 /* Products */;
        \t\t\tprojectDirPath = "";
        \t\t\tprojectRoot = "";
        \t\t\ttargets = (
        \t\t\t\tAA0000000000000000000400 /* App */,
        \t\t\t);
        \t\t};
        /* End PBXProject section */

        /* Begin PBXResourcesBuildPhase section */
        \t\tAA0000000000000000000502 /* Resources */ = {
        \t\t\tisa = PBXResourcesBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \t\t\t\tAA0000000000000000000102 /* CardCell.xib in Resources */,
        \t\t\t\tAA0000000000000000000105 /* ContactRowCell.xib in Resources */,
        \t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        /* End PBXResourcesBuildPhase section */

        /* Begin PBXSourcesBuildPhase section */
        \t\tAA0000000000000000000501 /* Sources */ = {
        \t\t\tisa = PBXSourcesBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \t\t\t\tAA0000000000000000000101 /* CardCell.swift in Sources */,
        \t\t\t\tAA0000000000000000000103 /* FeedScreen.swift in Sources */,
        \t\t\t\tAA0000000000000000000104 /* ContactRowCell.swift in Sources */,
        \t\t\t\tAA0000000000000000000106 /* ContactsScreen.swift in Sources */,
        \t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        /* End PBXSourcesBuildPhase section */

        /* Begin XCBuildConfiguration section */
        \t\tAA0000000000000000000701 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 14.0;
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        /* End XCBuildConfiguration section */

        /* Begin XCConfigurationList section */
        \t\tAA0000000000000000000600 /* Build configuration list for PBXNativeTarget "App" */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\tAA0000000000000000000701 /* Debug */,
        \t\t\t);
        \t\t};
        \t\tAA0000000000000000000601 /* Build configuration list for PBXProject "App" */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\tAA0000000000000000000701 /* Debug */,
        \t\t\t);
        \t\t};
        /* End XCConfigurationList section */

        /* Begin XCRemoteSwiftPackageReference section */
        \t\tAA0000000000000000000800 /* XCRemoteSwiftPackageReference "CellBridge" */ = {
        \t\t\tisa = XCRemoteSwiftPackageReference;
        \t\t\trepositoryURL = "https://example.com/CellBridge.git";
        \t\t\trequirement = {
        \t\t\t\tkind = upToNextMajorVersion;
        \t\t\t\tminimumVersion = 0.1.0;
        \t\t\t};
        \t\t};
        /* End XCRemoteSwiftPackageReference section */

        /* Begin XCSwiftPackageProductDependency section */
        \t\tAA0000000000000000000801 /* CellBridge */ = {
        \t\t\tisa = XCSwiftPackageProductDependency;
        \t\t\tpackage = AA0000000000000000000800 /* XCRemoteSwiftPackageReference "CellBridge" */;
        \t\t\tproductName = CellBridge;
        \t\t};
        /* End XCSwiftPackageProductDependency section */
        \t};
        \trootObject = AA0000000000000000000100 /* Project object */;
        }

        """

    /// A data source that switches over item kinds: two cases that only build a view model (one with a
    /// closure that reads `self.entries[indexPath.row]`), one that sets a closure on the cell itself.
    static let switchingSource = """
        import UIKit

        struct Entry: Hashable {
            enum Kind { case note, photo, poll }
            let id: Int
            let kind: Kind
            let text: String
        }

        struct NoteViewModel: CollectionCellViewModel {
            let text: String
            var onShare: (() -> Void)?
            var className: String { "NoteCell" }
        }

        final class NoteCell: UITableViewCell, ConfigurableCell {
            func configure(with viewModel: CollectionCellViewModel) {}
        }

        final class PhotoViewModel {
            let caption: String
            init(caption: String) { self.caption = caption }
        }

        final class PhotoCell: UITableViewCell {
            func configure(with viewModel: PhotoViewModel) {}
        }

        final class PollCell: UITableViewCell {
            var onVote: ((Int) -> Void)?
        }

        /// Timeline rows for two screens.
        final class TimelineSource: NSObject, UITableViewDataSource {
            var entries: [Entry] = []

            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                entries.count
            }

            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let entry = entries[indexPath.row]
                switch entry.kind {
                case .note:
                    let cell = tableView.dequeueReusableCell(withIdentifier: "NoteCell", for: indexPath)
                    if let note = cell as? NoteCell {
                        var viewModel = NoteViewModel(text: entry.text)
                        viewModel.onShare = {
                            self.share(self.entries[indexPath.row])
                        }
                        note.configure(with: viewModel)
                    }
                    return cell
                case .photo:
                    let cell = tableView.dequeueReusableCell(withIdentifier: "PhotoCell", for: indexPath)
                    (cell as? PhotoCell)?.configure(with: PhotoViewModel(caption: entry.text))
                    return cell
                case .poll:
                    let cell = tableView.dequeueReusableCell(withIdentifier: "PollCell", for: indexPath)
                    if let poll = cell as? PollCell {
                        poll.onVote = { choice in self.vote(choice) }
                    }
                    return cell
                }
            }

            private func share(_ entry: Entry) {}
            private func vote(_ choice: Int) {}
        }

        final class TimelineScreen: UIViewController {
            private let tableView = UITableView()
            private let source = TimelineSource()

            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.dataSource = source
            }
        }
        """
}
