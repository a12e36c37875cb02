#if canImport(UIKit)
    import SwiftUI
    import UIKit

    /// A cell whose SwiftUI content is a `UIHostingConfiguration` (iOS 16+): what
    /// ``CellBridgeEngine`` needs of the collection and table configuration cells alike.
    @MainActor
    protocol HostingConfigurationCell: UIView {
        var core: HostingConfigurationCellCore { get }
        /// `UICollectionViewCell`'s and `UITableViewCell`'s own property.
        var contentConfiguration: UIContentConfiguration? { get set }
    }

    extension HostingConfigurationCell {
        /// Shows `content` for the item `identity` names as the cell's `UIHostingConfiguration`.
        @available(iOS 16.0, tvOS 16.0, *)
        func show(_ content: AnyView, identity: AnyHashable?) {
            contentConfiguration = core.configuration(showing: content, identity: identity)
        }
    }
#endif
