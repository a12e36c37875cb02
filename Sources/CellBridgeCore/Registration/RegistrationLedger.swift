/// Registers each reuse identifier once, lazily, with the right kind of cell, and never one the
/// app registered itself.
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
/// UIKit keeps one registration per identifier, and registering again replaces what the app
/// registered: a storyboard prototype or a nib under another name becomes a class built with
/// `init(frame:)`, its outlets nil. So a legacy identifier is registered only when nobody else
/// did, decided in this order:
/// 1. the app declared it its own (``declareRegisteredByApp(_:)``, ``CellItemDescriptor/registeredByApp``):
///    left to the app;
/// 2. the container says it has a registration (a table view can tell): left to the app;
///    it says it has none: registered (nib, else class);
/// 3. the container cannot tell (a collection view): a nib named after `className` is registered
///    (that nib *is* the cell); a class, as ``classRegistration`` says — by default it is
///    registered only when nothing suggests the app did (not when the class is laid out in
///    Interface Builder, not when the screen comes from a storyboard), and either way the guess
///    comes with a ``RegistrationNote`` to log.
///
/// ```swift
/// var ledger = RegistrationLedger(router: RenderRouter(osVersion: OSVersion(major: 15)))
/// let command = try ledger.registrationBeforeDequeue(of: .legacy(reuseIdentifier: "BannerCell"),
///                                                    resolver: bundle)
/// // .register(.nib(named: "BannerCell"), reuseIdentifier: "BannerCell"), then nil next time
/// ```
public struct RegistrationLedger: Sendable {
    /// What to do before one dequeue.
    public struct Step: Hashable, Sendable {
        /// The registration to run first; nil when nothing needs registering.
        public var command: RegistrationCommand?
        /// A guess to tell the developer about (logged once per identifier and view).
        public var note: RegistrationNote?

        public init(command: RegistrationCommand?, note: RegistrationNote? = nil) {
            self.command = command
            self.note = note
        }
    }

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
    /// What a class-only legacy cell gets where the container cannot tell (``LegacyClassRegistration``).
    public var classRegistration = LegacyClassRegistration.guess
    /// Paths known ready (``isReady(for:)``).
    private var readyPaths = ShortMemo<RenderPath, Void>(capacity: readyMemoCapacity)

    public init(router: RenderRouter) {
        self.router = router
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

    /// The registration `path` needs before its dequeue, or nil when it is already in place (or
    /// the app's). See ``step(before:for:resolver:existing:)`` for the note a guess comes with.
    public mutating func registrationBeforeDequeue(
        of path: RenderPath, for item: CellItemDescriptor? = nil, resolver: some CellSourceResolver,
        existing: () -> ExistingRegistration = { .notRegistered }
    ) throws -> RegistrationCommand? {
        try step(before: path, for: item, resolver: resolver, existing: existing).command
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

    /// What to do before dequeuing `path`.
    ///
    /// - Parameters:
    ///   - item: the item routed to `path`, when known: its `className` names the nib or class (a
    ///     legacy identifier may be qualified by its bundle) and its bundle, if it names one, is
    ///     the only one searched. Without it the identifier is the name, everywhere.
    ///   - existing: what the container knows of the identifier; asked at most once, on first
    ///     sight of an identifier the app did not declare (legacy, or a hosting cell's).
    /// - Throws: ``RegistrationError/ambiguous(reuseIdentifier:source:locations:)`` when the nib
    ///   or class is found in more than one bundle or module; ``RegistrationError/unresolvable(reuseIdentifier:)``
    ///   when neither exists and nothing suggests the app registered it.
    public mutating func step(
        before path: RenderPath, for item: CellItemDescriptor? = nil, resolver: some CellSourceResolver,
        existing: () -> ExistingRegistration = { .notRegistered }
    ) throws -> Step {
        switch path {
        case .hostingConfiguration:
            return Step(command: try register(.hostingConfigurationCell, forReuseIdentifier: path.reuseIdentifier))
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
                    return Step(command: nil)
                case .notRegistered, .unknown:
                    break
                }
            }
            return Step(command: try register(.hostingCell, forReuseIdentifier: identifier))
        case .legacy(let identifier):
            return try legacyStep(identifier, item: item, resolver: resolver, existing: existing)
        }
    }

