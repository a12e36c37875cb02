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

    /// What kind of reusable view holds a host that nobody told what it is: a content
    /// configuration's view (``ReusableElement`` is the bridge's to say, and the app's own cell,
    /// header or footer has no bridge).
    public enum EnclosingView: Hashable, Sendable {
        /// A `UICollectionViewCell`: a cell, or a supplementary view (a list cell registered with
        /// `UICollectionView.SupplementaryRegistration` is both).
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

    /// One element a collection view's layout places in a rect, as UIKit's
    /// `layoutAttributesForElements(in:)` describes it, and whether the collection view shows
    /// the host's own view there (`supplementaryView(forElementKind:at:) === view`).
    public struct PlacedElement: Hashable, Sendable {
        public var category: LayoutCategory
        public var kind: String?
        public var showsTheView: Bool

        public init(category: LayoutCategory, kind: String?, showsTheView: Bool) {
            self.category = category
            self.kind = kind
            self.showsTheView = showsTheView
        }
    }

    /// What a host inside `enclosing` is to its container.
    ///
    /// A table answers by class. A collection view has no call that names a view's element, and a
    /// cell class serves as a supplementary view too, so a collection host is a cell when the
    /// collection view gives it a cell index path (`hasCellIndexPath`), else the supplementary
    /// element whose layout attributes in its frame the collection view shows it for (`placed`).
    /// Nil when neither says (in the reuse pool, or between layouts): keep what was learnt last.
    ///
    /// ```swift
    /// ElementPosition.element(
    ///     enclosedBy: .collectionViewCell, hasCellIndexPath: false,
    ///     placed: [.init(category: .supplementaryView, kind: "header", showsTheView: true)])
    /// // .supplementary(kind: "header")
    /// ```
    public static func element(
        enclosedBy enclosing: EnclosingView, hasCellIndexPath: Bool, placed: [PlacedElement]
    ) -> ReusableElement? {
        switch enclosing {
        case .tableViewCell: return .cell
        case .tableHeaderFooterView: return .tableHeaderFooter
        case .collectionViewCell where hasCellIndexPath: return .cell
        case .collectionViewCell, .collectionReusableView:
            let shown = placed.first { $0.category == .supplementaryView && $0.showsTheView }
            return shown.flatMap { element(layoutCategory: $0.category, kind: $0.kind) }
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
