/// How a hosted cell, header or footer finds where it is now, with or without a bridge.
///
/// Events from SwiftUI content and resize requests need the view's position when they happen.
/// A cell asks its container (`indexPath(for:)`); a header or footer has no such call, and a
/// view the app dequeues by hand was never told by a bridge what it is. UIKit tells it anyway:
/// every collection view element receives `apply(_ layoutAttributes:)`, whose attributes name
/// its category and element kind, and a table's header-footer view is one by class. So each
/// hosting view knows its own ``ReusableElement`` and looks itself up:
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

    /// What a collection view's layout attributes say a view is: nil for decoration views (no
    /// data source dequeues them) and for a supplementary view without a kind.
    public static func element(layoutCategory: LayoutCategory, kind: String?) -> ReusableElement? {
        switch layoutCategory {
        case .cell: return .cell
        case .supplementaryView: return kind.map { .supplementary(kind: $0) }
        case .decorationView: return nil
        }
    }
}
