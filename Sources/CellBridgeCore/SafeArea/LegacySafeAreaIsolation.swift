/// How far CellBridge goes to keep the safe area out of cells on iOS 14 – 16.3, where UIKit has
/// no documented way to do it completely.
///
/// From iOS 16.4 `UIHostingController.safeAreaRegions = []` does it with public API. Before,
/// `.ignoresSafeArea` lays the SwiftUI content out as if there were no insets, but the hosting
/// view itself still receives them: a cell under a translucent navigation bar, or beside the
/// home indicator, gets a hosting view whose safe area changes as it scrolls, and rows shift or
/// change height there. Airbnb's Epoxy met this (PRs #77, #159); it first zeroed the hosting view's
/// `safeAreaInsets` with a runtime subclass, and now sets `UIHostingController._disableSafeArea`,
/// the underscored property SwiftUI's own interface declares public from iOS 13 and deprecates
/// in 16.4 in favour of `safeAreaRegions`. CellBridge offers the same property, off by default:
///
/// | | public API only (default) | zeroed safe area (opt-in) |
/// | --- | --- | --- |
/// | iOS 16.4+ | `safeAreaRegions` | `safeAreaRegions` (the opt-in changes nothing) |
/// | iOS 14 – 16.3 | `.ignoresSafeArea` only | `.ignoresSafeArea` and `_disableSafeArea = true` |
///
/// The trade-off: `_disableSafeArea` is underscored and undocumented — Apple declares it in the
/// SDK (it compiles, no private selector is called, no class is swizzled or subclassed at run time)
/// but promises nothing about it. It is used only on iOS 14 – 16.3, whose SwiftUI no longer
/// changes, so a future OS cannot break it; what vouches for its behaviour there is its wide use
/// (Epoxy, Point-Free's snapshot testing and others), not Apple's documentation.
public enum LegacySafeAreaIsolation: Hashable, Sendable {
    /// Public API only: `safeAreaRegions` from iOS 16.4, `.ignoresSafeArea` before.
    case publicAPIOnly
    /// Also zero the hosting view's own safe-area insets on iOS 14 – 16.3 (`_disableSafeArea`).
    case zeroedSafeAreaInsets
}
