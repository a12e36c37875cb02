import CellBridgeDemo
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        self.window = window
        // `-CellBridgeSelfCheck` runs the device self-check instead of the demo, prints one line
        // per check and exits (0: every check passed).
        if CellBridgeSelfCheck.isRequested {
            CellBridgeSelfCheck.run(in: window)
            return
        }
        window.rootViewController = DemoRootViewController()
        window.makeKeyAndVisible()
    }
}
