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

    public init(className: String, isSwiftUIBacked: Bool) {
        self.className = className
        self.isSwiftUIBacked = isSwiftUIBacked
    }
}
