/// The rules for one hosting slot, as a state machine: UIKit events in, UIKit commands out.
///
/// A hosting slot is a hosting cell, a content view of ``SwiftUIHostingConfiguration``'s
/// backport, or any view that hosts SwiftUI. Every slot owns exactly one `UIHostingController`
/// for its whole life. The rules this type enforces, each learnt from a bug in a public project:
///
/// - Containment order is `addChild` → add view → `didMove(toParent:)`, and removal is
///   `willMove(toParent: nil)` → remove view → `removeFromParent()`. A controller never has
///   two parents and is never left in a parent's `children` once its slot is released
///   (DTCollectionViewManager never removes them; they pile up).
/// - The controller is a child of the screen only while its content is wanted on screen: from a
///   configure or a `willDisplay` until `didEndDisplaying` or `prepareForReuse`, the model Epoxy
///   ships (`EpoxySwiftUIHostingView` removes its controller when it transitions to disappeared
///   on `didEndDisplaying`, and adds it again on the next content, superview or window change).
///   A screen's `children` then hold the visible cells' controllers, not one per cell in the reuse
///   pool, and the app's walks of `children` and its impression tracking see what the user sees.
///   Leaving takes the hosted view out of the slot with the controller (`willMove(toParent: nil)`
///   → remove view → `removeFromParent()`, Epoxy's `removeViewControllerIfNeeded`): a controller's
///   view never sits in a window without its controller being a child, where UIKit would appear it
///   on its own, and SwiftUI does no work for a cell in the reuse pool. A cell displayed again
///   without a new dequeue gets its view back at `willDisplay`, before UIKit shows it.
/// - Reuse replaces `rootView` on the same controller (the iOS 14 backport article removes and
///   re-adds the view on every configure; here a reconfigure touches only containment, and only
///   when the controller had left its parent).
/// - The view is installed with the first content, so the first sizing pass measures real
///   content even when no parent is known yet; containment follows as soon as a parent is
///   found: on a superview or window change, or right before the cell is measured (Epoxy
///   PR #150: cells stuck at their estimated size when the child was attached too late).
/// - A missing or deallocated parent degrades to hosting without containment. Nothing traps
///   (the backport article calls `fatalError` there).
/// - Appearance transitions follow `willDisplay` / `didEndDisplaying`, balanced: never two
///   appears in a row, and a disappear before the controller leaves its parent, is reused or
///   released (Epoxy #154: `onAppear` wrong under fast reuse).
/// - UIKit drives the appearance of a contained controller too: a parent forwards its own
///   transitions to every child, and a child appears when its view enters a window. The core
///   therefore follows the controller's real state (``ControllerAppearance``, reported by the
///   controller's own callbacks) and only issues a manual transition when that state differs
///   from what display asks for and no transition is running: it never begins a transition
///   inside UIKit's ("Unbalanced calls to begin/end appearance transitions"), never appears an
///   appeared controller and never disappears a disappeared one.
/// - A manual appear happens only when UIKit would show the content: the slot is in a window
///   (``HostingEvent/windowChanged(isInWindow:)``; unknown counts as in one) and UIKit has not
///   disappeared the controller itself while the cell stayed displayed — its parent disappeared
///   under a pushed or presented screen. A diffable reconfigure of such a cell must not run
///   `onAppear`, `.task` or autoplay off screen; UIKit appears the controller again when its
///   parent reappears.
/// - Every new content is measured: the hosted view is laid out and its intrinsic size
///   invalidated, so the container measures the content now in place (Epoxy's `forceLayout`).
///
/// ```swift
/// var slot = HostingLifecycle()
/// slot.handle(.configure(parent: nil))   // [.createController, .addView, .forceLayout, .invalidateIntrinsicSize]
/// slot.handle(.willMeasure(parent: p))   // [.addChild(p), .didMoveToParent(p)]
/// slot.handle(.didEndDisplaying)         // [.willMoveToNilParent, .removeView, .removeFromParent]
/// slot.handle(.configure(parent: p))     // [.replaceRootView, .addChild(p), .addView, .didMoveToParent(p), …]
/// ```
public struct HostingLifecycle: Hashable, Sendable {
    public let policy: ContainmentPolicy
    /// True once the slot's controller exists; it then lives as long as the slot.
    public private(set) var hasController = false
    /// True while the controller's view is in the slot.
    public private(set) var isViewInstalled = false
    /// The parent the controller is a child of, or nil while hosting without containment.
    public private(set) var parent: ParentID?
    /// True between `willDisplay` and `didEndDisplaying`.
    public private(set) var isDisplayed = false
    /// The controller's appearance as last reported or driven, whoever drove it.
    public private(set) var appearance = ControllerAppearance.disappeared
    /// True while the controller is appearing or appeared, a state a disappear must balance.
    public var hasAppeared: Bool { appearance == .appeared || appearance == .appearing }
    /// True once the slot was released; later events are ignored.
    public private(set) var isReleased = false
    /// Whether the slot is in a window, as last reported; nil until the first report (taken as
    /// in one, so a shell that never reports keeps today's behaviour).
    public private(set) var isInWindow: Bool?
    /// True when UIKit disappeared the controller while its cell stayed displayed: the parent
    /// went off screen (a pushed or presented screen covers it). No manual appear until UIKit
    /// appears the controller again.
    public private(set) var isCoveredByParent = false
    /// True from a configure or `willDisplay` until `didEndDisplaying` or a reuse: the content is
    /// wanted on screen, so the controller belongs in its parent.
    public private(set) var wantsParent = false

