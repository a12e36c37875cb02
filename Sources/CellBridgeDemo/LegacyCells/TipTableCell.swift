#if canImport(UIKit)
    import CellBridge
    import UIKit

    /// A legacy table cell built in code, with no XIB: the bridge registers it by class, found by
    /// its Objective-C name (`NSClassFromString("TipTableCell")`).
    @objc(TipTableCell)
    final class TipTableCell: UITableViewCell, ConfigurableCell {
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
            textLabel?.numberOfLines = 0
            detailTextLabel?.numberOfLines = 0
            detailTextLabel?.textColor = .secondaryLabel
            imageView?.image = UIImage(systemName: "lightbulb")
            imageView?.tintColor = .systemYellow
        }

        required init?(coder: NSCoder) {
            fatalError("TipTableCell is built in code")
        }

        func configure(with viewModel: CollectionCellViewModel) {
            guard let viewModel = viewModel as? TipCellViewModel else { return }
            textLabel?.text = viewModel.title
            detailTextLabel?.text = viewModel.detail
        }
    }

    struct TipCellViewModel: CollectionCellViewModel {
        let title: String
        let detail: String

        var className: String { String(describing: TipTableCell.self) }
    }
#endif
