import CellBridge
import UIKit

final class PromotionViewModel: CollectionCellViewModel {
    let title: String
    let detail: String
    let isNew: Bool
    var onClaim: (() -> Void)?

    init(title: String, detail: String, isNew: Bool) {
        self.title = title
        self.detail = detail
        self.isNew = isNew
    }

    var className: String { PromotionCell.className }
}

/// A dismissible promotion card with a tap gesture and a countdown: more moving parts than a banner.
final class PromotionCell: BaseCardCell, ConfigurableCell {
    @IBOutlet private weak var badgeView: UIView!
    @IBOutlet private weak var badgeLabel: UILabel!
    @IBOutlet private weak var titleLabel: UILabel!
    @IBOutlet private weak var detailLabel: UILabel!
    @IBOutlet private weak var claimButton: UIButton!
    @IBOutlet private weak var dismissButton: UIButton!

    private var countdown: Timer?
    private var onClaim: (() -> Void)?

    func configure(with viewModel: CollectionCellViewModel) {
        guard let viewModel = viewModel as? PromotionViewModel else { return }
        titleLabel.text = viewModel.title
        detailLabel.text = viewModel.detail
        badgeView.isHidden = !viewModel.isNew
        onClaim = viewModel.onClaim
        countdown?.invalidate()
        countdown = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            self?.updateCountdown()
        }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        countdown?.invalidate()
    }

    private func updateCountdown() {}

    @IBAction private func cardTapped(_ sender: UITapGestureRecognizer) {
        onClaim?()
    }
}
