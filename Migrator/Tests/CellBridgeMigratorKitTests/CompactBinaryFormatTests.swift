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
