/// An Objective-C class as its `@interface Name : Superclass` line declares it. Swift cells often inherit from
/// an Objective-C base cell (`@interface BaseFeedCell : UITableViewCell` in a `.h`), and Objective-C cells are
/// cells of the app too, so the inventory joins these into the same class hierarchy as the Swift types.
struct ObjectiveCClass: Sendable, Hashable, Codable {
    var name: String
    var superclass: String
    /// Relative path of the `.h`, `.m` or `.mm` that declares it.
    var file: String
    var line: Int
    /// Declared in a dependency folder: a possible base class, never one of the app's cells.
    var isVendored = false
}
