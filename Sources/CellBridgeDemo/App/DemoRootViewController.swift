#if canImport(UIKit)
    import UIKit

    /// The demo's entry point: the feed and the list, each in its own navigation controller.
    ///
    /// An app shows it as its window's root view controller:
    ///
    /// ```swift
    /// window.rootViewController = DemoRootViewController()
    /// ```
    public final class DemoRootViewController: UITabBarController {
        public init() {
            super.init(nibName: nil, bundle: nil)
            let feed = UINavigationController(rootViewController: FeedViewController())
            feed.tabBarItem = UITabBarItem(
                title: "Feed", image: UIImage(systemName: "rectangle.grid.1x2"), selectedImage: nil)
            let list = UINavigationController(rootViewController: ListViewController())
            list.tabBarItem = UITabBarItem(title: "List", image: UIImage(systemName: "list.bullet"), selectedImage: nil)
            let live = UINavigationController(rootViewController: LiveViewController())
            live.tabBarItem = UITabBarItem(
                title: "Live", image: UIImage(systemName: "sportscourt"), selectedImage: nil)
            viewControllers = [feed, list, live]
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("DemoRootViewController is built in code")
        }
    }
#endif
