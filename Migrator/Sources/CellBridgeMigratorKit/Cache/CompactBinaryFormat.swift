/// The byte format of the analysis cache: a compact, self-describing encoding of `Codable` values that
/// decodes much faster than JSON (no text to scan, no numbers to parse, container lengths up front so a
/// reader skips what it does not need).
///
/// Every value starts with a tag byte. Integers are zigzag varints, strings a varint length and UTF-8
/// bytes; arrays and objects a 4-byte length of what follows it, a 4-byte count, then the elements
/// (objects: each key as a varint length and UTF-8 bytes, then the value). Keys are stored by name, so
/// a field added to a type is a missing key for old data (a decoding error, hence a cache miss), never a
/// silently shifted value.
enum CompactBinaryFormat {
    enum Tag: UInt8 {
        case null = 0
        case `false` = 1
        case `true` = 2
        case integer = 3
        case string = 4
        case array = 5
        case object = 6
        case double = 7
        case unsigned = 8
    }

    /// Why bytes could not be decoded; the cache treats any of them as a miss.
    struct Malformed: Error, Sendable, CustomStringConvertible {
        var description: String
    }
}
