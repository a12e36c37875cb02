/// Notices hosted SwiftUI content that changed its own size and asks its cell to follow.
///
/// A collection or table view never looks inside a cell after measuring it. Apple's
/// `UIHostingConfiguration` tells the cell when its SwiftUI content changes size; a hosting
/// controller in a cell does not: from iOS 16 `sizingOptions = .intrinsicContentSize` makes the
/// hosted view invalidate *its own* intrinsic size, but `selfSizingInvalidation = .enabled` only
/// reacts to the cell or its `contentView` invalidating theirs. Before iOS 16 nothing reacts at
/// all. Content that expands without calling `cellBridgeRequestResize` would stay clipped.
///
/// What tells the follower that the content changed is ``SizeFollowingSignal``: the hosted view's
/// layout passes at unchanged bounds (``hostedViewDidLayout(bounds:)``), except the one that
/// follows an update CellBridge caused itself (``expectOwnUpdate()``). The shell then measures the content's height at the current width once, and when it differs from the bounds
/// the cell is asked to resize (the same request `cellBridgeRequestResize` makes). A layout at new
/// bounds is UIKit applying a size it just measured, never a reason to measure. A cell whose size
/// the layout fixes (a grid with a set item size) would never follow: a height is asked for once,
/// not on every pass, so nothing loops, and a slot whose container left two requests in a row
/// unanswered (its bounds never changed before the next content) stops asking until UIKit gives it another size.
///
/// ```swift
/// var follower = HostedSizeFollower()
/// follower.hostedViewDidLayout(bounds: MeasuredSize(width: 390, height: 80))   // false: first layout
/// follower.hostedViewDidLayout(bounds: MeasuredSize(width: 390, height: 80))   // true: measure now
/// follower.measured(fittingHeight: 120, in: MeasuredSize(width: 390, height: 80))  // true: resize
/// ```
public struct HostedSizeFollower: Hashable, Sendable {
    /// Differences below this are layout noise, not a new size (points).
    public static let tolerance = 0.5

    /// Requests in a row the container did not answer before the next content before a slot
    /// concludes the layout fixes its size.
    public static let ignoredRequestsBeforeGivingUp = 2

    private var lastBounds: MeasuredSize?
    private var requestedHeight: Double?
    /// True after CellBridge caused a SwiftUI update itself: the layout pass it brings is not the
    /// content resizing itself.
    private var ownUpdatePending = false
    private var ignoredRequests = 0
    /// False once the container ignored ``ignoredRequestsBeforeGivingUp`` requests in a row: its
    /// layout sizes the cell, the content's height does not.
    public private(set) var containerFollows = true

    public init() {}

    /// UIKit laid the hosted view out at `bounds`. True when the shell must measure the content's
    /// height at this width now: the bounds did not change, so SwiftUI's content did.
    @discardableResult
    public mutating func hostedViewDidLayout(bounds: MeasuredSize) -> Bool {
        defer { lastBounds = bounds }
        let ownUpdate = ownUpdatePending
        ownUpdatePending = false
        guard let lastBounds else { return false }
        guard Self.same(lastBounds.width, bounds.width), Self.same(lastBounds.height, bounds.height) else {
            // UIKit gave the view a new size: whatever was asked for has been answered, and a
            // container that sizes the cell anew (a reuse in a self-sizing section of a layout
            // that also has fixed-size ones, a rotation) may follow its content again. A fixed
            // grid keeps a reused cell's size, so a slot that gave up there stays given up.
            requestedHeight = nil
            ignoredRequests = 0
            containerFollows = true
            return false
        }
        // A width that is not finite never gets here: `same` is false for it.
        return !ownUpdate && containerFollows && bounds.width > 0
    }

    /// CellBridge is about to cause a SwiftUI update that cannot change the content's size (a
    /// cell-state change published to the content, a root view for the same item and version):
    /// the next layout pass at unchanged bounds is that update, not a reason to measure.
    public mutating func expectOwnUpdate() {
        ownUpdatePending = true
    }

    /// The content's height at the bounds' width, measured because ``hostedViewDidLayout(bounds:)``
    /// said so. True when the cell must be asked to resize.
    public mutating func measured(fittingHeight: Double, in bounds: MeasuredSize) -> Bool {
        guard containerFollows, fittingHeight.isFinite, !Self.same(fittingHeight, bounds.height) else {
            requestedHeight = nil
            return false
        }
        if let requestedHeight, Self.same(requestedHeight, fittingHeight) { return false }
        requestedHeight = fittingHeight
        return true
    }

    /// New content, shown at `bounds` (nil: not known): UIKit measures the cell for it anyway.
    /// The bounds are recorded, so the first SwiftUI update after the configure is noticed even
    /// when UIKit keeps the cell's size. A request still unanswered now was ignored.
    public mutating func contentConfigured(at bounds: MeasuredSize? = nil) {
        if requestedHeight != nil {
            ignoredRequests += 1
            if ignoredRequests >= Self.ignoredRequestsBeforeGivingUp { containerFollows = false }
        }
        lastBounds = bounds
        requestedHeight = nil
    }

    private static func same(_ lhs: Double, _ rhs: Double) -> Bool {
        abs(lhs - rhs) < tolerance
    }
}
