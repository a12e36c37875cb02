#if canImport(UIKit)
    import SwiftUI
    import UIKit

    /// A cell whose SwiftUI content is a `UIHostingConfiguration` (iOS 16+): what
    /// ``CellBridgeEngine`` needs of the collection, list and table configuration cells alike.
    /// Apple's configuration drives the content's appearance itself; the display callbacks the
    /// bridge forwards serve the forwarding check (``DelegateForwardingMonitor``).
    @MainActor
    protocol HostingConfigurationCell: BridgeHostingView {
        var core: HostingConfigurationCellCore { get }
        /// `UICollectionViewCell`'s and `UITableViewCell`'s own property.
        var contentConfiguration: UIContentConfiguration? { get set }
    }

    extension HostingConfigurationCell {
        var hostedContext: HostedContentContext { core.context }
        var hostedViewTypeName: String? { core.viewTypeName }
        func hostedContentWillDisplay() { core.context.displayForwarded(isDisplayed: true) }
        func hostedContentDidEndDisplaying() { core.context.displayForwarded(isDisplayed: false) }

        /// Shows `content` for the item `identity` names as the cell's `UIHostingConfiguration`.
        @available(iOS 16.0, tvOS 16.0, *)
        func show(_ content: AnyView, identity: AnyHashable?) {
            contentConfiguration = core.configuration(showing: content, identity: identity)
        }
    }
#endif
