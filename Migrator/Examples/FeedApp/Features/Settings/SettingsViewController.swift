import UIKit

/// Preferences screen from Settings.storyboard.
final class SettingsViewController: UITableViewController {
    private var preferences: [(title: String, isOn: Bool)] = [("Notifications", true), ("Autoplay", false)]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        preferences.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "SettingsToggleCell", for: indexPath)
        let preference = preferences[indexPath.row]
        let toggleCell = cell as? SettingsToggleCell
        toggleCell?.onChange = { [weak self, weak tableView, weak cell] isOn in
            guard let cell, let path = tableView?.indexPath(for: cell) else { return }
            self?.preferences[path.row].isOn = isOn
        }
        toggleCell?.configure(title: preference.title, isOn: preference.isOn)
        return cell
    }
}
