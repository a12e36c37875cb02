/// How a hosted cell, header or footer finds where it is now, with or without a bridge.
///
/// Events from SwiftUI content and resize requests need the view's position when they happen.
/// A cell asks its container (`indexPath(for:)`); a header or footer has no such call. What a
/// view is, is stated: by the bridge that dequeued it, by its class (a table's header-footer
/// view), by UIKit's own layout attributes as they are applied to a hosting cell, or by the app on
/// a content configuration (``ReusableElement``). Each element looks itself up:
///
/// | element | lookup |
/// | --- | --- |
/// | a cell | the container's `indexPath(for:)` |
/// | a collection supplementary view of `kind` | the visible supplementary index path whose view is this one |
/// | a table header or footer | the section whose header or footer view is this one (row 0) |
public enum ElementPosition: Hashable, Sendable {
    /// UIKit's `UICollectionView.ElementCategory`, without UIKit.
    public enum LayoutCategory: Hashable, Sendable {
        case cell
        case supplementaryView
        case decorationView
    }

    /// Ask the collection or table view for the cell's index path.
    case cellIndexPath
    /// Search the visible supplementary views of this kind.
    case supplementaryIndexPath(kind: String)
    /// Search the table's sections for this header or footer.
    case tableSection

    /// The lookup for `element`.
    public static func lookup(for element: ReusableElement) -> ElementPosition {
        switch element {
        case .cell: return .cellIndexPath
        case .supplementary(let kind): return .supplementaryIndexPath(kind: kind)
        case .tableHeaderFooter: return .tableSection
        }
    }

    /// What the layout attributes UIKit applies to a hosting cell say it is (`apply(_:)`, called
    /// before the view is shown, with or without a bridge): nil for decoration views (no data
    /// source dequeues them) and for a supplementary view without a kind.
    public static func element(layoutCategory: LayoutCategory, kind: String?) -> ReusableElement? {
        switch layoutCategory {
        case .cell: return .cell
        case .supplementaryView: return kind.map { .supplementary(kind: $0) }
        case .decorationView: return nil
        }
    }

    /// What kind of reusable view holds a content configuration's view.
    public enum EnclosingView: Hashable, Sendable {
        /// A `UICollectionViewCell`: an item's cell unless the app states otherwise (a list cell
        /// registered with `UICollectionView.SupplementaryRegistration` is a header).
        case collectionViewCell
        /// A `UICollectionReusableView` that is not a cell: only ever a supplementary view.
        case collectionReusableView
        /// A `UITableViewCell`.
        case tableViewCell
        /// A `UITableViewHeaderFooterView`.
        case tableHeaderFooterView

        /// The container that reuses this kind of view.
        public var container: ContainerKind {
            switch self {
            case .collectionViewCell, .collectionReusableView: return .collectionView
            case .tableViewCell, .tableHeaderFooterView: return .tableView
            }
        }
    }

    /// What a content configuration's view is: the element the app stated
    /// (`SwiftUIHostingConfiguration.supplementaryElement(ofKind:)`) where its view's class cannot
    /// say, else what the class says. Never learnt from the layout: a collection view cell is an
    /// item's cell unless stated otherwise, a table's header-footer view is one by class.
    ///
    /// ```swift
    /// ElementPosition.element(statedAs: nil, enclosedBy: .collectionViewCell)   // .cell
    /// ElementPosition.element(statedAs: .supplementary(kind: "header"), enclosedBy: .collectionViewCell)
    /// // .supplementary(kind: "header")
    /// ```
    public static func element(statedAs stated: ReusableElement?, enclosedBy enclosing: EnclosingView?)
        -> ReusableElement
    {
        switch enclosing {
        case .tableHeaderFooterView: return .tableHeaderFooter
        case .tableViewCell: return .cell
        case .collectionViewCell, .collectionReusableView, nil: return stated ?? .cell
        }
    }
}
