/// Encodes `Encodable` values in `CompactBinaryFormat`.
///
/// Writes straight into one byte array: a container's length is patched in when the value that opened
/// it has finished encoding, or (a nested container) when its parent writes again.
enum CompactBinaryEncoder {
    static func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        let writer = CompactBinaryWriter()
        try writer.encodeValue(value)
        return writer.bytes
    }
}

final class CompactBinaryWriter {
    typealias Tag = CompactBinaryFormat.Tag

    var bytes: [UInt8] = []
    /// The length fields of the containers still open, innermost last. A nested container
    /// (`nestedContainer(keyedBy:forKey:)`, which synthesized enums with associated values use) has no call
    /// that says it is done: it is closed when its parent writes its next entry or finishes.
    private var openContainers: [Int] = []

    func append(_ tag: Tag) {
        bytes.append(tag.rawValue)
    }

    func appendVarint(_ value: UInt64) {
        var remaining = value
        while remaining >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: remaining) | 0x80)
            remaining >>= 7
        }
        bytes.append(UInt8(remaining))
    }

    func appendInteger(_ value: Int64) {
        append(.integer)
        appendVarint(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
    }

    func appendUnsigned(_ value: UInt64) {
        append(.unsigned)
        appendVarint(value)
    }

    func appendRawString(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            appendVarint(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    func appendString(_ text: String) {
        append(.string)
        appendRawString(text)
    }

    func appendDouble(_ value: Double) {
        append(.double)
        withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// Opens an array or object; returns where its length field is.
    func openContainer(_ tag: Tag) -> Int {
        append(tag)
        let offset = bytes.count
        bytes.append(contentsOf: [0, 0, 0, 0, 0, 0, 0, 0])
        openContainers.append(offset)
        return offset
    }

    /// Patches the length of every container opened inside the one whose length field is at `offset`:
    /// what comes next belongs to that one.
    private func closeContainers(insideContainerAt offset: Int) {
        while let last = openContainers.last, last > offset {
            patch(bytes.count - (last + 4), at: last)
            openContainers.removeLast()
        }
    }

    /// Patches the length of the container whose length field is at `offset` and of those inside it.
    func closeContainer(at offset: Int) {
        closeContainers(insideContainerAt: offset)
        patch(bytes.count - (offset + 4), at: offset)
        if openContainers.last == offset {
            openContainers.removeLast()
        }
    }

    func patch(_ value: Int, at offset: Int) {
        let word = UInt32(truncatingIfNeeded: value)
        for index in 0..<4 {
            bytes[offset + index] = UInt8(truncatingIfNeeded: word >> (8 * UInt32(index)))
        }
    }

    /// Counts one more entry in the container whose length field is at `lengthOffset`.
    func incrementCount(ofContainerAt lengthOffset: Int) {
        closeContainers(insideContainerAt: lengthOffset)
        let countOffset = lengthOffset + 4
        var count = 0
        for index in 0..<4 {
            count |= Int(bytes[countOffset + index]) << (8 * index)
        }
        patch(count + 1, at: countOffset)
    }

    /// Encodes one value: primitives directly, anything else through its `encode(to:)`.
    func encodeValue<T: Encodable>(_ value: T) throws {
        switch value {
        case let text as String: appendString(text)
        case let number as Int: appendInteger(Int64(number))
        case let flag as Bool: append(flag ? .true : .false)
        default:
            let start = bytes.count
            let encoder = CompactValueEncoder(writer: self)
            try value.encode(to: encoder)
            encoder.finish()
            if bytes.count == start {
                append(.null)
            }
        }
    }
}

/// The `Encoder` handed to one value's `encode(to:)`.
final class CompactValueEncoder: Encoder {
    let writer: CompactBinaryWriter
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] = [:]
    /// The length field of the container this value opened, patched by `finish()`.
    private var containerOffset: Int?

    init(writer: CompactBinaryWriter) {
        self.writer = writer
    }

    func finish() {
        if let offset = containerOffset {
            writer.closeContainer(at: offset)
        }
    }

    private func open(_ tag: CompactBinaryFormat.Tag) -> Int {
        if let offset = containerOffset { return offset }
        let offset = writer.openContainer(tag)
        containerOffset = offset
        return offset
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(CompactKeyedEncodingContainer<Key>(writer: writer, offset: open(.object)))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        CompactUnkeyedEncodingContainer(writer: writer, offset: open(.array))
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        CompactSingleValueEncodingContainer(writer: writer)
    }
}

struct CompactKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let writer: CompactBinaryWriter
    let offset: Int
    var codingPath: [any CodingKey] = []

    private func key(_ key: Key) {
        writer.incrementCount(ofContainerAt: offset)
        writer.appendRawString(key.stringValue)
    }

    mutating func encodeNil(forKey key: Key) throws {
        self.key(key)
        writer.append(.null)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        self.key(key)
        try writer.encodeValue(value)
    }

    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        guard let value else { return try encodeNil(forKey: key) }
        try encode(value, forKey: key)
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws { try encodeValue(value, key) }
    mutating func encode(_ value: String, forKey key: Key) throws { try encodeValue(value, key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try encodeValue(value, key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try encodeValue(Double(value), key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try encodeValue(value, key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try encodeValue(Int(value), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try encodeValue(Int(value), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try encodeValue(Int(value), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try encodeValue(value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try encodeValue(UInt64(value), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try encodeValue(UInt64(value), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try encodeValue(UInt64(value), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try encodeValue(UInt64(value), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try encodeValue(value, key) }

    private mutating func encodeValue<T: Encodable>(_ value: T, _ key: Key) throws {
        self.key(key)
        try CompactSingleValueEncodingContainer(writer: writer).encodePrimitive(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        self.key(key)
        return CompactValueEncoder(writer: writer).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        self.key(key)
        return CompactValueEncoder(writer: writer).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { CompactValueEncoder(writer: writer) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { CompactValueEncoder(writer: writer) }
}

struct CompactUnkeyedEncodingContainer: UnkeyedEncodingContainer {
    let writer: CompactBinaryWriter
    let offset: Int
    var codingPath: [any CodingKey] = []
    var count = 0

    private mutating func next() {
        writer.incrementCount(ofContainerAt: offset)
        count += 1
    }

    mutating func encodeNil() throws {
        next()
        writer.append(.null)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        next()
        try CompactSingleValueEncodingContainer(writer: writer).encodePrimitive(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        next()
        return CompactValueEncoder(writer: writer).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        next()
        return CompactValueEncoder(writer: writer).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { CompactValueEncoder(writer: writer) }
}

struct CompactSingleValueEncodingContainer: SingleValueEncodingContainer {
    let writer: CompactBinaryWriter
    var codingPath: [any CodingKey] = []

    /// Integers of every width, doubles, and anything else through `encodeValue`.
    func encodePrimitive<T: Encodable>(_ value: T) throws {
        switch value {
        case let number as Int64: writer.appendInteger(number)
        case let number as UInt64: writer.appendUnsigned(number)
        case let number as Double: writer.appendDouble(number)
        case let number as Float: writer.appendDouble(Double(number))
        case let number as Int8: writer.appendInteger(Int64(number))
        case let number as Int16: writer.appendInteger(Int64(number))
        case let number as Int32: writer.appendInteger(Int64(number))
        case let number as UInt: writer.appendUnsigned(UInt64(number))
        case let number as UInt8: writer.appendUnsigned(UInt64(number))
        case let number as UInt16: writer.appendUnsigned(UInt64(number))
        case let number as UInt32: writer.appendUnsigned(UInt64(number))
        default: try writer.encodeValue(value)
        }
    }

    mutating func encodeNil() throws { writer.append(.null) }
    mutating func encode(_ value: Bool) throws { try encodePrimitive(value) }
    mutating func encode(_ value: String) throws { try encodePrimitive(value) }
    mutating func encode(_ value: Double) throws { try encodePrimitive(value) }
    mutating func encode(_ value: Float) throws { try encodePrimitive(value) }
    mutating func encode(_ value: Int) throws { try encodePrimitive(value) }
    mutating func encode(_ value: Int8) throws { try encodePrimitive(value) }
    mutating func encode(_ value: Int16) throws { try encodePrimitive(value) }
    mutating func encode(_ value: Int32) throws { try encodePrimitive(value) }
    mutating func encode(_ value: Int64) throws { try encodePrimitive(value) }
    mutating func encode(_ value: UInt) throws { try encodePrimitive(value) }
    mutating func encode(_ value: UInt8) throws { try encodePrimitive(value) }
    mutating func encode(_ value: UInt16) throws { try encodePrimitive(value) }
    mutating func encode(_ value: UInt32) throws { try encodePrimitive(value) }
    mutating func encode(_ value: UInt64) throws { try encodePrimitive(value) }
    mutating func encode<T: Encodable>(_ value: T) throws { try encodePrimitive(value) }
}
