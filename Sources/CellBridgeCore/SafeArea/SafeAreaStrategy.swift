/// How the shell keeps unwanted safe-area insets and keyboard avoidance out of hosted content.
public enum SafeAreaStrategy: Hashable, Sendable {
    /// Leave the hosting controller alone: it respects every region (a whole screen's default).
    case systemDefault
    /// iOS 16.4+: set `UIHostingController.safeAreaRegions` to exactly these respected regions.
    case safeAreaRegions(respected: SafeAreaRegionSet)
    /// Before iOS 16.4: wrap the root view in `.ignoresSafeArea(regions)` (public since iOS 14)
    /// for these ignored regions. SwiftUI then lays the content out as if the insets were zero.
    /// What it cannot do: the hosting view itself still receives the insets, and on iOS 14–15 a
    /// hosting controller may still be scrolled by UIKit's own keyboard handling in a few
    /// layouts; the only complete fixes there are private API or swizzling, which CellBridge
    /// refuses (Epoxy's swizzle is reported to break on iOS 26).
    case ignoresSafeAreaModifier(ignored: SafeAreaRegionSet)
}
