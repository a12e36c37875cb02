import UIKit

/// The app's existing reuse-identifier contract: every item names the cell that renders it.
protocol CollectionCellViewModel {
    var className: String { get }
}

/// Legacy UIKit cells are configured through this protocol, so the shared data source never needs
/// to know a concrete cell type.
protocol ConfigurableCell: UICollectionViewCell {
    func configure(with viewModel: CollectionCellViewModel)
}

extension NSObject {
    static var className: String { String(describing: self) }
}
