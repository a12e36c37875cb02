import CellBridge
import UIKit

final class SleepViewModel: CollectionCellViewModel {
    let caption: String
    let duration: String

    init(caption: String, duration: String) {
        self.caption = caption
        self.duration = duration
    }

    var className: String { String(describing: SleepCell.self) }
}

/// Last night's sleep summary: a leaf, self-contained card, the best first migration candidate.
final class SleepCell: UICollectionViewCell, ConfigurableCell {
    @IBOutlet private weak var iconView: UIImageView!
    @IBOutlet private weak var captionLabel: UILabel!
    @IBOutlet private weak var durationLabel: UILabel!

    func configure(with viewModel: CollectionCellViewModel) {
        guard let viewModel = viewModel as? SleepViewModel else { return }
        captionLabel.text = viewModel.caption
        durationLabel.text = viewModel.duration
    }
}
