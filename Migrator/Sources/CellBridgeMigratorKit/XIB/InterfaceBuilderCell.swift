/// A cell found in a `.xib` or in a storyboard's prototypes, with what its layout says about risk.
struct InterfaceBuilderCell: Sendable, Hashable, Codable {
    /// The custom class, or `nil` when Interface Builder leaves the stock class.
    var customClass: String?
    var kind: CellKind
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

    /// The XIB's file name without `.xib`, what `UINib(nibName:)` names; `nil` for a storyboard prototype.
    var nibName: String? {
        guard !isStoryboardPrototype else { return nil }
        return String((file.split(separator: "/").last ?? Substring(file)).dropLast(".xib".count))
    }
}
