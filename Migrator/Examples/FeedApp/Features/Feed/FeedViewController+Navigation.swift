import UIKit

/// Where the home feed leads: the two lists behind its section headers.
extension FeedViewController {
    func showTrending() {
        navigationController?.pushViewController(TrendingViewController(), animated: true)
    }

    func showForYou() {
        let forYou = ForYouViewController()
        navigationController?.pushViewController(forYou, animated: true)
    }
}
