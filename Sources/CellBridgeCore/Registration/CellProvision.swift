/// What a data source callback hands UIKit: always a cell the container dequeued.
///
/// `cellForItemAt`, a diffable data source's cell provider and a supplementary view provider
/// must return a view the container dequeued. Returning `nil` from a diffable cell provider
/// throws `NSInternalInconsistencyException`; returning a cell made with `init` (or one another
/// view dequeued) throws too. So every way the bridge can fail to show an item — no view model
/// for the identifier, a `className` nothing resolves, two cells claiming one identifier — still
/// ends in a dequeue: of a plain fallback cell of the container's base class, registered once
/// under ``fallbackReuseIdentifier``, with the problem reported.
///
/// ```swift
/// let provision = CellProvision.plan(for: viewModel.map(descriptor), planner: &planner, resolver: bundle,
///                                    fallbackClassName: "UICollectionViewCell")
/// // .item(plan), or .fallback(plan, problem: "No cell for reuse identifier …")
/// ```
public enum CellProvision: Hashable, Sendable {
    /// The item's own cell.
    case item(DequeuePlan)
    /// The fallback cell, because of `problem` (reported once, never asserted).
    case fallback(DequeuePlan, problem: String)

    /// The identifier every fallback cell is registered and dequeued under.
    public static let fallbackReuseIdentifier = "CellBridge.FallbackCell"

    /// The plan to dequeue by, whatever happens.
    public var plan: DequeuePlan {
        switch self {
        case .item(let plan), .fallback(let plan, _): return plan
        }
    }

    /// The provision for one callback.
    ///
    /// - Parameters:
    ///   - item: the item's descriptor; nil when the data source has no view model for the position.
    ///   - fallbackClassName: the container's base class for `element` (`UICollectionViewCell`,
    ///     `UITableViewHeaderFooterView`…), registered by class for the fallback.
    public static func plan(
        for item: CellItemDescriptor?, as element: ReusableElement = .cell, planner: inout DequeuePlanner,
        resolver: some CellSourceResolver, existing: () -> ExistingRegistration = { .notRegistered },
        fallbackClassName: String
    ) -> CellProvision {
        let problem: String
        if let item {
            do {
                return .item(try planner.plan(for: item, as: element, resolver: resolver, existing: existing))
            } catch {
                problem = (error as? RegistrationError)?.description ?? "\(error)"
            }
        } else {
            problem =
                "The data source has no view model for an item it shows: every identifier in the snapshot needs one in "
                + "the viewModels dictionary given with it."
        }
        // The fallback identifier is CellBridge's own: only the app could have taken it, and then
        // its registration serves as well as ours.
        let registration = try? planner.register(
            .cellClass(named: fallbackClassName), forReuseIdentifier: fallbackReuseIdentifier)
        return .fallback(
            DequeuePlan(path: .legacy(reuseIdentifier: fallbackReuseIdentifier), registration: registration),
            problem: problem)
    }
}
