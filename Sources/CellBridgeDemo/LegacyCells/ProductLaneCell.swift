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
            laneView.register(ProductTileCell.self, forCellWithReuseIdentifier: ProductTileCell.reuseIdentifier)
            laneView.dataSource = self
            laneView.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(laneView)
            let height = laneView.heightAnchor.constraint(equalToConstant: Self.height)
            height.priority = .defaultHigh
            NSLayoutConstraint.activate([
                laneView.topAnchor.constraint(equalTo: contentView.topAnchor),
                laneView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                laneView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                laneView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                height,
            ])
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
            laneView.layoutIfNeeded()
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
