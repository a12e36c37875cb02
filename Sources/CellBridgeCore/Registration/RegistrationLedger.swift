/// Registers each reuse identifier once, lazily, with the right kind of cell.
///
/// The source article's bridge relies on `dequeueReusableCell(withReuseIdentifier:)` finding a
/// registration for every `className`. Teams forget one, and UIKit's answer is a crash with
/// "could not dequeue a view of kind". The ledger registers on first sight instead: the nib
/// named after `className` when one exists (the XIB convention), else the class of that name,
/// else — for SwiftUI items on iOS 14–15 — the hosting cell. Explicit registration stays
/// possible, and an identifier claimed by two kinds of cell is an error naming both.
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
    /// True once the iOS 16+ shared hosting registration exists.
    public private(set) var hasSharedHostingRegistration = false

    public init(router: RenderRouter) {
        self.router = router
    }

    /// Commands to run when the bridge is created, before any dequeue.
    public mutating func prepare() -> [RegistrationCommand] {
        guard router.usesHostingConfiguration, !hasSharedHostingRegistration else { return [] }
        hasSharedHostingRegistration = true
        return [.createSharedHostingRegistration]
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
    public mutating func registrationBeforeDequeue(of path: RenderPath, resolver: some CellSourceResolver) throws
        -> RegistrationCommand?
    {
        switch path {
        case .hostingConfiguration:
            guard hasSharedHostingRegistration else { throw RegistrationError.sharedHostingRegistrationMissing }
            return nil
        case .hostingCell(let identifier):
            return try register(.hostingCell, forReuseIdentifier: identifier)
        case .legacy(let identifier):
            if registrations[identifier] != nil { return nil }
            guard !identifier.isEmpty else { throw RegistrationError.emptyReuseIdentifier }
            for source in CellSource.legacyCandidates(named: identifier) where resolver.exists(source) {
                return try register(source, forReuseIdentifier: identifier)
            }
            throw RegistrationError.unresolvable(reuseIdentifier: identifier)
        }
    }
}
