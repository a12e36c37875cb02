/// What the rewrites of a cell's users need to know about it and its replacement.
struct MigratedCell: Sendable {
    /// `BannerCell`.
    var name: String
    /// The XIB's file name without `.xib` (what `UINib(nibName:)` names); nil for a storyboard prototype.
    var nibName: String?
    /// The reuse identifiers the scan found for it.
    var identifiers: [String]
    var isTable: Bool
    /// `BannerView`.
    var viewName: String
    /// The view model type the hosted view is built from.
    var viewModel: String
    /// The configure method's name (`configure`).
    var configureName: String
    /// For a cell configured with plain values (`configure(title:isOn:)`): the argument labels, whose call
    /// becomes `viewModel(title:isOn:)` of the new value view model. Nil when it takes a view model.
    var plainLabels: [String]?
    /// Whether configure's parameter is the view model's own type (not `CollectionCellViewModel`), so any
    /// argument of a call that compiled is one.
    var configureTakesViewModelType: Bool
    /// Members the cell declares (and its app base classes): a use of one of them keeps a call site legacy.
    var memberNames: Set<String>

    var hostingClass: String { isTable ? "HostingTableViewCell" : "HostingCollectionViewCell" }
}
