import UIKit

/// The app's root: one tab per feature, each in its own navigation controller. The settings tab comes from its
/// storyboard.
final class MainTabBarController: UITabBarController {
    init(service: FeedService) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [
            UINavigationController(rootViewController: FeedViewController(service: service)),
            UINavigationController(rootViewController: ProfileViewController(style: .plain)),
            UINavigationController(rootViewController: settingsScreen()),
        ]
    }

    required init?(coder: NSCoder) { nil }

    private func settingsScreen() -> UIViewController {
        UIStoryboard(name: "Settings", bundle: nil).instantiateViewController(withIdentifier: "Settings")
    }
}
