// A 2020-era UIKit app, Swift 5: its own view-model protocol names cells by `reuseIdentifier`, its
// cell protocol has an associated view-model type, and a generic, type-erased data source
// configures cells. Adoption is additive: the two protocols refine CellBridge's with a default
// (the lines marked "adoption"); nothing of the app's is deleted or renamed.
import CellBridge
import SwiftUI
import UIKit

protocol CellViewModel: CollectionCellViewModel {  // adoption: ": CollectionCellViewModel"
    var reuseIdentifier: String { get }
}

extension CellViewModel {
    var className: String { reuseIdentifier }  // adoption
}

protocol ConfigurableCell: CellBridge.ConfigurableCell {  // adoption: ": CellBridge.ConfigurableCell"
    associatedtype ViewModel
    func configure(with viewModel: ViewModel)
}

extension ConfigurableCell {
    func configure(with viewModel: CollectionCellViewModel) {  // adoption
        guard let viewModel = viewModel as? ViewModel else { return }
        configure(with: viewModel)
    }
}

/// The app's type-erased configurator, as generic data sources of that era have it.
struct AnyCellConfigurator {
    let reuseIdentifier: String
    private let apply: (UICollectionViewCell) -> Void

    init<Cell: ConfigurableCell & UICollectionViewCell>(
        _ type: Cell.Type, viewModel: Cell.ViewModel, identifier: String
    ) {
        reuseIdentifier = identifier
        apply = { cell in (cell as? Cell)?.configure(with: viewModel) }
    }

    func configure(_ cell: UICollectionViewCell) { apply(cell) }
}

struct MessageViewModel: CellViewModel {
    let text: String
    var reuseIdentifier: String { "MessageCell" }
}

final class MessageCell: UICollectionViewCell, ConfigurableCell {
    @IBOutlet var label: UILabel!

    func configure(with viewModel: MessageViewModel) {
        label.text = viewModel.text
    }
}

/// A cell that moved to SwiftUI: its view model adopts CellBridge's SwiftUI protocol too.
final class ReactionViewModel: CellViewModel, SwiftUIRenderableCellViewModel, Identifiable {
    let id: Int
    init(id: Int) { self.id = id }
    var reuseIdentifier: String { "ReactionView" }
    func makeHostedView() -> AnyView { AnyView(Text("Reaction \(id)")) }
}

/// The app's shared data source: its old configurator path still compiles and runs; the bridge
/// serves every item, legacy or SwiftUI, through the app's own protocols.
final class ChatDataSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var items: [CellViewModel] = []
    private let bridge: CollectionCellBridge

    init(collectionView: UICollectionView, screen: UIViewController) {
        collectionView.register(UINib(nibName: "MessageCell", bundle: nil), forCellWithReuseIdentifier: "MessageCell")
        bridge = CollectionCellBridge(collectionView: collectionView, parentViewController: screen)
        super.init()
        collectionView.dataSource = self
        collectionView.delegate = bridge.forwardingDelegate(to: self)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        bridge.cell(for: items[indexPath.item], in: collectionView, at: indexPath)
    }

    /// The app's old path, kept: the configurator still configures through the app's protocol.
    func legacyCell(_ configurator: AnyCellConfigurator, in collectionView: UICollectionView, at indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: configurator.reuseIdentifier, for: indexPath)
        configurator.configure(cell)
        return cell
    }
}
