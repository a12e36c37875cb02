/// Margins around hosted content: per-edge overrides on top of the cell's own layout margins.
///
/// `UIHostingConfiguration` insets its content by the cell's layout margins unless
/// `.margins(_:_:)` overrides some edges. Getting the mix right by hand is a known trap:
/// with `preservesSuperviewLayoutMargins` on, UIKit keeps the *larger* of the view's and the
/// superview's margins, so an override to 0 silently does nothing. This type resolves the
/// margins explicitly instead, edge by edge, and the shell applies the result with margin
/// preservation off.
///
/// ```swift
/// var margins = ContentMargins()
/// margins.override([.leading, .trailing], with: 0)
/// margins.resolved(base: EdgeLengths(top: 11, leading: 16, bottom: 11, trailing: 16))
/// // EdgeLengths(top: 11, leading: 0, bottom: 11, trailing: 0)
/// ```
public struct ContentMargins: Hashable, Sendable {
    /// The four edges, in reading-direction terms.
    public struct Edges: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Edges(rawValue: 1 << 0)
        public static let leading = Edges(rawValue: 1 << 1)
        public static let bottom = Edges(rawValue: 1 << 2)
        public static let trailing = Edges(rawValue: 1 << 3)
        public static let horizontal: Edges = [.leading, .trailing]
        public static let vertical: Edges = [.top, .bottom]
        public static let all: Edges = [.top, .leading, .bottom, .trailing]
    }

    /// Overridden lengths; a nil edge follows the base margins.
    public private(set) var overrides = EdgeOverrides()

    public init() {}

    /// The margins SwiftUI content gets inside a bridge cell, the same on every render path.
    ///
    /// The iOS 14–15 hosting cell pins the hosted view to its content view's edges, so content
    /// sits edge to edge. `UIHostingConfiguration` (iOS 16+) insets content by the cell's layout
    /// margins unless told otherwise, so a view would gain padding the day the app's users move
    /// to iOS 16. Every edge is overridden to 0 so a cell looks the same on both paths, whatever
    /// the cell's own margins; content that wants padding adds it itself. The shell also sets the
    /// configuration's minimum size to zero, for the same reason: Apple's default is the system's
    /// minimum row size, and the hosting cells have none.
    public static let hostedCell: ContentMargins = {
        var margins = ContentMargins()
        margins.override(.all, with: 0)
        return margins
    }()

    /// Sets `edges` to `length`; later overrides win over earlier ones, edge by edge.
    /// Negative or non-finite lengths are clamped to 0.
    public mutating func override(_ edges: Edges, with length: Double) {
        let length = length.isFinite ? max(0, length) : 0
        if edges.contains(.top) { overrides.top = length }
        if edges.contains(.leading) { overrides.leading = length }
        if edges.contains(.bottom) { overrides.bottom = length }
        if edges.contains(.trailing) { overrides.trailing = length }
    }

    /// True when no edge is overridden (the content follows the cell's margins entirely).
    public var followsBase: Bool { overrides == EdgeOverrides() }

    /// The margins to apply, given the cell's layout margins.
    public func resolved(base: EdgeLengths) -> EdgeLengths {
        EdgeLengths(
            top: overrides.top ?? base.top,
            leading: overrides.leading ?? base.leading,
            bottom: overrides.bottom ?? base.bottom,
            trailing: overrides.trailing ?? base.trailing)
    }
}
