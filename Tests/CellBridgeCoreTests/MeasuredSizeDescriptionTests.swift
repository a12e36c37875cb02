import CellBridgeCore
import XCTest

/// A size prints width first, then height (`390.0×80.0`), the order UIKit prints a `CGSize` in:
/// a test failure message or an app's own log that printed it the other way round would name a
/// different size than the one measured.
final class MeasuredSizeDescriptionTests: XCTestCase {
    func testASizeIsPrintedWidthByHeight() {
        let size = MeasuredSize(width: 390, height: 80)
        XCTAssertEqual(size.description, "390.0×80.0")
        XCTAssertEqual([size.width, size.height], [390, 80])
    }
}
