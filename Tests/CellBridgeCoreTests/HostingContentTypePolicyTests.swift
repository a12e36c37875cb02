import CellBridgeCore
import XCTest

final class HostingContentTypePolicyTests: XCTestCase {
    private struct BannerView {}
    private struct ProfileView {}
    private enum Other {
        struct BannerView {}
    }

    private let banner = HostedContentType(BannerView.self)
    private let profile = HostedContentType(ProfileView.self)

    func testAnEmptyCellCreatesItsSlot() {
        XCTAssertEqual(HostingContentTypePolicy.decision(hosting: nil, configuredWith: banner), .createSlot)
    }

    func testTheSameTypeReusesTheController() {
        XCTAssertEqual(
            HostingContentTypePolicy.decision(hosting: banner, configuredWith: HostedContentType(BannerView.self)),
            .reuseSlot)
    }

    func testAnotherTypeReplacesTheSlotAndNamesBothTypesAndTheFix() {
        guard
            case .replaceSlot(let message) = HostingContentTypePolicy.decision(hosting: banner, configuredWith: profile)
        else { return XCTFail("another content type must replace the slot") }
        XCTAssertEqual(
            message,
            "CellBridge: a hosting cell showing BannerView was configured with ProfileView. "
                + "Register one reuse identifier per SwiftUI view type (className = the view's type name).")
    }

    func testTypesWithTheSameNameFromElsewhereAreStillDifferent() {
        let lookalike = HostedContentType(Other.BannerView.self)
        XCTAssertEqual(lookalike.name, banner.name, "both print as BannerView")
        guard case .replaceSlot = HostingContentTypePolicy.decision(hosting: banner, configuredWith: lookalike) else {
            return XCTFail("a same-named type from another scope cannot reuse the controller")
        }
    }
}
