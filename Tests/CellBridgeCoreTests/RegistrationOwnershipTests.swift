import CellBridgeCore
import XCTest

/// Rule: who registers a legacy cell is stated by the app, never guessed (UIKIT-PITFALLS 1).
/// CellBridge registers only what it was told to own (``LegacyCellRegistration/byBridge``, or an
/// explicit `register`), and never what a table says it already has: a registration over the
/// app's builds the cell with `init(frame:)`, its outlets nil; leaving to the app one it never
/// registered makes UIKit throw.
final class RegistrationOwnershipTests: XCTestCase {
    private let iOS15 = RenderRouter(osVersion: OSVersion(major: 15))
    /// `ProfileCell` has a nib; `StoryCell` (a storyboard prototype) and `CodeCell` have classes only.
    private let bundle = FakeBundles(
        nibs: ["main": ["ProfileCell"]], classes: ["ProfileCell", "StoryCell", "CodeCell"])

    private func legacy(_ name: String, registeredByApp: Bool = false) -> CellItemDescriptor {
        CellItemDescriptor(className: name, isSwiftUIBacked: false, registeredByApp: registeredByApp)
    }

    private func plan(
        _ item: CellItemDescriptor, _ ledger: inout RegistrationLedger, existing: ExistingRegistration
    ) throws -> RegistrationCommand? {
        try ledger.registrationBeforeDequeue(
            of: .legacy(reuseIdentifier: item.legacyReuseIdentifier), for: item, resolver: bundle
        ) { existing }
    }

    // MARK: The statement

    /// `.byApp`: nothing legacy is ever registered or looked up where the container cannot tell.
    func testAnAppThatRegistersItsCellsGetsNothingRegisteredInACollectionView() throws {
        var ledger = RegistrationLedger(router: iOS15, legacyCells: .byApp)
        for name in ["ProfileCell", "StoryCell", "CodeCell", "feedCellID"] {
            XCTAssertNil(try plan(legacy(name), &ledger, existing: .unknown), name)
        }
        XCTAssertTrue(ledger.registrations.isEmpty)
        XCTAssertEqual(ledger.registeredByApp, ["ProfileCell", "StoryCell", "CodeCell", "feedCellID"])
    }

    /// `.byBridge`: the nib named after `className`, else the class of that name, is registered on
    /// first sight, in a collection view as in a table that has nothing under the identifier.
    func testABridgeThatRegistersGetsTheNibElseTheClass() throws {
        for answer in [ExistingRegistration.unknown, .notRegistered] {
            var ledger = RegistrationLedger(router: iOS15, legacyCells: .byBridge)
            XCTAssertEqual(
                try plan(legacy("ProfileCell"), &ledger, existing: answer),
                .register(.nib(named: "ProfileCell"), reuseIdentifier: "ProfileCell"), "\(answer)")
            XCTAssertEqual(
                try plan(legacy("CodeCell"), &ledger, existing: answer),
                .register(.cellClass(named: "CodeCell"), reuseIdentifier: "CodeCell"), "\(answer)")
        }
    }

    /// `.byBridge` with a name nothing answers to is an error that says what to do (the fallback
    /// cell is shown by the caller).
    func testABridgeThatRegistersRefusesANameNothingAnswersTo() {
        var ledger = RegistrationLedger(router: iOS15, legacyCells: .byBridge)
        XCTAssertThrowsError(try plan(legacy("BannerCel"), &ledger, existing: .unknown)) {
            XCTAssertEqual($0 as? RegistrationError, .unresolvable(reuseIdentifier: "BannerCel"))
            XCTAssertTrue("\($0)".contains("registeredByApp"))
        }
    }

    /// A table that says it has nothing under an identifier the app said it registers: UIKit would
    /// throw at the dequeue, so the plan fails with a message naming both ways out.
    func testATableWithoutTheAppsRegistrationIsAnErrorNotACrash() {
        var ledger = RegistrationLedger(router: iOS15, legacyCells: .byApp)
        XCTAssertThrowsError(try plan(legacy("ProfileCell"), &ledger, existing: .notRegistered)) {
            XCTAssertEqual($0 as? RegistrationError, .notRegisteredByApp(reuseIdentifier: "ProfileCell"))
            XCTAssertTrue("\($0)".contains("legacyCells: .byBridge"))
        }
        XCTAssertNil(ledger.registrations["ProfileCell"])
    }

