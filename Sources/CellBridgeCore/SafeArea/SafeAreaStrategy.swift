/// How the shell keeps unwanted safe-area insets and keyboard avoidance out of hosted content.
public enum SafeAreaStrategy: Hashable, Sendable {
    /// Leave the hosting controller alone: it respects every region (a whole screen's default).
    case systemDefault
    /// iOS 16.4+: set `UIHostingController.safeAreaRegions` to exactly these respected regions.
    case safeAreaRegions(respected: SafeAreaRegionSet)
    /// Before iOS 16.4, public API only (``LegacySafeAreaIsolation/publicAPIOnly``): wrap the root
    /// view in `.ignoresSafeArea(regions)` (public since iOS 14) for these ignored regions. SwiftUI
    /// then lays the content out as if the insets were zero, but the hosting view itself still
    /// receives them, and still moves its content when the keyboard shows.
    case ignoresSafeAreaModifier(ignored: SafeAreaRegionSet)
    /// Before iOS 16.4, the default (``LegacySafeAreaIsolation/zeroedSafeAreaInsets``): the root view
    /// ignores these regions with `.ignoresSafeArea`, the hosting controller's `_disableSafeArea`
    /// makes its view's safe area zero, and when the keyboard is among them the hosting view ignores
    /// its keyboard notification (Epoxy's PR #170), so it never sizes or shifts content by either.
    case zeroedSafeAreaInsets(ignored: SafeAreaRegionSet)

    /// The regions the root view must ignore with `.ignoresSafeArea`; empty when none.
    public var ignoredRegions: SafeAreaRegionSet {
        switch self {
        case .systemDefault, .safeAreaRegions: return []
        case .ignoresSafeAreaModifier(let ignored), .zeroedSafeAreaInsets(let ignored): return ignored
        }
    }
}
