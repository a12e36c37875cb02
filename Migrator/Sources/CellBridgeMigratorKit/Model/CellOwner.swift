/// Whose code a cell is. A dependency's cell (declared in `Pods/`, `Carthage/`, a package checkout or a vendored
/// copy, or laid out in the app's XIB with a `customModule` that is not one of the app's modules) is out of the
/// migration's scope: the app cannot rewrite it, and replacing the dependency's registration would break it.
public enum CellOwner: String, Sendable, Codable, CaseIterable {
    case app
    case dependency
}
