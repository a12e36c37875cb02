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

    public init(router: RenderRouter, legacyCells: LegacyCellRegistration = .byBridge) {
        ledger = RegistrationLedger(router: router, legacyCells: legacyCells)
    }

    public var router: RenderRouter { ledger.router }

    /// Commands to run when the bridge is created (the iOS 16+ shared cell class).
    public mutating func prepare() -> [RegistrationCommand] {
        ledger.prepare()
    }

    /// The path and registration for `item` shown as `element`. Registrations of one element
    /// kind are kept apart from another's by UIKit, so use one planner per element kind.
    /// `existing` is what the container knows of a legacy identifier (``ExistingRegistration``).
    public mutating func plan(
        for item: CellItemDescriptor, as element: ReusableElement = .cell, resolver: some CellSourceResolver,
        existing: () -> ExistingRegistration = { .notRegistered }
    ) throws -> DequeuePlan {
        var item = item
        // An identifier the app registers is the cell's bare name (``CellItemDescriptor/legacyReuseIdentifier``),
        // whatever bundle the item names: when the app registers its legacy cells, every legacy
        // item is dequeued by its bare name (nothing is looked up in a bundle, and a table is still
        // asked whether it has it); else an identifier it declared its own is. A bare name only
        // learnt from the container is another bundle's class of the same name. Items without a
        // bundle are dequeued by their bare name anyway: no set lookup on the hot path.
        if item.bundle != nil {
            if ledger.legacyCells == .byApp {
                item.bundle = nil
            } else if ledger.declaredByApp.contains(item.className) {
                item.registeredByApp = true
            }
        }
        let path = ledger.router.route(item, as: element)
        // Every dequeue after the first of an identifier: nothing to register.
        if ledger.isReady(for: path) { return DequeuePlan(path: path, registration: nil) }
        let registration = try ledger.registrationBeforeDequeue(
            of: path, for: item, resolver: resolver, existing: existing)
        return DequeuePlan(path: path, registration: registration)
    }

    /// Whether SwiftUI items get list cells; fixed by the first hosting registration.
    public mutating func setUsesListCells(_ usesListCells: Bool) throws {
        try ledger.setUsesListCells(usesListCells)
    }

    /// Leaves `identifier` to the app's own registration (``RegistrationLedger/declareRegisteredByApp(_:)``).
    public mutating func declareRegisteredByApp(_ identifier: String) throws {
        try ledger.declareRegisteredByApp(identifier)
    }

    /// Registers a cell explicitly, before first use (for names the lazy lookup cannot find).
    public mutating func register(_ source: CellSource, forReuseIdentifier identifier: String) throws
        -> RegistrationCommand?
    {
        try ledger.register(source, forReuseIdentifier: identifier)
    }
}