    /// Once an identifier is left to the app it stays left to it: the container is not asked
    /// again (a table would build a storyboard prototype each time). Over every way of reaching
    /// that decision.
    func testAnIdentifierLeftToTheAppIsDecidedOnce() throws {
        let answers: [ExistingRegistration] = [.registered, .registeredHostingView, .notRegistered, .unknown]
        for statement in [LegacyCellRegistration.byApp, .byBridge] {
            for answer in answers {
                for name in ["ProfileCell", "StoryCell", "CodeCell", "PrototypeOnly"] {
                    for declared in [false, true] {
                        var ledger = RegistrationLedger(router: iOS15, legacyCells: statement)
                        let item = legacy(name, registeredByApp: declared)
                        // Only the identifiers left to the app: registered (a command) or refused (thrown) are not.
                        guard case .success(nil) = Result(catching: { try plan(item, &ledger, existing: answer) })
                        else { continue }
                        var askedAgain = false
                        let second = try ledger.registrationBeforeDequeue(
                            of: .legacy(reuseIdentifier: name), for: legacy(name), resolver: bundle
                        ) {
                            askedAgain = true
                            return answer
                        }
                        let label = "\(name), \(answer), \(statement), declared \(declared)"
                        XCTAssertNil(second, label)
                        XCTAssertFalse(askedAgain, label)
                    }
                }
            }
        }
    }

    // MARK: Declared by the app, per identifier

    func testAViewModelThatSaysTheAppRegistersItsCellIsNeverRegistered() throws {
        var ledger = RegistrationLedger(router: iOS15, legacyCells: .byBridge)
        for answer in [ExistingRegistration.notRegistered, .unknown] {
            XCTAssertNil(try plan(legacy("ProfileCell", registeredByApp: true), &ledger, existing: answer))
        }
        XCTAssertNil(ledger.registrations["ProfileCell"])
        XCTAssertTrue(ledger.registeredByApp.contains("ProfileCell"))
    }

    func testAnIdentifierTheBridgeIsToldIsTheAppsIsNeverRegisteredNorLookedUp() throws {
        var ledger = RegistrationLedger(router: iOS15, legacyCells: .byBridge)
        try ledger.declareRegisteredByApp("CodeCell")
        var asked = false
        let command = try ledger.registrationBeforeDequeue(
            of: .legacy(reuseIdentifier: "CodeCell"), for: legacy("CodeCell"), resolver: bundle
        ) {
            asked = true
            return .notRegistered
        }
        XCTAssertNil(command)
        XCTAssertFalse(asked, "a declared identifier needs no question to the container")
    }

    func testDeclaringAnIdentifierCellBridgeAlreadyRegisteredIsAnError() throws {
        var ledger = RegistrationLedger(router: iOS15)
        _ = try plan(legacy("CodeCell"), &ledger, existing: .notRegistered)
        XCTAssertThrowsError(try ledger.declareRegisteredByApp("CodeCell"))
    }

    /// Explicit registration through the bridge is the app asking CellBridge to own the identifier.
    func testAnExplicitRegistrationAfterADeclarationWins() throws {
        var ledger = RegistrationLedger(router: iOS15, legacyCells: .byApp)
        try ledger.declareRegisteredByApp("CodeCell")
        XCTAssertNotNil(try ledger.register(.cellClass(named: "CodeCell"), forReuseIdentifier: "CodeCell"))
        XCTAssertFalse(ledger.registeredByApp.contains("CodeCell"))
        XCTAssertTrue(ledger.isReady(for: .legacy(reuseIdentifier: "CodeCell")))
    }

    // MARK: A container that can tell (table views)

    /// Whatever the statement, a table that has the identifier keeps the app's registration.
    func testATableThatAlreadyHasTheIdentifierKeepsTheAppsRegistration() throws {
        for statement in [LegacyCellRegistration.byApp, .byBridge] {
            var ledger = RegistrationLedger(router: iOS15, legacyCells: statement)
            for name in ["ProfileCell", "StoryCell", "CodeCell", "NotAClassAtAll"] {
                XCTAssertNil(try plan(legacy(name), &ledger, existing: .registered))
            }
            XCTAssertTrue(ledger.registrations.isEmpty, "nothing the app registered is replaced")
            XCTAssertEqual(ledger.registeredByApp, ["ProfileCell", "StoryCell", "CodeCell", "NotAClassAtAll"])
        }
    }

