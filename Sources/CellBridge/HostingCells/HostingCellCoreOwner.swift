#if canImport(UIKit)
    import UIKit

    /// A hosting view run by a ``HostingCellCore`` (one hosting controller for its life): what
    /// ``CellBridgeEngine`` needs of the iOS 14–15 hosting cells, their list variant and the table
    /// header-footer view alike. Everything a ``BridgeHostingView`` must do is done here, once.
    @MainActor
    protocol HostingCellCoreOwner: BridgeHostingView {
        var core: HostingCellCore { get }
        /// The identifier the view was dequeued with: the SwiftUI view type's name.
        var reuseIdentifier: String? { get }
    }

    extension HostingCellCoreOwner {
        var hostedContext: HostedContentContext { core.context }
        var hostedViewTypeName: String? { reuseIdentifier }
        func hostedContentWillDisplay() { core.willDisplay() }
        func hostedContentDidEndDisplaying() { core.didEndDisplaying() }
    }

    extension HostingCollectionViewCell: HostingCellCoreOwner {}

    extension HostingTableViewCell: HostingCellCoreOwner {}

    extension HostingTableHeaderFooterView: HostingCellCoreOwner {}
#endif
