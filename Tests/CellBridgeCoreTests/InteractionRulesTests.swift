import CellBridgeCore
import XCTest

/// Rule: views used without the bridge still find their position; UIKit's layout attributes say
/// what a collection view element is.
final class ElementPositionTests: XCTestCase {
    func testEachElementLooksItselfUpTheWayItsContainerNamesPlaces() {
        XCTAssertEqual(ElementPosition.lookup(for: .cell), .cellIndexPath)
        XCTAssertEqual(
            ElementPosition.lookup(for: .supplementary(kind: "header")), .supplementaryIndexPath(kind: "header"))
        XCTAssertEqual(ElementPosition.lookup(for: .tableHeaderFooter), .tableSection)
    }

    func testLayoutAttributesSayWhatAViewDequeuedByHandIs() {
        XCTAssertEqual(ElementPosition.element(layoutCategory: .cell, kind: nil), .cell)
        XCTAssertEqual(
            ElementPosition.element(layoutCategory: .supplementaryView, kind: "footer"), .supplementary(kind: "footer"))
        XCTAssertNil(ElementPosition.element(layoutCategory: .supplementaryView, kind: nil))
        XCTAssertNil(ElementPosition.element(layoutCategory: .decorationView, kind: "badge"))
    }
}

/// Rule: the containment parent is the nearest view controller above the view, which UIKit
/// requires when a child's view is already in a hierarchy (UIKIT-PITFALLS 10); a given parent that
/// differs is said once, never used for containment.
final class ContainmentParentTests: XCTestCase {
    private let list = ParentID(rawValue: 1)
    private let container = ParentID(rawValue: 2)

    func testTheNearestControllerIsTheParentWhateverWasGiven() {
        XCTAssertEqual(
            ContainmentParent.choose(nearest: list, given: container), .init(parent: list, givenDiffers: true),
            "a navigation or page container given as parent would throw UIViewControllerHierarchyInconsistency")
        XCTAssertEqual(ContainmentParent.choose(nearest: list, given: list), .init(parent: list, givenDiffers: false))
        XCTAssertEqual(ContainmentParent.choose(nearest: list, given: nil), .init(parent: list, givenDiffers: false))
    }

    func testOutsideAnyControllersHierarchyThereIsNoParentYetEvenWhenOneWasGiven() {
        XCTAssertEqual(
            ContainmentParent.choose(nearest: nil, given: container), .init(parent: nil, givenDiffers: false),
            "inside cellForItemAt: wait for the superview, window or measure")
    }
}

/// Rule: forgetting a forwarding is hard — each gap is reported once, with the methods to forward.
final class DelegateForwardingCheckTests: XCTestCase {
    func testEachGapIsReportedOnceWithTheMethodsToForward() {
        var check = DelegateForwardingCheck(container: .tableView)
        let message = check.visibleWithoutWillDisplay()
        XCTAssertNotNil(message)
        XCTAssertTrue(message?.contains("tableView(_:willDisplay:forRowAt:)") == true, message ?? "")
        XCTAssertTrue(message?.contains("willDisplayHeaderFooterView") == true)
        XCTAssertNil(check.visibleWithoutWillDisplay())
        XCTAssertTrue(check.reusedWhileDisplayed()?.contains("didEndDisplaying:forRowAt:") == true)
        XCTAssertTrue(check.selectedWhileContentHandlesTaps()?.contains("tableView(_:willSelectRowAt:)") == true)
        XCTAssertEqual(check.reported, [.willDisplay, .didEndDisplaying, .selection])
    }

    func testCollectionViewMessagesNameCollectionViewMethods() {
        var check = DelegateForwardingCheck(container: .collectionView)
        XCTAssertTrue(check.visibleWithoutWillDisplay()?.contains("collectionView(_:willDisplay:forItemAt:)") == true)
        XCTAssertTrue(
            check.selectedWhileContentHandlesTaps()?.contains("collectionView(_:shouldSelectItemAt:)") == true)
    }
}

/// Rule: backport appearance comes from display callbacks; a same-item reconfigure is not a
/// disappear + appear.
final class ConfigurationSameItemTests: XCTestCase {
    func testASameItemReconfigureIsNotADisappearAndAppear() {
        let signals = ConfigurationDisplaySignals()
        XCTAssertEqual(signals.willApplyNewContent(isInWindow: true, continuity: .sameItem), [])
        XCTAssertEqual(signals.didApplyNewContent(isInWindow: true, continuity: .sameItem), [])
        XCTAssertEqual(signals.willApplyNewContent(isInWindow: true, continuity: .anotherItem), [.didEndDisplaying])
        XCTAssertEqual(signals.didApplyNewContent(isInWindow: true, continuity: .unknown), [.willDisplay(parent: nil)])
        XCTAssertTrue(ConfigurationDisplaySignals.forwardingHint.contains("cellBridgeDidEndDisplaying()"))
    }
}

/// Rule: a forwarding delegate does the bridge's part and keeps the app's own delegate methods:
/// both must allow a selection, the app is asked only when the bridge allows, and declared swipe
/// actions come before the app's.
final class ForwardedDelegateAnswersTests: XCTestCase {
    func testBothMustAllowAndTheAppIsAskedOnlyWhenTheBridgeAllows() {
        var asked = 0
        let app: () -> Bool? = {
            asked += 1
            return false
        }
        XCTAssertFalse(ForwardedDelegateAnswers.allows(bridge: false, app: app))
        XCTAssertEqual(asked, 0, "a tap that cannot select does not reach the app")
        XCTAssertFalse(ForwardedDelegateAnswers.allows(bridge: true, app: app))
        XCTAssertEqual(asked, 1)
        XCTAssertTrue(ForwardedDelegateAnswers.allows(bridge: true) { true })
        XCTAssertTrue(ForwardedDelegateAnswers.allows(bridge: true) { nil }, "an app that does not implement it")
    }

    func testDeclaredSwipeActionsComeBeforeTheAppsAndTheAppsBeforeNone() {
        var asked = false
        XCTAssertEqual(
            ForwardedDelegateAnswers.swipeActions(declared: "declared") {
                asked = true
                return "app's"
            }, "declared")
        XCTAssertFalse(asked)
        XCTAssertEqual(ForwardedDelegateAnswers.swipeActions(declared: String?.none) { "app's" }, "app's")
        XCTAssertNil(ForwardedDelegateAnswers.swipeActions(declared: String?.none) { nil })
    }
}
