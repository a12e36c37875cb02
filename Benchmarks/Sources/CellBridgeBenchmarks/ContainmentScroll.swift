import CellBridgeCore

/// A screen scrolling through hosted cells of one SwiftUI view type under one containment policy,
/// driven through the core as the shell drives it: a reuse pool of hosting cells, each reused
/// item ending display, preparing for reuse, configured, measured and displayed.
struct ContainmentScroll {
    /// What one run costs in UIKit work.
    struct Figures {
        /// addChild, add view, didMove, willMove, remove view, removeFromParent.
        var containmentOperations = 0
        /// begin/end appearance transitions the core drives by hand.
        var manualAppearanceTransitions = 0
        /// Hosting controllers that are the screen's children at the end: only displayed cells' (the
        /// last one scrolled in); each receives every appearance transition the screen goes through
        /// (a push, a pop, a tab switch), forwarded by UIKit.
        var childrenOfTheScreen = 0
    }

    static let poolSize = FeedSimulation.visibleCells + 2

    let policy: ContainmentPolicy
    let scrolledCells: Int

    func run() -> Figures {
        var figures = Figures()
        var slots = Array(repeating: HostingLifecycle(policy: policy), count: Self.poolSize)
        let screen = ParentID(rawValue: 42)
        func count(_ commands: HostingCommands) {
            for command in commands {
                if command.isContainmentOperation { figures.containmentOperations += 1 }
                if case .beginAppearanceTransition = command { figures.manualAppearanceTransitions += 1 }
            }
        }
        for index in 0..<scrolledCells {
            let slot = index % slots.count
            count(slots[slot].handle(.didEndDisplaying))
            count(slots[slot].handle(.prepareForReuse))
            // A fresh cell is configured before it is in the collection view: no parent yet.
            count(slots[slot].handle(.configure(parent: index < slots.count ? nil : screen)))
            count(slots[slot].handle(.willMeasure(parent: screen)))
            count(slots[slot].handle(.willDisplay(parent: screen)))
        }
        figures.childrenOfTheScreen = slots.filter { $0.parent != nil }.count
        return figures
    }
}
