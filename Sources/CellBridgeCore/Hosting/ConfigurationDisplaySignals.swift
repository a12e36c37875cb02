/// Which UIKit signal says a content configuration's SwiftUI content is on screen.
///
/// A hosting cell hears `willDisplay` / `didEndDisplaying` from its delegate through the bridge.
/// A content configuration's content view (``HostingEvent``'s "slot no delegate reports display
/// for") hears nothing of the kind, and window presence is not a reliable stand-in in a
/// collection view: it may keep recycled cells in its hierarchy, hidden (radar 14801742), so a
/// cell scrolled off never leaves the window and a reused one never enters it — `onDisappear`
/// would not come on scroll-off and `onAppear` not on reuse.
///
/// So display callbacks, once the content view receives any (the bridges forward them for every
/// cell; an app's own delegate forwards them with `cell.cellBridgeWillDisplay()`), are the only
/// signal from then on. Until then the fallback uses what UIKit does give every content view: a
/// new configuration applied means the cell was dequeued for an item and is about to be shown
/// (the old content disappears, the new appears), and leaving or entering a window. New content
/// for the same item (a reconfigure, ``ItemContinuity/sameItem``) is neither: nothing left the
/// screen. The fallback cannot see a cell scrolled off while it stays in the window, which is why
/// the first fallback appearance comes with ``forwardingHint``, for the shell to log once.
///
/// ```swift
/// var signals = ConfigurationDisplaySignals()
/// signals.willApplyNewContent(isInWindow: true)  // [.didEndDisplaying]: the old item's content goes
/// signals.didApplyNewContent(isInWindow: true)   // [.willDisplay]: the new item's content comes
/// signals.displayForwarded(isDisplayed: true)   // [.willDisplay]; window changes are ignored from now on
/// ```
public struct ConfigurationDisplaySignals: Hashable, Sendable {
    /// True once a display callback was forwarded: they alone drive appearance from then on.
    public private(set) var receivesDisplayCallbacks = false
    /// The last forwarded callback was `willDisplay`.
    private var isDisplayedAsForwarded = false

    public init() {}

    /// `willDisplay` (true) or `didEndDisplaying` (false) forwarded for the content view's cell.
    public mutating func displayForwarded(isDisplayed: Bool) -> [HostingEvent] {
        receivesDisplayCallbacks = true
        isDisplayedAsForwarded = isDisplayed
        return [isDisplayed ? .willDisplay(parent: nil) : .didEndDisplaying]
    }

    /// Whether new content replaces what a displayed cell shows (a reconfigure in place, as
    /// `reconfigureItems` does, or a live update) rather than arriving with a dequeue. A content
    /// view hears no `prepareForReuse`, so only forwarded display callbacks can tell: a cell that
    /// got `willDisplay` and no `didEndDisplaying` since is on screen, one in the reuse pool got
    /// `didEndDisplaying` first. Without them it cannot be told, and new content counts as a
    /// dequeue, so an event in flight from the old content never reaches another item.
    public var newContentIsInPlace: Bool {
        receivesDisplayCallbacks && isDisplayedAsForwarded
    }

    /// Whether the cell is on screen: as forwarded, else in a window and not hidden (a collection
    /// view keeps the cells of its reuse pool in the window, hidden). A change that would resize
    /// the cell is asked for only then; a cell in the pool is measured when it is dequeued.
    public func isOnScreen(isInWindow: Bool, isHidden: Bool) -> Bool {
        receivesDisplayCallbacks ? isDisplayedAsForwarded : isInWindow && !isHidden
    }

    /// The content view entered or left a window.
    public func windowChanged(isInWindow: Bool) -> [HostingEvent] {
        receivesDisplayCallbacks ? [] : [.windowPresenceChanged(isInWindow: isInWindow)]
    }

    /// A configuration with new content (not a state update) is about to replace the content:
    /// the cell was dequeued for another item, so the content it showed disappears first, before
    /// its root view is swapped. Off a window the cell is being prepared: nothing is on screen.
    public func willApplyNewContent(isInWindow: Bool, continuity: ItemContinuity = .anotherItem) -> [HostingEvent] {
        fallsBackOnNewContent(isInWindow: isInWindow, continuity: continuity) ? [.didEndDisplaying] : []
    }

    /// The new content is in place: it appears (entering a window appears content prepared off it).
    public func didApplyNewContent(isInWindow: Bool, continuity: ItemContinuity = .anotherItem) -> [HostingEvent] {
        fallsBackOnNewContent(isInWindow: isInWindow, continuity: continuity) ? [.willDisplay(parent: nil)] : []
    }

    /// What to tell the developer the first time appearance falls back on new content: the
    /// delegate does not forward display callbacks, so `onDisappear` will not come on scroll-off.
    public static let forwardingHint =
        "CellBridge: a SwiftUIHostingConfiguration's content appears and disappears with new configurations only, "
        + "because its cell's display callbacks are not forwarded; onDisappear will not come when the cell scrolls "
        + "off. Forward them from the delegate: cell.cellBridgeWillDisplay() in willDisplay and "
        + "cell.cellBridgeDidEndDisplaying() in didEndDisplaying (a CellBridge bridge does it for you)."

    private func fallsBackOnNewContent(isInWindow: Bool, continuity: ItemContinuity) -> Bool {
        !receivesDisplayCallbacks && isInWindow && continuity != .sameItem
    }
}
