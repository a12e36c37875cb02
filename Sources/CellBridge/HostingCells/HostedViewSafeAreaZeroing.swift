#if canImport(UIKit)
    import ObjectiveC
    import UIKit

    /// The opt-in of ``LegacySafeAreaIsolation/zeroedSafeAreaInsets``: makes a hosting controller's
    /// view report zero `safeAreaInsets` on iOS 14 – 16.3, where no public API keeps the safe area
    /// out of a hosting view inside a cell.
    ///
    /// SwiftUI's hosting view class is private, so it cannot be subclassed at compile time. At run
    /// time, one subclass per hosting view class is made (`objc_allocateClassPair`) with a single
    /// method, the public `safeAreaInsets` getter, returning `.zero`, and the view's class is set
    /// to it (`object_setClass`). No private selector is called or replaced. This is the technique
    /// Airbnb's Epoxy ships for every hosting view in its cells (see the core's
    /// ``LegacySafeAreaIsolation`` for the trade-off). The subclass is made once and reused.
    @MainActor
    enum HostedViewSafeAreaZeroing {
        /// Makes `view` report no safe-area insets; false (and `view` untouched) when the runtime
        /// refused, which leaves the public-API behaviour.
        @discardableResult
        static func zeroSafeAreaInsets(of view: UIView) -> Bool {
            guard let viewClass = object_getClass(view) else { return false }
            let baseName = String(cString: class_getName(viewClass))
            if baseName.hasSuffix(suffix) { return true }
            let subclassName = baseName + suffix
            if let existing = NSClassFromString(subclassName) {
                object_setClass(view, existing)
                return true
            }
            let selector = #selector(getter: UIView.safeAreaInsets)
            guard let method = class_getInstanceMethod(UIView.self, selector),
                let subclass = subclassName.withCString({ objc_allocateClassPair(viewClass, $0, 0) })
            else { return false }
            let zero: @convention(block) (AnyObject) -> UIEdgeInsets = { _ in .zero }
            guard class_addMethod(subclass, selector, imp_implementationWithBlock(zero), method_getTypeEncoding(method))
            else {
                objc_disposeClassPair(subclass)
                return false
            }
            objc_registerClassPair(subclass)
            object_setClass(view, subclass)
            return true
        }

        private static let suffix = "_CellBridgeZeroSafeArea"
    }
#endif
