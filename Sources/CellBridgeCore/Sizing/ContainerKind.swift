/// What holds a piece of hosted content; resizing works differently in each.
public enum ContainerKind: Hashable, Sendable {
    case collectionView
    case tableView
    /// Any other view (a whole screen, a `SwiftUIHostingView` in a custom layout).
    case standaloneView
}
