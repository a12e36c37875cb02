import CellBridgeCore
import XCTest

/// Rule: a registration is only made by its owner. CellBridge never replaces a storyboard
/// prototype or a nib the app registered under an identifier (UIKit would then build the class
/// with `init(frame:)`, its outlets nil); it registers only what nobody else did.
final class RegistrationOwnershipTests: XCTestCase {
    private let iOS15 = RenderRouter(osVersion: OSVersion(major: 15))
    /// `ProfileCell` has a nib; `StoryCell` (a storyboard prototype) and `CodeCell` have classes only.
    private let bundle = DesignedCellsBundle(
        nibs: ["ProfileCell"], classes: ["ProfileCell", "StoryCell", "CodeCell"], designedInIB: ["StoryCell"])

    private func legacy(_ name: String, registeredByApp: Bool = false) -> CellItemDescriptor {
        CellItemDescriptor(className: name, isSwiftUIBacked: false, registeredByApp: registeredByApp)
    }

    private func plan(
        _ item: CellItemDescriptor, _ ledger: inout RegistrationLedger, existing: ExistingRegistration
    ) throws -> RegistrationLedger.Step {
        try ledger.step(before: .legacy(reuseIdentifier: item.legacyReuseIdentifier), for: item, resolver: bundle) {
            existing
        }
    }

    // MARK: Decided once

    /// Rule: once an identifier is left to the app, it stays left to it: the container is not
    /// asked again (a table would build a storyboard prototype each time) and a guess is logged
    /// once, not on every dequeue. Over every way of reaching that decision.
    func testAnIdentifierLeftToTheAppIsDecidedAndLoggedOnce() throws {
        let answers: [ExistingRegistration] = [
            .registered, .notRegistered, .unknown(prototypesPossible: false), .unknown(prototypesPossible: true),
        ]
        let names = ["ProfileCell", "StoryCell", "CodeCell", "PrototypeOnly"]
        for classRegistration in [LegacyClassRegistration.guess, .registerByClass, .leaveToApp] {
            for answer in answers {
                for name in names {
                    for declared in [false, true] {
                        var ledger = RegistrationLedger(router: iOS15)
                        ledger.classRegistration = classRegistration
                        let item = legacy(name, registeredByApp: declared)
                        guard let first = try? plan(item, &ledger, existing: answer), first.command == nil else {
                            continue
                        }
                        var askedAgain = false
                        let second = try ledger.step(
                            before: .legacy(reuseIdentifier: name), for: legacy(name), resolver: bundle
                        ) {
                            askedAgain = true
                            return answer
                        }
                        let label = "\(name), \(answer), \(classRegistration), declared \(declared)"
                        XCTAssertEqual(second, RegistrationLedger.Step(command: nil), label)
                        XCTAssertFalse(askedAgain, label)
                    }
                }
            }
        }
    }

    // MARK: Declared by the app

    func testAViewModelThatSaysTheAppRegistersItsCellIsNeverRegistered() throws {
        var ledger = RegistrationLedger(router: iOS15)
        for answer in [ExistingRegistration.notRegistered, .unknown(prototypesPossible: false)] {
            XCTAssertEqual(
                try plan(legacy("ProfileCell", registeredByApp: true), &ledger, existing: answer).command, nil)
        }
        XCTAssertNil(ledger.registrations["ProfileCell"])
        XCTAssertTrue(ledger.registeredByApp.contains("ProfileCell"))
    }

    func testAnIdentifierTheBridgeIsToldIsTheAppsIsNeverRegisteredNorLookedUp() throws {
        var ledger = RegistrationLedger(router: iOS15)
        try ledger.declareRegisteredByApp("CodeCell")
        var asked = false
        let step = try ledger.step(
            before: .legacy(reuseIdentifier: "CodeCell"), for: legacy("CodeCell"), resolver: bundle
        ) {
            asked = true
            return .notRegistered
        }
        XCTAssertEqual(step, RegistrationLedger.Step(command: nil))
        XCTAssertFalse(asked, "a declared identifier needs no question to the container")
    }

    func testDeclaringAnIdentifierCellBridgeAlreadyRegisteredIsAnError() throws {
        var ledger = RegistrationLedger(router: iOS15)
        _ = try plan(legacy("CodeCell"), &ledger, existing: .notRegistered)
        XCTAssertThrowsError(try ledger.declareRegisteredByApp("CodeCell"))
    }

    // MARK: A container that can tell (table views)

