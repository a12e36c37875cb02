/// The safe-area regions hosted SwiftUI content may respect: the container's (notch, home
/// indicator, bars) and the keyboard's. Mirrors SwiftUI's `SafeAreaRegions` without SwiftUI.
public struct SafeAreaRegionSet: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let container = SafeAreaRegionSet(rawValue: 1 << 0)
    public static let keyboard = SafeAreaRegionSet(rawValue: 1 << 1)
    public static let all: SafeAreaRegionSet = [.container, .keyboard]
}
