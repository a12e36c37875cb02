// The same app in the Swift 6 language mode: its cell protocol is main-actor isolated (a Swift 6
// app's UIView cells require it), its view models are plain Sendable values used off the main
// actor too. Adoption is the same two refinements with defaults; nothing else changes.
import CellBridge
import SwiftUI
import UIKit

protocol CellViewModel: CollectionCellViewModel, Sendable {  // adoption: ", CollectionCellViewModel"
    var reuseIdentifier: String { get }
}

extension CellViewModel {
    var className: String { reuseIdentifier }  // adoption
}

@MainActor
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

struct MessageViewModel: CellViewModel {
    let text: String
    var reuseIdentifier: String { "MessageCell" }
}

/// View models are made off the main actor, as the app's mapping layer does.
func makeViewModels(from texts: [String]) async -> [MessageViewModel] {
    texts.map { MessageViewModel(text: $0) }
}

final class MessageCell: UICollectionViewCell, ConfigurableCell {
    @IBOutlet var label: UILabel!

    func configure(with viewModel: MessageViewModel) {
        label.text = viewModel.text
    }
}

@MainActor
final class ReactionViewModel: CellViewModel, SwiftUIRenderableCellViewModel, Identifiable {
    nonisolated let id: Int
    nonisolated init(id: Int) { self.id = id }
    nonisolated var reuseIdentifier: String { "ReactionView" }
    func makeHostedView() -> AnyView { AnyView(Text("Reaction \(id)")) }
}

@MainActor
final class ChatDataSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var items: [any CellViewModel] = []
    private let bridge: CollectionCellBridge

    init(collectionView: UICollectionView, screen: UIViewController) {
        collectionView.register(UINib(nibName: "MessageCell", bundle: nil), forCellWithReuseIdentifier: "MessageCell")
        bridge = CollectionCellBridge(collectionView: collectionView, parentViewController: screen)
        super.init()
        collectionView.dataSource = self
        collectionView.delegate = bridge.forwardingDelegate(to: self)
    }

    func load(_ texts: [String], into collectionView: UICollectionView) async {
        items = await makeViewModels(from: texts)
        collectionView.reloadData()
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        bridge.cell(for: items[indexPath.item], in: collectionView, at: indexPath)
    }
}
