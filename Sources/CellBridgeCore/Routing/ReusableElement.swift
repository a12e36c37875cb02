/// Which kind of reusable view a collection or table view asks for.
///
/// Headers and footers take the same paths as cells where UIKit allows it. A collection view's
/// supplementary view may be any `UICollectionReusableView`, and a `UICollectionViewCell` is one
/// (Apple's own list samples register cells as section headers), so SwiftUI headers use the same
/// cells as items: `UIHostingConfiguration` on iOS 16+, a hosting cell before. A table's header
/// and footer views are `UITableViewHeaderFooterView`s, and Apple documents
/// `UIHostingConfiguration` for collection and table view *cells* only, so a SwiftUI table header
/// or footer is a hosting header-footer view (one hosting controller for its life) on every OS.
public enum ReusableElement: Hashable, Sendable {
    /// An item's cell.
    case cell
    /// A collection view's supplementary view of one kind (section header, footer, badge…).
    case supplementary(kind: String)
    /// A table view's section header or footer view.
    case tableHeaderFooter

    /// True when SwiftUI content of this element may use `UIHostingConfiguration` (iOS 16+).
    public var supportsHostingConfiguration: Bool {
        switch self {
        case .cell, .supplementary: return true
        case .tableHeaderFooter: return false
        }
    }

    /// True when CellBridge's hosting view for this element must be a `UICollectionViewListCell`
    /// variant: in a collection-view list layout, swipe actions, separators and list backgrounds
    /// exist only on list cells (Apple: "using a list cell inside a list enables additional
    /// list-specific behavior"), and only items are list rows: a section header stays a plain cell.
    public func usesListCell(inListLayout: Bool) -> Bool {
        inListLayout && self == .cell
    }
}
