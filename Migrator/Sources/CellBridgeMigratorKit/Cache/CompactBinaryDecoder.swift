/// Decodes `Decodable` values from `CompactBinaryFormat` bytes, reading in place (no intermediate tree).
///
/// Every read is bounds-checked, so truncated or foreign bytes throw `Malformed` instead of crashing.
/// Keys are looked up by name, with a fast path for the usual case that they come in the order they were
/// written. Strings, integers and lists of strings are read without going through `Decoder` at all.
enum CompactBinaryDecoder {
    static func decode<T: Decodable>(_ type: T.Type, from bytes: UnsafeRawBufferPointer) throws -> T {
        var reader = CompactBinaryReader(bytes: bytes, offset: 0)
        return try reader.decodeValue(type)
    }
}

struct CompactBinaryReader {
    typealias Tag = CompactBinaryFormat.Tag

    let bytes: UnsafeRawBufferPointer
    var offset: Int

    static func malformed(_ what: String) -> CompactBinaryFormat.Malformed {
        CompactBinaryFormat.Malformed(description: what)
    }

    mutating func byte() throws -> UInt8 {
        guard offset < bytes.count else { throw Self.malformed("truncated") }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func tag() throws -> Tag {
        guard let tag = Tag(rawValue: try byte()) else { throw Self.malformed("unknown tag") }
        return tag
    }

    mutating func expect(_ expected: Tag) throws {
        guard try tag() == expected else { throw Self.malformed("expected \(expected)") }
    }

    mutating func varint() throws -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let next = try byte()
            guard shift < 64 else { throw Self.malformed("varint too long") }
            value |= UInt64(next & 0x7F) << shift
            if next < 0x80 { return value }
            shift += 7
        }
    }

    mutating func word() throws -> Int {
        guard offset + 4 <= bytes.count else { throw Self.malformed("truncated") }
        var value = 0
        for index in 0..<4 {
            value |= Int(bytes[offset + index]) << (8 * index)
        }
        offset += 4
        return value
    }

    /// A varint byte count of what follows, checked against the bytes left before it becomes an `Int`:
    /// a damaged length must be a decoding error (a cache miss), never a trap or an overflow.
    mutating func byteCount() throws -> Int {
        let raw = try varint()
        guard raw <= UInt64(bytes.count - offset) else { throw Self.malformed("length past the end") }
        return Int(raw)
    }

    /// A key or string body: varint length, then UTF-8.
    mutating func rawString() throws -> String {
        let length = try byteCount()
        defer { offset += length }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + length)]), as: UTF8.self)
    }

    /// Reads a key and says whether it is `name`, comparing bytes in place: no `String` is made, which
    /// matters for the long keys (`unguardedHostingConfigurations`) read once per decoded value.
    mutating func key(equals name: String) throws -> Bool {
        let length = try byteCount()
        let start = offset
        offset += length
        var name = name
        return name.withUTF8 { utf8 in
            guard utf8.count == length else { return false }
            for index in 0..<length where utf8[index] != bytes[start + index] {
                return false
            }
            return true
        }
    }

    mutating func string() throws -> String {
        try expect(.string)
        return try rawString()
    }

    mutating func integer() throws -> Int64 {
        switch try tag() {
        case .integer:
            let raw = try varint()
            return Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1)))
        case .unsigned:
            let raw = try varint()
            guard raw <= UInt64(Int64.max) else { throw Self.malformed("integer out of range") }
            return Int64(raw)
        default:
            throw Self.malformed("expected an integer")
        }
    }

    mutating func unsigned() throws -> UInt64 {
        switch try tag() {
        case .unsigned: return try varint()
        case .integer:
            let value = Int64(bitPattern: { ($0 >> 1) ^ (0 &- ($0 & 1)) }(try varint()))
            guard value >= 0 else { throw Self.malformed("negative unsigned") }
            return UInt64(value)
        default: throw Self.malformed("expected an integer")
        }
    }

    mutating func bool() throws -> Bool {
        switch try tag() {
        case .true: return true
        case .false: return false
        default: throw Self.malformed("expected a boolean")
        }
    }

    mutating func double() throws -> Double {
        try expect(.double)
        guard offset + 8 <= bytes.count else { throw Self.malformed("truncated") }
        var bits: UInt64 = 0
        for index in 0..<8 {
            bits |= UInt64(bytes[offset + index]) << (8 * UInt64(index))
        }
        offset += 8
        return Double(bitPattern: bits)
    }

    /// Opens an array or object: returns its element count and where it ends.
    mutating func openContainer(_ tag: Tag) throws -> (count: Int, end: Int) {
        try expect(tag)
        let length = try word()
        guard length >= 4, length <= bytes.count - offset else { throw Self.malformed("truncated container") }
        let end = offset + length
        let count = try word()
        // Every element takes at least one byte: a larger count is damage, not a reason to reserve
        // gigabytes.
        guard count <= length - 4 else { throw Self.malformed("container count past its length") }
        return (count, end)
    }

    /// Moves past one value.
    mutating func skipValue() throws {
        switch try tag() {
        case .null, .true, .false: return
        case .integer, .unsigned: _ = try varint()
        case .string:
            offset += try byteCount()
        case .double:
            guard offset + 8 <= bytes.count else { throw Self.malformed("truncated") }
            offset += 8
        case .array, .object:
            let length = try word()
            guard length >= 0, length <= bytes.count - offset else { throw Self.malformed("truncated container") }
            offset += length
        }
    }

    func peekTag() throws -> Tag {
        guard offset < bytes.count, let tag = Tag(rawValue: bytes[offset]) else { throw Self.malformed("truncated") }
        return tag
    }

    /// An array whose elements `element` reads.
    mutating func array<Element>(_ element: (inout CompactBinaryReader) throws -> Element) throws -> [Element] {
        let (count, end) = try openContainer(.array)
        var result: [Element] = []
        result.reserveCapacity(count)
        for _ in 0..<count {
            result.append(try element(&self))
        }
        guard offset == end else { throw Self.malformed("array length") }
        return result
    }

    mutating func stringArray() throws -> [String] {
        try array { try $0.string() }
    }

    mutating func stringDictionary() throws -> [String: String] {
        let (count, end) = try openContainer(.object)
        var result: [String: String] = [:]
        result.reserveCapacity(count)
        for _ in 0..<count {
            let key = try rawString()
            result[key] = try string()
        }
        guard offset == end else { throw Self.malformed("object length") }
        return result
    }

    /// Whether the next value is an empty array or object (9 bytes: tag, length 4, count 0). Most of a
    /// file's facts are empty lists, sets and dictionaries, which then skip the `Decoder` machinery.
    var isAtEmptyContainer: Bool {
        offset + 9 <= bytes.count
            && (bytes[offset] == Tag.array.rawValue || bytes[offset] == Tag.object.rawValue)
            && bytes[offset + 1] == 4 && bytes[offset + 2] == 0 && bytes[offset + 3] == 0 && bytes[offset + 4] == 0
            && bytes[offset + 5] == 0 && bytes[offset + 6] == 0 && bytes[offset + 7] == 0 && bytes[offset + 8] == 0
    }

    /// Interface Builder trees are most of a XIB's cached facts (a cell's every view and attribute), so
    /// they are read without the `Decoder` machinery, in the order their synthesized conformance writes
    /// them. A field added to `InterfaceBuilderElement` must be read here too: the cache round-trip test
    /// fails until it is.
    mutating func element() throws -> InterfaceBuilderElement {
        let (count, end) = try openContainer(.object)
        guard count == 4, try key(equals: "name") else { throw Self.malformed("not an element") }
        let name = try string()
        guard try key(equals: "attributes") else { throw Self.malformed("not an element") }
        let attributes = try stringDictionary()
        guard try key(equals: "children") else { throw Self.malformed("not an element") }
        let children = try elements()
        guard try key(equals: "line") else { throw Self.malformed("not an element") }
        let line = Int(try integer())
        guard offset == end else { throw Self.malformed("element length") }
        return InterfaceBuilderElement(name: name, attributes: attributes, children: children, line: line)
    }

    mutating func elements() throws -> [InterfaceBuilderElement] {
        try array { try $0.element() }
    }

    /// Decodes one value: the common leaf types directly, anything else through `init(from:)`.
    mutating func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
        if T.self == String.self { return try string() as! T }
        if T.self == Int.self { return Int(try integer()) as! T }
        if T.self == Bool.self { return try bool() as! T }
        if T.self == [String].self { return try stringArray() as! T }
        if T.self == Set<String>.self { return Set(try stringArray()) as! T }
        if T.self == [String: String].self { return try stringDictionary() as! T }
        if T.self == [InterfaceBuilderElement].self { return try elements() as! T }
        if T.self == InterfaceBuilderElement.self { return try element() as! T }
        if isAtEmptyContainer, let empty = T.self as? any EmptyCollectionDecodable.Type {
            offset += 9
            return empty.init() as! T
        }
        let decoder = CompactValueDecoder(bytes: bytes, offset: offset)
        let value = try T(from: decoder)
        offset = try decoder.end()
        return value
    }
}

