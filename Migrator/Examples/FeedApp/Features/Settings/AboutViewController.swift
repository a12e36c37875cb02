import UIKit

/// Version and licences, presented from the settings: a leaf screen.
final class AboutViewController: UIViewController {
    private let versionLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        versionLabel.text = Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String
        view.addSubview(versionLabel)
    }
}

extension SettingsViewController {
    func showAbout() {
        present(UINavigationController(rootViewController: AboutViewController()), animated: true)
    }
}
