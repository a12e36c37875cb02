import UIKit

/// Preferences screen from Settings.storyboard.
final class SettingsViewController: UITableViewController {
    private let preferences: [(title: String, isOn: Bool)] = [("Notifications", true), ("Autoplay", false)]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        preferences.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "SettingsToggleCell", for: indexPath)
        let preference = preferences[indexPath.row]
        (cell as? SettingsToggleCell)?.configure(title: preference.title, isOn: preference.isOn)
        return cell
    }
}