    /// False for a slot that is a child of its screen for its whole life (a standalone hosting
    /// view, whose appearance comes from its parent's like any child controller's); true for a
    /// reusable cell, header or footer (Epoxy's model).
    public let leavesParentWhenNotDisplayed: Bool
    /// True while the controller must leave its parent but is in the middle of an appearance
    /// transition: it leaves once the transition ends (``HostingEvent/settle``), never mid-way
    /// (a controller removed while appearing never gets `viewDidAppear`, and nothing appears it
    /// by hand afterwards: Epoxy handles the same case, disappearing from appearing).
    public private(set) var leavesParentWhenSettled = false

    public init(policy: ContainmentPolicy = .childViewController, leavesParentWhenNotDisplayed: Bool = true) {
        self.policy = policy
        self.leavesParentWhenNotDisplayed = leavesParentWhenNotDisplayed
    }

    /// True when the shell must send ``HostingEvent/settle`` on a later turn: a transition that
    /// kept the controller in its parent has ended.
    public var needsSettling: Bool { leavesParentWhenSettled && !appearance.isTransitioning }

    /// Feeds one event and returns the commands to carry out, in order.
    @discardableResult
    public mutating func handle(_ event: HostingEvent) -> HostingCommands {
        guard !isReleased else { return [] }
        var commands = HostingCommands()
        switch event {
        case .configure(let newParent):
            if hasController {
                commands.append(.replaceRootView)
            } else {
                hasController = true
                commands.append(.createController)
            }
            wantsParent = true
            attach(to: newParent, into: &commands)
            if !isViewInstalled {
                isViewInstalled = true
                commands.append(.addView)
            }
            appearIfDisplayed(into: &commands)
            remeasure(into: &commands)
        case .hierarchyChanged(let newParent), .willMeasure(let newParent):
            if wantsParent { attach(to: newParent, into: &commands) }
        case .windowChanged(let inWindow):
            isInWindow = inWindow
            if inWindow { appearIfDisplayed(into: &commands) }
        case .willDisplay(let newParent):
            isDisplayed = true
            if hasController {
                wantsParent = true
                attach(to: newParent, into: &commands)
                // No parent to join (none found, or no containment): the content shows all the same.
                if !isViewInstalled {
                    isViewInstalled = true
                    commands.append(.addView)
                }
            }
            appearIfDisplayed(into: &commands)
        case .didEndDisplaying, .prepareForReuse:
            // UIKit normally ends display before a reuse; if it did not, the reuse balances it.
            isDisplayed = false
            disappear(into: &commands)
            if leavesParentWhenNotDisplayed {
                wantsParent = false
                detach(into: &commands)
            }
        case .settle:
            // A new transition may have begun since: disappear and detach each wait for it again.
            guard leavesParentWhenSettled else { break }
            leavesParentWhenSettled = false
            if !isDisplayed { disappear(into: &commands) }
            if !wantsParent { detach(into: &commands) }
        case .contentRequestedResize:
            // Out of the slot (ended display, reused): measured with its next content instead.
            if hasController, isViewInstalled { remeasure(into: &commands) }
        case .parentDeallocated:
            // UIKit dropped the child with its parent; keep hosting the view without containment.
            parent = nil
        case .controllerAppearanceChanged(let reported):
            appearance = reported
            switch reported {
            case .appearing, .appeared:
                isCoveredByParent = false
            case .disappearing, .disappeared:
                // The core disappears only cells that stopped being displayed: a disappearance
                // while displayed is UIKit forwarding the parent's own.
                if isDisplayed { isCoveredByParent = true }
            }
        case .released:
            disappear(into: &commands)
            if parent != nil {
                commands.append(.willMoveToNilParent)
                commands.append(.removeView)
                commands.append(.removeFromParent)
            } else if isViewInstalled {
                commands.append(.removeView)
            }
            parent = nil
            isViewInstalled = false
            isReleased = true
        }
        return commands
    }

