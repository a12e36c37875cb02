import CellBridgeCore
import XCTest

final class RegistrationLedgerTests: XCTestCase {
    private let iOS15 = RenderRouter(osVersion: OSVersion(major: 15))
    private let iOS16 = RenderRouter(osVersion: OSVersion(major: 16))
    private let bundle = FakeBundle(nibs: ["BannerCell"], classes: ["BannerCell", "LaneCell"])

    // MARK: iOS 16+ shared registration

    private let sharedCell = RegistrationCommand.register(
        .hostingConfigurationCell, reuseIdentifier: RenderPath.hostingConfigurationReuseIdentifier)

    func testSharedHostingCellIsRegisteredOnceWhenTheBridgeIsCreated() throws {
        var ledger = RegistrationLedger(router: iOS16)
        XCTAssertEqual(ledger.prepare(), [sharedCell])
        XCTAssertEqual(ledger.prepare(), [])
        XCTAssertNil(try ledger.registrationBeforeDequeue(of: .hostingConfiguration, resolver: bundle))
        XCTAssertTrue(ledger.hasSharedHostingRegistration)
    }

    func testNoSharedRegistrationBelowIOS16() {
        var ledger = RegistrationLedger(router: iOS15)
        XCTAssertEqual(ledger.prepare(), [])
        XCTAssertFalse(ledger.hasSharedHostingRegistration)
    }

    /// A bridge first touched inside `cellForItemAt` (a `lazy var bridge`) registers the shared
    /// cell there: a class registration, which UIKit accepts at any time, unlike a
    /// `CellRegistration`, which asserts when created while dequeuing (iOS 15+).
    func testABridgeFirstUsedWhileDequeuingRegistersTheSharedCellClassOnFirstUse() throws {
        var ledger = RegistrationLedger(router: iOS16)
        XCTAssertEqual(try ledger.registrationBeforeDequeue(of: .hostingConfiguration, resolver: bundle), sharedCell)
        XCTAssertNil(try ledger.registrationBeforeDequeue(of: .hostingConfiguration, resolver: bundle))
        XCTAssertEqual(ledger.prepare(), [], "already registered: nothing more at creation")
    }

    func testEverySwiftUIViewTypeSharesTheOneConfigurationCellOnIOS16() {
        XCTAssertEqual(RenderPath.hostingConfiguration.reuseIdentifier, "CellBridge.HostingConfigurationCell")
    }

    // MARK: One identifier, two kinds of cell

    func testALegacyItemWithAnIdentifierTakenByAHostingCellIsAnErrorNamingBoth() throws {
        var ledger = RegistrationLedger(router: iOS15)
        _ = try ledger.registrationBeforeDequeue(of: .hostingCell(reuseIdentifier: "BannerCell"), resolver: bundle)
        XCTAssertThrowsError(
            try ledger.registrationBeforeDequeue(of: .legacy(reuseIdentifier: "BannerCell"), resolver: bundle)
        ) { error in
            XCTAssertEqual(
                error as? RegistrationError,
                .conflict(reuseIdentifier: "BannerCell", registered: .hostingCell, requested: .nib(named: "BannerCell"))
            )
            let message = "\(error)"
            XCTAssertTrue(message.contains("the SwiftUI hosting cell"), message)
            XCTAssertTrue(message.contains("nib 'BannerCell'"), message)
            XCTAssertTrue(message.contains("SwiftUI-backed view model and a legacy one"), message)
        }
    }

    func testAHostingItemWithAnIdentifierTakenByALegacyCellIsAnErrorNamingBoth() throws {
        var ledger = RegistrationLedger(router: iOS15)
        _ = try ledger.registrationBeforeDequeue(of: .legacy(reuseIdentifier: "LaneCell"), resolver: bundle)
        XCTAssertThrowsError(
            try ledger.registrationBeforeDequeue(of: .hostingCell(reuseIdentifier: "LaneCell"), resolver: bundle)
        ) { error in
            XCTAssertEqual(
                error as? RegistrationError,
                .conflict(
                    reuseIdentifier: "LaneCell", registered: .cellClass(named: "LaneCell"), requested: .hostingCell))
        }
    }

    func testAnIdentifierTakenByAnUnresolvableLegacyNameStillNamesWhatWasAsked() throws {
        var ledger = RegistrationLedger(router: iOS15)
        _ = try ledger.registrationBeforeDequeue(of: .hostingCell(reuseIdentifier: "GhostView"), resolver: bundle)
        XCTAssertThrowsError(
            try ledger.registrationBeforeDequeue(of: .legacy(reuseIdentifier: "GhostView"), resolver: bundle)
        ) { error in
            XCTAssertEqual(
                error as? RegistrationError,
                .conflict(reuseIdentifier: "GhostView", registered: .hostingCell, requested: .nib(named: "GhostView")))
        }
    }

    func testAnExplicitLegacyRegistrationStillServesLegacyItems() throws {
        var ledger = RegistrationLedger(router: iOS15)
        _ = try ledger.register(.cellClass(named: "App.GhostCell"), forReuseIdentifier: "GhostCell")
        XCTAssertNil(try ledger.registrationBeforeDequeue(of: .legacy(reuseIdentifier: "GhostCell"), resolver: bundle))
    }

    // MARK: Lazy legacy registration

