// Client code written the way "Using SwiftUI inside an ancient UITableView or
// UICollectionView" writes it: Apple's UIHostingConfiguration on iOS 16, the backport before.
#if canImport(UIKit)
    import CellBridge
    import SwiftUI
    import UIKit

    struct SettingRow: View {
        let title: String
        let systemImage: String

        var body: some View {
            Label(title, systemImage: systemImage)
        }
    }

    final class SettingsTableViewController: UITableViewController {
        private let titles = ["Wi-Fi", "Bluetooth"]

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            titles.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            let title = titles[indexPath.row]
            if #available(iOS 16.0, *) {
                cell.contentConfiguration = UIHostingConfiguration {
                    SettingRow(title: title, systemImage: "gear")
                }
            } else {
                cell.contentConfiguration = SwiftUIHostingConfiguration {
                    SettingRow(title: title, systemImage: "gear")
                }
                .margins(.horizontal, 16)
                .minSize(height: 44)
            }
            return cell
        }
    }
#endif
