#if canImport(UIKit)
    import UIKit

    extension UICollectionView: CellContainer {
        typealias HostingCell = HostingCollectionViewCell
        typealias ConfigurationCell = HostingConfigurationCollectionViewCell

        static func makeDetachedCell() -> UICollectionViewCell { UICollectionViewCell() }

        func registerNib(_ nib: UINib, forReuseIdentifier identifier: String) {
            register(nib, forCellWithReuseIdentifier: identifier)
        }

        func registerClass(_ cellClass: AnyClass?, forReuseIdentifier identifier: String) {
            register(cellClass, forCellWithReuseIdentifier: identifier)
        }

        func dequeueCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
            dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        }

        func visibleCell(at indexPath: IndexPath) -> UICollectionViewCell? {
            cellForItem(at: indexPath)
        }

        func currentIndexPath(of cell: UICollectionViewCell) -> IndexPath? {
            indexPath(for: cell)
        }
    }
#endif
