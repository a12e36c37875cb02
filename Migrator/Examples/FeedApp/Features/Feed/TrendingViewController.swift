import UIKit

/// The "Trending" tab: the other screen that shares FeedItemsDataSource.
final class TrendingViewController: UIViewController {
    private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private let items = FeedItemsDataSource()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(collectionView)
        collectionView.dataSource = items
    }
}
