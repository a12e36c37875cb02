import CellBridge
import UIKit

final class LaneViewModel: CollectionCellViewModel {
    let title: String
    let items: [FeedItem]

    init(title: String, items: [FeedItem]) {
        self.title = title
        self.items = items
    }

    var className: String { LaneCell.className }
}

/// A horizontally scrolling lane inside a vertical feed: its own collection view, data source and
/// reuse. Really a scrolling container, so it stays in UIKit until it is profiled.
final class LaneCell: UICollectionViewCell, ConfigurableCell, UICollectionViewDataSource {
    @IBOutlet private weak var titleLabel: UILabel!
    @IBOutlet private weak var laneView: UICollectionView!

    private var items: [FeedItem] = []
    var onSelect: ((FeedItem) -> Void)?
    private var layoutObserver: NSObjectProtocol?

    override func awakeFromNib() {
        super.awakeFromNib()
        laneView.dataSource = self
        laneView.register(UINib(nibName: "SleepCell", bundle: nil), forCellWithReuseIdentifier: "LaneItem")
        layoutObserver = NotificationCenter.default.addObserver(
            forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main
        ) { _ in
            self.laneView.collectionViewLayout.invalidateLayout()
        }
    }

    func configure(with viewModel: CollectionCellViewModel) {
        guard let viewModel = viewModel as? LaneViewModel else { return }
        titleLabel.text = viewModel.title
        items = viewModel.items
        laneView.reloadData()
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "LaneItem", for: indexPath)
        (cell as? ConfigurableCell)?.configure(with: SleepViewModel(caption: items[indexPath.item].title, duration: ""))
        return cell
    }
}
