import CellBridgeCore

/// What UIKit work CellBridge causes per scrolled hosting cell, counted by driving the core's rules
/// in the order the shell's `HostingSlot` and `CachedSizing` drive them for each UIKit moment.
///
/// The scroll: a feed of items with stable identities and versions, scrolled down through 500
/// cells and back up, over a reuse pool of 16 cells. Along the way, as on a real screen: every
/// fifth cell shown, a visible cell is reconfigured for the same item at the same version (a live
/// update); every tenth, a visible cell is highlighted (a state change SwiftUI re-renders); every
/// hundredth, a visible cell's content grows by itself (an expanded text) and one asks to resize.
/// `Behaviour.beforeRound14` replays the rules as they were before this round: every configure
/// re-measured, every SwiftUI layout pass at unchanged bounds measured, resize requests rebuilding
/// the size cache.
struct ScrollCost {
    enum Behaviour {
        case current
        case beforeRound14
    }

    struct Figures {
        var cellsShown = 0
        /// Cells that showed another item's content (fresh dequeues and reuses).
        var newContent = 0
        /// SwiftUI measurements: UIKit measuring a cell the cache could not serve, and the
        /// follower measuring content.
        var measurements = 0
        /// Of those, on layout passes at unchanged bounds caused by no size change (state updates).
        var measurementsOnUnchangedPasses = 0
        /// Of those, after a same-item reconfigure at the same version.
        var measurementsOnSameItemReconfigures = 0
        /// Of those, for content that changed its own size (needed).
        var measurementsForSelfResizing = 0
        var intrinsicSizeInvalidations = 0
        var forcedLayouts = 0
        var containerLayoutInvalidations = 0
        var rootViewSwaps = 0
        var containmentOperations = 0
        var appearanceTransitions = 0
        var cacheHits = 0
        var cacheMisses = 0
        /// Size-cache entries visited per resize request (the work of forgetting one item's sizes).
        var cacheEntriesVisitedPerResize = 0
    }

    let osVersion: OSVersion
    let policy: ContainmentPolicy
    let behaviour: Behaviour

    static let poolSize = 16
    static let scrolledCells = 1_000

    private struct Slot {
        var lifecycle: HostingLifecycle
        var follower = HostedSizeFollower()
        var identities = ContentIdentityTracker<Int>()
        var turn = MeasurementCaching.Turn()
        var item = -1
        var bounds = MeasuredSize(width: 390, height: 0)
        var idealHeight = 0.0
    }

