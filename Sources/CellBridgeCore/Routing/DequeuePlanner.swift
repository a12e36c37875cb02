/// Routes an item and registers what its path needs: the core's whole answer to `cellForItemAt`.
///
/// ```swift
/// var planner = DequeuePlanner(router: RenderRouter(osVersion: OSVersion(major: 14)))
/// let setup = planner.prepare()
/// let plan = try planner.plan(for: CellItemDescriptor(className: "ProfileCell", isSwiftUIBacked: false),
///                             resolver: bundle)
/// ```
public struct DequeuePlanner: Sendable {
    public private(set) var ledger: RegistrationLedger

    public init(router: RenderRouter) {
        ledger = RegistrationLedger(router: router)
    }

    public var router: RenderRouter { ledger.router }

    /// Commands to run when the bridge is created (the iOS 16+ shared cell class).
    public mutating func prepare() -> [RegistrationCommand] {
        ledger.prepare()
    }

    /// The path and registration for `item` shown as `element`. Registrations of one element
    /// kind are kept apart from another's by UIKit, so use one planner per element kind.
    public mutating func plan(
        for item: CellItemDescriptor, as element: ReusableElement = .cell, resolver: some CellSourceResolver
    ) throws -> DequeuePlan {
        let path = ledger.router.route(item, as: element)
        return DequeuePlan(
            path: path, registration: try ledger.registrationBeforeDequeue(of: path, for: item, resolver: resolver))
    }

    /// Registers a cell explicitly, before first use (for names the lazy lookup cannot find).
    public mutating func register(_ source: CellSource, forReuseIdentifier identifier: String) throws
        -> RegistrationCommand?
    {
        try ledger.register(source, forReuseIdentifier: identifier)
    }
}