    func testATableThatAlreadyHasTheIdentifierKeepsTheAppsRegistration() throws {
        var ledger = RegistrationLedger(router: iOS15)
        for name in ["ProfileCell", "StoryCell", "CodeCell", "NotAClassAtAll"] {
            XCTAssertEqual(
                try plan(legacy(name), &ledger, existing: .registered), RegistrationLedger.Step(command: nil))
        }
        XCTAssertTrue(ledger.registrations.isEmpty, "nothing the app registered is replaced")
        XCTAssertEqual(ledger.registeredByApp, ["ProfileCell", "StoryCell", "CodeCell", "NotAClassAtAll"])
    }

    func testATableWithoutTheIdentifierGetsTheNibElseTheClass() throws {
        var ledger = RegistrationLedger(router: iOS15)
        XCTAssertEqual(
            try plan(legacy("ProfileCell"), &ledger, existing: .notRegistered).command,
            .register(.nib(named: "ProfileCell"), reuseIdentifier: "ProfileCell"))
        XCTAssertEqual(
            try plan(legacy("StoryCell"), &ledger, existing: .notRegistered).command,
            .register(.cellClass(named: "StoryCell"), reuseIdentifier: "StoryCell"),
            "the table said nobody registered it: registering it replaces nothing")
    }

    func testTheContainerIsAskedOnceOnFirstSightOnly() throws {
        var ledger = RegistrationLedger(router: iOS15)
        var questions = 0
        for _ in 0..<5 {
            _ = try ledger.step(before: .legacy(reuseIdentifier: "CodeCell"), for: legacy("CodeCell"), resolver: bundle)
            {
                questions += 1
                return .registered
            }
        }
        XCTAssertEqual(questions, 1)
    }

    // MARK: A container that cannot tell (collection views)

    func testACollectionViewRegistersTheNibNamedAfterTheClass() throws {
        var ledger = RegistrationLedger(router: iOS15)
        XCTAssertEqual(
            try plan(legacy("ProfileCell"), &ledger, existing: .unknown(prototypesPossible: true)),
            RegistrationLedger.Step(command: .register(.nib(named: "ProfileCell"), reuseIdentifier: "ProfileCell")))
    }

    func testACollectionViewRegistersACodeCellByClassOnAScreenBuiltInCodeAndSaysItGuessed() throws {
        var ledger = RegistrationLedger(router: iOS15)
        let step = try plan(legacy("CodeCell"), &ledger, existing: .unknown(prototypesPossible: false))
        XCTAssertEqual(step.command, .register(.cellClass(named: "CodeCell"), reuseIdentifier: "CodeCell"))
        XCTAssertEqual(step.note, .registeredByClass(reuseIdentifier: "CodeCell", className: "CodeCell"))
        let message = step.note?.description ?? ""
        for expected in ["outlets are now nil", "registeredByApp", "legacyClassRegistration: .registerByClass"] {
            XCTAssertTrue(message.contains(expected), "\(expected) missing from: \(message)")
        }
    }

    /// An app that knows its class-only cells says so, and no guess (nor note) is made either way.
    func testAnAppThatSaysWhatItsClassOnlyCellsAreGetsNoGuess() throws {
        var codeCells = RegistrationLedger(router: iOS15)
        codeCells.classRegistration = .registerByClass
        for name in ["StoryCell", "CodeCell"] {
            let step = try plan(legacy(name), &codeCells, existing: .unknown(prototypesPossible: true))
            XCTAssertEqual(
                step, RegistrationLedger.Step(command: .register(.cellClass(named: name), reuseIdentifier: name)))
        }
        var appCells = RegistrationLedger(router: iOS15)
        appCells.classRegistration = .leaveToApp
        for name in ["StoryCell", "CodeCell", "NotAClass"] {
            let step = try plan(legacy(name), &appCells, existing: .unknown(prototypesPossible: false))
            XCTAssertEqual(step, RegistrationLedger.Step(command: nil), name)
        }
        XCTAssertEqual(
            try plan(legacy("ProfileCell"), &appCells, existing: .unknown(prototypesPossible: false)).command,
            .register(.nib(named: "ProfileCell"), reuseIdentifier: "ProfileCell"),
            "a nib named after the class is the cell")
        var tableAppCells = RegistrationLedger(router: iOS15)
        tableAppCells.classRegistration = .leaveToApp
        XCTAssertNotNil(
            try plan(legacy("CodeCell"), &tableAppCells, existing: .notRegistered).command,
            "a table that says nothing is registered is believed")
    }

