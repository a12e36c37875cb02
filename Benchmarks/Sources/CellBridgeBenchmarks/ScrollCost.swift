import CellBridgeCore

/// What UIKit work CellBridge causes per scrolled hosting cell, counted by driving the core's rules
/// in the order the shell's `HostingSlot` drives them for each UIKit moment.
///
/// The scroll: a feed of items with stable identities, scrolled down through 500 cells and back
/// up, over a reuse pool of 16 cells. Along the way, as on a real screen: every fifth cell shown, a
/// visible cell is reconfigured for the same item (a live update); every hundredth, a visible
/// cell's content grows and asks to resize (`\.cellBridgeRequestResize`). Under the explicit
/// contract every new content is measured once and a resize once more; nothing is measured on
/// SwiftUI's own layout passes and no size is cached.
struct ScrollCost {
    struct Figures {
        var cellsShown = 0
        /// Cells that showed another item's content (fresh dequeues and reuses).
        var newContent = 0
        /// SwiftUI measurements UIKit takes: one per new content and one per resize request.
        var measurements = 0
        var intrinsicSizeInvalidations = 0
        var forcedLayouts = 0
        var containerLayoutInvalidations = 0
        var rootViewSwaps = 0
        var containmentOperations = 0
        var appearanceTransitions = 0
        /// Hosting controllers that are the screen's children at the end (only displayed cells').
        var childrenAtTheEnd = 0
    }

    let osVersion: OSVersion
    let policy: ContainmentPolicy

    static let poolSize = 16
    static let scrolledCells = 1_000

    func run() -> Figures {
        var figures = Figures()
        let resize = ResizePlanner(osVersion: osVersion)
        var slots = Array(repeating: HostingLifecycle(policy: policy), count: Self.poolSize)
        var items = Array(repeating: -1, count: Self.poolSize)
        let screen = ParentID(rawValue: 42)
        let half = Self.scrolledCells / 2
        let order = Array(0..<half) + Array((0..<half).reversed())

        func count(_ commands: HostingCommands) {
            for command in commands {
                switch command {
                case .replaceRootView: figures.rootViewSwaps += 1
                case .forceLayout: figures.forcedLayouts += 1
                case .invalidateIntrinsicSize:
                    figures.intrinsicSizeInvalidations += 1
                    figures.measurements += 1  // UIKit measures the cell it was told changed
                case .beginAppearanceTransition: figures.appearanceTransitions += 1
                default: if command.isContainmentOperation { figures.containmentOperations += 1 }
                }
            }
        }

        for (shown, item) in order.enumerated() {
            let index = shown % Self.poolSize
            count(slots[index].handle(.didEndDisplaying))
            count(slots[index].handle(.prepareForReuse))
            count(slots[index].handle(.configure(parent: shown < Self.poolSize ? nil : screen)))
            items[index] = item
            count(slots[index].handle(.windowChanged(isInWindow: true)))
            count(slots[index].handle(.willMeasure(parent: screen)))
            count(slots[index].handle(.willDisplay(parent: screen)))
            figures.cellsShown += 1
            figures.newContent += 1

            let visible = (shown + Self.poolSize / 2) % Self.poolSize
            // Updates reach cells on screen, never one that showed nothing yet.
            guard items[visible] >= 0, slots[visible].isDisplayed else { continue }
            if shown % 5 == 4 {
                // A live update: the same item, a new root view, measured again.
                count(slots[visible].handle(.configure(parent: screen)))
            }
            if shown % 100 == 99 {
                // The content grows and asks to resize.
                count(slots[visible].handle(.contentRequestedResize))
                for action in resize.actions(in: .collectionView) {
                    switch action {
                    case .invalidateCellIntrinsicSize: figures.intrinsicSizeInvalidations += 1
                    case .invalidateCollectionLayout: figures.containerLayoutInvalidations += 1
                    default: break
                    }
                }
            }
        }
        figures.childrenAtTheEnd = slots.filter { $0.parent != nil }.count
        return figures
    }
}
