import CellBridgeCore

/// A screen scrolling through a feed, driven through the core exactly as the UIKit shell drives
/// it: every item is planned (routed + registered), hosted items reuse a slot from a small pool
/// (prepare for reuse, configure, attach before measuring, display), and the cell that scrolls off
/// ends displaying. Configure cost is recorded in the cost ledger.
struct FeedSimulation {
    static let visibleCells = 14
    static let viewTypes = [
        ("BannerCell", false), ("ProfileView", true), ("PromotionCell", false), ("SleepView", true),
        ("LaneCell", false), ("BannerView", true), ("ArticleCell", false), ("WeatherView", true),
    ]

    private struct AlwaysFound: CellSourceResolver {
        func nibExists(named name: String) -> Bool { name.hasSuffix("Cell") }
        func cellClassExists(named name: String) -> Bool { true }
    }

    let items: [CellItemDescriptor]

    init(itemCount: Int) {
        items = (0..<itemCount).map { index in
            let (name, hosted) = Self.viewTypes[index % Self.viewTypes.count]
            return CellItemDescriptor(className: name, isSwiftUIBacked: hosted)
        }
    }

    /// Scrolls once through the feed; returns a checksum so the work cannot be optimized away.
    func scroll(osVersion: OSVersion) throws -> Int {
        var planner = DequeuePlanner(router: RenderRouter(osVersion: osVersion))
        let resolver = AlwaysFound()
        var checksum = planner.prepare().count
        var slots = Array(repeating: HostingLifecycle(), count: Self.visibleCells + 2)
        var cost = CostLedger()
        let parent = ParentID(rawValue: 42)
        for (index, item) in items.enumerated() {
            let plan = try planner.plan(for: item, resolver: resolver)
            if plan.registration != nil { checksum &+= 1 }
            guard plan.path.isHosted else { continue }
            let slotIndex = index % slots.count
            checksum &+= slots[slotIndex].handle(.didEndDisplaying).count
            checksum &+= slots[slotIndex].handle(.prepareForReuse).count
            checksum &+= slots[slotIndex].handle(.configure(parent: index < slots.count ? nil : parent)).count
            checksum &+= slots[slotIndex].handle(.willMeasure(parent: parent)).count
            checksum &+= slots[slotIndex].handle(.willDisplay(parent: parent)).count
            cost.recordConfigure(viewType: item.className, nanoseconds: UInt64(index & 1023))
            cost.recordDisplay(viewType: item.className)
        }
        return checksum &+ cost.summaries().count
    }
}