    func testAClassLaidOutInInterfaceBuilderIsNeverRegisteredByClassWhereUIKitCannotTell() throws {
        var ledger = RegistrationLedger(router: iOS15)
        let step = try plan(legacy("StoryCell"), &ledger, existing: .unknown(prototypesPossible: false))
        XCTAssertNil(step.command)
        XCTAssertEqual(
            step.note,
            .leftToApp(reuseIdentifier: "StoryCell", className: "StoryCell", reason: .designedInInterfaceBuilder))
        let message = step.note?.description ?? ""
        for expected in ["awakeFromNib", "init(frame:)", "registeredByApp", "register(nibNamed:"] {
            XCTAssertTrue(message.contains(expected), "\(expected) missing from: \(message)")
        }
        XCTAssertNil(
            try plan(legacy("StoryCell"), &ledger, existing: .unknown(prototypesPossible: false)).note,
            "the note comes once")
    }

    func testOnAStoryboardScreenAClassOnlyCellMayBeAPrototypeAndIsLeftToTheApp() throws {
        var ledger = RegistrationLedger(router: iOS15)
        let step = try plan(legacy("CodeCell"), &ledger, existing: .unknown(prototypesPossible: true))
        XCTAssertNil(step.command)
        XCTAssertEqual(step.note?.reasonForTests, .mayBeStoryboardPrototype)
        XCTAssertTrue(step.note?.description.contains("register(_:forReuseIdentifier:)") == true)
    }

    func testOnAStoryboardScreenAnIdentifierThatNamesNothingIsAPrototypeNotAnError() throws {
        var ledger = RegistrationLedger(router: iOS15)
        let step = try plan(legacy("feedCellID"), &ledger, existing: .unknown(prototypesPossible: true))
        XCTAssertNil(step.command)
        XCTAssertEqual(step.note?.reasonForTests, .mayBeStoryboardPrototype)
    }

    func testOnAScreenBuiltInCodeAnIdentifierThatNamesNothingIsStillAnErrorThatSaysHowToDeclareIt() {
        var ledger = RegistrationLedger(router: iOS15)
        XCTAssertThrowsError(try plan(legacy("feedCellID"), &ledger, existing: .unknown(prototypesPossible: false))) {
            XCTAssertEqual($0 as? RegistrationError, .unresolvable(reuseIdentifier: "feedCellID"))
            XCTAssertTrue("\($0)".contains("registeredByApp"))
        }
    }

    /// Explicit registration through the bridge is the app asking CellBridge to own the identifier.
    func testAnExplicitRegistrationAfterADeclarationWins() throws {
        var ledger = RegistrationLedger(router: iOS15)
        try ledger.declareRegisteredByApp("CodeCell")
        XCTAssertNotNil(try ledger.register(.cellClass(named: "CodeCell"), forReuseIdentifier: "CodeCell"))
        XCTAssertFalse(ledger.registeredByApp.contains("CodeCell"))
    }

    /// Randomized: whatever the order of items and container answers, an identifier the
    /// container reported registered, or the app declared, never gets a CellBridge registration.
    func testNoIdentifierTheAppOwnsIsEverRegisteredUnderRandomOrders() throws {
        let names = ["ProfileCell", "StoryCell", "CodeCell", "Other"]
        for seed in 0..<300 {
            var random = SeededGenerator(seed: UInt64(seed))
            var ledger = RegistrationLedger(router: iOS15)
            var owned: Set<String> = []
            let appHas = Set(names.filter { _ in Bool.random(using: &random) })
            for _ in 0..<20 {
                let name = names.randomElement(using: &random)!
                let declared = Int.random(in: 0..<5, using: &random) == 0
                if declared { owned.insert(name) }
                let isTable = Bool.random(using: &random)
                let answer: ExistingRegistration =
                    isTable
                    ? (appHas.contains(name) ? .registered : .notRegistered)
                    : .unknown(prototypesPossible: Bool.random(using: &random))
                if isTable, appHas.contains(name) { owned.insert(name) }
                _ = try? plan(legacy(name, registeredByApp: declared), &ledger, existing: answer)
            }
            for name in owned where ledger.registeredByApp.contains(name) {
                XCTAssertNil(ledger.registrations[name], "seed \(seed): \(name) registered over the app's")
            }
        }
    }
}

extension RegistrationNote {
    fileprivate var reasonForTests: Reason? {
        switch self {
        case .leftToApp(_, _, let reason): return reason
        case .registeredByClass: return nil
        }
    }
}

/// A bundle that also knows which cell classes are laid out in Interface Builder.
final class DesignedCellsBundle: CellSourceResolver {
    let nibs: Set<String>
    let classes: Set<String>
    let designedInIB: Set<String>

