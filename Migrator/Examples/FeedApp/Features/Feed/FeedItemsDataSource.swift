import UIKit

/// The older data source of the "For you" and "Trending" tabs. It grew a switch over every feature cell,
/// the pattern the migration has to remove, and both screens pay for every case.
final class FeedItemsDataSource: NSObject, UICollectionViewDataSource {
    var items: [FeedItem] = []
    weak var collectionView: UICollectionView?
    var onOpen: ((FeedItem) -> Void)?

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let item = items[indexPath.item]
        switch item.kind {
        case .banner:
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: BannerCell.className, for: indexPath)
            if let banner = cell as? BannerCell {
                let viewModel = BannerViewModel(title: item.title, subtitle: item.subtitle ?? "", imageName: item.imageName ?? "")
                viewModel.onShop = {
                    self.open(self.items[indexPath.item])
                }
                banner.configure(with: viewModel)
            }
            return cell
        case .promotion:
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PromotionCell.className, for: indexPath)
            (cell as? PromotionCell)?.configure(with: PromotionViewModel(title: item.title, detail: item.subtitle ?? "", isNew: true))
            return cell
        case .lane:
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: LaneCell.className, for: indexPath)
            if let lane = cell as? LaneCell {
                lane.onSelect = { selected in
                    self.open(selected)
                }
                lane.configure(with: LaneViewModel(title: item.title, items: item.children))
            }
            return cell
        case .tag:
            let registration = UICollectionView.CellRegistration<TagCell, FeedItem> { cell, _, item in
                cell.configure(tags: item.children.map(\.title))
            }
            return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        default:
            return collectionView.dequeueReusableCell(withReuseIdentifier: SleepCell.className, for: indexPath)
        }
    }

    private func open(_ item: FeedItem) {
        onOpen?(item)
    }
}
