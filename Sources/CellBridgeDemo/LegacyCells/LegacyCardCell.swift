#if canImport(UIKit)
    import UIKit

    /// The look every legacy card of the demo shares: a title, a detail line and a badge.
    ///
    /// The subclasses are the app's pre-migration XIB cells. Each has a XIB of its own name in
    /// the demo's resources whose outlets land here. When the XIB was not compiled — `swift build`
    /// copies `.xib` files without compiling them, only Xcode runs ibtool — the bridge finds the
    /// class by its Objective-C name instead and `init(frame:)` builds the same card in code,
    /// so the screen works either way.
    class LegacyCardCell: UICollectionViewCell {
        @IBOutlet var titleLabel: UILabel!
        @IBOutlet var detailLabel: UILabel!
        @IBOutlet var badgeLabel: UILabel!

        override init(frame: CGRect) {
            super.init(frame: frame)
            let title = UILabel()
            title.font = .preferredFont(forTextStyle: .headline)
            title.numberOfLines = 0
            let detail = UILabel()
            detail.font = .preferredFont(forTextStyle: .subheadline)
            detail.textColor = .secondaryLabel
            detail.numberOfLines = 0
            let badge = UILabel()
            badge.font = .preferredFont(forTextStyle: .caption1)
            badge.textAlignment = .right
            badge.setContentHuggingPriority(.required, for: .horizontal)
            badge.setContentCompressionResistancePriority(.required, for: .horizontal)
            for label in [title, detail, badge] {
                label.translatesAutoresizingMaskIntoConstraints = false
                label.adjustsFontForContentSizeCategory = true
                contentView.addSubview(label)
            }
            NSLayoutConstraint.activate([
                title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                badge.leadingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 8),
                badge.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                badge.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
                detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
                detail.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                detail.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                detail.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            ])
            titleLabel = title
            detailLabel = detail
            badgeLabel = badge
            applyCardStyle()
        }

        /// The XIB path: styled here, once, rather than in `awakeFromNib`, which the iOS 16.5 SDK
        /// leaves nonisolated; the decoded content view is there as soon as `super` returns.
        required init?(coder: NSCoder) {
            super.init(coder: coder)
            applyCardStyle()
        }

        /// Shows the card's content; the subclasses map their view model onto it.
        func show(title: String, detail: String, badge: String, tint: UIColor) {
            titleLabel.text = title
            detailLabel.text = detail
            badgeLabel.text = badge
            badgeLabel.textColor = tint
            contentView.backgroundColor = tint.withAlphaComponent(0.12)
        }

        private func applyCardStyle() {
            contentView.layer.cornerRadius = 12
            contentView.layer.masksToBounds = true
            contentView.backgroundColor = .secondarySystemBackground
        }
    }
#endif
