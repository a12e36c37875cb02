/// Registers each reuse identifier once, lazily, with the right kind of cell.
///
/// The source article's bridge relies on `dequeueReusableCell(withReuseIdentifier:)` finding a
/// registration for every `className`. Teams forget one, and UIKit's answer is a crash with
/// "could not dequeue a view of kind". The ledger registers on first sight instead: the nib
/// named after `className` when one exists (the XIB convention), else the class of that name,
/// else — for SwiftUI items on iOS 14–15 — the hosting cell, and on iOS 16+ the one shared
/// `UIHostingConfiguration` cell class. Explicit registration stays possible, and an identifier
/// claimed by two kinds of cell is an error naming both: a hosting cell dequeued for a legacy
/// item (or the reverse) would otherwise show the wrong kind of cell without a word.
///
/// ```swift
/// var ledger = RegistrationLedger(router: RenderRouter(osVersion: OSVersion(major: 15)))
/// let setup = ledger.prepare()   // run once, when the bridge is created
/// let command = try ledger.registrationBeforeDequeue(of: .legacy(reuseIdentifier: "BannerCell"),
///                                                    resolver: bundle)
/// // .register(.nib(named: "BannerCell"), reuseIdentifier: "BannerCell"), then nil next time
/// ```
public struct RegistrationLedger: Sendable {
    public let router: RenderRouter
    /// Every identifier registered so far and what it was registered with.
    public private(set) var registrations: [String: CellSource] = [:]

    public init(router: RenderRouter) {
        self.router = router
    }

    /// True once the iOS 16+ shared `UIHostingConfiguration` cell class is registered.
    public var hasSharedHostingRegistration: Bool {
        registrations[RenderPath.hostingConfigurationReuseIdentifier] == .hostingConfigurationCell
    }

    /// Commands to run when the bridge is created, before any dequeue: the iOS 16+ shared cell
    /// class, registered early so the first dequeue has nothing to do. Registering it later, on
    /// first use, is just as correct (it is a class, not a `CellRegistration`).
    public mutating func prepare() -> [RegistrationCommand] {
        guard router.usesHostingConfiguration,
            let command = try? registrationBeforeDequeue(of: .hostingConfiguration, resolver: NoCellSources())
        else { return [] }
        return [command]
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
        return .register(source, reuseIdentifier: reuseIdentifier)
    }

    /// The registration `path` needs before its dequeue, or nil when it is already in place.
    ///
    /// - Parameter item: the item routed to `path`, when known: its `className` names the nib or
    ///   class (a legacy identifier may be qualified by its bundle) and its bundle, if it names
    ///   one, is the only one searched. Without it the identifier is the name, everywhere.
    /// - Throws: ``RegistrationError/ambiguous(reuseIdentifier:source:locations:)`` when the nib
    ///   or class is found in more than one bundle or module.
    public mutating func registrationBeforeDequeue(
        of path: RenderPath, for item: CellItemDescriptor? = nil, resolver: some CellSourceResolver
    ) throws -> RegistrationCommand? {
        switch path {
        case .hostingConfiguration:
            return try register(.hostingConfigurationCell, forReuseIdentifier: path.reuseIdentifier)
        case .hostingCell(let identifier):
            return try register(.hostingCell, forReuseIdentifier: identifier)
        case .legacy(let identifier):
            let name = item?.className ?? identifier
            guard !name.isEmpty else { throw RegistrationError.emptyReuseIdentifier }
            let candidates = CellSource.legacyCandidates(named: name)
            if let existing = registrations[identifier] {
                // Any nib or class the app registered serves a legacy item; a hosting cell does not.
                guard existing.isHosting else { return nil }
                throw RegistrationError.conflict(
                    reuseIdentifier: identifier, registered: existing,
                    requested: candidates.first(where: resolver.exists) ?? candidates[0])
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
}

/// Resolves nothing: for registrations that need no lookup (CellBridge's own cells).
private struct NoCellSources: CellSourceResolver {
    func nibExists(named name: String) -> Bool { false }
    func cellClassExists(named name: String) -> Bool { false }
}
