#if canImport(UIKit)
    import UIKit

    /// What both forwarding delegates share: every selector the app's own delegate implements is
    /// forwarded to it, so one object can be the view's delegate and leave the app's methods in place.
    ///
    /// The mechanism is the Objective-C runtime's documented fast forwarding
    /// (`forwardingTarget(for:)`) with `responds(to:)` answering for the app's delegate too: UIKit
    /// asks a delegate what it implements before it calls it. IGListKit ships the same shape as the
    /// delegate of every list in Instagram (`IGListAdapterProxy`), flow-layout and scroll-view
    /// methods included. Set the delegate once the app's object exists: UIKit reads what a delegate
    /// implements when it is assigned.
    class ForwardingDelegate: NSObject {
        /// The app's delegate, held weakly (it usually owns the bridge). Read by the runtime's
        /// forwarding, which UIKit drives on the main thread.
        private let appTarget: WeakObject

        init(forwardingTo appDelegate: NSObjectProtocol?) {
            appTarget = WeakObject(appDelegate)
            super.init()
        }

        /// The app's delegate, if it is still there.
        var appDelegate: NSObjectProtocol? { appTarget.object }

        /// Ties this delegate's life to `owner`'s (the app's delegate), under `key` (one per bridge,
        /// so one app delegate may serve several).
        func keepAlive(by owner: AnyObject, key: UnsafeRawPointer) {
            objc_setAssociatedObject(owner, key, self, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }

        override func responds(to aSelector: Selector!) -> Bool {
            super.responds(to: aSelector) || appTarget.object?.responds(to: aSelector) == true
        }

        /// A layout or a library that casts the view's delegate to a protocol of its own (MagazineLayout
        /// reads `delegate as? UICollectionViewDelegateMagazineLayout`) asks this: the app's delegate
        /// answers for what it adopts, as it answers for what it implements.
        override func conforms(to aProtocol: Protocol) -> Bool {
            super.conforms(to: aProtocol) || appTarget.object?.conforms(to: aProtocol) == true
        }

        override func forwardingTarget(for aSelector: Selector!) -> Any? {
            if let app = appTarget.object, app.responds(to: aSelector) { return app }
            return super.forwardingTarget(for: aSelector)
        }
    }

    /// A forwarding delegate a bridge remembers without keeping it (its app's delegate keeps it).
    struct WeakForwardingDelegate<Delegate: ForwardingDelegate> {
        weak var delegate: Delegate?

        init(_ delegate: Delegate) {
            self.delegate = delegate
        }
    }

    /// A weak reference that may be read outside the main actor's checking (the runtime's
    /// forwarding calls are not isolated); it is written once, at creation.
    final class WeakObject: @unchecked Sendable {
        private(set) weak var object: NSObjectProtocol?

        init(_ object: NSObjectProtocol?) {
            self.object = object
        }
    }
#endif
