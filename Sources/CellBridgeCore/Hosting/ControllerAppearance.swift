/// Where a hosting controller really is in UIKit's appearance cycle, as its own
/// `viewWillAppear` / `viewDidAppear` / `viewWillDisappear` / `viewDidDisappear` report it.
///
/// A hosting controller that is a child of the screen's view controller gets appearance
/// callbacks from two drivers: the core's manual transitions (`willDisplay` /
/// `didEndDisplaying`) and UIKit itself, which forwards the parent's transitions to every child
/// (`shouldAutomaticallyForwardAppearanceMethods`) and appears a child whose view enters a
/// window. Two drivers that do not know about each other nest transitions ("Unbalanced calls to
/// begin/end appearance transitions") and appear a controller twice. So the core tracks what the
/// controller really went through, whoever drove it, and only fills the gaps: see
/// ``HostingLifecycle``.
public enum ControllerAppearance: Hashable, Sendable {
    /// Off screen as far as the controller knows (`viewDidDisappear`, or never appeared).
    case disappeared
    /// Between `viewWillAppear` and `viewDidAppear`: a transition is in progress.
    case appearing
    /// On screen (`viewDidAppear`).
    case appeared
    /// Between `viewWillDisappear` and `viewDidDisappear`: a transition is in progress.
    case disappearing

    /// True while a transition (UIKit's or the core's) has begun and not ended.
    public var isTransitioning: Bool { self == .appearing || self == .disappearing }
}
