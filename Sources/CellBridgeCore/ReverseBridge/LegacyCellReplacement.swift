/// What the reverse bridge (a legacy cell shown inside SwiftUI) does when SwiftUI updates it.
///
/// SwiftUI keeps a `UIViewRepresentable`'s view for as long as the view's identity lasts, and an
/// index-based `ForEach(items.indices, id: \.self)` keeps identities by position: after an
/// insert, the view that showed a `ProfileCell` is updated with the view model of a
/// `PromotionCell`. Configuring the profile cell with it would show the wrong cell, so a new
/// `className` replaces the cell; the same one reconfigures it.
///
/// ```swift
/// LegacyCellReplacement.decision(showing: "ProfileCell", updatedWith: "ProfileCell")    // .reconfigure
/// LegacyCellReplacement.decision(showing: "ProfileCell", updatedWith: "PromotionCell")  // .replaceCell
/// ```
public enum LegacyCellReplacement: Hashable, Sendable {
    /// The same kind of cell: configure it with the new view model.
    case reconfigure
    /// Another kind of cell: make the cell `className` names, then configure it.
    case replaceCell

    /// The decision for a view showing `shown`'s cell updated with a view model naming `incoming`.
    public static func decision(showing shown: String, updatedWith incoming: String) -> LegacyCellReplacement {
        shown == incoming ? .reconfigure : .replaceCell
    }
}
