/// A position in raw source bytes that reads identifiers and skips blanks and comments: what the byte-level
/// readers (Objective-C `@interface` lines, Swift class headers of unparsed files) use instead of a parse.
struct ByteCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) {
        self.bytes = bytes
        self.offset = offset
    }

    /// The byte at the cursor, `nil` at the end.
    var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    /// Letters, digits, `_` and every non-ASCII byte (Swift identifiers may be Unicode).
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
            || byte >= 0x80
    }

    /// Whether the byte before `offset` ends an identifier, so a match at `offset` is not inside a longer word.
    static func startsWord(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        offset == 0 || !isIdentifierByte(bytes[offset - 1])
    }

    /// Skips spaces, tabs, line breaks, `// …` and `/* … */` comments.
    mutating func skipBlanks() {
        while let byte = current {
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                offset += 1
            } else if byte == 0x2F, offset + 1 < bytes.count, bytes[offset + 1] == 0x2F {
                while let next = current, next != 0x0A { offset += 1 }
            } else if byte == 0x2F, offset + 1 < bytes.count, bytes[offset + 1] == 0x2A {
                offset += 2
                while offset + 1 < bytes.count, !(bytes[offset] == 0x2A && bytes[offset + 1] == 0x2F) { offset += 1 }
                offset = min(offset + 2, bytes.count)
            } else {
                return
            }
        }
    }

    /// The identifier at the cursor (moving past it), or `nil` when none starts here.
    mutating func identifier() -> String? {
        let start = offset
        while let byte = current, Self.isIdentifierByte(byte) { offset += 1 }
        guard offset > start, !(0x30...0x39).contains(bytes[start]) else {
            offset = start
            return nil
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
    }

    /// A dotted name (`UIKit.UITableViewCell`) at the cursor; its last component is returned.
    mutating func qualifiedName() -> String? {
        guard var name = identifier() else { return nil }
        while current == UInt8(ascii: "."), offset + 1 < bytes.count, Self.isIdentifierByte(bytes[offset + 1]) {
            offset += 1
            guard let next = identifier() else { break }
            name = next
        }
        return name
    }

    /// `Name<…> : Superclass` at the cursor (blanks and comments allowed between): the two names, the
    /// superclass's last dotted component. `separator` is `:` for a class, `=` for a typealias.
    mutating func nameAndSuperclass(separator: UInt8 = UInt8(ascii: ":")) -> (name: String, superclass: String)? {
        skipBlanks()
        guard let name = identifier() else { return nil }
        skipBlanks()
        guard skipAngleBrackets() else { return nil }
        skipBlanks()
        guard consume(separator) else { return nil }
        skipBlanks()
        guard let superclass = qualifiedName() else { return nil }
        return (name, superclass)
    }

    /// Consumes `byte` if it is at the cursor.
    mutating func consume(_ byte: UInt8) -> Bool {
        guard current == byte else { return false }
        offset += 1
        return true
    }

    /// Skips a balanced `<…>` (generic parameters) if one starts at the cursor; `false` when it never closes
    /// within a line's worth of bytes.
    mutating func skipAngleBrackets() -> Bool {
        skipBalanced(open: UInt8(ascii: "<"), close: UInt8(ascii: ">"))
    }

    /// Skips a balanced `open`…`close` (an Objective-C message `[…]`, generic parameters `<…>`) if one
    /// starts at the cursor; `false` when it never closes within a line's worth of bytes.
    mutating func skipBalanced(open: UInt8, close: UInt8) -> Bool {
        guard current == open else { return true }
        var depth = 0
        let limit = min(bytes.count, offset + 512)
        while offset < limit {
            let byte = bytes[offset]
            offset += 1
            if byte == open {
                depth += 1
            } else if byte == close {
                depth -= 1
                if depth == 0 { return true }
            }
        }
        return false
    }
}