    func testTheContainerIsAskedOnceOnFirstSightOnly() throws {
        var ledger = RegistrationLedger(router: iOS15)
        var questions = 0
        for _ in 0..<5 {
            _ = try ledger.registrationBeforeDequeue(
                of: .legacy(reuseIdentifier: "CodeCell"), for: legacy("CodeCell"), resolver: bundle
            ) {
                questions += 1
                return .registered
            }
        }
        XCTAssertEqual(questions, 1)
    }

    /// Randomized: whatever the statement, the order of items and the container's answers, an
    /// identifier the container reported registered, or the app declared, never gets a CellBridge
    /// registration; under `.byApp` no legacy identifier ever does.
    func testNoIdentifierTheAppOwnsIsEverRegisteredUnderRandomOrders() throws {
        let names = ["ProfileCell", "StoryCell", "CodeCell", "Other"]
        for seed in 0..<300 {
            var random = SeededGenerator(seed: UInt64(seed))
            let statement: LegacyCellRegistration = Bool.random(using: &random) ? .byApp : .byBridge
            var ledger = RegistrationLedger(router: iOS15, legacyCells: statement)
            var owned: Set<String> = []
            let appHas = Set(names.filter { _ in Bool.random(using: &random) })
            for _ in 0..<20 {
                let name = names.randomElement(using: &random)!
                let declared = Int.random(in: 0..<5, using: &random) == 0
                if declared { owned.insert(name) }
                let isTable = Bool.random(using: &random)
                let answer: ExistingRegistration =
                    isTable ? (appHas.contains(name) ? .registered : .notRegistered) : .unknown
                if isTable, appHas.contains(name) { owned.insert(name) }
                _ = try? plan(legacy(name, registeredByApp: declared), &ledger, existing: answer)
            }
            for name in owned where ledger.registeredByApp.contains(name) {
                XCTAssertNil(ledger.registrations[name], "seed \(seed): \(name) registered over the app's")
            }
            if statement == .byApp {
                XCTAssertTrue(ledger.registrations.isEmpty, "seed \(seed): registered \(ledger.registrations)")
            }
        }
    }
}

/// Rule: one reuse identifier, one kind of cell — and never a hosting cell over the app's own.
final class HostingIdentifierOwnershipTests: XCTestCase {
    func testAHostingCellIsNeverRegisteredUnderAnIdentifierTheAppOwns() throws {
        var ledger = RegistrationLedger(router: RenderRouter(osVersion: OSVersion(major: 15)))
        try ledger.declareRegisteredByApp("BannerView")
        XCTAssertThrowsError(
            try ledger.registrationBeforeDequeue(
                of: .hostingCell(reuseIdentifier: "BannerView"), resolver: FakeBundle())
        ) {
            XCTAssertEqual($0 as? RegistrationError, .takenByApp(reuseIdentifier: "BannerView"))
            XCTAssertTrue("\($0)".contains("Rename the SwiftUI view"))
        }
        XCTAssertThrowsError(
            try ledger.registrationBeforeDequeue(of: .hostingCell(reuseIdentifier: "RowView"), resolver: FakeBundle()) {
                .registered
            },
            "a table that already has the identifier")
        XCTAssertNotNil(
            try ledger.registrationBeforeDequeue(of: .hostingCell(reuseIdentifier: "OtherView"), resolver: FakeBundle())
            {
                .notRegistered
            })
    }

    /// The articles register `HostingTableViewCell` under the SwiftUI view's name themselves, and
    /// `cellbridge scaffold` prints that line: a table that has CellBridge's own hosting class there
    /// is served from it, not refused.
    func testTheAppsRegistrationOfCellBridgesOwnHostingCellIsAdopted() throws {
        var ledger = RegistrationLedger(router: RenderRouter(osVersion: OSVersion(major: 15)))
        var asked = 0
        let path = RenderPath.hostingCell(reuseIdentifier: "RowView")
        let command = try ledger.registrationBeforeDequeue(of: path, resolver: FakeBundle()) {
            asked += 1
            return .registeredHostingView
        }
        XCTAssertNil(command, "nothing registered over the app's own")
        XCTAssertTrue(ledger.isReady(for: path), "adopted: the next dequeue goes straight ahead")
        XCTAssertEqual(
            try ledger.registrationBeforeDequeue(of: path, resolver: FakeBundle()) {
                asked += 1
                return .registered
            }, nil)
        XCTAssertEqual(asked, 1, "the table is asked once")
    }

