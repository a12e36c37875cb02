#if canImport(UIKit)
    import UIKit

    extension UIView {
        /// Pins this view's four edges to `container`'s with Auto Layout; it must already be a
        /// subview of `container` and not translate its autoresizing mask.
        func pinEdges(to container: UIView) {
            NSLayoutConstraint.activate([
                topAnchor.constraint(equalTo: container.topAnchor),
                leadingAnchor.constraint(equalTo: container.leadingAnchor),
                trailingAnchor.constraint(equalTo: container.trailingAnchor),
                bottomAnchor.constraint(equalTo: container.bottomAnchor),
            ])
        }
    }
#endif
