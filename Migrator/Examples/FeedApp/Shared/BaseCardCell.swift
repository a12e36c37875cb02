import UIKit

/// Rounded card chrome shared by the feed's cells.
class BaseCardCell: UICollectionViewCell {
    override func awakeFromNib() {
        super.awakeFromNib()
        contentView.layer.cornerRadius = 12
        contentView.layer.masksToBounds = true
        contentView.backgroundColor = .secondarySystemBackground
    }
}
