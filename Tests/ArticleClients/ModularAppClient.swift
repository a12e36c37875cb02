// Client code of an app split into feature packages: each keeps its XIB cells in its own bundle
// (`Bundle.module` in a real package), and the shared delegate's bridge is told about all of
// them. Two features both ship a `HeaderCell`; their view models name their bundles. No product:
// the iOS build compiling it is the proof.
#if canImport(UIKit)
    import CellBridge
    import UIKit

    /// Stand-ins for two feature packages' `Bundle.module` accessors.
    enum FeedKit {
        static var bundle: Bundle { Bundle(for: FeedKitMarker.self) }
        final class FeedKitMarker {}
    }

    enum ProfileKit {
        static var bundle: Bundle { Bundle(for: ProfileKitMarker.self) }
        final class ProfileKitMarker {}
    }

    struct FeedHeaderViewModel: CollectionCellViewModel {
        var className: String { "HeaderCell" }
        var cellBundle: Bundle? { FeedKit.bundle }
    }

    struct ProfileHeaderViewModel: CollectionCellViewModel {
        var className: String { "HeaderCell" }
        var cellBundle: Bundle? { ProfileKit.bundle }
    }

    @MainActor
    enum ModularAppSetup {
        static func makeBridge(for collectionView: UICollectionView, in screen: UIViewController)
            -> CollectionCellBridge
        {
            CollectionCellBridge(
                collectionView: collectionView, parentViewController: screen,
                bundles: [FeedKit.bundle, ProfileKit.bundle, .main], moduleNames: ["FeedKit", "ProfileKit"])
        }

        static func makeTableBridge(for tableView: UITableView, in screen: UIViewController) -> TableCellBridge {
            TableCellBridge(tableView: tableView, parentViewController: screen, bundles: [FeedKit.bundle, .main])
        }
    }
#endif
