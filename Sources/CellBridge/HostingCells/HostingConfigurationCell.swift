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
            #if DEBUG
                // Self-check faults: the cell keeps the configuration it showed before.
                if SelfCheckFaultSwitch.isOn("stale-content-on-reuse"), contentConfiguration != nil,
                    core.context.currentIdentity != identity
                {
                    return
                }
                if SelfCheckFaultSwitch.isOn("reconfigure-not-applied"), contentConfiguration != nil,
                    core.context.currentIdentity == identity
                {
                    return
                }
            #endif
            contentConfiguration = core.configuration(showing: content, identity: identity)
            #if DEBUG
                // Self-check fault: SwiftUI lays the content out at 0×0.
                if SelfCheckFaultSwitch.isOn("hosted-at-zero-size"),
                    let contentView = (self as? UICollectionViewCell)?.contentView
                        ?? (self as? UITableViewCell)?.contentView
                {
                    SelfCheckFaultSwitch.layOutAtZeroSize(contentView)
                }
            #endif
        }
    }
#endif
