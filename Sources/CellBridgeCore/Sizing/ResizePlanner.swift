/// Turns "my SwiftUI content changed size" into the UIKit steps that make the cell follow.
///
/// A SwiftUI view that grows (an expanded text, an image that loaded) changes its hosting
/// view's ideal size, but neither a collection view nor a table view looks at a cell's
/// subviews after measuring: something must tell the container. iOS 16 added
/// `selfSizingInvalidation`, so there invalidating the cell's intrinsic size is enough;
/// older systems need the collection layout invalidated (``CollectionLayoutInvalidation`` says
/// how, per kind of layout) or a batch update (table). Several
/// requests in the same run-loop turn are merged by ``ResizeCoalescer`` so the container is
/// invalidated once.
///
/// ```swift
/// ResizePlanner(osVersion: OSVersion(major: 15)).actions(in: .tableView)
/// // [.invalidateHostedView, .tableBatchUpdate]
/// ```
public struct ResizePlanner: Hashable, Sendable {
    /// The first OS whose collection and table views re-measure a cell on its own invalidation.
    public static let selfSizingInvalidationMinimumOS = OSVersion(major: 16)

    public let osVersion: OSVersion

    public init(osVersion: OSVersion) {
        self.osVersion = osVersion
    }

    /// True when the container re-measures a cell that invalidates its own intrinsic size.
    public var containerFollowsCellInvalidation: Bool {
        osVersion >= Self.selfSizingInvalidationMinimumOS
    }

    /// The steps for one resize request of `element` in `container`, in order.
    ///
    /// `selfSizingInvalidation` re-measures *cells* that invalidate themselves; a header or footer
    /// is re-measured through its container on every OS: the collection layout invalidated (``CollectionLayoutInvalidation``),
    /// the table's heights asked again.
    public func actions(in container: ContainerKind, element: ReusableElement = .cell) -> [ResizeAction] {
        switch (container, element) {
        case (.collectionView, .supplementary):
            return [.invalidateHostedView, .invalidateCollectionLayout]
        case (.tableView, .tableHeaderFooter):
            return [.invalidateHostedView, .tableBatchUpdate]
        default:
            break
        }
        switch container {
        case .standaloneView:
            return [.invalidateHostedView, .invalidateStandaloneIntrinsicSize]
        case .collectionView, .tableView:
            if containerFollowsCellInvalidation { return [.invalidateHostedView, .invalidateCellIntrinsicSize] }
            return [
                .invalidateHostedView, container == .tableView ? .tableBatchUpdate : .invalidateCollectionLayout,
            ]
        }
    }

    /// The steps that touch the container (run once per coalesced batch, not once per request).
    public func containerActions(in container: ContainerKind, element: ReusableElement = .cell) -> [ResizeAction] {
        actions(in: container, element: element).filter {
            $0 == .invalidateCollectionLayout || $0 == .tableBatchUpdate
        }
    }
}
