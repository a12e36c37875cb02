import CellBridgeCore
import XCTest

/// Navigation asked for by SwiftUI cell content must reach the screen on every path, since a
/// `NavigationLink` inside a hosted cell does not.
final class NavigationRouteTests: XCTestCase {
    private func route(_ request: NavigationRoute.Request, app: Bool = false, navigation: Bool, screen: Bool)
        -> NavigationRoute
    {
        NavigationRoute.route(
            for: request, appHandlesNavigation: app, hasNavigationController: navigation, hasScreen: screen)
    }

    func testAPushGoesOntoTheScreensNavigationController() {
        XCTAssertEqual(route(.push, navigation: true, screen: true), .pushOntoNavigationController)
    }

    func testAPushWithoutANavigationControllerIsPresentedSoTheDestinationStillShows() {
        XCTAssertEqual(route(.push, navigation: false, screen: true), .presentFromScreen)
    }

    func testAPresentationIsPresentedEvenInANavigationController() {
        XCTAssertEqual(route(.present, navigation: true, screen: true), .presentFromScreen)
    }

    func testTheAppsHandlerWinsOverEveryDefault() {
        for request in [NavigationRoute.Request.push, .present] {
            XCTAssertEqual(route(request, app: true, navigation: true, screen: true), .appHandler)
            XCTAssertEqual(route(request, app: true, navigation: false, screen: false), .appHandler)
        }
    }

    func testACellOnNoScreenDropsTheRequest() {
        XCTAssertEqual(route(.push, navigation: false, screen: false), .unavailable)
        XCTAssertEqual(route(.present, navigation: false, screen: false), .unavailable)
    }
}