/// The `Decoder` handed to one value's `init(from:)`: it knows where the value starts; `end()` says where
/// it ended, so the enclosing reader moves on.
final class CompactValueDecoder: Decoder {
    let bytes: UnsafeRawBufferPointer
    let start: Int
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] = [:]

    init(bytes: UnsafeRawBufferPointer, offset: Int) {
        self.bytes = bytes
        self.start = offset
    }

    /// Where the value ends: after its container, or after the single value read through it.
    private var singleValueEnd: Int?

    func end() throws -> Int {
        if let singleValueEnd { return singleValueEnd }
        var reader = CompactBinaryReader(bytes: bytes, offset: start)
        try reader.skipValue()
        return reader.offset
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(try CompactKeyedDecodingContainer<Key>(bytes: bytes, offset: start))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try CompactUnkeyedDecodingContainer(bytes: bytes, offset: start)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        CompactSingleValueDecodingContainer(decoder: self, reader: CompactBinaryReader(bytes: bytes, offset: start))
    }

    fileprivate func noteSingleValueEnd(_ offset: Int) {
        singleValueEnd = offset
    }
}

struct CompactKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    var codingPath: [any CodingKey] = []
    private let bytes: UnsafeRawBufferPointer
    private let state: State

    /// Reads keys in the order they were written (what synthesized conformances do) without an index;
    /// the index of every key is built only when a key is asked for out of order.
    private final class State {
        let first: Int
        let count: Int
        let end: Int
        /// The next unread entry and where it starts.
        var nextEntry = 0
        var nextOffset: Int
        var index: [(key: String, value: Int)]?

        init(first: Int, count: Int, end: Int) {
            self.first = first
            self.count = count
            self.end = end
            self.nextOffset = first
        }
    }

    init(bytes: UnsafeRawBufferPointer, offset: Int) throws {
        self.bytes = bytes
        var reader = CompactBinaryReader(bytes: bytes, offset: offset)
        let (count, end) = try reader.openContainer(.object)
        state = State(first: reader.offset, count: count, end: end)
    }

    private func buildIndex() throws -> [(key: String, value: Int)] {
        if let index = state.index { return index }
        var reader = CompactBinaryReader(bytes: bytes, offset: state.first)
        var index: [(key: String, value: Int)] = []
        index.reserveCapacity(state.count)
        for _ in 0..<state.count {
            let key = try reader.rawString()
            index.append((key, reader.offset))
            try reader.skipValue()
        }
        guard reader.offset == state.end else { throw CompactBinaryReader.malformed("object length") }
        state.index = index
        return index
    }

    /// Where the value of `key` starts, or `nil` when the object has no such key.
    private func valueOffset(of key: Key) throws -> Int? {
        let name = key.stringValue
        if state.nextEntry < state.count {
            var reader = CompactBinaryReader(bytes: bytes, offset: state.nextOffset)
            if try reader.key(equals: name) {
                let value = reader.offset
                try reader.skipValue()
                state.nextEntry += 1
                state.nextOffset = reader.offset
                return value
            }
        }
        return try buildIndex().first { $0.key == name }?.value
    }

    private func reader(for key: Key) throws -> CompactBinaryReader {
        guard let offset = try valueOffset(of: key) else {
            throw CompactBinaryReader.malformed("missing key \(key.stringValue)")
        }
        return CompactBinaryReader(bytes: bytes, offset: offset)
    }

    var allKeys: [Key] { ((try? buildIndex()) ?? []).compactMap { Key(stringValue: $0.key) } }

    func contains(_ key: Key) -> Bool { ((try? buildIndex()) ?? []).contains { $0.key == key.stringValue } }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard let entry = try buildIndex().first(where: { $0.key == key.stringValue }) else { return true }
        return try CompactBinaryReader(bytes: bytes, offset: entry.value).peekTag() == .null
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        var reader = try reader(for: key)
        return try reader.decodeValue(type)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let offset = try valueOffset(of: key) else { return nil }
        var reader = CompactBinaryReader(bytes: bytes, offset: offset)
        if try reader.peekTag() == .null { return nil }
        return try reader.decodeValue(type)
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        var reader = try reader(for: key)
        return try reader.bool()
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        var reader = try reader(for: key)
        return try reader.string()
    }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decodeValue(key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decodeValue(key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        var reader = try reader(for: key)
        return Int(try reader.integer())
    }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decodeValue(key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decodeValue(key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decodeValue(key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decodeValue(key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decodeValue(key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decodeValue(key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decodeValue(key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decodeValue(key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decodeValue(key) }

    private func decodeValue<T: Decodable>(_ key: Key) throws -> T {
        try CompactSingleValueDecodingContainer(decoder: nil, reader: try reader(for: key)).decodePrimitive(T.self)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let reader = try reader(for: key)
        return KeyedDecodingContainer(try CompactKeyedDecodingContainer<NestedKey>(bytes: bytes, offset: reader.offset))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        let reader = try reader(for: key)
        return try CompactUnkeyedDecodingContainer(bytes: bytes, offset: reader.offset)
    }

    func superDecoder() throws -> any Decoder {
        throw CompactBinaryReader.malformed("superDecoder is not supported")
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        throw CompactBinaryReader.malformed("superDecoder is not supported")
    }
}

struct CompactUnkeyedDecodingContainer: UnkeyedDecodingContainer {
    var codingPath: [any CodingKey] = []
    private var reader: CompactBinaryReader
    private let end: Int
    let count: Int?
    private(set) var currentIndex = 0

    init(bytes: UnsafeRawBufferPointer, offset: Int) throws {
        reader = CompactBinaryReader(bytes: bytes, offset: offset)
        let (count, end) = try reader.openContainer(.array)
        self.count = count
        self.end = end
    }

    var isAtEnd: Bool { currentIndex >= (count ?? 0) }

    private mutating func advance() throws {
        guard !isAtEnd else { throw CompactBinaryReader.malformed("past the end of an array") }
        currentIndex += 1
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, try reader.peekTag() == .null else { return false }
        currentIndex += 1
        reader.offset += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try advance()
        let value = try reader.decodeValue(type)
        guard reader.offset <= end else { throw CompactBinaryReader.malformed("array overrun") }
        return value
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try decodePrimitive() }
    mutating func decode(_ type: String.Type) throws -> String { try decodePrimitive() }
    mutating func decode(_ type: Double.Type) throws -> Double { try decodePrimitive() }
    mutating func decode(_ type: Float.Type) throws -> Float { try decodePrimitive() }
    mutating func decode(_ type: Int.Type) throws -> Int { try decodePrimitive() }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try decodePrimitive() }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try decodePrimitive() }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try decodePrimitive() }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try decodePrimitive() }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try decodePrimitive() }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try decodePrimitive() }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try decodePrimitive() }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try decodePrimitive() }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try decodePrimitive() }

    private mutating func decodePrimitive<T: Decodable>() throws -> T {
        try advance()
        let single = CompactSingleValueDecodingContainer(decoder: nil, reader: reader)
        let value = try single.decodePrimitive(T.self)
        try reader.skipValue()
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try advance()
        let container = try CompactKeyedDecodingContainer<NestedKey>(bytes: reader.bytes, offset: reader.offset)
        try reader.skipValue()
        return KeyedDecodingContainer(container)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try advance()
        let container = try CompactUnkeyedDecodingContainer(bytes: reader.bytes, offset: reader.offset)
        try reader.skipValue()
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        throw CompactBinaryReader.malformed("superDecoder is not supported")
    }
}

