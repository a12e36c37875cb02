/// Registers each reuse identifier once, lazily, with the right kind of cell, and only what
/// CellBridge was told to own.
///
/// CellBridge always owns its own cells: the iOS 14–15 hosting cell under each SwiftUI view's
/// name, the one iOS 16+ `UIHostingConfiguration` cell class, and the fallback cell. Who owns a
/// legacy identifier is the app's statement (``LegacyCellRegistration``), decided in this order:
/// 1. CellBridge registered it already (``register(_:forReuseIdentifier:)``, or an earlier dequeue):
///    dequeue it;
/// 2. the app declared it its own (``declareRegisteredByApp(_:)``, ``CellItemDescriptor/registeredByApp``):
///    left to the app;
/// 3. the container says it has a registration (a table view can tell): left to the app, whatever
///    the statement, since registering would replace it; it says it has none while the app said
///    it registers its legacy cells: an error (UIKit would throw at the dequeue), so the item gets
///    the fallback cell and the problem is reported;
/// 4. ``LegacyCellRegistration/byApp``: left to the app; ``LegacyCellRegistration/byBridge``: the
///    nib named after `className` is registered, else the cell class of that name.
///
/// An identifier claimed by two kinds of cell is an error naming both: a hosting cell dequeued
/// for a legacy item (or the reverse) would otherwise show the wrong kind of cell without a word.
///
/// ```swift
/// var ledger = RegistrationLedger(router: RenderRouter(osVersion: OSVersion(major: 15)), legacyCells: .byBridge)
/// let command = try ledger.registrationBeforeDequeue(of: .legacy(reuseIdentifier: "BannerCell"),
///                                                    resolver: bundle)
/// // .register(.nib(named: "BannerCell"), reuseIdentifier: "BannerCell"), then nil next time
/// ```
public struct RegistrationLedger: Sendable {
    public let router: RenderRouter
    /// Every identifier CellBridge registered so far and what it registered it with.
    public private(set) var registrations: [String: CellSource] = [:]
    /// Identifiers the app registers itself: CellBridge only dequeues them.
    public private(set) var registeredByApp: Set<String> = []
    /// The identifiers of ``registeredByApp`` the app declared (``declareRegisteredByApp(_:)``),
    /// not those learnt from the container or left to it by a guess: only a declared bare name
    /// stands for an item of any bundle (``DequeuePlanner/plan(for:as:resolver:existing:)``).
    public private(set) var declaredByApp: Set<String> = []
    /// Whether SwiftUI items get `UICollectionViewListCell` variants of the hosting cells; fixed
    /// by the first hosting cell registration (``RegistrationShapingSetting``).
    public private(set) var listCells = RegistrationShapingSetting(named: "usesListCells", value: false)
    /// Who registers legacy identifiers (``LegacyCellRegistration``).
    public var legacyCells: LegacyCellRegistration
    /// Paths known ready (``isReady(for:)``).
    private var readyPaths = ShortMemo<RenderPath, Void>(capacity: readyMemoCapacity)

    public init(router: RenderRouter, legacyCells: LegacyCellRegistration = .byBridge) {
        self.router = router
        self.legacyCells = legacyCells
    }

    /// True once the iOS 16+ shared `UIHostingConfiguration` cell class is registered.
    public var hasSharedHostingRegistration: Bool {
        registrations[RenderPath.hostingConfigurationReuseIdentifier] == .hostingConfigurationCell
    }

    /// Registers the iOS 16+ shared cell class ahead of the first dequeue. The bridges do not
    /// call it: they register on first use, so that settings which shape the registration (list
    /// cells) may still be set after the bridge is created. Registering it then is as correct as
    /// now (it is a class, not a `CellRegistration`).
    public mutating func prepare() -> [RegistrationCommand] {
        guard router.usesHostingConfiguration,
            let command = try? registrationBeforeDequeue(of: .hostingConfiguration, resolver: NoCellSources())
        else { return [] }
        return [command]
    }

    /// Sets whether SwiftUI items get list cells (a collection view with a list layout).
    ///
    /// - Throws: ``RegistrationError/settingChangedAfterRegistration(setting:)`` when a hosting
    ///   cell class was registered already with the other value.
    public mutating func setUsesListCells(_ usesListCells: Bool) throws {
        try listCells.set(usesListCells)
    }

    /// Leaves `identifier` to the app: CellBridge will dequeue it and never register it.
    ///
    /// - Throws: ``RegistrationError/conflict(reuseIdentifier:registered:requested:)`` when
    ///   CellBridge registered the identifier already (declare it before the first dequeue).
    public mutating func declareRegisteredByApp(_ identifier: String) throws {
        guard !identifier.isEmpty else { throw RegistrationError.emptyReuseIdentifier }
        if let existing = registrations[identifier] {
            throw RegistrationError.conflict(
                reuseIdentifier: identifier, registered: existing, requested: .cellClass(named: identifier))
        }
        registeredByApp.insert(identifier)
        declaredByApp.insert(identifier)
    }

    /// Registers `source` under `reuseIdentifier` explicitly.
    ///
    /// - Returns: the command to run, or nil when that exact registration already exists.
    /// - Throws: ``RegistrationError/conflict(reuseIdentifier:registered:requested:)`` when the
    ///   identifier is taken by another kind of cell.
    public mutating func register(_ source: CellSource, forReuseIdentifier reuseIdentifier: String) throws
        -> RegistrationCommand?
    {
        guard !reuseIdentifier.isEmpty else { throw RegistrationError.emptyReuseIdentifier }
        if let existing = registrations[reuseIdentifier] {
            guard existing == source else {
                throw RegistrationError.conflict(
                    reuseIdentifier: reuseIdentifier, registered: existing, requested: source)
            }
            return nil
        }
        registrations[reuseIdentifier] = source
        registeredByApp.remove(reuseIdentifier)
        declaredByApp.remove(reuseIdentifier)
        if source.isHosting { listCells.fix() }
        return .register(source, reuseIdentifier: reuseIdentifier)
    }

