/// A view controller Interface Builder lays out: a storyboard scene (with the segues and relationships that leave
/// it), a storyboard reference to another storyboard's scene, or the File's Owner of a XIB that is a controller's
/// view. The navigation graph is built from these and the code's pushes and presentations.
struct InterfaceBuilderScene: Sendable, Hashable, Codable {
    struct Segue: Sendable, Hashable, Codable {
        /// The `id` of the destination's controller (or storyboard reference) in the same file.
        var destination: String
        /// `show`, `push`, `presentation`, `relationship`, `embed`, …
        var kind: String
        /// What `performSegue(withIdentifier:)` names it by.
        var identifier: String?
    }

    var file: String
    /// The controller element's `id`, what segues point at.
    var id: String
    /// `viewController`, `navigationController`, `tabBarController`, … or `viewControllerPlaceholder`.
    var elementName: String
    var customClass: String?
    var storyboardIdentifier: String?
    /// The storyboard's initial scene.
    var isInitial = false
    var segues: [Segue] = []
    /// For a storyboard reference: the storyboard it opens (`Settings`) and the scene it names there (or its initial).
    var referencedStoryboard: String?
    var referencedIdentifier: String?
    /// A XIB's File's Owner rather than a storyboard scene: the controller whose own XIB this is.
    var isXIBOwner = false
    var line: Int

    /// A navigation, tab bar, split view or page view controller: it contains screens rather than being one.
    var isContainer: Bool {
        ["navigationController", "tabBarController", "splitViewController", "pageViewController"].contains(elementName)
    }
}
