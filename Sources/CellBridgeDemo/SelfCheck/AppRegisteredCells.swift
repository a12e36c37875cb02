#if canImport(UIKit)
    import CellBridge
    import UIKit

    /// The self-check's legacy cells laid out in Interface Builder: a storyboard prototype
    /// (`SelfCheckPrototypes.storyboard`) and a nib whose file is named after something else
    /// (`SelfCheckRenamedTableNib.xib`, `SelfCheckRenamedCollectionNib.xib`), all in the demo app.
    /// Plain cells, as apps write them (no `awakeFromNib` override for a heuristic to see). Their
    /// outlets are optional so that a cell built in code, outlets nil, reports instead of
    /// crashing: that is the bug the scenario looks for.
    @objc(SelfCheckOutletTableCell)
    final class SelfCheckOutletTableCell: UITableViewCell, ConfigurableCell {
        @IBOutlet var label: UILabel?

        func configure(with viewModel: CollectionCellViewModel) {
            label?.text = (viewModel as? OutletCellViewModel)?.text
        }
    }

    @objc(SelfCheckOutletCollectionCell)
    final class SelfCheckOutletCollectionCell: UICollectionViewCell, ConfigurableCell {
        @IBOutlet var label: UILabel?

        func configure(with viewModel: CollectionCellViewModel) {
            label?.text = (viewModel as? OutletCellViewModel)?.text
        }
    }

    /// A legacy item whose cell is one of the above, named by its class; `registeredByApp` as the
    /// documentation asks where the bridge cannot find out (a collection view).
    struct OutletCellViewModel: CollectionCellViewModel {
        let className: String
        let text: String
        var registeredByApp = false
    }

    /// The storyboard's table scene: a prototype cell, rows through a ``TableCellBridge``.
    @objc(SelfCheckPrototypeTableScreen)
    final class SelfCheckPrototypeTableScreen: UITableViewController {
        private lazy var bridge = TableCellBridge(tableView: tableView, parentViewController: self)
        let items = (0..<4).map {
            OutletCellViewModel(className: String(describing: SelfCheckOutletTableCell.self), text: "Prototype \($0)")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            bridge.cell(for: items[indexPath.row], in: tableView, at: indexPath)
        }
    }

    /// The storyboard's collection scene: a prototype cell, items through a ``CollectionCellBridge``.
    @objc(SelfCheckPrototypeCollectionScreen)
    final class SelfCheckPrototypeCollectionScreen: UICollectionViewController {
        private lazy var bridge = CollectionCellBridge(collectionView: collectionView, parentViewController: self)
        let items = (0..<4).map {
            OutletCellViewModel(
                className: String(describing: SelfCheckOutletCollectionCell.self), text: "Prototype \($0)")
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            items.count
        }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            bridge.cell(for: items[indexPath.item], in: collectionView, at: indexPath)
        }
    }

    /// A table and a collection view built in code whose app registers the cells itself, from
    /// nibs named after something else, before handing the views to a bridge.
    final class RenamedNibScreen: UIViewController, UITableViewDataSource, UICollectionViewDataSource {
        private(set) var tableView: UITableView!
        private(set) var collectionView: UICollectionView!
        private var tableBridge: TableCellBridge!
        private var collectionBridge: CollectionCellBridge!
        private let tableItem = OutletCellViewModel(
            className: String(describing: SelfCheckOutletTableCell.self), text: "Renamed nib")
        // A collection view cannot say what the app registered: the item says it (the table asks).
        private let collectionItem = OutletCellViewModel(
            className: String(describing: SelfCheckOutletCollectionCell.self), text: "Renamed nib",
            registeredByApp: true)

        override func viewDidLoad() {
            super.viewDidLoad()
            let half = view.bounds.height / 2
            tableView = UITableView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: half))
            tableView.register(
                UINib(nibName: "SelfCheckRenamedTableNib", bundle: .main),
                forCellReuseIdentifier: tableItem.className)
            tableView.dataSource = self
            collectionView = UICollectionView(
                frame: CGRect(x: 0, y: half, width: view.bounds.width, height: half),
                collectionViewLayout: ProbeLayout.list.make(withHeaders: false, width: view.bounds.width))
            collectionView.register(
                UINib(nibName: "SelfCheckRenamedCollectionNib", bundle: .main),
                forCellWithReuseIdentifier: collectionItem.className)
            collectionView.dataSource = self
            view.addSubview(tableView)
            view.addSubview(collectionView)
            tableBridge = TableCellBridge(tableView: tableView, parentViewController: self)
            collectionBridge = CollectionCellBridge(collectionView: collectionView, parentViewController: self)
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableBridge.cell(for: tableItem, in: tableView, at: indexPath)
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionBridge.cell(for: collectionItem, in: collectionView, at: indexPath)
        }
    }

    /// A table whose app registers CellBridge's own hosting cell under the SwiftUI view's name, the
    /// way the articles (and `cellbridge scaffold`) write it, before a bridge serves its rows.
    final class HostingCellRegisteredByAppScreen: UIViewController, UITableViewDataSource {
        private(set) var tableView: UITableView!
        private var bridge: TableCellBridge!
        private let items = (0..<3).map { SwipeProbeViewModel(id: $0) }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView = UITableView(frame: view.bounds)
            tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            tableView.register(HostingTableViewCell.self, forCellReuseIdentifier: items[0].className)
            tableView.dataSource = self
            view.addSubview(tableView)
            bridge = TableCellBridge(
                tableView: tableView, parentViewController: self, strategy: .hostingCellsEverywhere)
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            bridge.cell(for: items[indexPath.row], in: tableView, at: indexPath)
        }
    }
#endif
