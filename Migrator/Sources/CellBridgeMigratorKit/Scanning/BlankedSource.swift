/// A source file's bytes with its comments and the contents of its string and character literals replaced by
/// spaces (line breaks and the quotes themselves kept), so the byte-level readers see only code: an
/// `@interface` in a header's comment declares nothing, and a `{` in a string opens no block. Offsets are those of
/// the original bytes, so a reader finds a structure here and reads a literal's text from the original.
struct BlankedSource {
    enum Language {
        case swift
        case objectiveC
    }

    let bytes: [UInt8]

    init(_ source: UnsafeBufferPointer<UInt8>, language: Language) {
        var result = Array(source)
        result.withUnsafeMutableBufferPointer { buffer in
            Self.blank(buffer, language: language)
        }
        bytes = result
    }

    /// Blanks comments and literal contents in place, one pass.
    private static func blank(_ result: UnsafeMutableBufferPointer<UInt8>, language: Language) {
        let count = result.count
        let slash = UInt8(ascii: "/")
        let star = UInt8(ascii: "*")
        let quote = UInt8(ascii: "\"")
        let apostrophe = UInt8(ascii: "'")
        let backslash = UInt8(ascii: "\\")
        func blank(_ range: Range<Int>) {
            for position in range where result[position] != 0x0A {
                result[position] = 0x20
            }
        }
        var index = 0
        while index < count {
            let byte = result[index]
            guard byte == slash || byte == quote || byte == apostrophe else {
                index += 1
                continue
            }
            let next: UInt8 = index + 1 < count ? result[index + 1] : 0
            if byte == slash, next == slash {
                var end = index
                while end < count, result[end] != 0x0A { end += 1 }
                blank(index..<end)
                index = end
            } else if byte == slash, next == star {
                // Swift block comments nest; Objective-C's do not.
                var depth = 0
                var end = index
                while end < count {
                    if end + 1 < count, result[end] == slash, result[end + 1] == star {
                        depth += 1
                        end += 2
                        if language == .objectiveC, depth > 1 { depth = 1 }
                    } else if end + 1 < count, result[end] == star, result[end + 1] == slash {
                        depth -= 1
                        end += 2
                        if depth == 0 { break }
                    } else {
                        end += 1
                    }
                }
                blank(index..<end)
                index = end
            } else if byte == quote {
                let end = endOfString(UnsafeBufferPointer(result), from: index, language: language)
                blank((index + 1)..<max(index + 1, end - 1))
                index = end
            } else if byte == apostrophe, language == .objectiveC {
                var end = index + 1
                while end < count, result[end] != apostrophe, result[end] != 0x0A {
                    end += result[end] == backslash ? 2 : 1
                }
                end = min(count, end + 1)
                blank((index + 1)..<max(index + 1, end - 1))
                index = end
            } else {
                index += 1
            }
        }
    }

    /// Offset just past the string literal whose opening quote is at `start` (a Swift `"""` literal runs to its
    /// closing `"""`; any other ends at its closing quote or the line's end).
    private static func endOfString(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, language: Language) -> Int {
        let count = bytes.count
        let quote = UInt8(ascii: "\"")
        if language == .swift, start + 2 < count, bytes[start + 1] == quote, bytes[start + 2] == quote {
            var end = start + 3
            while end + 2 < count, !(bytes[end] == quote && bytes[end + 1] == quote && bytes[end + 2] == quote) {
                end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
            }
            return min(count, end + 3)
        }
        var end = start + 1
        while end < count, bytes[end] != quote, bytes[end] != 0x0A {
            end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
        }
        return min(count, end + 1)
    }

    /// The offset of the `}` that closes the `{` at `offset` (before `limit`), or `nil` when it never closes.
    static func closingBrace(in code: UnsafeBufferPointer<UInt8>, ofBraceAt offset: Int, limit: Int? = nil) -> Int? {
        var depth = 0
        var index = offset
        let end = min(code.count, limit ?? code.count)
        while index < end {
            if code[index] == UInt8(ascii: "{") {
                depth += 1
            } else if code[index] == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }

    /// The first `{` at or after `offset` before any `;` or `}` (a declaration, not a definition, ends at the `;`).
    static func openingBrace(in code: UnsafeBufferPointer<UInt8>, after offset: Int, within limit: Int = 2048) -> Int? {
        var index = offset
        let end = min(code.count, offset + limit)
        while index < end {
            switch code[index] {
            case UInt8(ascii: "{"): return index
            case UInt8(ascii: ";"), UInt8(ascii: "}"): return nil
            default: index += 1
            }
        }
        return nil
    }

    /// Runs `body` over the bytes, as a buffer.
    func withBuffer<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        bytes.withUnsafeBufferPointer(body)
    }
}
