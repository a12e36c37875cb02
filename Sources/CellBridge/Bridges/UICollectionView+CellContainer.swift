#if canImport(UIKit)
    import UIKit

    extension UICollectionView: CellContainer {
        typealias HostingCell = HostingCollectionViewCell

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

        /// The one shared `CellRegistration`, created with the bridge.
        func makeSharedHostingRegistration(configure: @escaping ConfigureHostingConfigurationCell)
            -> CellRegistration<HostingConfigurationCollectionViewCell, HostedItem>
        {
            CellRegistration { cell, _, item in configure(cell, item) }
        }

        func dequeueHostingConfigurationCell(
            using registration: CellRegistration<HostingConfigurationCollectionViewCell, HostedItem>,
            item: HostedItem, for indexPath: IndexPath
        ) -> UICollectionViewCell? {
            dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
    }
#endif
