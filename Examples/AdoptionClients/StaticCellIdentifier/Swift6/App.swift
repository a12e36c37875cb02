// The same app in the Swift 6 language mode: the cell-side protocols are main-actor isolated, as
// a Swift 6 app with UIView cells has them; the row models stay nonisolated values. The same
// refinements connect them (the lines marked "adoption").
import CellBridge
import SwiftUI
import UIKit

protocol ReusableView: AnyObject {
    static var reuseIdentifier: String { get }
}

extension ReusableView {
    static var reuseIdentifier: String { String(describing: self) }
}

extension UITableView {
    /// The app's typed dequeue helper, still used by screens not on the shared data source.
    func dequeue<Cell: UITableViewCell & ReusableView>(_ type: Cell.Type, for indexPath: IndexPath) -> Cell {
        dequeueReusableCell(withIdentifier: Cell.reuseIdentifier, for: indexPath) as! Cell
    }
}

protocol RowModel: CollectionCellViewModel {  // adoption: ": CollectionCellViewModel"
    var cellType: ReusableView.Type { get }
}

extension RowModel {
    // When the app's identifier is main-actor isolated, this default is too: `@MainActor var className`.
    var className: String { cellType.reuseIdentifier }  // adoption
}

@MainActor
protocol RowUpdatable: ConfigurableCell {  // adoption: ": ConfigurableCell"
    func update(row: RowModel)
}

extension RowUpdatable {
    func configure(with viewModel: CollectionCellViewModel) {  // adoption
        guard let row = viewModel as? RowModel else { return }
        update(row: row)
    }
}

final class SettingCell: UITableViewCell, ReusableView, RowUpdatable {
    func update(row: RowModel) {
        textLabel?.text = (row as? SettingRow)?.title
    }
}

struct SettingRow: RowModel {
    let title: String
    var cellType: ReusableView.Type { SettingCell.self }
}

struct AccountView: View {
    let name: String
    var body: some View { Text(name) }
}

/// A row that moved to SwiftUI: no UIKit cell type any more, so it names the SwiftUI view.
struct AccountRow: RowModel, SwiftUIRenderableCellViewModel, Identifiable {
    let id: String
    var cellType: ReusableView.Type { SettingCell.self }
    var className: String { String(describing: AccountView.self) }
    func makeHostedView() -> AnyView { AnyView(AccountView(name: id)) }
}

@MainActor
final class SettingsDataSource: NSObject, UITableViewDataSource {
    var rows: [RowModel] = []
    private let bridge: TableCellBridge

    init(tableView: UITableView, screen: UIViewController) {
        tableView.register(SettingCell.self, forCellReuseIdentifier: SettingCell.reuseIdentifier)
        bridge = TableCellBridge(tableView: tableView, parentViewController: screen)
        super.init()
        tableView.dataSource = self
        tableView.delegate = bridge.forwardingDelegate(to: nil)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        bridge.cell(for: rows[indexPath.row], in: tableView, at: indexPath)
    }
}