struct CompactSingleValueDecodingContainer: SingleValueDecodingContainer {
    var codingPath: [any CodingKey] = []
    let decoder: CompactValueDecoder?
    let reader: CompactBinaryReader

    init(decoder: CompactValueDecoder?, reader: CompactBinaryReader) {
        self.decoder = decoder
        self.reader = reader
    }

    /// Integers of every width (range-checked), doubles, and anything else through `decodeValue`.
    func decodePrimitive<T: Decodable>(_ type: T.Type) throws -> T {
        var reader = reader
        if T.self == String.self || T.self == Int.self || T.self == Bool.self {
            let value = try reader.decodeValue(type)
            decoder?.noteSingleValueEnd(reader.offset)
            return value
        }
        let value: T
        switch type {
        case is Double.Type: value = try reader.double() as! T
        case is Float.Type: value = Float(try reader.double()) as! T
        case is Int64.Type: value = try reader.integer() as! T
        case is UInt64.Type: value = try reader.unsigned() as! T
        case is Int8.Type: value = try narrow(Int8.self, try reader.integer()) as! T
        case is Int16.Type: value = try narrow(Int16.self, try reader.integer()) as! T
        case is Int32.Type: value = try narrow(Int32.self, try reader.integer()) as! T
        case is UInt.Type: value = try narrow(UInt.self, try reader.unsigned()) as! T
        case is UInt8.Type: value = try narrow(UInt8.self, try reader.unsigned()) as! T
        case is UInt16.Type: value = try narrow(UInt16.self, try reader.unsigned()) as! T
        case is UInt32.Type: value = try narrow(UInt32.self, try reader.unsigned()) as! T
        default: value = try reader.decodeValue(type)
        }
        decoder?.noteSingleValueEnd(reader.offset)
        return value
    }

