import CellBridgeCore
import XCTest

/// The core shares the hosting controller's appearance with UIKit's automatic forwarding
/// (a parent forwards its transitions to every child; a child appears when its view enters a
/// window). These tests play both drivers against one controller that checks UIKit's rules.
final class ControllerAppearanceTests: XCTestCase {
    func testNoManualAppearWhenUIKitAppearedTheChildAsItsViewEnteredTheWindow() {
        var world = Driven()
        world.send(.configure(parent: ParentID(rawValue: 1)))
        world.uikit(appearing: true)  // the cell joined the visible collection view
        XCTAssertEqual(world.send(.willDisplay(parent: nil)).appearanceCommands, [])
        XCTAssertEqual(world.controller.callbacks, ["willAppear", "didAppear"])
        XCTAssertEqual(world.controller.violations, [])
    }

    func testNoTransitionBegunInsideARunningUIKitTransition() {
        var world = Driven()
        world.send(.configure(parent: ParentID(rawValue: 1)))
        world.uikitBegins(appearing: true)  // the parent is appearing (a pop animation)
        XCTAssertEqual(world.send(.willDisplay(parent: nil)).appearanceCommands, [])
        XCTAssertEqual(world.send(.didEndDisplaying).appearanceCommands, [])
        world.uikitEnds()
        XCTAssertEqual(world.controller.violations, [])
        // The next display event reconciles: not displayed, so it disappears now.
        XCTAssertEqual(
            world.send(.prepareForReuse).appearanceCommands,
            [.beginAppearanceTransition(isAppearing: false), .endAppearanceTransition])
        XCTAssertEqual(world.controller.violations, [])
    }

    func testParentDisappearingForwardedByUIKitIsNotDisappearedAgain() {
        var world = Driven()
        world.send(.configure(parent: ParentID(rawValue: 1)))
        world.send(.willDisplay(parent: nil))
        world.uikit(appearing: false)  // a screen was pushed over the parent
        XCTAssertEqual(world.send(.didEndDisplaying).appearanceCommands, [])
        XCTAssertEqual(world.send(.released).appearanceCommands, [])
        XCTAssertEqual(world.controller.violations, [])
    }

    func testFastReuseInsideTheWindowStillDisappearsAndAppearsOncePerItem() {
        var world = Driven()
        world.send(.configure(parent: ParentID(rawValue: 1)))
        world.uikit(appearing: true)
        world.send(.willDisplay(parent: nil))
        XCTAssertEqual(
            world.send(.didEndDisplaying).appearanceCommands,
            [.beginAppearanceTransition(isAppearing: false), .endAppearanceTransition])
        world.send(.prepareForReuse)
        world.send(.configure(parent: ParentID(rawValue: 1)))
        XCTAssertEqual(
            world.send(.willDisplay(parent: nil)).appearanceCommands,
            [.beginAppearanceTransition(isAppearing: true), .endAppearanceTransition])
        XCTAssertEqual(
            world.controller.callbacks,
            ["willAppear", "didAppear", "willDisappear", "didDisappear", "willAppear", "didAppear"])
        XCTAssertEqual(world.controller.violations, [])
    }

    func testRandomInterleavingsOfUIKitAndDisplayEventsNeverNestOrRepeatATransition() {
        var random = SeededGenerator(seed: 0xA99E_A4A1)
        for _ in 0..<2_000 {
            var world = Driven()
            world.send(.configure(parent: ParentID(rawValue: 1)))
            for _ in 0..<40 {
                switch Int.random(in: 0..<8, using: &random) {
                case 0: world.send(.willDisplay(parent: nil))
                case 1: world.send(.didEndDisplaying)
                case 2: world.send(.prepareForReuse)
                case 3: world.send(.configure(parent: ParentID(rawValue: 1)))
                case 4: world.uikitBegins(appearing: Bool.random(using: &random))
                case 5: world.uikitEnds()
                case 6: world.uikit(appearing: Bool.random(using: &random))
                default: world.send(.contentRequestedResize)
                }
            }
            world.uikitEnds()
            world.send(.released)
            XCTAssertEqual(world.controller.violations, [])
            if !world.controller.violations.isEmpty { return }
        }
    }

    func testTheCheckerCatchesATransitionBegunInsideAnother() {
        var controller = AppearanceCheckingController()
        controller.begin(appearing: true)
        controller.begin(appearing: false)
        XCTAssertFalse(controller.violations.isEmpty)
    }
}

/// One hosting controller with UIKit's appearance rules, and the lifecycle that drives it. The
/// controller reports every callback back to the lifecycle, as the shell's controller does.
private struct Driven {
    var lifecycle = HostingLifecycle()
    var controller = AppearanceCheckingController()

    @discardableResult
    mutating func send(_ event: HostingEvent) -> HostingCommands {
        let commands = lifecycle.handle(event)
        for command in commands {
            switch command {
            case .beginAppearanceTransition(let appearing): controller.begin(appearing: appearing)
            case .endAppearanceTransition: controller.end()
            default: break
            }
            report()
        }
        return commands
    }

    /// UIKit's automatic forwarding, begun and ended at once (a view entering or leaving a window).
    mutating func uikit(appearing: Bool) {
        uikitBegins(appearing: appearing)
        uikitEnds()
    }

    /// UIKit forwarding a parent's animated transition: it begins now and ends later. UIKit skips
    /// a child already in the target state and never nests its own transitions.
    mutating func uikitBegins(appearing: Bool) {
        guard !controller.state.isTransitioning else { return }
        if appearing, controller.state == .appeared { return }
        if !appearing, controller.state == .disappeared { return }
        controller.begin(appearing: appearing)
        report()
    }

    mutating func uikitEnds() {
        guard controller.state.isTransitioning else { return }
        controller.end()
        report()
    }

    private mutating func report() {
        lifecycle.handle(.controllerAppearanceChanged(controller.state))
    }
}

/// UIKit's appearance rules for one controller: a transition begun inside another, an appear of
/// an appeared controller, a disappear of a disappeared one, or an end without a begin is what
/// UIKit logs as "Unbalanced calls to begin/end appearance transitions".
private struct AppearanceCheckingController {
    private(set) var state = ControllerAppearance.disappeared
    private(set) var callbacks: [String] = []
    private(set) var violations: [String] = []

    mutating func begin(appearing: Bool) {
        if state.isTransitioning { violations.append("begin(\(appearing)) inside \(state)") }
        if appearing, state == .appeared { violations.append("appeared twice") }
        if !appearing, state == .disappeared { violations.append("disappeared twice") }
        state = appearing ? .appearing : .disappearing
        callbacks.append(appearing ? "willAppear" : "willDisappear")
    }

    mutating func end() {
        switch state {
        case .appearing:
            state = .appeared
            callbacks.append("didAppear")
        case .disappearing:
            state = .disappeared
            callbacks.append("didDisappear")
        case .appeared, .disappeared:
            violations.append("end without begin")
        }
    }
}

extension HostingCommands {
    fileprivate var appearanceCommands: [HostingCommand] {
        filter {
            if case .beginAppearanceTransition = $0 { return true }
            return $0 == .endAppearanceTransition
        }
    }
}
