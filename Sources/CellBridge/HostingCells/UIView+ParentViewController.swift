#if canImport(UIKit)
    import UIKit

    extension UIView {
        /// The nearest view controller up the responder chain, or nil.
        ///
        /// Often nil where it is first needed: inside `cellForItemAt` a dequeued cell is not in
        /// the collection view yet, so its chain ends at the cell. That is why hosting slots ask
        /// again on every superview and window change and right before measuring.
        var nearestViewController: UIViewController? {
            var responder: UIResponder? = next
            while let current = responder {
                if let controller = current as? UIViewController { return controller }
                responder = current.next
            }
            return nil
        }
    }
#endif
