import CellBridgeCore

/// What a reused hosting cell does to UIKit when it is configured again.
protocol ReconfigureStrategy {
    var name: String { get }
    /// The UIKit commands for the first configure, then for `reconfigures` more, in order.
    mutating func configure(parent: ParentID) -> [HostingCommand]
}

/// CellBridge: the core's hosting lifecycle. The controller leaves the screen when the cell is
/// reused and joins it again with the new content (Epoxy's model), so both steps are counted.
struct CellBridgeStrategy: ReconfigureStrategy {
    let name = "CellBridge (HostingLifecycle)"
    private var lifecycle = HostingLifecycle()

    mutating func configure(parent: ParentID) -> [HostingCommand] {
        Array(lifecycle.handle(.prepareForReuse)) + Array(lifecycle.handle(.configure(parent: parent)))
    }
}

/// The iOS 14 backport article's content view: on every configuration it swaps the root view,
/// then removes the hosting controller from the hierarchy and adds it again to get the cell
/// re-measured.
struct BackportArticleStrategy: ReconfigureStrategy {
    let name = "backport article (remove + re-add)"
    private var created = false

    mutating func configure(parent: ParentID) -> [HostingCommand] {
        let add: [HostingCommand] = [.addChild(parent), .addView, .didMoveToParent(parent)]
        guard created else {
            created = true
            return [.createController] + add
        }
        return [.replaceRootView, .willMoveToNilParent, .removeView, .removeFromParent] + add + [
            .forceLayout, .invalidateIntrinsicSize,
        ]
    }
}
