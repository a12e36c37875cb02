import UIKit

/// Followers list, a plain table view screen.
final class ProfileViewController: UITableViewController {
    private var rows: [ProfileRowViewModel] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UINib(nibName: "ProfileCell", bundle: nil), forCellReuseIdentifier: "ProfileCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ProfileCell", for: indexPath)
        let row = rows[indexPath.row]
        row.onFollow = { [weak self, weak tableView] in
            guard let tableView, let path = tableView.indexPath(for: cell) else { return }
            self?.follow(at: path)
        }
        (cell as? ProfileCell)?.configure(with: row)
        return cell
    }

    private func follow(at indexPath: IndexPath) {}
}
