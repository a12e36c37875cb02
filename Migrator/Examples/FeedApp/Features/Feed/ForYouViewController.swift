import UIKit

/// The "For you" tab: one of the two screens that share FeedItemsDataSource.
final class ForYouViewController: UIViewController {
    private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private let items = FeedItemsDataSource()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(collectionView)
        collectionView.dataSource = items
    }
}