    // MARK: Private

    /// Makes the controller a child of `newParent` when policy allows and it is not already.
    /// A nil parent keeps the current containment: losing the responder chain for a moment
    /// (a cell taken out of the window) is not a reason to detach.
    private mutating func attach(to newParent: ParentID?, into commands: inout HostingCommands) {
        leavesParentWhenSettled = false
        guard policy == .childViewController, let newParent, newParent != parent else { return }
        // What UIKit did under the old parent says nothing about the new one.
        isCoveredByParent = false
        if parent != nil {
            // Moving to another parent: leave the old one first; the view stays in the slot.
            commands.append(.willMoveToNilParent)
            commands.append(.removeFromParent)
        }
        commands.append(.addChild(newParent))
        if !isViewInstalled {
            isViewInstalled = true
            commands.append(.addView)
        }
        commands.append(.didMoveToParent(newParent))
        parent = newParent
    }

    /// Leaves the parent (``wantsParent`` became false), the hosted view with it, in UIKit's order
    /// for removing a child: `willMove(toParent: nil)`, the view out, `removeFromParent()` (Epoxy's
    /// `removeViewControllerIfNeeded`). The next configure or `willDisplay` adds both back.
    /// Mid-transition, it waits.
    private mutating func detach(into commands: inout HostingCommands) {
        guard parent != nil else { return }
        guard !appearance.isTransitioning else {
            leavesParentWhenSettled = true
            return
        }
        commands.append(.willMoveToNilParent)
        if isViewInstalled {
            commands.append(.removeView)
            isViewInstalled = false
        }
        commands.append(.removeFromParent)
        parent = nil
        isCoveredByParent = false
    }

    /// New content or a resize request: lay the hosted view out so SwiftUI applies what changed,
    /// then invalidate its intrinsic size so the container measures the new content. This order
    /// is what makes a reused cell take its own item's height from iOS 15.2 (``HostingCommand``).
    private func remeasure(into commands: inout HostingCommands) {
        commands.append(.forceLayout)
        commands.append(.invalidateIntrinsicSize)
    }

    /// Appears the controller when it is displayed, on screen as far as UIKit shows (in a window,
    /// its parent not covered) and really disappeared. Appeared already (UIKit appeared it when
    /// its view entered the window) or mid-transition (the parent's own transition is
    /// forwarding): nothing, UIKit's transition stands.
    private mutating func appearIfDisplayed(into commands: inout HostingCommands) {
        guard isDisplayed, hasController, appearance == .disappeared, isInWindow != false, !isCoveredByParent
        else { return }
        appearance = .appeared
        commands.append(.beginAppearanceTransition(isAppearing: true))
        commands.append(.endAppearanceTransition)
    }

    /// Disappears the controller when it really is appeared; never inside a running transition.
    private mutating func disappear(into commands: inout HostingCommands) {
        guard appearance == .appeared else { return }
        appearance = .disappeared
        commands.append(.beginAppearanceTransition(isAppearing: false))
        commands.append(.endAppearanceTransition)
    }
}
