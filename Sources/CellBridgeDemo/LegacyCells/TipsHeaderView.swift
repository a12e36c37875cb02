#if canImport(UIKit)
    import CellBridge
    import UIKit

    /// A legacy section header built in code: the bridge registers it by class for headers, found by
    /// its Objective-C name, and configures it through `ConfigurableCell` like a legacy cell.
    @objc(TipsHeaderView)
    final class TipsHeaderView: UITableViewHeaderFooterView, ConfigurableCell {
        private let label = UILabel()

        override init(reuseIdentifier: String?) {
            super.init(reuseIdentifier: reuseIdentifier)
            label.font = .preferredFont(forTextStyle: .footnote)
            label.textColor = .secondaryLabel
            label.adjustsFontForContentSizeCategory = true
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
            ])
        }

        required init?(coder: NSCoder) {
            fatalError("TipsHeaderView is built in code")
        }

        func configure(with viewModel: CollectionCellViewModel) {
            label.text = (viewModel as? TipsHeaderViewModel)?.title.uppercased()
        }
    }

    struct TipsHeaderViewModel: CollectionCellViewModel {
        let title: String

        var className: String { String(describing: TipsHeaderView.self) }
    }
#endif