    func testAForeignRegistrationUnderAHostingIdentifierIsRefusedWithoutAskingAgain() {
        var ledger = RegistrationLedger(router: RenderRouter(osVersion: OSVersion(major: 15)))
        var asked = 0
        for _ in 0..<3 {
            XCTAssertThrowsError(
                try ledger.registrationBeforeDequeue(
                    of: .hostingCell(reuseIdentifier: "RowView"), resolver: FakeBundle()
                ) {
                    asked += 1
                    return .registered
                })
        }
        XCTAssertEqual(asked, 1, "a refusal is remembered: the table (a storyboard prototype) is not built again")
    }
}

/// The defaults a ledger and a planner start from, and the settings that change them.
final class RegistrationDefaultsTests: XCTestCase {
    private let iOS15 = RenderRouter(osVersion: OSVersion(major: 15))
    private let codeCell = CellItemDescriptor(className: "CodeCell", isSwiftUIBacked: false)

    /// A ledger made without a statement registers legacy cells by name, the core's long-standing
    /// default; the bridges always pass the app's statement.
    func testALedgerWithoutAStatementRegistersByName() throws {
        var ledger = RegistrationLedger(router: iOS15)
        XCTAssertEqual(ledger.legacyCells, .byBridge)
        let command = try ledger.registrationBeforeDequeue(
            of: .legacy(reuseIdentifier: "CodeCell"), for: codeCell, resolver: FakeBundles(classes: ["CodeCell"])
        ) { .unknown }
        XCTAssertEqual(command, .register(.cellClass(named: "CodeCell"), reuseIdentifier: "CodeCell"))
    }

    func testSwiftUIItemsGetPlainCellsUnlessListCellsAreAskedFor() {
        XCTAssertFalse(RegistrationLedger(router: iOS15).listCells.value)
    }

    func testAnEmptyIdentifierCannotBeDeclaredTheApps() {
        var ledger = RegistrationLedger(router: iOS15)
        XCTAssertThrowsError(try ledger.declareRegisteredByApp("")) {
            XCTAssertEqual($0 as? RegistrationError, .emptyReuseIdentifier)
        }
    }

    /// The planner passes the app's statement on to its ledger.
    func testThePlannersStatementReachesItsLedger() throws {
        var planner = DequeuePlanner(router: iOS15, legacyCells: .byApp)
        let plan = try planner.plan(for: codeCell, resolver: FakeBundles(classes: ["CodeCell"])) { .unknown }
        XCTAssertNil(plan.registration)
        XCTAssertEqual(planner.ledger.legacyCells, .byApp)
    }

    /// The deprecated class-registration values stand for one statement each.
    @available(*, deprecated)
    func testTheOldClassRegistrationValuesMapToAStatement() {
        XCTAssertEqual(LegacyClassRegistration.guess.legacyCellRegistration, .byBridge)
        XCTAssertEqual(LegacyClassRegistration.registerByClass.legacyCellRegistration, .byBridge)
        XCTAssertEqual(LegacyClassRegistration.leaveToApp.legacyCellRegistration, .byApp)
    }
}

/// Rule: a cell the app registers itself is dequeued under the name the app registered, even when
/// its view model names a bundle (a package-wide `cellBundle`): nothing is registered under the
/// bundle-qualified identifier, and dequeuing it would throw.
final class AppRegisteredCellsInNamedBundlesTests: XCTestCase {
    private let iOS15 = RenderRouter(osVersion: OSVersion(major: 15))

    func testAViewModelThatSaysItsCellIsTheAppsIsDequeuedByItsBareName() throws {
        var planner = DequeuePlanner(router: iOS15)
        let item = CellItemDescriptor(
            className: "OrderRowCell", isSwiftUIBacked: false, bundle: "com.app.Orders", registeredByApp: true)
        let plan = try planner.plan(for: item, resolver: FakeBundles(classes: ["OrderRowCell"]))
        XCTAssertEqual(plan.path, .legacy(reuseIdentifier: "OrderRowCell"))
        XCTAssertNil(plan.registration)
    }

