#if canImport(UIKit)
    import SwiftUI
    import UIKit

    /// The hosting controller of every slot: a plain `UIHostingController` that reports what UIKit
    /// did to it — its appearance callbacks and its view's layout passes — to the slot.
    ///
    /// A contained controller's appearance is driven by UIKit too (the parent forwards its own
    /// transitions; a child appears when its view enters a window), not only by the core's
    /// `willDisplay` / `didEndDisplaying` transitions. These four overrides are the one public
    /// way to know what UIKit did, so the core can follow it (``ControllerAppearance``) instead
    /// of nesting a manual transition inside UIKit's.
    ///
    /// It is a ``CellBridgeHostingController``, so an app's `children` walks and impression
    /// tracking can tell it apart from its own screens.
    final class SlotHostingController<Content: View>: UIHostingController<Content>, CellBridgeHostingController {
        /// Called after each appearance callback with the state UIKit just put the controller in.
        /// Set by the slot with a weak capture: the slot owns this controller.
        var onAppearanceChange: ((ControllerAppearance) -> Void)?

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            onAppearanceChange?(.appearing)
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            onAppearanceChange?(.appeared)
        }

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            onAppearanceChange?(.disappearing)
        }

        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            onAppearanceChange?(.disappeared)
        }
    }
#endif