    func testLegacyIdentifierRegistersTheNibNamedAfterItWhenThereIsOne() throws {
        var ledger = RegistrationLedger(router: iOS15)
        XCTAssertEqual(
            try ledger.registrationBeforeDequeue(of: .legacy(reuseIdentifier: "BannerCell"), resolver: bundle),
            .register(.nib(named: "BannerCell"), reuseIdentifier: "BannerCell"))
    }

    func testLegacyIdentifierWithoutNibRegistersTheClass() throws {
        var ledger = RegistrationLedger(router: iOS15)
        XCTAssertEqual(
            try ledger.registrationBeforeDequeue(of: .legacy(reuseIdentifier: "LaneCell"), resolver: bundle),
            .register(.cellClass(named: "LaneCell"), reuseIdentifier: "LaneCell"))
    }

    func testEachIdentifierIsRegisteredOnceAndLookedUpOnce() throws {
        var ledger = RegistrationLedger(router: iOS15)
        _ = try ledger.registrationBeforeDequeue(of: .legacy(reuseIdentifier: "BannerCell"), resolver: bundle)
        let lookups = bundle.lookups
        for _ in 0..<50 {
            XCTAssertNil(
                try ledger.registrationBeforeDequeue(of: .legacy(reuseIdentifier: "BannerCell"), resolver: bundle))
        }
        XCTAssertEqual(bundle.lookups, lookups, "no bundle lookups once registered")
    }

    func testUnresolvableIdentifierIsAClearErrorNotALaterUIKitCrash() {
        var ledger = RegistrationLedger(router: iOS15)
        XCTAssertThrowsError(
            try ledger.registrationBeforeDequeue(of: .legacy(reuseIdentifier: "Ghost"), resolver: bundle)
        ) {
            XCTAssertEqual($0 as? RegistrationError, .unresolvable(reuseIdentifier: "Ghost"))
            let message = "\($0)"
            XCTAssertTrue(message.contains("'Ghost'"))
            XCTAssertTrue(message.contains("register the cell explicitly"))
        }
        XCTAssertNil(ledger.registrations["Ghost"], "a failed lookup registers nothing")
    }

    func testEmptyClassNameIsAnError() {
        var ledger = RegistrationLedger(router: iOS15)
        XCTAssertThrowsError(try ledger.registrationBeforeDequeue(of: .legacy(reuseIdentifier: ""), resolver: bundle)) {
            XCTAssertEqual($0 as? RegistrationError, .emptyReuseIdentifier)
        }
        XCTAssertThrowsError(
            try ledger.registrationBeforeDequeue(of: .hostingCell(reuseIdentifier: ""), resolver: bundle))
    }

    // MARK: Hosting cells

    func testHostingCellIsRegisteredPerSwiftUIViewType() throws {
        var ledger = RegistrationLedger(router: iOS15)
        XCTAssertEqual(
            try ledger.registrationBeforeDequeue(of: .hostingCell(reuseIdentifier: "BannerView"), resolver: bundle),
            .register(.hostingCell, reuseIdentifier: "BannerView"))
        XCTAssertEqual(
            try ledger.registrationBeforeDequeue(of: .hostingCell(reuseIdentifier: "ProfileView"), resolver: bundle),
            .register(.hostingCell, reuseIdentifier: "ProfileView"))
        XCTAssertNil(
            try ledger.registrationBeforeDequeue(of: .hostingCell(reuseIdentifier: "BannerView"), resolver: bundle))
        XCTAssertEqual(ledger.registrations.count, 2)
    }

    // MARK: Conflicts and explicit registration

    func testOneIdentifierClaimedByTwoKindsOfCellIsAnErrorNamingBoth() throws {
        var ledger = RegistrationLedger(router: iOS15)
        _ = try ledger.registrationBeforeDequeue(of: .legacy(reuseIdentifier: "BannerCell"), resolver: bundle)
        XCTAssertThrowsError(
            try ledger.registrationBeforeDequeue(of: .hostingCell(reuseIdentifier: "BannerCell"), resolver: bundle)
        ) {
            XCTAssertEqual(
                $0 as? RegistrationError,
                .conflict(reuseIdentifier: "BannerCell", registered: .nib(named: "BannerCell"), requested: .hostingCell)
            )
            let message = "\($0)"
            XCTAssertTrue(message.contains("nib 'BannerCell'"))
            XCTAssertTrue(message.contains("the SwiftUI hosting cell"))
        }
    }

    func testExplicitRegistrationWinsOverTheLazyLookup() throws {
        var ledger = RegistrationLedger(router: iOS15)
        XCTAssertEqual(
            try ledger.register(.cellClass(named: "MyModule.BannerCell"), forReuseIdentifier: "BannerCell"),
            .register(.cellClass(named: "MyModule.BannerCell"), reuseIdentifier: "BannerCell"))
        XCTAssertNil(try ledger.registrationBeforeDequeue(of: .legacy(reuseIdentifier: "BannerCell"), resolver: bundle))
        XCTAssertEqual(bundle.lookups, 0)
    }

    func testRegisteringTheSameCellTwiceIsHarmless() throws {
        var ledger = RegistrationLedger(router: iOS15)
        XCTAssertNotNil(try ledger.register(.nib(named: "BannerCell"), forReuseIdentifier: "BannerCell"))
        XCTAssertNil(try ledger.register(.nib(named: "BannerCell"), forReuseIdentifier: "BannerCell"))
        XCTAssertThrowsError(try ledger.register(.cellClass(named: "BannerCell"), forReuseIdentifier: "BannerCell"))
    }
}
