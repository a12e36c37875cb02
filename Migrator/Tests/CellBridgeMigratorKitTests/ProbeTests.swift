import CellBridgeMigratorKit
import XCTest

final class ProbeTests: XCTestCase {
    func testParse() { XCTAssertEqual(probeParse("let a = 1"), 1) }
}
