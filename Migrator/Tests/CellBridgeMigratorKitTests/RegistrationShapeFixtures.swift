/// Small apps in the shapes of registration `migrate` met on real apps (issue 25), written here from the
/// pattern, never copied from an app: a generated resource helper in R.swift's shape (a nib resource that is
/// called for its `UINib` and names its identifier, and a one-argument `register` that takes it), a table
/// registered as `tableView` and dequeued as `self.tableView` (and the reverse), a collection view registered
/// through that helper, registrations in a loop the tool cannot tie to one cell, and a view that dequeues from
/// a collection view somebody else registers.
enum RegistrationShapeFixtures {
    /// In the shape R.swift generates: `R.nib.savedLinkCell()` is the nib, `.name`/`.identifier` its identifier,
    /// and `collectionView.register(R.nib.wordTileCell)` registers it.
    static let generatedResources = """
        import UIKit

        struct NibResource {
            let name: String

            var identifier: String { name }

            func callAsFunction() -> UINib {
                UINib(nibName: name, bundle: nil)
            }
        }

        enum R {
            enum nib {
                static let savedLinkCell = NibResource(name: "SavedLinkCell")
                static let wordTileCell = NibResource(name: "WordTileCell")
            }
        }

        extension UICollectionView {
            func register(_ resource: NibResource) {
                register(resource(), forCellWithReuseIdentifier: resource.identifier)
            }
        }
        """

    // MARK: A table registered under one spelling and dequeued under the other

    static let savedLinkXIB = InterfaceBuilderDocuments.xib(
        """
                <tableViewCell id="cell" customClass="SavedLinkCell" reuseIdentifier="SavedLinkCell">
                    <rect key="frame" x="0" y="0" width="320" height="60"/>
                    <tableViewCellContentView key="contentView" id="content">
                        <rect key="frame" x="0" y="0" width="320" height="60"/>
                        <subviews>
                            <label text="Link title" id="title">
                                <rect key="frame" x="16" y="10" width="288" height="20"/>
                            </label>
                            <label text="example.org" id="address">
                                <rect key="frame" x="16" y="32" width="288" height="16"/>
                            </label>
                        </subviews>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="titleLabel" destination="title" id="o1"/>
                        <outlet property="addressLabel" destination="address" id="o2"/>
                    </connections>
                </tableViewCell>
        """)

    static let savedLinkCell = """
        import UIKit

        struct SavedLink {
            let title: String
            let address: String
        }

        final class SavedLinkCell: UITableViewCell {
            @IBOutlet weak var titleLabel: UILabel!
            @IBOutlet weak var addressLabel: UILabel!
        }
        """

    /// Registers on `tableView` in its initialiser (it has no viewDidLoad); dequeues from `self.tableView`.
    static let savedLinksScreen = """
        import UIKit

        final class SavedLinksScreen: UIViewController, UITableViewDataSource {
            let tableView = UITableView(frame: .zero, style: .plain)
            var links: [SavedLink] = []

            init() {
                super.init(nibName: nil, bundle: nil)
                tableView.dataSource = self
                tableView.register(R.nib.savedLinkCell(), forCellReuseIdentifier: R.nib.savedLinkCell.name)
                view.addSubview(tableView)
            }

            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }

            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                links.count
            }

            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = self.tableView.dequeueReusableCell(withIdentifier: R.nib.savedLinkCell.name, for: indexPath) as! SavedLinkCell
                cell.titleLabel.text = links[indexPath.row].title
                cell.addressLabel.text = links[indexPath.row].address
                return cell
            }
        }
        """

    /// The reverse: registers on `self.tableView` in viewDidLoad, dequeues from the `tableView` it is handed.
    static let visitedLinksScreen = """
        import UIKit

        final class VisitedLinksScreen: UIViewController, UITableViewDataSource {
            let tableView = UITableView(frame: .zero, style: .plain)
            var visits: [SavedLink] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                self.tableView.dataSource = self
                self.tableView.register(R.nib.savedLinkCell(), forCellReuseIdentifier: R.nib.savedLinkCell.name)
                view.addSubview(self.tableView)
            }

            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                visits.count
            }

            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: R.nib.savedLinkCell.name, for: indexPath) as! SavedLinkCell
                cell.titleLabel.text = visits[indexPath.row].title
                cell.addressLabel.text = visits[indexPath.row].address
                return cell
            }
        }
        """

    static var savedLinksApp: [String: String] {
        app(
            cell: "SavedLink", xib: savedLinkXIB, cellSource: savedLinkCell,
            screens: ["SavedLinksScreen": savedLinksScreen, "VisitedLinksScreen": visitedLinksScreen])
    }

    // MARK: A collection view registered through a helper, in a loop, or by somebody else

    static let wordTileXIB = InterfaceBuilderDocuments.xib(
        """
                <collectionViewCell id="cell" customClass="WordTileCell" reuseIdentifier="WordTileCell">
                    <rect key="frame" x="0" y="0" width="100" height="32"/>
                    <view key="contentView" id="content">
                        <rect key="frame" x="0" y="0" width="100" height="32"/>
                        <subviews>
                            <label text="word" id="word">
                                <rect key="frame" x="8" y="6" width="84" height="20"/>
                            </label>
                        </subviews>
                    </view>
                    <connections>
                        <outlet property="wordLabel" destination="word" id="o1"/>
                    </connections>
                </collectionViewCell>
        """)

    static let wordTileCell = """
        import UIKit

        final class WordTileCell: UICollectionViewCell {
            @IBOutlet weak var wordLabel: UILabel!
        }
        """

    /// A plain view (no viewDidLoad) that shows words in a collection view it registers on with `registration`.
    static func wordGrid(registration: String) -> String {
        """
        import UIKit

        final class WordGrid: UIView, UICollectionViewDataSource {
            lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            var words: [String] = []

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(collectionView)
                collectionView.dataSource = self
        \(registration)
            }

            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }

            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                words.count
            }

            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = self.collectionView.dequeueReusableCell(withReuseIdentifier: "WordTileCell", for: indexPath) as! WordTileCell
                cell.wordLabel.text = words[indexPath.item]
                return cell
            }
        }
        """
    }

    static func wordGridApp(registration: String) -> [String: String] {
        app(
            cell: "WordTile", xib: wordTileXIB, cellSource: wordTileCell,
            screens: ["WordGrid": wordGrid(registration: registration)])
    }

    /// The app: the cell, its XIB, the screens under `App/<cell>s/`, the generated resources, one target.
    private static func app(
        cell: String, xib: String, cellSource: String, screens: [String: String]
    ) -> [String: String] {
        let folder = "App/\(cell)s/"
        var files = [
            folder + cell + "Cell.xib": xib,
            folder + cell + "Cell.swift": cellSource,
            "App/Generated/R.generated.swift": generatedResources,
        ]
        for (name, source) in screens {
            files[folder + name + ".swift"] = source
        }
        let sources = files.keys.filter { $0.hasSuffix(".swift") }.sorted()
        files["App.xcodeproj/project.pbxproj"] =
            XcodeProjectFixture(targets: [.init(name: "App", files: sources, usesCellBridge: true)]).text
        return files
    }
}
