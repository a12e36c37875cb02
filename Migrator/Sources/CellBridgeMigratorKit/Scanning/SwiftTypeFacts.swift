/// What one Swift class, struct, enum, protocol or extension declaration says about being (or hosting) a cell.
///
/// Collected per file without knowing the rest of the app; `InventoryBuilder` later decides, with the
/// whole inheritance graph in hand, which of these types are cells at all.
struct SwiftTypeFacts: Sendable, Hashable, Codable {
    /// What the declaration declares.
    enum Kind: String, Sendable, Hashable, Codable {
        case `class`
        case `struct`
        case `enum`
        case `protocol`
        case actor
        case `extension`
    }

    var name: String
    var file: String
    var line: Int
    /// The first inherited type, the only one that can be a superclass.
    var superclass: String?
    var conformances: [String]
    var kind = Kind.class
    var outletCount = 0
    var subviewAdditions = 0
    /// Why the type contains a scrolling view, e.g. "creates a UICollectionView in code (line 12)".
    var scrollingViewEvidence: String?
    var hasCustomDrawing = false
    /// Holds or creates a `UITextView`: text views size themselves and keep editing state, which a hosted view
    /// redoes on every configure.
    var hasTextView = false
    var hasGestureRecognizers = false
    var hasTimers = false
    var usesHostingController = false
    var usesHostingConfiguration = false
    var usesCellBridge = false
    /// View model types the class casts to or takes as parameters, in source order.
    var viewModelTypes: [String] = []
    /// Parameter types of its `configure(with:)`/`bind(_:)`/`update(with:)`-like methods, in source order.
    var configureParameterTypes: [String] = []
    /// Types of its `viewModel`/`model`/`item`-like stored properties, in source order.
    var modelPropertyTypes: [String] = []
    /// Extensions add facts to a type declared elsewhere but do not say where it is defined.
    var isExtension = false
    /// Declared with generic parameters (`final class ListDataSource<Item>`): written to serve many screens.
    var isGeneric = false
    /// Where a hosting controller's view is added to a view hierarchy, directly or through a helper call.
    var hostingViewAdditions: [HostingViewAddition] = []
    /// Whether any method calls `addChild(_:)` / `didMove(toParent:)`: containment may be split over methods
    /// (added in `setUp`, `didMove` in `didMoveToWindow`), which is fine.
    var callsAddChild = false
    var callsDidMoveToParent = false
}

/// A hosting controller's view handed to `addSubview` (direct) or to another call that may add it.
struct HostingViewAddition: Sendable, Hashable, Codable {
    var line: Int
    /// `addSubview`, or the helper's name (`pinSubview`).
    var callee: String
    /// The method it happens in.
    var function: String
    /// `addSubview`/`insertSubview`/`addArrangedSubview` itself, rather than a helper.
    var isDirect: Bool
    /// For `banner.view` where `banner` is an instance of an app type (`PlanBannerController(…)`): that type,
    /// a hosting controller only if it inherits from `UIHostingController`. `nil` when the name says hosting.
    var controllerType: String?
}
