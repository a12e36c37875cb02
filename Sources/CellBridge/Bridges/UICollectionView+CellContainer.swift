#if canImport(UIKit)
    import UIKit

    extension UICollectionView: CellContainer {
        static func makeDetachedCell() -> UICollectionViewCell { UICollectionViewCell() }

        static var containerKind: ContainerKind { .collectionView }

        static func baseClass(of element: ReusableElement) -> AnyClass {
            element == .cell ? UICollectionViewCell.self : UICollectionReusableView.self
        }

        /// Cells serve as supplementary views too: a `UICollectionViewCell` is a reusable view.
        static func hostingClass(for source: CellSource, as element: ReusableElement, listCells: Bool)
            -> (any BridgeHostingView.Type)?
        {
            let listRow = element.usesListCell(inListLayout: listCells)
            switch source {
            case .hostingCell: return listRow ? HostingCollectionViewListCell.self : HostingCollectionViewCell.self
            case .hostingConfigurationCell:
                return listRow
                    ? HostingConfigurationCollectionViewListCell.self : HostingConfigurationCollectionViewCell.self
            case .nib, .cellClass: return nil
            }
        }

        func registerNib(_ nib: UINib, as element: ReusableElement, reuseIdentifier: String) {
            switch element {
            case .cell, .tableHeaderFooter:
                register(nib, forCellWithReuseIdentifier: reuseIdentifier)
            case .supplementary(let kind):
                register(nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: reuseIdentifier)
            }
        }

        func registerClass(_ viewClass: AnyClass?, as element: ReusableElement, reuseIdentifier: String) {
            switch element {
            case .cell, .tableHeaderFooter:
                register(viewClass, forCellWithReuseIdentifier: reuseIdentifier)
            case .supplementary(let kind):
                register(viewClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: reuseIdentifier)
            }
        }

        func dequeueCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
            dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        }

        /// UIKit has no public query, and dequeuing an identifier nobody registered throws: the
        /// container cannot tell. A screen loaded from a storyboard may hold prototype cells.
        func existingRegistration(of identifier: String, as element: ReusableElement) -> (ExistingRegistration, UIView?)
        {
            (.unknown(prototypesPossible: nearestViewController?.storyboard != nil), nil)
        }

        func dequeueSupplementaryView(as element: ReusableElement, reuseIdentifier: String, at indexPath: IndexPath)
            -> UIView?
        {
            guard case .supplementary(let kind) = element else { return nil }
            return dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: reuseIdentifier, for: indexPath)
        }

        func currentPosition(ofSupplementary view: UIView, as element: ReusableElement) -> IndexPath? {
            guard case .supplementary(let kind) = element else { return nil }
            return indexPathsForVisibleSupplementaryElements(ofKind: kind).first {
                supplementaryView(forElementKind: kind, at: $0) === view
            }
        }

        /// What `view` is here, for a view nobody told (``ElementPosition/element(enclosedBy:hasCellIndexPath:placed:)``):
        /// a cell if this collection view gives it an index path, else the supplementary element
        /// the layout places in its frame and this collection view shows it for. The frame is
        /// converted to this view's coordinates: an orthogonally scrolling section's views lie
        /// in a scroll view of their own.
        /// Nil for a view off screen (in the reuse pool): nothing places it; nil too for a view that
        /// is not a cell here unless `askingLayout` (``HostedContentContext/refreshElement(askingLayout:)``
        /// says when the layout may be asked).
        func element(of view: UIView, enclosedBy kind: ElementPosition.EnclosingView, askingLayout: Bool)
            -> ReusableElement?
        {
            guard view.window != nil, !view.isHidden else { return nil }
            let cellIndexPath = (view as? UICollectionViewCell).flatMap { indexPath(for: $0) }
            guard cellIndexPath != nil || askingLayout else { return nil }
            var placed: [ElementPosition.PlacedElement] = []
            if cellIndexPath == nil {
                let frame = view.convert(view.bounds, to: self)
                for attributes in collectionViewLayout.layoutAttributesForElements(in: frame) ?? []
                where attributes.representedElementCategory == .supplementaryView {
                    let kind = attributes.representedElementKind
                    let shows = kind.map { supplementaryView(forElementKind: $0, at: attributes.indexPath) === view }
                    placed.append(.init(category: .supplementaryView, kind: kind, showsTheView: shows ?? false))
                }
            }
            return ElementPosition.element(enclosedBy: kind, hasCellIndexPath: cellIndexPath != nil, placed: placed)
        }

        var visibleIndexPaths: [IndexPath] { indexPathsForVisibleItems }

        func visibleCell(at indexPath: IndexPath) -> UICollectionViewCell? {
            cellForItem(at: indexPath)
        }

        func currentIndexPath(of cell: UICollectionViewCell) -> IndexPath? {
            indexPath(for: cell)
        }
    }
#endif
