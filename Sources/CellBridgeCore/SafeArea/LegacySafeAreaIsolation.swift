/// How far CellBridge goes to keep the safe area out of cells on iOS 14 – 16.3, where UIKit has
/// no public way to do it completely.
///
/// From iOS 16.4 `UIHostingController.safeAreaRegions = []` does it with public API. Before,
/// `.ignoresSafeArea` lays the SwiftUI content out as if there were no insets, but the hosting
/// view itself still receives them: a cell under a translucent navigation bar, or beside the
/// home indicator, gets a hosting view whose safe area changes as it scrolls, and rows shift or
/// change height there. Airbnb's Epoxy met this (PRs #77, #159) and ships, in every hosting view
/// of every cell since 2021, a runtime subclass of the hosting view's class whose `safeAreaInsets`
/// is always zero. CellBridge offers the same technique, off by default:
///
/// | | public API only (default) | zeroed safe area (opt-in) |
/// | --- | --- | --- |
/// | iOS 16.4+ | `safeAreaRegions` | `safeAreaRegions` (the opt-in changes nothing) |
/// | iOS 14 – 16.3 | `.ignoresSafeArea` only | `.ignoresSafeArea` and a runtime subclass returning zero insets |
///
/// The trade-off: the opt-in creates a subclass of SwiftUI's private hosting view class at run
/// time (`objc_allocateClassPair`) and overrides only the public `safeAreaInsets` getter; it calls
/// no private method. It runs only on iOS 14 – 16.3, whose SwiftUI no longer changes, so a future
/// OS cannot break it; the price is that it depends on how those systems' hosting view reads its
/// insets, which only Epoxy's years of production use vouch for.
public enum LegacySafeAreaIsolation: Hashable, Sendable {
    /// Public API only: `safeAreaRegions` from iOS 16.4, `.ignoresSafeArea` before.
    case publicAPIOnly
    /// Also zero the hosting view's own safe-area insets on iOS 14 – 16.3 (a runtime subclass).
    case zeroedSafeAreaInsets
}
