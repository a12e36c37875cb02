/// Which view controller a hosting controller becomes a child of when one delegate serves
/// several views.
///
/// A bridge is given one parent, its screen. A shared delegate that also serves another view (a
/// search results controller's collection view, a second tab's table) would make that view's
/// hosting controllers children of the wrong screen: appearance, traits and presentations follow
/// the parent, so content in search results would appear when the feed does. The parent follows
/// the view that asked for the cell instead:
///
/// | asking view | parent |
/// | --- | --- |
/// | the bridge's own, a parent was given | the given parent |
/// | another view that is in a view controller's hierarchy | that view controller |
/// | anything else | none given: the cell finds it up its responder chain once in the hierarchy |
public enum ContainmentParentChoice: Hashable, Sendable {
    /// The parent the bridge was created with.
    case givenParent
    /// The nearest view controller of the view that asked for the cell.
    case askingViewsController
    /// No explicit parent: each cell looks up its responder chain (``HostingEvent``'s `parent`).
    case responderChain

    public static func choose(isBridgesOwnView: Bool, hasGivenParent: Bool, askingViewHasController: Bool)
        -> ContainmentParentChoice
    {
        if isBridgesOwnView { return hasGivenParent ? .givenParent : .responderChain }
        return askingViewHasController ? .askingViewsController : .responderChain
    }
}
