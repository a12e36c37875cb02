// An app whose contract already is the articles' `className`, under its own protocol names:
// `FeedItemViewModel` and `FeedItemCell` stay; they refine CellBridge's (the lines marked
// "adoption"), and every existing cell and view model conforms as it did.
import CellBridge
import SwiftUI
import UIKit

protocol FeedItemViewModel: CollectionCellViewModel {  // adoption: ": CollectionCellViewModel"
    var className: String { get }
}

protocol FeedItemCell: ConfigurableCell {  // adoption: ": ConfigurableCell"
    func update(with item: FeedItemViewModel)
}

extension FeedItemCell {
    func configure(with viewModel: CollectionCellViewModel) {  // adoption
        guard let item = viewModel as? FeedItemViewModel else { return }
        update(with: item)
    }
}

final class ArticleViewModel: FeedItemViewModel {
    let headline: String
    init(headline: String) { self.headline = headline }
    var className: String { "ArticleCell" }
}

final class ArticleCell: UITableViewCell, FeedItemCell {
    @IBOutlet var headlineLabel: UILabel!

    func update(with item: FeedItemViewModel) {
        headlineLabel.text = (item as? ArticleViewModel)?.headline
    }
}

struct WeatherViewModel: FeedItemViewModel, SwiftUIRenderableCellViewModel, Identifiable {
    let id: String
    var className: String { "WeatherView" }
    func makeHostedView() -> AnyView { AnyView(Text("Sunny in \(id)")) }
}

final class FeedTableDataSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var items: [FeedItemViewModel] = []
    private let bridge: TableCellBridge

    init(tableView: UITableView, screen: UIViewController) {
        tableView.register(UINib(nibName: "ArticleCell", bundle: nil), forCellReuseIdentifier: "ArticleCell")
        bridge = TableCellBridge(tableView: tableView, parentViewController: screen)
        super.init()
        tableView.dataSource = self
        tableView.delegate = bridge.forwardingDelegate(to: self)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        bridge.cell(for: items[indexPath.row], in: tableView, at: indexPath)
    }

    /// The app's own delegate method stays; the forwarding delegate calls it after the bridge's part.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }
}
