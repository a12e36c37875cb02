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
    /// of nesting a manual transition inside UIKit's. Content that changed its own size is noticed
    /// (``HostedSizeFollower``) where the OS says so: from iOS 16 SwiftUI sets `preferredContentSize`
    /// to the content's ideal size (`sizingOptions` contains `.preferredContentSize`), on iOS 14–15
    /// in the hosted view's layout passes (``SizeFollowingSignal``).
    final class SlotHostingController<Content: View>: UIHostingController<Content> {
        /// Called after each appearance callback with the state UIKit just put the controller in.
        /// Set by the slot with a weak capture: the slot owns this controller.
        var onAppearanceChange: ((ControllerAppearance) -> Void)?
        /// Called after each layout pass of the hosted view.
        var onLayout: (() -> Void)?
        /// Called when `preferredContentSize` changes: from iOS 16, SwiftUI reporting a new ideal size.
        var onPreferredContentSizeChange: ((CGSize) -> Void)?

        override var preferredContentSize: CGSize {
            didSet {
                if preferredContentSize != oldValue { onPreferredContentSizeChange?(preferredContentSize) }
            }
        }

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

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            onLayout?()
        }
    }
#endif
