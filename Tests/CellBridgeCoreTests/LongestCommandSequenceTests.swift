import CellBridgeCore
import XCTest

/// `HostingCommands` stores an event's commands inline, with room for exactly
/// ``HostingCommands/capacity``; one command more would be lost in release builds. The longest
/// answer is a reconfigure that moves to a new parent while the cell appears (played step by step
/// in `RemeasureOrderTests`); this test proves no reachable state answers with more, and that the
/// storage is not larger than that answer needs.
final class LongestCommandSequenceTests: XCTestCase {
    private let screen = ParentID(rawValue: 1)
    private let pushedAgain = ParentID(rawValue: 2)

    /// Every state the lifecycle can reach, under every event (with two parents, every appearance
    /// UIKit can report and both policies), answers with at most `capacity` commands, and the only
    /// answers that long are that reconfigure, to either parent.
    func testNoReachableStateAnswersWithMoreThanTheCapacity() {
        let parents: [ParentID?] = [nil, screen, pushedAgain]
        var events: [HostingEvent] = [
            .willDisplay(parent: nil), .didEndDisplaying, .prepareForReuse, .contentRequestedResize, .parentDeallocated,
            .released,
        ]
        for parent in parents {
            events += [.configure(parent: parent), .hierarchyChanged(parent: parent), .willMeasure(parent: parent)]
        }
        for appearance in [ControllerAppearance.disappeared, .appearing, .appeared, .disappearing] {
            events.append(.controllerAppearanceChanged(appearance))
        }

        var seen: Set<HostingLifecycle> = [HostingLifecycle(), HostingLifecycle(policy: .viewOnly)]
        var frontier = Array(seen)
        var longest = 0
        // Plain arrays: an expected HostingCommands literal goes through the same storage as the
        // answers, so a storage bug would show on both sides and hide.
        var longestAnswers: Set<[HostingCommand]> = []
        while let state = frontier.popLast() {
            for event in events {
                var next = state
                let commands = next.handle(event)
                if commands.count > longest {
                    longest = commands.count
                    longestAnswers = []
                }
                if commands.count == longest { longestAnswers.insert(Array(commands)) }
                if seen.insert(next).inserted { frontier.append(next) }
            }
        }

        XCTAssertEqual(longest, HostingCommands.capacity)
        let moves: Set<[HostingCommand]> = Set(
            [screen, pushedAgain].map { parent -> [HostingCommand] in
                [
                    .replaceRootView, .willMoveToNilParent, .removeFromParent, .addChild(parent),
                    .didMoveToParent(parent), .beginAppearanceTransition(isAppearing: true), .endAppearanceTransition,
                    .forceLayout, .invalidateIntrinsicSize,
                ]
            })
        XCTAssertEqual(longestAnswers, moves)
    }
}
