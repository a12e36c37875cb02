import UIKit

final class ProfileRowViewModel {
    let name: String
    let handle: String
    var onFollow: (() -> Void)?

    init(name: String, handle: String) {
        self.name = name
        self.handle = handle
    }
}

/// A follower row in the profile's table view.
final class ProfileCell: UITableViewCell {
    @IBOutlet private weak var avatarView: UIImageView!
    @IBOutlet private weak var nameLabel: UILabel!
    @IBOutlet private weak var handleLabel: UILabel!
    @IBOutlet private weak var followButton: UIButton!

    private var onFollow: (() -> Void)?

    func configure(with viewModel: ProfileRowViewModel) {
        nameLabel.text = viewModel.name
        handleLabel.text = viewModel.handle
        onFollow = viewModel.onFollow
    }
}
