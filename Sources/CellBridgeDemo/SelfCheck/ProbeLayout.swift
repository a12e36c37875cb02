#if canImport(UIKit)
    import UIKit

    /// The collection-view layouts the probes run in; every item sizes itself from an estimate.
    enum ProbeLayout {
        /// A compositional vertical list, the layout a migrated feed uses; with section headers
        /// when the screen has them.
        case list
        /// A flow layout with estimated item sizes, the layout older apps use; with section headers
        /// (their reference size the estimate they size themselves from) when the screen has them.
        case flow

        /// A collection view with this layout, with section headers or none, filling `view`, added
        /// to it.
        @MainActor
        func collectionView(filling view: UIView, withHeaders: Bool = false) -> UICollectionView {
            let collectionView = UICollectionView(
                frame: view.bounds, collectionViewLayout: make(withHeaders: withHeaders, width: view.bounds.width))
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(collectionView)
            return collectionView
        }

        @MainActor
        func make(withHeaders: Bool, width: CGFloat) -> UICollectionViewLayout {
            switch self {
            case .list:
                let size = NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .estimated(ProbeHeights.itemEstimate))
                let group = NSCollectionLayoutGroup.vertical(
                    layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                let section = NSCollectionLayoutSection(group: group)
                if withHeaders {
                    section.boundarySupplementaryItems = [
                        NSCollectionLayoutBoundarySupplementaryItem(
                            layoutSize: NSCollectionLayoutSize(
                                widthDimension: .fractionalWidth(1),
                                heightDimension: .estimated(ProbeHeights.headerEstimate)),
                            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                    ]
                }
                return UICollectionViewCompositionalLayout(section: section)
            case .flow:
                let layout = UICollectionViewFlowLayout()
                layout.estimatedItemSize = CGSize(width: width, height: ProbeHeights.itemEstimate)
                layout.minimumLineSpacing = 0
                layout.minimumInteritemSpacing = 0
                if withHeaders {
                    layout.headerReferenceSize = CGSize(width: width, height: ProbeHeights.headerEstimate)
                }
                return layout
            }
        }
    }
#endif
