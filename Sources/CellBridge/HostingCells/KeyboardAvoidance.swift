#if canImport(UIKit)
    import ObjectiveC
    import UIKit

    /// Turns a hosting view's keyboard avoidance off before iOS 16.4, where `safeAreaRegions` (the
    /// public way) does not exist: the mechanism Airbnb's Epoxy ships by default for every hosting
    /// view in a cell (PR #170, after `.ignoresSafeArea(.keyboard)` did not stop the content moving).
    ///
    /// SwiftUI's hosting view moves its content in `keyboardWillShowWithNotification:`. The view's
    /// class is given a subclass, made once per hosting view class and registered with the
    /// Objective-C runtime, whose implementation of that selector does nothing; the view becomes an
    /// instance of it. Nothing is swizzled: every other hosting view keeps its class. When the
    /// selector is not there (a SwiftUI that handles the keyboard otherwise), nothing is done.
    /// Epoxy notes that the subclass "breaks on iOS 26"; it is used only below iOS 16.4, whose
    /// SwiftUI no longer changes (``LegacySafeAreaIsolation`` states the trade-off).
    @MainActor
    enum KeyboardAvoidance {
        static func disable(in view: UIView) {
            guard let viewClass = object_getClass(view) else { return }
            let name = String(cString: class_getName(viewClass))
            guard !name.hasSuffix(subclassSuffix) else { return }
            if let subclass = subclass(of: viewClass, named: name + subclassSuffix) {
                object_setClass(view, subclass)
            }
        }

        private static let subclassSuffix = "_CellBridgeIgnoresKeyboard"
        private static let keyboardWillShow = NSSelectorFromString("keyboardWillShowWithNotification:")

        /// The subclass of `viewClass` that ignores the keyboard notification, made on first use;
        /// nil when `viewClass` has no such method or the runtime refuses the class.
        private static func subclass(of viewClass: AnyClass, named name: String) -> AnyClass? {
            if let existing = NSClassFromString(name) { return existing }
            guard let method = class_getInstanceMethod(viewClass, keyboardWillShow),
                let subclass = objc_allocateClassPair(viewClass, name, 0)
            else { return nil }
            let ignore: @convention(block) (AnyObject, AnyObject) -> Void = { _, _ in }
            class_addMethod(
                subclass, keyboardWillShow, imp_implementationWithBlock(ignore), method_getTypeEncoding(method))
            objc_registerClassPair(subclass)
            return subclass
        }
    }
#endif
