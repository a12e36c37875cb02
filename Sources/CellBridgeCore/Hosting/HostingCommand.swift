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
    /// `setNeedsLayout()` + `layoutIfNeeded()` on the hosted view, so SwiftUI applies the new
    /// root view now. From iOS 15.2 `UIHostingController` applies a new `rootView` during its
    /// view's `layoutSubviews`; without this pass the cell would be measured with the previous
    /// content's size. Always issued before ``invalidateIntrinsicSize`` (Epoxy's order, its PRs
    /// #152/#155): invalidating first lets Auto Layout read the old intrinsic size in the
    /// constraint pass that precedes the layout. Skipped while the container has no size yet
    /// (``HostedLayoutTiming``): SwiftUI must never lay out at 0×0 first.
    case forceLayout
    /// `invalidateIntrinsicContentSize()` on the hosted view, after ``forceLayout``, so the
    /// container measures the size of the content now in place.
    case invalidateIntrinsicSize
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
        case .createController, .replaceRootView, .forceLayout, .invalidateIntrinsicSize,
            .beginAppearanceTransition, .endAppearanceTransition:
            return false
        }
    }
}