    // MARK: Private

    private mutating func legacyStep(
        _ identifier: String, item: CellItemDescriptor?, resolver: some CellSourceResolver,
        existing: () -> ExistingRegistration
    ) throws -> Step {
        let registered = registrations[identifier]
        if let registered, !registered.isHosting { return Step(command: nil) }
        let name = item?.className ?? identifier
        guard !name.isEmpty else { throw RegistrationError.emptyReuseIdentifier }
        let candidates = CellSource.legacyCandidates(named: name)
        if let registered {
            // Any nib or class registered for it serves a legacy item; a hosting cell does not.
            throw RegistrationError.conflict(
                reuseIdentifier: identifier, registered: registered,
                requested: candidates.first(where: resolver.exists) ?? candidates[0])
        }
        if registeredByApp.contains(identifier) { return Step(command: nil) }
        if item?.registeredByApp == true {
            registeredByApp.insert(identifier)
            return Step(command: nil)
        }
        let answer = existing()
        if answer.isRegistered {
            registeredByApp.insert(identifier)
            return Step(command: nil)
        }
        for source in candidates {
            let locations = resolver.locations(of: source, inBundle: item?.bundle)
            if locations.count > 1 {
                throw RegistrationError.ambiguous(reuseIdentifier: name, source: source, locations: locations)
            }
            guard locations.count == 1 else { continue }
            guard case .cellClass = source, case .unknown = answer else {
                return Step(command: try register(source, forReuseIdentifier: identifier))
            }
            switch classRegistration {
            case .registerByClass:
                return Step(command: try register(source, forReuseIdentifier: identifier))
            case .leaveToApp:
                registeredByApp.insert(identifier)
                return Step(command: nil)
            case .guess:
                if let reason = Self.reasonToLeaveClassToApp(name, item, resolver, answer) {
                    registeredByApp.insert(identifier)
                    return Step(
                        command: nil, note: .leftToApp(reuseIdentifier: identifier, className: name, reason: reason))
                }
                return Step(
                    command: try register(source, forReuseIdentifier: identifier),
                    note: .registeredByClass(reuseIdentifier: identifier, className: name))
            }
        }
        if case .unknown(let prototypesPossible) = answer, prototypesPossible || classRegistration == .leaveToApp {
            // Prototype identifiers are often not class names at all; an app that registers its cells
            // itself said so.
            registeredByApp.insert(identifier)
            let guessed = classRegistration == .guess
            return Step(
                command: nil,
                note: guessed
                    ? .leftToApp(reuseIdentifier: identifier, className: name, reason: .mayBeStoryboardPrototype) : nil)
        }
        throw RegistrationError.unresolvable(reuseIdentifier: name)
    }

    /// Why a class found by name must not be registered where the container cannot say whether
    /// the app registered it; nil when nothing suggests the app did.
    private static func reasonToLeaveClassToApp(
        _ name: String, _ item: CellItemDescriptor?, _ resolver: some CellSourceResolver, _ answer: ExistingRegistration
    ) -> RegistrationNote.Reason? {
        guard case .unknown(let prototypesPossible) = answer else { return nil }
        if resolver.isDesignedInInterfaceBuilder(cellClassNamed: name, inBundle: item?.bundle) {
            return .designedInInterfaceBuilder
        }
        return prototypesPossible ? .mayBeStoryboardPrototype : nil
    }
}

/// Resolves nothing: for registrations that need no lookup (CellBridge's own cells).
private struct NoCellSources: CellSourceResolver {
    func nibExists(named name: String) -> Bool { false }
    func cellClassExists(named name: String) -> Bool { false }
}