    /// True when `path` can be dequeued with nothing to do first: its identifier is registered
    /// with the kind of cell the path needs. The question every dequeue after the first asks.
    ///
    /// A screen shows a handful of cell kinds, and the answer never changes once true
    /// (registrations are never removed), so the first ``readyMemoCapacity`` ready paths are kept
    /// in a short list compared by value (`ShortMemo`).
    public mutating func isReady(for path: RenderPath) -> Bool {
        if readyPaths.value(for: path) != nil { return true }
        let ready: Bool
        switch path {
        case .legacy(let identifier):
            ready = registrations[identifier].map { !$0.isHosting } ?? false
        case .hostingCell(let identifier):
            ready = registrations[identifier] == .hostingCell
        case .hostingConfiguration:
            ready = registrations[RenderPath.hostingConfigurationReuseIdentifier] == .hostingConfigurationCell
        }
        if ready { readyPaths.remember((), for: path) }
        return ready
    }

    /// How many ready paths ``isReady(for:)`` remembers.
    public static let readyMemoCapacity = 16

    /// The registration `path` needs before its dequeue, or nil when it is already in place (or
    /// the app's).
    ///
    /// - Parameters:
    ///   - item: the item routed to `path`, when known: its `className` names the nib or class (a
    ///     legacy identifier may be qualified by its bundle) and its bundle, if it names one, is
    ///     the only one searched. Without it the identifier is the name, everywhere.
    ///   - existing: what the container knows of the identifier; asked at most once, on first
    ///     sight of an identifier the app did not declare (legacy, or a hosting cell's).
    /// - Throws: ``RegistrationError/ambiguous(reuseIdentifier:source:locations:)`` when the nib
    ///   or class is found in more than one bundle or module; ``RegistrationError/unresolvable(reuseIdentifier:)``
    ///   when CellBridge registers legacy cells and neither exists;
    ///   ``RegistrationError/notRegisteredByApp(reuseIdentifier:)`` when the app registers them and
    ///   the container says this one is not registered.
    public mutating func registrationBeforeDequeue(
        of path: RenderPath, for item: CellItemDescriptor? = nil, resolver: some CellSourceResolver,
        existing: () -> ExistingRegistration = { .notRegistered }
    ) throws -> RegistrationCommand? {
        switch path {
        case .hostingConfiguration:
            return try register(.hostingConfigurationCell, forReuseIdentifier: path.reuseIdentifier)
        case .hostingCell(let identifier):
            // Never over the app's own registration of that name (rule: a registration is only made
            // by its owner); a table is asked, as for legacy identifiers. A registration of
            // CellBridge's own hosting class is the one the bridge would make: it is adopted as it
            // is, with no command. A foreign one is remembered, so the table is asked once.
            if registrations[identifier] == nil {
                if registeredByApp.contains(identifier) {
                    throw RegistrationError.takenByApp(reuseIdentifier: identifier)
                }
                switch existing() {
                case .registered:
                    registeredByApp.insert(identifier)
                    throw RegistrationError.takenByApp(reuseIdentifier: identifier)
                case .registeredHostingView:
                    _ = try register(.hostingCell, forReuseIdentifier: identifier)
                    return nil
                case .notRegistered, .unknown:
                    break
                }
            }
            return try register(.hostingCell, forReuseIdentifier: identifier)
        case .legacy(let identifier):
            return try legacyRegistration(identifier, item: item, resolver: resolver, existing: existing)
        }
    }

    // MARK: Private

    private mutating func legacyRegistration(
        _ identifier: String, item: CellItemDescriptor?, resolver: some CellSourceResolver,
        existing: () -> ExistingRegistration
    ) throws -> RegistrationCommand? {
        let registered = registrations[identifier]
        if let registered, !registered.isHosting { return nil }
        let name = item?.className ?? identifier
        guard !name.isEmpty else { throw RegistrationError.emptyReuseIdentifier }
        let candidates = CellSource.legacyCandidates(named: name)
        if let registered {
            // Any nib or class registered for it serves a legacy item; a hosting cell does not.
            throw RegistrationError.conflict(
                reuseIdentifier: identifier, registered: registered,
                requested: candidates.first(where: resolver.exists) ?? candidates[0])
        }
        if registeredByApp.contains(identifier) { return nil }
        if item?.registeredByApp == true {
            registeredByApp.insert(identifier)
            return nil
        }
        switch existing() {
        case .registered, .registeredHostingView:
            // The container has one: registering would replace it, whatever was stated.
            registeredByApp.insert(identifier)
            return nil
        case .notRegistered:
            // UIKit would throw at the dequeue: the statement is wrong for this identifier.
            if legacyCells == .byApp { throw RegistrationError.notRegisteredByApp(reuseIdentifier: identifier) }
        case .unknown:
            if legacyCells == .byApp {
                registeredByApp.insert(identifier)
                return nil
            }
        }
        for source in candidates {
            let locations = resolver.locations(of: source, inBundle: item?.bundle)
            if locations.count > 1 {
                throw RegistrationError.ambiguous(reuseIdentifier: name, source: source, locations: locations)
            }
            if locations.count == 1 { return try register(source, forReuseIdentifier: identifier) }
        }
        throw RegistrationError.unresolvable(reuseIdentifier: name)
    }
}

/// Resolves nothing: for registrations that need no lookup (CellBridge's own cells).
private struct NoCellSources: CellSourceResolver {
    func nibExists(named name: String) -> Bool { false }
    func cellClassExists(named name: String) -> Bool { false }
}
