/// What the core needs to know about one item to route it: nothing about the feature.
///
/// The shared delegate only learns whether an item is legacy UIKit or SwiftUI-backed (the
/// source article's abstraction boundary), and the `className` contract it already had.
///
/// ```swift
/// let item = CellItemDescriptor(className: viewModel.className,
///                               isSwiftUIBacked: viewModel is SwiftUIRenderableCellViewModel)
/// ```
public struct CellItemDescriptor: Hashable, Sendable {
    /// The reuse identifier contract: a legacy cell's class or nib name, or a SwiftUI view's name.
    public var className: String
    /// True when the view model can build its own SwiftUI view.
    public var isSwiftUIBacked: Bool
    /// The bundle the view model says its legacy cell lives in (its identifier or path); nil to
    /// search every bundle the bridge was given.
    public var bundle: String?
    /// True when the app registers the legacy cell itself (a storyboard prototype, a nib under
    /// another name): CellBridge then never registers it, only dequeues it.
    public var registeredByApp: Bool

    public init(className: String, isSwiftUIBacked: Bool, bundle: String? = nil, registeredByApp: Bool = false) {
        self.className = className
        self.isSwiftUIBacked = isSwiftUIBacked
        self.bundle = bundle
        self.registeredByApp = registeredByApp
    }

    /// The identifier the legacy cell is registered and dequeued under. A cell CellBridge
    /// registers from a named bundle gets its own (`HeaderCell@FeedKit`): two feature packages may
    /// both ship a `HeaderCell`, and UIKit keeps one registration per identifier. A cell the app
    /// registers itself is dequeued under the name the app registered, `className`, whatever
    /// bundle the view model names: nothing is registered under a qualified one.
    public var legacyReuseIdentifier: String {
        guard let bundle, !registeredByApp else { return className }
        return "\(className)@\(bundle)"
    }
}
