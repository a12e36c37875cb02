/// XIB cells written for the scaffold tests in the shapes real apps use: free-positioned siblings chained by
/// constraints, a hairline separator, the app's own view classes, overlapping views, a stack view, a XIB
/// whose root is a plain view, and view models that are structs, classes, or missing.
enum ScaffoldPatternFixtures {
    /// An image at the left, a title above a subtitle to its right, a rating view of the app's own class
    /// under them, a chevron button pinned to the trailing edge, a separator along the bottom.
    static let articleRowXIB = InterfaceBuilderDocuments.xib(
        """
                <tableViewCell id="cell" customClass="ArticleRowCell" reuseIdentifier="article">
                    <rect key="frame" x="0" y="0" width="375" height="80"/>
                    <tableViewCellContentView key="contentView" id="content">
                        <rect key="frame" x="0" y="0" width="375" height="80"/>
                        <subviews>
                            <imageView contentMode="scaleAspectFill" image="placeholder" id="thumb">
                                <rect key="frame" x="16" y="12" width="56" height="56"/>
                            </imageView>
                            <label text="Title" id="title">
                                <rect key="frame" x="84" y="12" width="220" height="20"/>
                                <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                            </label>
                            <label text="Subtitle" numberOfLines="2" id="subtitle">
                                <rect key="frame" x="84" y="36" width="220" height="16"/>
                                <fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/>
                            </label>
                            <view contentMode="scaleToFill" id="stars" customClass="RatingStarsView">
                                <rect key="frame" x="84" y="56" width="80" height="12"/>
                            </view>
                            <button contentMode="scaleToFill" id="chevron">
                                <rect key="frame" x="335" y="28" width="24" height="24"/>
                                <state key="normal" image="chevron.right" catalog="system"/>
                            </button>
                            <view contentMode="scaleToFill" id="separator">
                                <rect key="frame" x="16" y="79" width="359" height="0.5"/>
                                <color key="backgroundColor" systemColor="separatorColor"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="thumb" secondAttribute="trailing" constant="12" id="k1"/>
                            <constraint firstItem="subtitle" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="4" id="k2"/>
                            <constraint firstItem="stars" firstAttribute="top" secondItem="subtitle" secondAttribute="bottom" constant="4" id="k3"/>
                        </constraints>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="thumbnailView" destination="thumb" id="o1"/>
                        <outlet property="titleLabel" destination="title" id="o2"/>
                        <outlet property="subtitleLabel" destination="subtitle" id="o3"/>
                        <outlet property="ratingView" destination="stars" id="o4"/>
                    </connections>
                </tableViewCell>
        """)

    static let articleRowSwift = """
        import UIKit
        struct ArticleRowModel {
            let title: String
            let subtitle: String
        }
        final class ArticleRowCell: UITableViewCell {
            @IBOutlet weak var titleLabel: UILabel!
            func configure(with article: ArticleRowModel) {
                titleLabel.text = article.title
            }
        }
        """

    /// A badge label drawn over a photo (overlapping), and a stack view of two labels under them.
    static let badgeTileXIB = InterfaceBuilderDocuments.xib(
        """
                <collectionViewCell id="cell" customClass="BadgeTileCell" reuseIdentifier="badge">
                    <rect key="frame" x="0" y="0" width="160" height="200"/>
                    <view key="contentView" id="content">
                        <rect key="frame" x="0" y="0" width="160" height="200"/>
                        <subviews>
                            <imageView contentMode="scaleAspectFit" image="photo" catalog="system" id="photo">
                                <rect key="frame" x="0" y="0" width="160" height="140"/>
                            </imageView>
                            <label text="NEW" id="badge">
                                <rect key="frame" x="8" y="8" width="40" height="18"/>
                                <fontDescription key="fontDescription" type="boldSystem" pointSize="12"/>
                            </label>
                            <stackView axis="vertical" alignment="leading" spacing="2" id="texts">
                                <rect key="frame" x="0" y="148" width="160" height="44"/>
                                <subviews>
                                    <label text="Name" id="name"/>
                                    <label text="Price" id="price"/>
                                </subviews>
                            </stackView>
                        </subviews>
                    </view>
                </collectionViewCell>
        """)

    static let badgeTileSwift = """
        import UIKit
        final class BadgeTileViewModel: NSObject {
            let name = "name"
        }
        final class BadgeTileCell: UICollectionViewCell {
            var viewModel: BadgeTileViewModel?
        }
        """

    /// A cell whose XIB root is a plain view, registered as the cell's nib; its class names no view model.
    static let plainRootXIB = InterfaceBuilderDocuments.xib(
        """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                <view contentMode="scaleToFill" id="root" customClass="PlainRootCell">
                    <rect key="frame" x="0" y="0" width="320" height="44"/>
                    <subviews>
                        <label text="Setting" id="label">
                            <rect key="frame" x="16" y="12" width="200" height="20"/>
                        </label>
                        <switch contentMode="scaleToFill" on="YES" id="toggle">
                            <rect key="frame" x="255" y="6" width="51" height="31"/>
                        </switch>
                    </subviews>
                </view>
        """)

    static let plainRootSwift = """
        import UIKit
        final class PlainRootCell: UITableViewCell {}
        final class SettingsScreen: UITableViewController {
            override func viewDidLoad() {
                tableView.register(UINib(nibName: "PlainRootCell", bundle: nil), forCellReuseIdentifier: "plain")
            }
        }
        """

    /// A quote row whose view model is a struct declared in a model file that says nothing about cells, so
    /// the scan's prefilter never parses it (the draft must still know it is a struct).
    static let quoteXIB = InterfaceBuilderDocuments.xib(
        """
                <tableViewCell id="quote" customClass="QuoteCell" reuseIdentifier="quote">
                    <rect key="frame" x="0" y="0" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" id="quoteContent">
                        <rect key="frame" x="0" y="0" width="320" height="44"/>
                        <subviews>
                            <label text="Quote" id="text">
                                <rect key="frame" x="16" y="12" width="280" height="20"/>
                            </label>
                        </subviews>
                    </tableViewCellContentView>
                </tableViewCell>
        """)

    static let quoteSwift = """
        import UIKit
        final class QuoteCell: UITableViewCell {
            func configure(with quote: Quote) {}
        }
        """

    static let quoteModel = """
        import Foundation
        struct Quote: Hashable {
            let text: String
            let author: String
        }
        """

    /// The files of a throwaway app with the four cells.
    static let app: [String: String] = [
        "Rows/ArticleRowCell.xib": articleRowXIB, "Rows/ArticleRowCell.swift": articleRowSwift,
        "Tiles/BadgeTileCell.xib": badgeTileXIB, "Tiles/BadgeTileCell.swift": badgeTileSwift,
        "Settings/PlainRootCell.xib": plainRootXIB, "Settings/PlainRootCell.swift": plainRootSwift,
        "Quotes/QuoteCell.xib": quoteXIB, "Quotes/QuoteCell.swift": quoteSwift, "Models/Quote.swift": quoteModel,
    ]

    /// The app's own types the drafts use, as the app declares them (compiled with the drafts).
    static let appTypes = """
        import SwiftUI
        struct ArticleRowModel {
            let title: String
            let subtitle: String
        }
        final class BadgeTileViewModel: NSObject {
            let name = "name"
        }
        struct Quote: Hashable {
            let text: String
            let author: String
        }
        """
}