    func testAnIdentifierTheBridgeWasToldIsTheAppsIsDequeuedByItsBareName() throws {
        var planner = DequeuePlanner(router: iOS15)
        try planner.declareRegisteredByApp("OrderRowCell")
        let item = CellItemDescriptor(className: "OrderRowCell", isSwiftUIBacked: false, bundle: "com.app.Orders")
        var asked = false
        let plan = try planner.plan(for: item, resolver: FakeBundles(classes: ["OrderRowCell"])) {
            asked = true
            return .notRegistered
        }
        XCTAssertEqual(plan.path, .legacy(reuseIdentifier: "OrderRowCell"))
        XCTAssertNil(plan.registration)
        XCTAssertFalse(asked)
    }

    func testABareNameLearntFromTheContainerDoesNotCaptureAnotherBundlesClass() throws {
        var planner = DequeuePlanner(router: iOS15)
        // The app's own HeaderCell, found registered by the table (no bundle named).
        let appsCell = CellItemDescriptor(className: "HeaderCell", isSwiftUIBacked: false)
        let first = try planner.plan(for: appsCell, resolver: FakeBundles(classes: ["HeaderCell"])) { .registered }
        XCTAssertEqual(first.path, .legacy(reuseIdentifier: "HeaderCell"))
        XCTAssertTrue(planner.ledger.registeredByApp.contains("HeaderCell"))
        XCTAssertFalse(planner.ledger.declaredByApp.contains("HeaderCell"), "learnt, not declared")
        // FeedKit's HeaderCell is another class: it keeps its own identifier and registration.
        let feedKitCell = CellItemDescriptor(className: "HeaderCell", isSwiftUIBacked: false, bundle: "FeedKit")
        let second = try planner.plan(for: feedKitCell, resolver: FakeBundles(nibs: ["FeedKit": ["HeaderCell"]]))
        XCTAssertEqual(second.path, .legacy(reuseIdentifier: "HeaderCell@FeedKit"))
        XCTAssertNotNil(second.registration)
    }

    /// When the app registers its legacy cells, it registered the bare name: a view model that names
    /// its bundle is still dequeued by it (a qualified identifier nobody registered would throw).
    func testAnAppThatRegistersItsCellsDequeuesEvenBundleNamingItemsByTheBareName() throws {
        var planner = DequeuePlanner(router: iOS15, legacyCells: .byApp)
        let item = CellItemDescriptor(className: "HeaderCell", isSwiftUIBacked: false, bundle: "FeedKit")
        let plan = try planner.plan(for: item, resolver: FakeBundles(nibs: ["FeedKit": ["HeaderCell"]])) { .unknown }
        XCTAssertEqual(plan.path, .legacy(reuseIdentifier: "HeaderCell"))
        XCTAssertNil(plan.registration)
        // A table is still asked, so an identifier the app forgot gives the fallback, not UIKit's exception.
        var tablePlanner = DequeuePlanner(router: iOS15, legacyCells: .byApp)
        XCTAssertThrowsError(
            try tablePlanner.plan(for: item, resolver: FakeBundles(nibs: ["FeedKit": ["HeaderCell"]])) {
                .notRegistered
            }
        ) { XCTAssertEqual($0 as? RegistrationError, .notRegisteredByApp(reuseIdentifier: "HeaderCell")) }
        let swiftUI = CellItemDescriptor(className: "HeaderView", isSwiftUIBacked: true, bundle: "FeedKit")
        XCTAssertEqual(
            try planner.plan(for: swiftUI, resolver: FakeBundles()).path, .hostingCell(reuseIdentifier: "HeaderView"),
            "SwiftUI items are CellBridge's whatever the statement")
    }

    func testADeclarationEndsWhenTheIdentifierIsRegisteredExplicitly() throws {
        var planner = DequeuePlanner(router: iOS15)
        try planner.declareRegisteredByApp("OrderRowCell")
        _ = try planner.register(.nib(named: "OrderRowCell"), forReuseIdentifier: "OrderRowCell")
        XCTAssertFalse(planner.ledger.declaredByApp.contains("OrderRowCell"))
    }

    func testACellCellBridgeRegistersFromANamedBundleKeepsItsOwnIdentifier() throws {
        var planner = DequeuePlanner(router: iOS15)
        let item = CellItemDescriptor(className: "HeaderCell", isSwiftUIBacked: false, bundle: "FeedKit")
        let plan = try planner.plan(for: item, resolver: FakeBundles(nibs: ["FeedKit": ["HeaderCell"]]))
        XCTAssertEqual(plan.path, .legacy(reuseIdentifier: "HeaderCell@FeedKit"))
        XCTAssertNotNil(plan.registration)
    }
}
