import CellBridgeCore
import XCTest

/// Rule: a data source callback always returns a dequeued cell. Whatever goes wrong, the plan
/// names an identifier that is registered (by CellBridge or by the app) in that container.
final class CellProvisionTests: XCTestCase {
    private let bundle = FakeBundle(nibs: ["BannerCell"], classes: ["LaneCell"])

    private func isDequeueable(_ plan: DequeuePlan, in planner: DequeuePlanner) -> Bool {
        let id = plan.path.reuseIdentifier
        return planner.ledger.registrations[id] != nil || planner.ledger.registeredByApp.contains(id)
    }

    func testAMissingViewModelGetsTheRegisteredFallbackCellAndSaysWhy() {
        var planner = DequeuePlanner(router: RenderRouter(osVersion: OSVersion(major: 17)))
        let provision = CellProvision.plan(
            for: nil, planner: &planner, resolver: bundle, fallbackClassName: "UICollectionViewCell")
        guard case .fallback(let plan, let problem) = provision else { return XCTFail("\(provision)") }
        XCTAssertEqual(plan.path, .legacy(reuseIdentifier: CellProvision.fallbackReuseIdentifier))
        XCTAssertEqual(
            plan.registration,
            .register(.cellClass(named: "UICollectionViewCell"), reuseIdentifier: CellProvision.fallbackReuseIdentifier)
        )
        XCTAssertTrue(problem.contains("viewModels"), problem)
        guard
            case .fallback(let second, _) = CellProvision.plan(
                for: nil, planner: &planner, resolver: bundle, fallbackClassName: "UICollectionViewCell")
        else { return XCTFail() }
        XCTAssertNil(second.registration, "the fallback is registered once")
    }

    func testEveryFailureStillEndsInADequeueOfARegisteredIdentifier() {
        let items: [CellItemDescriptor?] = [
            nil,
            CellItemDescriptor(className: "", isSwiftUIBacked: false),
            CellItemDescriptor(className: "Ghost", isSwiftUIBacked: false),
            CellItemDescriptor(className: "BannerCell", isSwiftUIBacked: false),
            CellItemDescriptor(className: "BannerCell", isSwiftUIBacked: true),  // conflicts with the legacy one
            CellItemDescriptor(className: "LaneCell", isSwiftUIBacked: false),
            CellItemDescriptor(className: "RowView", isSwiftUIBacked: true),
            CellItemDescriptor(className: "Story", isSwiftUIBacked: false, registeredByApp: true),
        ]
        for os in [OSVersion(major: 14), OSVersion(major: 17)] {
            var planner = DequeuePlanner(router: RenderRouter(osVersion: os))
            for item in items + items.reversed() {
                let provision = CellProvision.plan(
                    for: item, planner: &planner, resolver: bundle, fallbackClassName: "UITableViewCell")
                XCTAssertTrue(
                    isDequeueable(provision.plan, in: planner), "iOS \(os), \(String(describing: item)): \(provision)")
            }
        }
    }

    func testAGoodItemGetsItsOwnCell() {
        var planner = DequeuePlanner(router: RenderRouter(osVersion: OSVersion(major: 15)))
        let provision = CellProvision.plan(
            for: CellItemDescriptor(className: "BannerCell", isSwiftUIBacked: false), planner: &planner,
            resolver: bundle, fallbackClassName: "UICollectionViewCell")
        XCTAssertEqual(
            provision,
            .item(
                DequeuePlan(
                    path: .legacy(reuseIdentifier: "BannerCell"),
                    registration: .register(.nib(named: "BannerCell"), reuseIdentifier: "BannerCell"))))
    }
}
