/// How far CellBridge goes to keep the safe area and the keyboard out of cells on iOS 14 – 16.3,
/// where UIKit has no public way to do it completely.
///
/// From iOS 16.4 `UIHostingController.safeAreaRegions = []` does it with public API. Before,
/// `.ignoresSafeArea` lays the SwiftUI content out as if there were no insets, but the hosting
/// view itself still receives them: a cell under a translucent navigation bar, or beside the
/// home indicator, gets a hosting view whose safe area changes as it scrolls, and rows shift or
/// change height there; and the hosting view still moves its content when the keyboard shows.
/// Airbnb's Epoxy met both and ships, by default, in every hosting view it puts in a cell:
/// `UIHostingController._disableSafeArea = true` (PR #77; the underscored property SwiftUI's own
/// interface declares public from iOS 13 and deprecates in 16.4 for `safeAreaRegions`), and,
/// below iOS 16.4, keyboard avoidance turned off by a runtime subclass of the hosting view whose
/// `keyboardWillShowWithNotification:` does nothing (PR #170: `.ignoresSafeArea(.keyboard)` did not
/// do it; PR #178 moved 16.4+ to `safeAreaRegions`, where the subclass is not needed). CellBridge
/// takes the same default:
///
/// | | zeroed safe area (default) | public API only (opt-out) |
/// | --- | --- | --- |
/// | iOS 16.4+ | `safeAreaRegions` | `safeAreaRegions` (the setting changes nothing) |
/// | iOS 14 – 16.3 | `.ignoresSafeArea`, `_disableSafeArea = true`, keyboard notification ignored | `.ignoresSafeArea` only |
///
/// The trade-off, stated where the setting is: the default uses an underscored property Apple
/// declares but does not document, and subclasses SwiftUI's hosting view at run time to ignore one
/// keyboard notification; both only on iOS 14 – 16.3, whose SwiftUI no longer changes, so a future
/// OS cannot break them (Epoxy's note that its subclass "breaks on iOS 26" is why it stops at 16.4).
/// What vouches for them is Epoxy shipping them in Airbnb's app, not Apple's documentation. The
/// opt-out keeps to public API and lets rows shift under bars and move with the keyboard there.
public enum LegacySafeAreaIsolation: Hashable, Sendable {
    /// Public API only: `safeAreaRegions` from iOS 16.4, `.ignoresSafeArea` before.
    case publicAPIOnly
    /// Also zero the hosting view's own safe-area insets (`_disableSafeArea`) and ignore its keyboard
    /// notification on iOS 14 – 16.3: Epoxy's default, and CellBridge's.
    case zeroedSafeAreaInsets
}
