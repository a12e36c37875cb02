#if canImport(UIKit)
    import UIKit

    extension UIView {
        /// The nearest ancestor of `type`, if any: the collection or table view around a cell,
        /// the cell around a content view.
        func enclosing<T: UIView>(_ type: T.Type) -> T? {
            var view = superview
            while let current = view {
                if let match = current as? T { return match }
                view = current.superview
            }
            return nil
        }

        /// The nearest ancestor a container reuses (a collection view cell or supplementary view,
        /// a table view cell, header or footer), and which of them it is.
        var enclosingReusableView: (view: UIView, kind: ElementPosition.EnclosingView)? {
            var view = superview
            while let current = view {
                if let kind = current.reusableViewKind { return (current, kind) }
                view = current.superview
            }
            return nil
        }

        /// Which reusable view this is, nil for any other view.
        var reusableViewKind: ElementPosition.EnclosingView? {
            switch self {
            case is UICollectionViewCell: return .collectionViewCell
            case is UICollectionReusableView: return .collectionReusableView
            case is UITableViewCell: return .tableViewCell
            case is UITableViewHeaderFooterView: return .tableHeaderFooterView
            default: return nil
            }
        }
    }
#endif
