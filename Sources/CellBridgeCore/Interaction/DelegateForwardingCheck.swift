/// Notices, once each, the delegate forwarding an app forgot: every such mistake compiles, and
/// each quietly breaks something users see.
///
/// A shared delegate forwards display callbacks (`willDisplay`, `didEndDisplaying`, and the
/// header and footer ones) and selection questions (`shouldHighlight`, `shouldSelect`) to the
/// bridge. Leave one out and `onAppear` / `onDisappear` stop being balanced, or a `Button` in a
/// cell also selects its row. The shell reports what it sees; the check decides, from UIKit's
/// documented order of events, when that proves a forwarding is missing, and answers with the
/// message to log the first time (debug builds):
/// - a cell the bridge configured is visible in its container on the next main-queue turn, yet
///   no `willDisplay` reached it: UIKit calls `willDisplay` before it shows a cell;
/// - a cell that got `willDisplay` is reused without `didEndDisplaying`: UIKit ends a cell's
///   display before reusing it;
/// - a cell whose content handles its own taps is highlighted or selected: the bridge would have
///   answered no.
///
/// ```swift
/// var check = DelegateForwardingCheck(container: .tableView)
/// check.visibleWithoutWillDisplay()   // the message, the first time; nil after
/// ```
public struct DelegateForwardingCheck: Hashable, Sendable {
    /// A forwarding found missing.
    public enum Gap: Hashable, Sendable {
        case willDisplay
        case didEndDisplaying
        case selection
    }

    public let container: ContainerKind
    /// The gaps reported so far (each once).
    public private(set) var reported: Set<Gap> = []

    public init(container: ContainerKind) {
        self.container = container
    }

    /// A configured cell is visible and got no `willDisplay`.
    public mutating func visibleWithoutWillDisplay() -> String? { report(.willDisplay) }

    /// A cell that was displayed is reused without having ended its display.
    public mutating func reusedWhileDisplayed() -> String? { report(.didEndDisplaying) }

    /// A cell whose content handles its own taps was highlighted or selected.
    public mutating func selectedWhileContentHandlesTaps() -> String? { report(.selection) }

    /// The message for `gap` in this kind of container.
    public func message(for gap: Gap) -> String {
        let table = container == .tableView
        let view = table ? "tableView" : "collectionView"
        let item = table ? "forRowAt" : "forItemAt"
        switch gap {
        case .willDisplay:
            return "CellBridge: a cell the bridge configured is on screen but never got willDisplay, so its SwiftUI "
                + "content's onAppear/onDisappear are not balanced with what is visible. Forward "
                + "\(view)(_:willDisplay:\(item):) to bridge.willDisplay(_:at:) and "
                + "\(view)(_:didEndDisplaying:\(item):) to bridge.didEndDisplaying(_:at:)"
                + (table ? ", and the header and footer ones to the bridge's willDisplayHeaderFooterView." : ".")
        case .didEndDisplaying:
            return "CellBridge: a displayed cell was reused without didEndDisplaying, so its SwiftUI content's "
                + "onDisappear comes late. Forward \(view)(_:didEndDisplaying:\(item):) to bridge.didEndDisplaying(_:at:)."
        case .selection:
            let select = table ? "tableView(_:willSelectRowAt:)" : "collectionView(_:shouldSelectItemAt:)"
            let highlight = table ? "tableView(_:shouldHighlightRowAt:)" : "collectionView(_:shouldHighlightItemAt:)"
            return "CellBridge: a cell whose SwiftUI content handles its own taps (tapHandling = .contentHandlesTaps) "
                + "was highlighted or selected, so a tap on one of its buttons also selects the row. Answer "
                + "\(highlight) with bridge.shouldHighlight(_:) and \(select) with bridge.shouldSelect(_:)."
        }
    }

    private mutating func report(_ gap: Gap) -> String? {
        guard reported.insert(gap).inserted else { return nil }
        return message(for: gap)
    }
}
