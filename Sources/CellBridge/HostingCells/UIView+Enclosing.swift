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
    }
#endif
