/// What a collection or table view can say about a reuse identifier before CellBridge registers it.
///
/// UIKit keeps one registration per reuse identifier per view, and a later `register` silently
/// replaces an earlier one: a storyboard's prototype cell, or a nib the app registered under that
/// identifier itself. Where UIKit lets the container be asked, it is:
/// - a table view answers: `dequeueReusableCell(withIdentifier:)` without an index path returns
///   nil when nothing is registered (and `dequeueReusableHeaderFooterView(withIdentifier:)` for
///   headers and footers);
/// - a collection view cannot: it has no public query, and dequeuing an identifier nobody
///   registered throws. There the app's statement (``LegacyCellRegistration``, `registeredByApp:`)
///   is all there is, as in DTCollectionViewManager (`cellRegisteredByStoryboard`).
public enum ExistingRegistration: Hashable, Sendable {
    /// The container has a registration for the identifier: the app's or its storyboard's.
    case registered
    /// The container has a registration for the identifier, and the view it makes is CellBridge's
    /// own hosting cell (or header/footer) class: the app registered `HostingTableViewCell` under
    /// the SwiftUI view's name itself, as the articles CellBridge grew from (and `cellbridge
    /// scaffold`) show. CellBridge adopts that registration: it is the one it would make.
    case registeredHostingView
    /// The container has none.
    case notRegistered
    /// The container cannot tell (a collection view).
    case unknown
}
