import XCTest

@testable import CellBridgeMigratorKit

/// The cache's byte format round-trips what synthesized `Codable` writes, including enums with associated
/// values, whose payload is a nested container that no call closes.
final class CompactBinaryFormatTests: XCTestCase {
    private enum Payload: Codable, Equatable {
        case none
        case text(String)
        case pair(type: String, name: String)
        case nested([Payload])
    }

    private struct Record: Codable, Equatable {
        var before: Int
        var payload: Payload
        var payloads: [Payload]
        var optional: Payload?
        var after: String
    }

    private func roundTrip<T: Codable & Equatable>(_ value: T, file: StaticString = #filePath, line: UInt = #line)
        throws
    {
        let bytes = try CompactBinaryEncoder.encode(value)
        let decoded = try bytes.withUnsafeBytes { try CompactBinaryDecoder.decode(T.self, from: $0) }
        XCTAssertEqual(decoded, value, file: file, line: line)
    }

    func testEnumsWithAssociatedValuesRoundTripAmongTheirSiblings() throws {
        try roundTrip(
            Record(
                before: -7, payload: .pair(type: "BannerCell", name: "reuseIdentifier"),
                payloads: [.text("banner"), .none, .nested([.pair(type: "Self", name: "id"), .text("")]), .text("x")],
                optional: .text("café"), after: "end"))
        try roundTrip(Record(before: 0, payload: .none, payloads: [], optional: nil, after: ""))
        try roundTrip([Payload.nested([.nested([.text("deep")])]), .text("next")])
    }

    /// Damaged lengths and counts are decoding errors (the cache then misses), never a trap, an overflow or
    /// an allocation of gigabytes: a string length past the end or past `Int.max`, a container whose count
    /// exceeds its bytes.
    func testDamagedLengthsAndCountsThrowInsteadOfTrapping() {
        let damaged: [(String, [UInt8])] = [
            ("string length over Int.max", [4, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01]),
            ("string length Int.max", [4, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F]),
            ("string past the end", [4, 0x10, 0x41]),
            ("object count past its length", [6, 4, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0x7F]),
            ("array count past its length", [5, 4, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0x7F]),
            ("container length past the end", [5, 0xFF, 0xFF, 0xFF, 0x7F, 1, 0, 0, 0]),
        ]
        for (what, bytes) in damaged {
            XCTAssertThrowsError(
                try bytes.withUnsafeBytes { try CompactBinaryDecoder.decode([String: Int].self, from: $0) }, what)
            XCTAssertThrowsError(
                try bytes.withUnsafeBytes { try CompactBinaryDecoder.decode([String].self, from: $0) }, what)
            XCTAssertThrowsError(try bytes.withUnsafeBytes { try CompactBinaryDecoder.decode(String.self, from: $0) })
        }
    }

    /// A damaged scan time in a cache file trusts nothing rather than overflowing.
    func testAStampNeverPredatesAnImpossibleInstant() {
        let stamp = FileStamp(size: 1, modified: 0, statusChanged: 0, inode: 1, device: 1)
        XCTAssertFalse(stamp.predates(Int64.min))
        XCTAssertFalse(stamp.predates(1_000_000_000), "younger than the two-second margin")
        XCTAssertTrue(stamp.predates(3_000_000_000))
    }

    func testEveryKindOfReuseIdentifierRoundTrips() throws {
        let expressions: [ReuseIdentifierExpression] = [
            .literal("banner"), .typeName("BannerCell"), .member(type: "Self", name: "reuseIdentifier"),
            .unknown("makeID()"),
        ]
        try roundTrip(expressions)
        try roundTrip(
            expressions.map {
                IdentifierMemberDeclaration(typeName: ReuseIdentifierExpression.globalScope, name: "id", value: $0)
            })
    }
}
