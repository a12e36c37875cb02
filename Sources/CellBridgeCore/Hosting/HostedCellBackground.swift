/// Which views around hosted SwiftUI content are made see-through, so the cell's own background
/// and selection show on every render path.
///
/// In a grouped or inset-grouped table the rounded card *is* the cell's background (its iOS 14+
/// background configuration), and selection is drawn by the cell's `selectedBackgroundView`
/// under `contentView`. A cell's `backgroundColor` and its background configuration are two ways
/// of drawing the same background (UIKit documents the configuration and background views as
/// mutually exclusive), so a clear `backgroundColor` stood where the card should be: SwiftUI rows
/// lost their card on iOS 14–15 while legacy rows and every iOS 16+ `UIHostingConfiguration` row
/// kept it. Only what lies *above*
/// the cell's background is made clear: the content view and the hosted view. The cell's
/// background is never touched.
///
/// ```swift
/// HostedCellBackground.seeThroughViews(in: .tableView)   // [.contentView, .hostedView]
/// ```
public enum HostedCellBackground {
    /// The views of a host whose background is set to clear.
    public struct Views: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The cell itself: its background is the grouped card and its selection; never cleared.
        public static let cell = Views(rawValue: 1 << 0)
        /// The cell's `contentView`, which lies over the cell's background.
        public static let contentView = Views(rawValue: 1 << 1)
        /// The hosting controller's view.
        public static let hostedView = Views(rawValue: 1 << 2)
    }

    /// The views made clear for hosted content in `container`.
    public static func seeThroughViews(in container: ContainerKind) -> Views {
        switch container {
        case .collectionView, .tableView:
            return [.contentView, .hostedView]
        case .standaloneView:
            return [.hostedView]
        }
    }
}
