/// The few UIKit and Foundation classes an app's cells and views inherit from, with their superclasses: what
/// lets `BannerCell.className` find `extension NSObject { static var className … }`, and tells a header view
/// (`UITableViewHeaderFooterView`) placed in a `<tableViewCell>` from a cell.
enum FrameworkClasses {
    static let superclasses: [String: String] = [
        "UICollectionViewListCell": "UICollectionViewCell",
        "UICollectionViewCell": "UICollectionReusableView",
        "UICollectionReusableView": "UIView",
        "UITableViewCell": "UIView",
        "UITableViewHeaderFooterView": "UIView",
        "UIControl": "UIView",
        "UIButton": "UIControl",
        "UILabel": "UIView",
        "UIImageView": "UIView",
        "UIStackView": "UIView",
        "UIScrollView": "UIView",
        "UICollectionView": "UIScrollView",
        "UITableView": "UIScrollView",
        "UIView": "UIResponder",
        "UIViewController": "UIResponder",
        "UITableViewController": "UIViewController",
        "UICollectionViewController": "UIViewController",
        "UINavigationController": "UIViewController",
        "UITabBarController": "UIViewController",
        "UISplitViewController": "UIViewController",
        "UIPageViewController": "UIViewController",
        "UIHostingController": "UIViewController",
        "UIAlertController": "UIViewController",
        "UISearchController": "UIViewController",
        "UIActivityViewController": "UIViewController",
        "UIImagePickerController": "UINavigationController",
        "UIDocumentPickerViewController": "UIViewController",
        "UIReferenceLibraryViewController": "UIViewController",
        "UIResponder": "NSObject",
    ]

    /// Whether the name is one of Apple's classes (a `UI…`/`NS…` name), which the app does not declare.
    static func isFrameworkName(_ name: String) -> Bool {
        superclasses[name] != nil || name == "NSObject"
            || (["UI", "NS"].contains { name.hasPrefix($0) } && name.dropFirst(2).first?.isUppercase == true)
    }
}
