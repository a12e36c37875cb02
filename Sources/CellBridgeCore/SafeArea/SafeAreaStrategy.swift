/// How the shell keeps unwanted safe-area insets and keyboard avoidance out of hosted content.
public enum SafeAreaStrategy: Hashable, Sendable {
    /// Leave the hosting controller alone: it respects every region (a whole screen's default).
    case systemDefault
    /// iOS 16.4+: set `UIHostingController.safeAreaRegions` to exactly these respected regions.
    case safeAreaRegions(respected: SafeAreaRegionSet)
    /// Before iOS 16.4: wrap the root view in `.ignoresSafeArea(regions)` (public since iOS 14)
    /// for these ignored regions. SwiftUI then lays the content out as if the insets were zero.
    /// What it cannot do: the hosting view itself still receives the insets (the opt-in
    /// ``zeroedSafeAreaInsets(ignored:)`` fixes that), and on iOS 14–15 a hosting controller may
    /// still be scrolled by UIKit's own keyboard handling in a few layouts; the complete fix for
    /// that is a swizzle of the hosting view's keyboard notifications, which CellBridge refuses
    /// (Epoxy's is reported to break on iOS 26).
    case ignoresSafeAreaModifier(ignored: SafeAreaRegionSet)
    /// Before iOS 16.4, opted in (``LegacySafeAreaIsolation/zeroedSafeAreaInsets``): the root view
    /// ignores these regions with `.ignoresSafeArea`, and the hosting controller's
    /// `_disableSafeArea` makes its view's safe area zero, so it never sizes or shifts content by
    /// the insets (``LegacySafeAreaIsolation`` says what that property is).
    case zeroedSafeAreaInsets(ignored: SafeAreaRegionSet)

    /// The regions the root view must ignore with `.ignoresSafeArea`; empty when none.
    public var ignoredRegions: SafeAreaRegionSet {
        switch self {
        case .systemDefault, .safeAreaRegions: return []
        case .ignoresSafeAreaModifier(let ignored), .zeroedSafeAreaInsets(let ignored): return ignored
        }
    }
}
