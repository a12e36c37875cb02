// The same app in the Swift 6 language mode: its cell protocol is main-actor isolated, as a Swift 6
// app with UIView cells has it; the view-model protocol stays nonisolated and Sendable. The same
// refinements connect them (the lines marked "adoption").
import CellBridge
import SwiftUI
import UIKit

protocol FeedItemViewModel: CollectionCellViewModel, Sendable {  // adoption: "CollectionCellViewModel, "
    var className: String { get }
}

@MainActor
protocol FeedItemCell: ConfigurableCell {  // adoption: ": ConfigurableCell"
    func update(with item: FeedItemViewModel)
}

extension FeedItemCell {
    func configure(with viewModel: CollectionCellViewModel) {  // adoption
        guard let item = viewModel as? FeedItemViewModel else { return }
        update(with: item)
    }
}

final class ArticleViewModel: FeedItemViewModel, Sendable {
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

@MainActor
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
