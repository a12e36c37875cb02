#if canImport(UIKit)
    import CellBridge
    import UIKit

    /// A horizontal lane of products: the heavy cell the source article says to keep in UIKit.
    ///
    /// As SwiftUI it would be a `ScrollView` of twenty-four tiles rebuilt on every configure of
    /// the outer cell. As a UIKit cell with its own horizontal collection view it reuses its
    /// tiles, builds only the visible ones and keeps its scroll position across reuse.
    @objc(ProductLaneCell)
    final class ProductLaneCell: UICollectionViewCell, ConfigurableCell, UICollectionViewDataSource {
        static let height: CGFloat = 148

        private let laneView: UICollectionView
        private var products: [DemoStore.Product] = []
        /// The lane's view model, to hand the scroll position back on reuse.
        private weak var viewModel: ProductLaneCellViewModel?

        override init(frame: CGRect) {
            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = .horizontal
            layout.itemSize = CGSize(width: 112, height: Self.height - 16)
            layout.minimumLineSpacing = 10
            layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
            laneView = UICollectionView(frame: .zero, collectionViewLayout: layout)
            super.init(frame: frame)
            laneView.backgroundColor = .clear
            laneView.showsHorizontalScrollIndicator = false
            // A cell's own scroll view must not take safe-area insets: they would eat into the
            // height the tiles need when the cell passes under a bar.
            laneView.contentInsetAdjustmentBehavior = .never
            laneView.register(ProductTileCell.self, forCellWithReuseIdentifier: ProductTileCell.reuseIdentifier)
            laneView.dataSource = self
            laneView.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(laneView)
            // The lane is always as tall as its tiles need, even while the cell still has the
            // layout's estimated height (80 pt in the feed) before it is measured: pinned to the
            // bottom with a breakable priority, it overflows an estimate instead of squeezing its
            // flow layout below the item height (UIKit's "the item height must be less than the
            // height of the UICollectionView" warning). Measuring still answers `height`: the
            // bottom pin beats the fitting priority.
            let bottom = laneView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor)
            bottom.priority = .defaultHigh
            NSLayoutConstraint.activate([
                laneView.topAnchor.constraint(equalTo: contentView.topAnchor),
                laneView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                laneView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                laneView.heightAnchor.constraint(equalToConstant: Self.height),
                bottom,
            ])
        }

        /// The lane's height whatever the layout estimated, so the feed never shows it at the
        /// estimate first (it is the one cell whose height is known up front).
        override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
            -> UICollectionViewLayoutAttributes
        {
            let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
            attributes.size.height = Self.height
            return attributes
        }

        required init?(coder: NSCoder) {
            fatalError("ProductLaneCell is built in code")
        }

        override func prepareForReuse() {
            super.prepareForReuse()
            viewModel?.scrollOffset = laneView.contentOffset.x
        }

        func configure(with viewModel: CollectionCellViewModel) {
            guard let viewModel = viewModel as? ProductLaneCellViewModel else { return }
            self.viewModel = viewModel
            products = viewModel.products
            laneView.reloadData()
            // Lay out the cell, not only the lane: the lane's own frame comes from the cell's
            // constraints, and restoring the offset needs its tiles laid out at that frame.
            layoutIfNeeded()
            laneView.contentOffset.x = viewModel.scrollOffset
        }

        // MARK: UICollectionViewDataSource

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            products.count
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(
                withReuseIdentifier: ProductTileCell.reuseIdentifier, for: indexPath)
            (cell as? ProductTileCell)?.show(products[indexPath.item])
            return cell
        }
    }

    /// The lane's view model. A class so the lane's scroll position outlives the cell that
    /// showed it.
    final class ProductLaneCellViewModel: CollectionCellViewModel {
        let products: [DemoStore.Product]
        var scrollOffset: CGFloat = 0

        init(products: [DemoStore.Product]) {
            self.products = products
        }

        var className: String { String(describing: ProductLaneCell.self) }
    }

    /// One product in the lane.
    final class ProductTileCell: UICollectionViewCell {
        static let reuseIdentifier = "ProductTileCell"

        private let swatch = UIView()
        private let nameLabel = UILabel()
        private let priceLabel = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.backgroundColor = .secondarySystemBackground
            contentView.layer.cornerRadius = 10
            contentView.layer.masksToBounds = true
            nameLabel.font = .preferredFont(forTextStyle: .footnote)
            priceLabel.font = .preferredFont(forTextStyle: .caption1)
            priceLabel.textColor = .secondaryLabel
            let stack = UIStackView(arrangedSubviews: [swatch, nameLabel, priceLabel])
            stack.axis = .vertical
            stack.spacing = 4
            stack.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
                stack.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor, constant: -8),
                swatch.heightAnchor.constraint(equalToConstant: 72),
            ])
            swatch.layer.cornerRadius = 8
        }

        required init?(coder: NSCoder) {
            fatalError("ProductTileCell is built in code")
        }

        func show(_ product: DemoStore.Product) {
            swatch.backgroundColor = UIColor(hue: CGFloat(product.hue), saturation: 0.45, brightness: 0.9, alpha: 1)
            nameLabel.text = product.name
            priceLabel.text = product.price
        }
    }
#endif