    init(nibs: Set<String>, classes: Set<String>, designedInIB: Set<String>) {
        self.nibs = nibs
        self.classes = classes
        self.designedInIB = designedInIB
    }

    func nibExists(named name: String) -> Bool { nibs.contains(name) }
    func cellClassExists(named name: String) -> Bool { classes.contains(name) }
    func isDesignedInInterfaceBuilder(cellClassNamed name: String, inBundle bundle: String?) -> Bool {
        designedInIB.contains(name)
    }
}

/// Rule: one reuse identifier, one kind of cell — and never a hosting cell over the app's own.
final class HostingIdentifierOwnershipTests: XCTestCase {
    func testAHostingCellIsNeverRegisteredUnderAnIdentifierTheAppOwns() throws {
        var ledger = RegistrationLedger(router: RenderRouter(osVersion: OSVersion(major: 15)))
        try ledger.declareRegisteredByApp("BannerView")
        XCTAssertThrowsError(
            try ledger.step(before: .hostingCell(reuseIdentifier: "BannerView"), resolver: FakeBundle())
        ) {
            XCTAssertEqual($0 as? RegistrationError, .takenByApp(reuseIdentifier: "BannerView"))
            XCTAssertTrue("\($0)".contains("Rename the SwiftUI view"))
        }
        XCTAssertThrowsError(
            try ledger.step(before: .hostingCell(reuseIdentifier: "RowView"), resolver: FakeBundle()) { .registered },
            "a table that already has the identifier")
        XCTAssertNotNil(
            try ledger.step(before: .hostingCell(reuseIdentifier: "OtherView"), resolver: FakeBundle()) {
                .notRegistered
            }.command)
    }

    /// The articles register `HostingTableViewCell` under the SwiftUI view's name themselves, and
    /// `cellbridge scaffold` prints that line: a table that has CellBridge's own hosting class there
    /// is served from it, not refused.
    func testTheAppsRegistrationOfCellBridgesOwnHostingCellIsAdopted() throws {
        var ledger = RegistrationLedger(router: RenderRouter(osVersion: OSVersion(major: 15)))
        var asked = 0
        let path = RenderPath.hostingCell(reuseIdentifier: "RowView")
        let step = try ledger.step(before: path, resolver: FakeBundle()) {
            asked += 1
            return .registeredHostingView
        }
        XCTAssertEqual(step, RegistrationLedger.Step(command: nil), "nothing registered over the app's own")
        XCTAssertTrue(ledger.isReady(for: path), "adopted: the next dequeue goes straight ahead")
        XCTAssertEqual(
            try ledger.step(before: path, resolver: FakeBundle()) {
                asked += 1
                return .registered
            }.command, nil)
        XCTAssertEqual(asked, 1, "the table is asked once")
    }

    func testAForeignRegistrationUnderAHostingIdentifierIsRefusedWithoutAskingAgain() {
        var ledger = RegistrationLedger(router: RenderRouter(osVersion: OSVersion(major: 15)))
        var asked = 0
        for _ in 0..<3 {
            XCTAssertThrowsError(
                try ledger.step(before: .hostingCell(reuseIdentifier: "RowView"), resolver: FakeBundle()) {
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

    /// A resolver that says nothing about Interface Builder: no class counts as designed there, so
    /// a collection view's class-only cell is registered by class (and the guess logged).
    func testAResolverThatSaysNothingAboutInterfaceBuilderLetsAClassBeRegistered() throws {
        var ledger = RegistrationLedger(router: iOS15)
        let step = try ledger.step(
            before: .legacy(reuseIdentifier: "CodeCell"), for: codeCell, resolver: FakeBundles(classes: ["CodeCell"])
        ) { .unknown(prototypesPossible: false) }
        XCTAssertEqual(step.command, .register(.cellClass(named: "CodeCell"), reuseIdentifier: "CodeCell"))
        XCTAssertEqual(step.note, .registeredByClass(reuseIdentifier: "CodeCell", className: "CodeCell"))
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

    /// The planner passes its class-registration setting on: a screen that builds its cells in code
    /// gets them registered even where a storyboard might hold prototypes.
    func testThePlannersClassRegistrationSettingReachesItsLedger() throws {
        var planner = DequeuePlanner(router: iOS15)
        planner.setClassRegistration(.registerByClass)
        let plan = try planner.plan(for: codeCell, resolver: FakeBundles(classes: ["CodeCell"])) {
            .unknown(prototypesPossible: true)
        }
        XCTAssertEqual(plan.registration, .register(.cellClass(named: "CodeCell"), reuseIdentifier: "CodeCell"))
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