    func run() -> Figures {
        var figures = Figures()
        let signal = SizeFollowingSignal.signal(in: .collectionView, osVersion: osVersion)
        let resize = ResizePlanner(osVersion: osVersion)
        var slots = Array(repeating: Slot(lifecycle: HostingLifecycle(policy: policy)), count: Self.poolSize)
        var cache = SizeCache<Int>()
        var heights: [Int: Double] = [:]
        let screen = ParentID(rawValue: 42)
        let half = Self.scrolledCells / 2
        let order = Array(0..<half) + Array((0..<half).reversed())

        func count(_ commands: HostingCommands) {
            for command in commands {
                switch command {
                case .replaceRootView: figures.rootViewSwaps += 1
                case .forceLayout: figures.forcedLayouts += 1
                case .invalidateIntrinsicSize: figures.intrinsicSizeInvalidations += 1
                case .beginAppearanceTransition: figures.appearanceTransitions += 1
                default: if command.isContainmentOperation { figures.containmentOperations += 1 }
                }
            }
        }
        func height(of item: Int) -> Double { heights[item] ?? Double(60 + (item * 37) % 120) }
        // UIKit measures the cell (`systemLayoutSizeFitting`): from the cache when it may serve.
        func uikitMeasures(_ slot: inout Slot) {
            let served = slot.turn.takeServe()
            if served, cache.size(for: slot.item, contentVersion: 1, containerWidth: 390) != nil {
                figures.cacheHits += 1
            } else {
                figures.cacheMisses += 1
                figures.measurements += 1
                cache.store(
                    MeasuredSize(width: 390, height: height(of: slot.item)), for: slot.item, contentVersion: 1,
                    containerWidth: 390)
            }
            slot.bounds = MeasuredSize(width: 390, height: height(of: slot.item))
            slot.idealHeight = height(of: slot.item)
            // UIKit applies the size: a layout pass at new bounds (never a reason to measure).
            if slot.follower.hostedViewDidLayout(bounds: slot.bounds), behaviour == .beforeRound14 {
                figures.measurements += 1
            }
        }
        /// SwiftUI re-renders at unchanged bounds after a change that cannot move a line.
        func swiftUIPassAtUnchangedBounds(_ slot: inout Slot, counting: WritableKeyPath<Figures, Int>) {
            if signal != .none, slot.follower.hostedViewDidLayout(bounds: slot.bounds) {
                figures.measurements += 1
                figures[keyPath: counting] += 1
                _ = slot.follower.measured(fittingHeight: slot.idealHeight, in: slot.bounds)
            }
        }
        func configure(_ slot: inout Slot, item: Int, parent: ParentID?) {
            let change = slot.identities.configure(identity: item, version: 1)
            let sizeMayChange = behaviour == .beforeRound14 || change.sizeMayChange
            if sizeMayChange {
                slot.follower.contentConfigured(at: slot.bounds)
                slot.turn.contentConfigured()
            } else {
                slot.follower.expectOwnUpdate()
            }
            slot.item = item
            let commands = slot.lifecycle.handle(.configure(parent: parent, sizeMayChange: sizeMayChange))
            count(commands)
            if commands.contains(.invalidateIntrinsicSize) { uikitMeasures(&slot) }
        }

        for (shown, item) in order.enumerated() {
            let index = shown % Self.poolSize
            var slot = slots[index]
            count(slot.lifecycle.handle(.didEndDisplaying))
            count(slot.lifecycle.handle(.prepareForReuse))
            if behaviour == .current { slot.follower.expectOwnUpdate() }  // the reset cell state is published
            configure(&slot, item: item, parent: shown < Self.poolSize ? nil : screen)
            count(slot.lifecycle.handle(.windowChanged(isInWindow: true)))
            count(slot.lifecycle.handle(.willMeasure(parent: screen)))
            count(slot.lifecycle.handle(.willDisplay))
            figures.cellsShown += 1
            figures.newContent += 1
            slots[index] = slot

            let visible = (shown + Self.poolSize / 2) % Self.poolSize
            // Updates reach cells on screen, never one that showed nothing yet.
            guard slots[visible].item >= 0 else { continue }
            if shown % 5 == 4 {
                // A live update: the same item, the same version, a new root view.
                var live = slots[visible]
                configure(&live, item: live.item, parent: screen)
                swiftUIPassAtUnchangedBounds(&live, counting: \.measurementsOnSameItemReconfigures)
                slots[visible] = live
            }
            if shown % 10 == 9 {
                // A highlight: the cell state is published, SwiftUI re-renders.
                var touched = slots[visible]
                if behaviour == .current { touched.follower.expectOwnUpdate() }
                swiftUIPassAtUnchangedBounds(&touched, counting: \.measurementsOnUnchangedPasses)
                slots[visible] = touched
            }
            if shown % 100 == 99 {
                // The content grows by itself and then asks to resize: it must be measured.
                var growing = slots[visible]
                heights[growing.item] = height(of: growing.item) + 40
                growing.idealHeight += 40
                swiftUIPassAtUnchangedBounds(&growing, counting: \.measurementsForSelfResizing)
                if behaviour == .current {
                    cache.invalidate(growing.item)
                    figures.cacheEntriesVisitedPerResize = max(figures.cacheEntriesVisitedPerResize, 1)
                } else {
                    figures.cacheEntriesVisitedPerResize = max(figures.cacheEntriesVisitedPerResize, cache.count)
                    cache.removeAll(where: { $0 == growing.item })
                }
                count(growing.lifecycle.handle(.contentRequestedResize))
                for action in resize.actions(in: .collectionView) {
                    switch action {
                    case .invalidateCellIntrinsicSize: figures.intrinsicSizeInvalidations += 1
                    case .invalidateCollectionLayout: figures.containerLayoutInvalidations += 1
                    default: break
                    }
                }
                growing.turn.contentConfigured()
                uikitMeasures(&growing)
                slots[visible] = growing
            }
        }
        return figures
    }
}
