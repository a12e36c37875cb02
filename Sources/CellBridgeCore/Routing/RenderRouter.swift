/// Decides the render path of every item, once per OS, without knowing any feature type.
///
/// The router is the one place that knows which OS gets `UIHostingConfiguration`. The shell
/// builds it once per bridge; routing an item is a branch and a copy, cheap enough to run
/// inside `cellForItemAt` for every item.
///
/// ```swift
/// let router = RenderRouter(osVersion: OSVersion(major: 15))
/// router.route(CellItemDescriptor(className: "BannerView", isSwiftUIBacked: true))
/// // .hostingCell(reuseIdentifier: "BannerView")
/// ```
public struct RenderRouter: Hashable, Sendable {
    /// The first OS on which Apple's `UIHostingConfiguration` exists.
    public static let hostingConfigurationMinimumOS = OSVersion(major: 16)

    public let osVersion: OSVersion
    public let strategy: HostingStrategy

    public init(osVersion: OSVersion, strategy: HostingStrategy = .automatic) {
        self.osVersion = osVersion
        self.strategy = strategy
    }

    /// True when SwiftUI-backed items use the shared `UIHostingConfiguration` registration.
    public var usesHostingConfiguration: Bool {
        strategy == .automatic && osVersion >= Self.hostingConfigurationMinimumOS
    }

    /// The path of `item` shown as `element` (a cell, unless said otherwise).
    public func route(_ item: CellItemDescriptor, as element: ReusableElement = .cell) -> RenderPath {
        guard item.isSwiftUIBacked else { return .legacy(reuseIdentifier: item.legacyReuseIdentifier) }
        return usesHostingConfiguration && element.supportsHostingConfiguration
            ? .hostingConfiguration : .hostingCell(reuseIdentifier: item.className)
    }
}
