import CellBridge
import UIKit

final class BannerViewModel: CollectionCellViewModel {
    let title: String
    let subtitle: String
    let imageName: String
    var onShop: (() -> Void)?

    init(title: String, subtitle: String, imageName: String) {
        self.title = title
        self.subtitle = subtitle
        self.imageName = imageName
    }

    var className: String { BannerCell.className }
}

/// Promotional banner at the top of the feed. Inherits its card chrome from BaseCardCell.
final class BannerCell: BaseCardCell, ConfigurableCell {
    @IBOutlet private weak var bannerImageView: UIImageView!
    @IBOutlet private weak var titleLabel: UILabel!
    @IBOutlet private weak var subtitleLabel: UILabel!
    @IBOutlet private weak var shopButton: UIButton!

    private var onShop: (() -> Void)?

    func configure(with viewModel: CollectionCellViewModel) {
        guard let viewModel = viewModel as? BannerViewModel else { return }
        titleLabel.text = viewModel.title
        subtitleLabel.text = viewModel.subtitle
        bannerImageView.image = UIImage(named: viewModel.imageName)
        onShop = viewModel.onShop
    }

    @IBAction private func shopTapped(_ sender: UIButton) {
        onShop?()
    }
}
