import CellBridgeCore
import XCTest

/// The route is decided in a fixed order: the app's handler, then whether the cell is on a screen
/// at all, then how that screen shows the destination. A cell on no screen drops a push even
/// when a navigation controller is reported: there is no screen to push from.
final class NavigationRouteCheckOrderTests: XCTestCase {
    func testACellOnNoScreenDropsAPushWhateverElseIsReported() {
        XCTAssertEqual(
            NavigationRoute.route(
                for: .push, appHandlesNavigation: false, hasNavigationController: true, hasScreen: false),
            .unavailable)
    }
}
