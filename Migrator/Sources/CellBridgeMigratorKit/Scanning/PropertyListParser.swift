/// A value of an old-style (OpenStep) property list, the format of Xcode's `project.pbxproj`.
enum PropertyListValue: Sendable {
    case string(String)
    case array([PropertyListValue])
    case dictionary([String: PropertyListValue])

    var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    var array: [PropertyListValue] {
        if case .array(let value) = self { return value }
        return []
    }

    var dictionary: [String: PropertyListValue]? {
        if case .dictionary(let value) = self { return value }
        return nil
    }

    subscript(key: String) -> PropertyListValue? { dictionary?[key] }
}

/// Parses an old-style property list from raw bytes in one pass: `{ key = value; }`, `( a, b, )`,
/// quoted and bare strings, `/* … */` and `// …` comments. Returns `nil` for anything malformed or
/// nested deeper than a real project file ever is, so a hostile file cannot exhaust the stack.
struct PropertyListParser {
    static let maximumDepth = 64

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> PropertyListValue? {
        var parser = PropertyListParser(bytes: bytes)
        return parser.parseValue(depth: 0)
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    private static let openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}")
    private static let openParen = UInt8(ascii: "("), closeParen = UInt8(ascii: ")")
    private static let equals = UInt8(ascii: "="), semicolon = UInt8(ascii: ";"), comma = UInt8(ascii: ",")
    private static let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\"), slash = UInt8(ascii: "/")
    private static let star = UInt8(ascii: "*"), newline = UInt8(ascii: "\n")

    private mutating func skipTrivia() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                index += 1
            } else if byte == Self.slash, index + 1 < bytes.count, bytes[index + 1] == Self.star {
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == Self.star && bytes[index + 1] == Self.slash) {
                    index += 1
                }
                index = min(index + 2, bytes.count)
            } else if byte == Self.slash, index + 1 < bytes.count, bytes[index + 1] == Self.slash {
                while index < bytes.count, bytes[index] != Self.newline { index += 1 }
            } else {
                return
            }
        }
    }

    private mutating func parseValue(depth: Int) -> PropertyListValue? {
        guard depth < Self.maximumDepth else { return nil }
        skipTrivia()
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case Self.openBrace:
            index += 1
            var result: [String: PropertyListValue] = [:]
            while true {
                skipTrivia()
                guard index < bytes.count else { return nil }
                if bytes[index] == Self.closeBrace {
                    index += 1
                    return .dictionary(result)
                }
                guard let key = parseString() else { return nil }
                skipTrivia()
                guard index < bytes.count, bytes[index] == Self.equals else { return nil }
                index += 1
                guard let value = parseValue(depth: depth + 1) else { return nil }
                skipTrivia()
                guard index < bytes.count, bytes[index] == Self.semicolon else { return nil }
                index += 1
                result[key] = value
            }
        case Self.openParen:
            index += 1
            var result: [PropertyListValue] = []
            while true {
                skipTrivia()
                guard index < bytes.count else { return nil }
                if bytes[index] == Self.closeParen {
                    index += 1
                    return .array(result)
                }
                guard let value = parseValue(depth: depth + 1) else { return nil }
                result.append(value)
                skipTrivia()
                guard index < bytes.count else { return nil }
                if bytes[index] == Self.comma {
                    index += 1
                } else if bytes[index] != Self.closeParen {
                    return nil
                }
            }
        default:
            return parseString().map(PropertyListValue.string)
        }
    }

    private mutating func parseString() -> String? {
        guard index < bytes.count else { return nil }
        if bytes[index] == Self.quote {
            index += 1
            var scalars: [UInt8] = []
            while index < bytes.count, bytes[index] != Self.quote {
                if bytes[index] == Self.backslash, index + 1 < bytes.count {
                    index += 1
                    switch bytes[index] {
                    case UInt8(ascii: "n"): scalars.append(Self.newline)
                    case UInt8(ascii: "t"): scalars.append(0x09)
                    default: scalars.append(bytes[index])
                    }
                } else {
                    scalars.append(bytes[index])
                }
                index += 1
            }
            guard index < bytes.count else { return nil }
            index += 1
            return String(decoding: scalars, as: UTF8.self)
        }
        let start = index
        while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
        guard index > start else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    /// Characters of an unquoted string: letters, digits and `_$+/:.-`.
    private static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"),
            UInt8(ascii: "."), UInt8(ascii: "-"):
            return true
        default:
            return byte >= 0x80
        }
    }
}
