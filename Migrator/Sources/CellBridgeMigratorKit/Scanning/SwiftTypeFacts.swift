/// What one Swift class or struct declaration says about being (or hosting) a cell.
///
/// Collected per file without knowing the rest of the app; `InventoryBuilder` later decides, with the
/// whole inheritance graph in hand, which of these types are cells at all.
struct SwiftTypeFacts: Sendable, Hashable, Codable {
    var name: String
    var file: String
    var line: Int
    /// The first inherited type, the only one that can be a superclass.
    var superclass: String?
    var conformances: [String]
    var outletCount = 0
    var subviewAdditions = 0
    /// Why the type contains a scrolling view, e.g. "creates a UICollectionView in code (line 12)".
    var scrollingViewEvidence: String?
    var hasCustomDrawing = false
    var hasGestureRecognizers = false
    var hasTimers = false
    var usesHostingController = false
    var usesHostingConfiguration = false
    var usesCellBridge = false
    /// View model types the class casts to or takes as parameters, in source order.
    var viewModelTypes: [String] = []
    /// Extensions add facts to a type declared elsewhere but do not say where it is defined.
    var isExtension = false
    /// Declared with generic parameters (`final class ListDataSource<Item>`): written to serve many screens.
    var isGeneric = false
}
