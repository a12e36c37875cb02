/// A cell found in a `.xib` or in a storyboard's prototypes, with what its layout says about risk.
struct InterfaceBuilderCell: Sendable, Hashable, Codable {
    /// The custom class, or `nil` when Interface Builder leaves the stock class.
    var customClass: String?
    /// `nil` for a XIB whose root is a plain `<view>`: it lays out a cell only when the class is a cell or the
    /// nib is registered as one, which the inventory decides.
    var kind: CellKind?
    var reuseIdentifier: String?
    /// Relative path of the `.xib` or `.storyboard`.
    var file: String
    var isStoryboardPrototype: Bool
    /// The storyboard scene (view controller class or storyboard identifier) for prototypes.
    var scene: String?
    var line: Int
    /// All views inside the content view, nested ones included.
    var subviewCount: Int
    var outletCount: Int
    /// The first scrolling view inside the cell (`collectionView`, `tableView`, `scrollView`), if any.
    var scrollingViewElement: String?
    var hasGestureRecognizers: Bool
    /// The cell element itself, kept for scaffolding.
    var element: InterfaceBuilderElement
    /// The root `<view>` of a XIB (its custom class, else the File's Owner's) rather than a cell element: what a
    /// cell that loads its nib as a plain view, or one registered with `UINib(nibName:)`, is laid out by.
    var isPlainViewRoot = false
    /// A header or footer element (`<tableViewHeaderFooterView>`, `<collectionReusableView>`) rather than a cell's.
    var role = ReusableViewRole.cell
    /// The module Interface Builder says the class comes from (`customModule="PagerKit"`), unless it is the
    /// target's own (`customModuleProvider="target"`): a dependency's class laid out in the app's file.
    var customModule: String?

    /// The XIB's file name without `.xib`, what `UINib(nibName:)` names; `nil` for a storyboard prototype.
    var nibName: String? {
        guard !isStoryboardPrototype else { return nil }
        return String((file.split(separator: "/").last ?? Substring(file)).dropLast(".xib".count))
    }
}
