/// What the shell must do to UIKit, in order, in answer to a ``HostingEvent``.
public enum HostingCommand: Hashable, Sendable {
    /// Create the slot's one `UIHostingController` with the current content.
    case createController
    /// `parent.addChild(controller)`.
    case addChild(ParentID)
    /// Add the controller's view to the slot, pinned to its edges, framed to the slot's bounds
    /// first so SwiftUI's first layout happens at the real size (not 0×0).
    case addView
    /// `controller.didMove(toParent: parent)`.
    case didMoveToParent(ParentID)
    /// `controller.rootView = content` on the existing controller.
    case replaceRootView
    /// Invalidate the hosted view's intrinsic size and lay it out now, so the cell is measured
    /// with the new content (SwiftUI renders asynchronously from iOS 15.2).
    case invalidateSize
    /// `controller.beginAppearanceTransition(isAppearing, animated: false)`.
    case beginAppearanceTransition(isAppearing: Bool)
    /// `controller.endAppearanceTransition()`.
    case endAppearanceTransition
    /// `controller.willMove(toParent: nil)`.
    case willMoveToNilParent
    /// `controller.view.removeFromSuperview()`.
    case removeView
    /// `controller.removeFromParent()`.
    case removeFromParent

    /// True for the commands that change view-controller containment or the view hierarchy.
    public var isContainmentOperation: Bool {
        switch self {
        case .addChild, .addView, .didMoveToParent, .willMoveToNilParent, .removeView, .removeFromParent:
            return true
        case .createController, .replaceRootView, .invalidateSize, .beginAppearanceTransition,
            .endAppearanceTransition:
            return false
        }
    }
}
