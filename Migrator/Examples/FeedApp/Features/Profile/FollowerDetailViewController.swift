import UIKit

/// One follower, a detail screen with no list: a leaf screen, first in the screen-level plan.
final class FollowerDetailViewController: UIViewController {
    private let name: String
    private let nameLabel = UILabel()

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = name
        view.addSubview(nameLabel)
    }
}

extension ProfileViewController {
    func showFollower(named name: String) {
        navigationController?.pushViewController(FollowerDetailViewController(name: name), animated: true)
    }
}
