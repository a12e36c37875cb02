import CellBridge
import SwiftUI
import UIKit

/// Home feed. Registers every feed cell and hands items to the shared, generic data source.
final class FeedViewController: UIViewController {
    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private lazy var dataSource = SharedCollectionDataSource(collectionView: collectionView, parentViewController: self)
    private let service: FeedService
    /// Kept and updated by this screen while the header shows it.
    private let sleepSummary = SleepSummaryViewModel()

    init(service: FeedService) {
        self.service = service
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(collectionView)
        collectionView.register(UINib(nibName: BannerCell.className, bundle: nil), forCellWithReuseIdentifier: BannerCell.className)
        collectionView.register(UINib(nibName: "PromotionCell", bundle: nil), forCellWithReuseIdentifier: "PromotionCell")
        collectionView.register(UINib(nibName: "SleepCell", bundle: nil), forCellWithReuseIdentifier: String(describing: SleepCell.self))
        collectionView.register(UINib(nibName: "LaneCell", bundle: nil), forCellWithReuseIdentifier: LaneCell.className)
        collectionView.register(ChartCell.self, forCellWithReuseIdentifier: "ChartCell")
        collectionView.register(TagCell.self, forCellWithReuseIdentifier: "TagCell")
        collectionView.register(WeatherCell.self, forCellWithReuseIdentifier: String(describing: WeatherView.self))
        collectionView.dataSource = dataSource
        collectionView.delegate = dataSource
        installHeader()
    }

    /// The summary header is SwiftUI, but its controller is never made a child.
    private func installHeader() {
        let headerController = UIHostingController(rootView: SleepSummaryView(viewModel: sleepSummary))
        view.addSubview(headerController.view)
    }

    func showProfile() {
        let profile = UIHostingController(rootView: ProfileDetailView(name: "Ada"))
        navigationController?.pushViewController(profile, animated: true)
    }
}
