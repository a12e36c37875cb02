#if canImport(UIKit)
    import UIKit

    /// What the bridges rely on from every view they host SwiftUI in: display forwarding, the
    /// content's context (events, resizes and the position they resolve), and a name for
    /// diagnostics.
    ///
    /// A behaviour the bridges need and one hosting class lacks is a device bug: the list cell
    /// once received no `willDisplay` because it did not adopt the display protocol. So the
    /// requirement is a type: ``CellContainer/hostingClass(for:as:listCells:)`` returns only
    /// `BridgeHostingView` classes, the two families (``HostingCellCoreOwner``,
    /// ``HostingConfigurationCell``) refine it and implement it once in protocol extensions, and
    /// ``BridgeHostingViews/all`` names every class, so the iOS build fails for one that lacks it.
    @MainActor
    protocol BridgeHostingView: UIView, HostedDisplayReceiving {
        /// The context the view's SwiftUI content talks to.
        var hostedContext: HostedContentContext { get }
        /// The SwiftUI view type shown, for diagnostics; nil before the first content.
        var hostedViewTypeName: String? { get }
    }

    /// Every class a bridge registers to host SwiftUI. Compiled in every iOS build: a class
    /// that is not a complete ``BridgeHostingView`` is a compile error here.
    @MainActor
    enum BridgeHostingViews {
        static let all: [any BridgeHostingView.Type] = [
            HostingCollectionViewCell.self,
            HostingCollectionViewListCell.self,
            HostingTableViewCell.self,
            HostingTableHeaderFooterView.self,
            HostingConfigurationCollectionViewCell.self,
            HostingConfigurationCollectionViewListCell.self,
            HostingConfigurationTableViewCell.self,
        ]
    }
#endif
