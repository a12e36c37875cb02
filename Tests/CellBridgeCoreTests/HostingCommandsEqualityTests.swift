import CellBridgeCore
import XCTest

/// `HostingCommands` has a hand-written `==`, and every lifecycle test compares the commands an
/// event produced with the expected list through it. If it compared less than every command in
/// order (only the count, say), a lifecycle that swapped `addChild` for `removeFromParent` would
/// pass every one of those tests. So the equality itself is held to the rule here: two lists are
/// equal exactly when they hold the same commands in the same order. The expected values are
/// plain arrays where the storage could hide a bug on both sides.
final class HostingCommandsEqualityTests: XCTestCase {
    func testListsOfTheSameLengthWithOtherCommandsDiffer() {
        let attach: HostingCommands = [.addChild(ParentID(rawValue: 1)), .didMoveToParent(ParentID(rawValue: 1))]
        let detach: HostingCommands = [.willMoveToNilParent, .removeFromParent]
        XCTAssertEqual(attach.count, detach.count)
        XCTAssertNotEqual(attach, detach)
        XCTAssertFalse(attach == detach)
    }

    func testTheSameCommandsInAnotherOrderDiffer() {
        // Containment order is the rule: addChild, add view, didMove(toParent:).
        let parent = ParentID(rawValue: 7)
        let inOrder: HostingCommands = [.addChild(parent), .addView, .didMoveToParent(parent)]
        let viewFirst: HostingCommands = [.addView, .addChild(parent), .didMoveToParent(parent)]
        XCTAssertNotEqual(inOrder, viewFirst)
    }

    func testOneCommandDifferingOnlyInItsParentOrFlagDiffers() {
        XCTAssertNotEqual(
            [.addChild(ParentID(rawValue: 1))] as HostingCommands, [.addChild(ParentID(rawValue: 2))] as HostingCommands
        )
        XCTAssertNotEqual(
            [.beginAppearanceTransition(isAppearing: true)] as HostingCommands,
            [.beginAppearanceTransition(isAppearing: false)] as HostingCommands)
    }

    func testAListAndItsPrefixDiffer() {
        let remeasure: HostingCommands = [.forceLayout, .invalidateIntrinsicSize]
        XCTAssertNotEqual(remeasure, [.forceLayout])
        XCTAssertNotEqual([] as HostingCommands, remeasure)
    }

    func testListsBuiltTheSameWayAreEqualAndHashAlike() {
        var appended = HostingCommands()
        for command in [HostingCommand.replaceRootView, .forceLayout, .invalidateIntrinsicSize] {
            appended.append(command)
        }
        let literal: HostingCommands = [.replaceRootView, .forceLayout, .invalidateIntrinsicSize]
        XCTAssertEqual(appended, literal)
        XCTAssertEqual(appended.hashValue, literal.hashValue)
        XCTAssertEqual(Array(appended), [.replaceRootView, .forceLayout, .invalidateIntrinsicSize])
        XCTAssertEqual(HostingCommands(), [])
    }

    /// A set of answers (how the exhaustive tests collect what events produce) keeps two answers
    /// of the same length apart.
    func testASetKeepsListsOfTheSameLengthApart() {
        let answers: Set<HostingCommands> = [[.addView], [.removeView], [.addView]]
        XCTAssertEqual(answers.count, 2)
    }
}