    private func narrow<N: FixedWidthInteger, S: BinaryInteger>(_ type: N.Type, _ value: S) throws -> N {
        guard let narrowed = N(exactly: value) else { throw CompactBinaryReader.malformed("integer out of range") }
        return narrowed
    }

    func decodeNil() -> Bool { (try? reader.peekTag()) == .null }
    func decode(_ type: Bool.Type) throws -> Bool { try decodePrimitive(type) }
    func decode(_ type: String.Type) throws -> String { try decodePrimitive(type) }
    func decode(_ type: Double.Type) throws -> Double { try decodePrimitive(type) }
    func decode(_ type: Float.Type) throws -> Float { try decodePrimitive(type) }
    func decode(_ type: Int.Type) throws -> Int { try decodePrimitive(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decodePrimitive(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decodePrimitive(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decodePrimitive(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decodePrimitive(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try decodePrimitive(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decodePrimitive(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decodePrimitive(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decodePrimitive(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decodePrimitive(type) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decodePrimitive(type) }
}

/// The collections an empty container decodes to without a `Decoder`.
protocol EmptyCollectionDecodable {
    init()
}

extension Array: EmptyCollectionDecodable {}
extension Set: EmptyCollectionDecodable {}
extension Dictionary: EmptyCollectionDecodable {}
