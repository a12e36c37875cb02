/// Something UIKit told a hosting slot (a hosting cell, content view or view).
///
/// `parent` is the view controller the shell found for the slot at that moment: the one given
/// to `configure(rootView:parentViewController:)`, else the first view controller up the
/// responder chain, else nil (the chain is often empty inside `cellForItemAt`).
public enum HostingEvent: Hashable, Sendable {
    /// New SwiftUI content for the slot (`configure`, a content configuration applied): it is
    /// measured, and the controller joins `parent` if it had left.
    case configure(parent: ParentID?)
    /// `didMoveToSuperview` / `didMoveToWindow`: a chance to attach when a parent appears late.
    case hierarchyChanged(parent: ParentID?)
    /// `didMoveToWindow` of a cell: whether the slot is in a window now. A cell displayed while
    /// out of a window (a table cell between reuse and its first draw, a list covered by a pushed
    /// screen) appears only once it is in one (Epoxy guards `handleWillDisplay` with `window != nil`).
    case windowChanged(isInWindow: Bool)
    /// The cell is about to be measured (`systemLayoutSizeFitting`, `preferredLayoutAttributesFitting`).
    case willMeasure(parent: ParentID?)
    /// `willDisplay` from the collection or table view delegate: the controller joins `parent`
    /// again if it left at the last `didEndDisplaying` (a cell shown again without a dequeue).
    case willDisplay(parent: ParentID?)
    /// `didEndDisplaying` from the delegate: the content disappears and the controller leaves its
    /// parent.
    case didEndDisplaying
    /// `prepareForReuse` on the cell: as `didEndDisplaying`, for a cell UIKit reuses without one.
    case prepareForReuse
    /// The SwiftUI content asked its cell to resize.
    case contentRequestedResize
    /// The shell found its weak reference to the parent nil: the parent is gone.
    case parentDeallocated
    /// The slot goes away for good (the cell is deallocated or the content view replaced).
    case released
    /// An appearance transition that kept the controller in its parent has ended
    /// (``HostingLifecycle/needsSettling``): it disappears if it is no longer displayed and leaves
    /// its parent if its content is no longer wanted on screen. Sent by the shell on a later turn.
    case settle
    /// The hosting controller's own appearance callback ran (`viewWillAppear`, `viewDidAppear`,
    /// `viewWillDisappear`, `viewDidDisappear`), whether UIKit's automatic forwarding or one of
    /// the core's manual transitions drove it. Produces no command: the core never starts a
    /// transition inside one that is running.
    case controllerAppearanceChanged(ControllerAppearance)

    /// The display event for a slot no delegate reports display for (a content configuration's
    /// content view, a standalone hosting view): being in a window is the only signal it gets,
    /// so entering one is `willDisplay` and leaving it is `didEndDisplaying` (the lifecycle keeps
    /// them balanced when the window changes without leaving one).
    public static func windowPresenceChanged(isInWindow: Bool, parent: ParentID? = nil) -> HostingEvent {
        isInWindow ? .willDisplay(parent: parent) : .didEndDisplaying
    }
}
