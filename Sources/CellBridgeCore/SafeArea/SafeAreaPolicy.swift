/// Which safe-area regions hosted content respects, and the public API that achieves it per OS.
///
/// A hosted view inside a cell picks up the window's safe-area insets (Apple feedback
/// FB8176223): a cell under the home indicator or beside the notch grows padding it never asked
/// for, and with a text field on screen the cell's content jumps when the keyboard shows. Cells
/// must therefore respect no region at all. A whole screen usually wants the opposite, so the
/// policy is a value the shell reads, not a hard-coded choice:
///
/// | respected | iOS 16.4+ | iOS 14 – 16.3 |
/// | --- | --- | --- |
/// | all | system default | system default |
/// | some or none | `safeAreaRegions = respected` | `.ignoresSafeArea(all − respected)`, and the hosting view's insets zeroed (``LegacySafeAreaIsolation``) |
///
/// The layout margins of a cell's content are never derived from the safe area either
/// (``insetsLayoutMarginsFromSafeArea``).
///
/// ```swift
/// SafeAreaPolicy.cell.strategy(for: OSVersion(major: 16, minor: 4))  // .safeAreaRegions(respected: [])
/// SafeAreaPolicy.cell.strategy(for: OSVersion(major: 15))  // .zeroedSafeAreaInsets(ignored: .all)
/// ```
public struct SafeAreaPolicy: Hashable, Sendable {
    /// The first OS with public `UIHostingController.safeAreaRegions`.
    public static let safeAreaRegionsMinimumOS = OSVersion(major: 16, minor: 4)

    /// Regions the hosted content lays itself out around.
    public var respected: SafeAreaRegionSet

    public init(respected: SafeAreaRegionSet) {
        self.respected = respected
    }

    /// Cell content: no safe area, no keyboard avoidance.
    public static let cell = SafeAreaPolicy(respected: [])
    /// A whole screen: what `UIHostingController` does on its own.
    public static let screen = SafeAreaPolicy(respected: .all)
    /// A screen that handles the keyboard itself (a chat input bar, a bottom sheet).
    public static let screenIgnoringKeyboard = SafeAreaPolicy(respected: .container)

    /// The way to achieve the policy on `os`; `legacyIsolation` says whether the hosting view's
    /// safe area is zeroed before iOS 16.4 (``LegacySafeAreaIsolation``, the default), only where the
    /// container region is ignored.
    public func strategy(for os: OSVersion, legacyIsolation: LegacySafeAreaIsolation = .zeroedSafeAreaInsets)
        -> SafeAreaStrategy
    {
        if respected == .all { return .systemDefault }
        if os >= Self.safeAreaRegionsMinimumOS { return .safeAreaRegions(respected: respected) }
        let ignored = SafeAreaRegionSet.all.subtracting(respected)
        if legacyIsolation == .zeroedSafeAreaInsets, ignored.contains(.container) {
            return .zeroedSafeAreaInsets(ignored: ignored)
        }
        return .ignoresSafeAreaModifier(ignored: ignored)
    }

    /// Whether the view around the content may add safe-area insets to its layout margins.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        respected.contains(.container)
    }
}
