/// Parses Interface Builder XML into an `InterfaceBuilderElement` tree, byte by byte, in one pass.
///
/// Interface Builder writes a small, regular subset of XML: UTF-8, an XML declaration, elements with quoted
/// attributes, the five predefined entities and character references, the odd comment, text inside
/// `<string>` elements. This reader takes that subset and checks every well-formedness rule of the XML 1.0
/// specification that applies to it (one root, tags nested and closed in order, attributes quoted, unique
/// and separated by blanks, no `<` in a value, every `&` a known reference, only characters XML allows,
/// valid UTF-8), so that a document it accepts is one any XML parser accepts, and `migrate` can rely on it
/// to check what it writes. It replaced Foundation's `XMLParser`, which cost a third of a scan of a
/// XIB-heavy app in bridging and dictionaries and a library load at every start, and trapped on an element
/// name that is not UTF-8. What it does not take is
/// said in the error: a document type declaration, an encoding other than UTF-8. The tests
/// compare it with `XMLParser` over generated documents and the repository's Interface Builder files.
///
/// Attribute values are normalised as XML requires: a tab, a line break or a carriage return becomes a
/// space, and a character reference (`&#10;`) is kept as the character.
enum InterfaceBuilderParser {
    struct ParseError: Error, Sendable, CustomStringConvertible {
        var description: String
    }

    /// Real documents nest a few dozen levels; the cap keeps hostile input from exhausting the stack
    /// of the recursive walks (and of the tree's own deallocation) that follow.
    static let maximumDepth = 256

    /// Parses a whole document; throws with the line and the reason when the XML is malformed or is not
    /// an Interface Builder document.
    static func parse(_ bytes: [UInt8]) throws(ParseError) -> InterfaceBuilderElement {
        guard !bytes.isEmpty else { throw ParseError(description: "the file is empty") }
        let parsed = bytes.withUnsafeBufferPointer { buffer -> Result<InterfaceBuilderElement, ParseError> in
            var reader = Reader(buffer)
            do throws(ParseError) {
                return .success(try reader.document())
            } catch {
                return .failure(error)
            }
        }
        let root = try parsed.get()
        if root.name == "archive", root["type"]?.hasPrefix("com.apple.InterfaceBuilder") == true {
            throw ParseError(
                description: "an Interface Builder file in the format before Xcode 5 (root element <archive>), which "
                    + "cellbridge does not read; open and save it in a current Xcode to have its cells read")
        }
        guard root.name == "document" else {
            throw ParseError(description: "not an Interface Builder document (root element <\(root.name)>)")
        }
        return root
    }

    /// One pass over the bytes: `index` is the next byte, `line` its line (a line break is `\n`, `\r\n` or
    /// a lone `\r`, as XML normalises them).
    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        var line = 1
        /// The open elements, innermost last; each is appended to its parent when it closes.
        var open: [InterfaceBuilderElement] = []
        /// The attributes of the tag being read, kept between tags so that each tag's dictionary is made
        /// once at its final size.
        var pendingAttributes: [(name: String, value: String)] = []

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        private static let lessThan = UInt8(ascii: "<"), greaterThan = UInt8(ascii: ">")
        private static let ampersand = UInt8(ascii: "&"), slash = UInt8(ascii: "/")
        private static let question = UInt8(ascii: "?"), exclamation = UInt8(ascii: "!")
        private static let equals = UInt8(ascii: "="), doubleQuote = UInt8(ascii: "\""), quote = UInt8(ascii: "'")
        private static let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
        private static let tab = UInt8(ascii: "\t"), space = UInt8(ascii: " ")
        private static let closingBracket = UInt8(ascii: "]")

        private func failure(_ reason: String, line: Int? = nil) -> ParseError {
            ParseError(description: "not valid XML (line \(line ?? self.line): \(reason))")
        }

        private var atEnd: Bool { index >= bytes.count }

        private func byte(at offset: Int) -> UInt8? {
            index + offset < bytes.count ? bytes[index + offset] : nil
        }

        private func starts(with text: StaticString) -> Bool {
            let count = text.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            let start = text.utf8Start
            for offset in 0..<count where bytes[index + offset] != start[offset] {
                return false
            }
            return true
        }

        /// Moves past one byte, counting lines; `\r\n` counts once.
        private mutating func advance() {
            let current = bytes[index]
            if current == Self.newline {
                line += 1
            } else if current == Self.carriageReturn, byte(at: 1) != Self.newline {
                line += 1
            }
            index += 1
        }

        private static func isBlank(_ byte: UInt8) -> Bool {
            byte == space || byte == newline || byte == tab || byte == carriageReturn
        }

        private mutating func skipBlanks() -> Bool {
            let start = index
            while !atEnd, Self.isBlank(bytes[index]) { advance() }
            return index > start
        }

        /// Checks one character at `index`, which is not markup: a byte XML allows, or a whole valid UTF-8
        /// sequence of a character XML allows; moves past it and returns it.
        @discardableResult
        private mutating func character() throws(ParseError) -> UInt32 {
            let lead = bytes[index]
            if lead >= 0x20, lead < 0x80 {
                index += 1
                return UInt32(lead)
            }
            if Self.isBlank(lead) {
                advance()
                return UInt32(lead)
            }
            let length: Int
            var scalar: UInt32
            if lead & 0xE0 == 0xC0, lead >= 0xC2 {
                (length, scalar) = (2, UInt32(lead & 0x1F))
            } else if lead & 0xF0 == 0xE0 {
                (length, scalar) = (3, UInt32(lead & 0x0F))
            } else if lead & 0xF8 == 0xF0, lead <= 0xF4 {
                (length, scalar) = (4, UInt32(lead & 0x07))
            } else {
                throw failure(
                    lead < 0x20
                        ? "it contains a control character (\(lead)), which XML does not allow"
                        : "it is not valid UTF-8, the encoding Interface Builder writes")
            }
            guard index + length <= bytes.count else { throw failure("it ends inside a UTF-8 character") }
            for offset in 1..<length {
                let continuation = bytes[index + offset]
                guard continuation & 0xC0 == 0x80 else {
                    throw failure("it is not valid UTF-8, the encoding Interface Builder writes")
                }
                scalar = scalar << 6 | UInt32(continuation & 0x3F)
            }
            let shortest: UInt32 = length == 3 ? 0x800 : length == 4 ? 0x10000 : 0x80
            guard scalar >= shortest else {
                throw failure("it is not valid UTF-8, the encoding Interface Builder writes")
            }
            guard Self.isAllowed(scalar) else {
                throw failure("it contains a character that is not allowed in XML (U+\(hex(scalar)))")
            }
            index += length
            return scalar
        }

        /// XML 1.0's `NameStartChar` beyond ASCII.
        private static func startsName(_ scalar: UInt32) -> Bool {
            switch scalar {
            case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D, 0x37F...0x1FFF, 0x200C...0x200D,
                0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFFD,
                0x10000...0xEFFFF:
                return true
            default:
                return false
            }
        }

        /// XML 1.0's `NameChar` beyond ASCII: a `NameStartChar`, `·`, the combining marks and the tie.
        private static func continuesName(_ scalar: UInt32) -> Bool {
            startsName(scalar) || scalar == 0xB7 || (0x300...0x36F).contains(scalar)
                || (0x203F...0x2040).contains(scalar)
        }

        /// XML 1.0's `Char`: tab, line breaks and everything from U+0020 but the surrogates, U+FFFE and U+FFFF.
        private static func isAllowed(_ scalar: UInt32) -> Bool {
            switch scalar {
            case 0x09, 0x0A, 0x0D: return true
            case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
            default: return false
            }
        }

        private func hex(_ value: UInt32) -> String {
            let digits = String(value, radix: 16, uppercase: true)
            return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }

        // MARK: Document

        mutating func document() throws(ParseError) -> InterfaceBuilderElement {
            // A byte order mark (U+FEFF in UTF-8) before the declaration.
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
            if starts(with: "<?xml"), let after = byte(at: 5), Self.isBlank(after) || after == Self.question {
                try declaration()
            }
            var root: InterfaceBuilderElement?
            while true {
                _ = skipBlanks()
                if atEnd { break }
                guard bytes[index] == Self.lessThan else {
                    throw failure(root == nil ? "text before the root element" : "text after the root element")
                }
                if starts(with: "<!--") {
                    try comment()
                } else if starts(with: "<?") {
                    try processingInstruction()
                } else if starts(with: "<!DOCTYPE") {
                    throw failure("a document type declaration (<!DOCTYPE>), which Interface Builder never writes")
                } else if root != nil {
                    throw failure("a second root element; a document has one")
                } else {
                    root = try element()
                }
            }
            guard let root else { throw failure("there is no root element (the document is empty)") }
            return root
        }

        /// `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>`, in that order, the last two optional;
        /// only UTF-8 is read.
        private mutating func declaration() throws(ParseError) {
            index += 5
            guard skipBlanks(), try pseudoAttribute("version", matches: Self.isVersion) != nil else {
                throw failure("the XML declaration has no valid version (write <?xml version=\"1.0\"?>)")
            }
            var separated = skipBlanks()
            if separated, starts(with: "encoding") {
                guard let encoding = try pseudoAttribute("encoding", matches: Self.isEncodingName) else {
                    throw failure("the XML declaration's encoding is not a valid name")
                }
                guard encoding.lowercased() == "utf-8" || encoding.lowercased() == "utf8" else {
                    throw failure(
                        "its encoding is \(encoding); cellbridge reads UTF-8, the encoding Interface Builder writes")
                }
                separated = skipBlanks()
            }
            if separated, starts(with: "standalone") {
                guard try pseudoAttribute("standalone", matches: { $0 == "yes" || $0 == "no" }) != nil else {
                    throw failure("the XML declaration's standalone is not \"yes\" or \"no\"")
                }
                _ = skipBlanks()
            }
            guard starts(with: "?>") else { throw failure("the XML declaration is not closed with '?>'") }
            index += 2
        }

        /// `name = "value"` in the XML declaration, when the value is one `matches` takes.
        private mutating func pseudoAttribute(_ name: StaticString, matches: (Substring) -> Bool) throws(ParseError)
            -> String?
        {
            guard starts(with: name) else { return nil }
            index += name.utf8CodeUnitCount
            _ = skipBlanks()
            guard !atEnd, bytes[index] == Self.equals else { return nil }
            index += 1
            _ = skipBlanks()
            guard !atEnd, bytes[index] == Self.doubleQuote || bytes[index] == Self.quote else { return nil }
            let delimiter = bytes[index]
            index += 1
            let start = index
            while !atEnd, bytes[index] != delimiter, bytes[index] != Self.lessThan, bytes[index] != Self.greaterThan {
                try character()
            }
            guard !atEnd, bytes[index] == delimiter else { return nil }
            let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            index += 1
            return matches(value[...]) ? value : nil
        }

        /// `1.0`, `1.1`: a one, a dot and digits.
        private static func isVersion(_ value: Substring) -> Bool {
            value.hasPrefix("1.") && value.count > 2 && value.dropFirst(2).allSatisfy { $0.isASCII && $0.isNumber }
        }

        /// XML's `EncName`: a letter, then letters, digits, `.`, `_` and `-`.
        private static func isEncodingName(_ value: Substring) -> Bool {
            guard let first = value.first, first.isASCII, first.isLetter else { return false }
            return value.allSatisfy {
                $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "_" || $0 == "-")
            }
        }

        private mutating func skip(past terminator: StaticString, what: String) throws(ParseError) {
            let startLine = line
            while !atEnd {
                if starts(with: terminator) {
                    index += terminator.utf8CodeUnitCount
                    return
                }
                try character()
            }
            throw failure("\(what) is never closed (truncated?)", line: startLine)
        }

        private mutating func comment() throws(ParseError) {
            let startLine = line
            index += 4
            while !atEnd {
                if starts(with: "--") {
                    guard byte(at: 2) == Self.greaterThan else {
                        throw failure("a comment contains '--', which XML does not allow")
                    }
                    index += 3
                    return
                }
                try character()
            }
            throw failure("a comment is never closed (truncated?)", line: startLine)
        }

        private mutating func processingInstruction() throws(ParseError) {
            if starts(with: "<?xml"), let after = byte(at: 5), Self.isBlank(after) || after == Self.question {
                throw failure("an XML declaration that is not at the start of the file")
            }
            index += 2
            guard let target = try name(), target.lowercased() != "xml" else {
                throw failure("a processing instruction without a valid name")
            }
            guard starts(with: "?>") || (!atEnd && Self.isBlank(bytes[index])) else {
                throw failure("a processing instruction's name is not followed by a blank")
            }
            try skip(past: "?>", what: "a processing instruction")
        }

        // MARK: Elements

        /// An XML name: ASCII letters, `_`, `:` and XML's other name-start characters first, then also digits,
        /// `-`, `.` and XML's other name characters. `nil` when none starts here.
        private mutating func name() throws(ParseError) -> String? {
            let start = index
            while !atEnd {
                let current = bytes[index]
                let isStart =
                    (current >= 0x61 && current <= 0x7A) || (current >= 0x41 && current <= 0x5A) || current == 0x5F
                    || current == 0x3A
                let isLater = (current >= 0x30 && current <= 0x39) || current == 0x2D || current == 0x2E
                if isStart || (isLater && index > start) {
                    index += 1
                } else if current >= 0x80 {
                    let before = (index, line)
                    let scalar = try character()
                    guard before.0 > start ? Self.continuesName(scalar) : Self.startsName(scalar)
                    else {
                        (index, line) = before
                        break
                    }
                } else {
                    break
                }
            }
            guard index > start else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        }

        /// The element that starts at `index` (a `<` and a name) and everything inside it; iterative, so the
        /// depth of a document costs no stack.
        private mutating func element() throws(ParseError) -> InterfaceBuilderElement {
            let baseDepth = open.count
            try startTag()
            while open.count > baseDepth {
                try content()
            }
            return finished!
        }

        /// The element `content()` closed last at the root's depth.
        private var finished: InterfaceBuilderElement?

        /// `<name attribute="value" …>` or `…/>`: opens the element (an empty one is closed at once).
        private mutating func startTag() throws(ParseError) {
            let tagLine = line
            index += 1
            guard let elementName = try name() else {
                throw failure("a '<' that starts no tag (write &lt; for the character)")
            }
            guard open.count < maximumDepth else {
                throw ParseError(
                    description:
                        "elements nest deeper than \(maximumDepth) levels (line \(tagLine)); not a real Interface Builder file"
                )
            }
            pendingAttributes.removeAll(keepingCapacity: true)
            while true {
                let separated = skipBlanks()
                guard !atEnd else { throw failure("the tag <\(elementName)> is never closed (truncated?)") }
                let current = bytes[index]
                if current == Self.greaterThan || current == Self.slash {
                    let isEmpty = current == Self.slash
                    guard !isEmpty || byte(at: 1) == Self.greaterThan else {
                        throw failure("a tag is not closed with '>' or '/>'")
                    }
                    index += isEmpty ? 2 : 1
                    let element = InterfaceBuilderElement(
                        name: elementName, attributes: try attributes(of: elementName), children: [], line: tagLine)
                    if isEmpty {
                        close(element)
                    } else {
                        open.append(element)
                    }
                    return
                }
                guard separated else { throw failure("attributes of <\(elementName)> are not separated by a blank") }
                guard let attributeName = try name() else {
                    throw failure("a tag is not closed with '>' or '/>'")
                }
                _ = skipBlanks()
                guard !atEnd, bytes[index] == Self.equals else {
                    throw failure("the attribute \(attributeName) has no '=' and value")
                }
                index += 1
                _ = skipBlanks()
                pendingAttributes.append((attributeName, try attributeValue(of: attributeName)))
            }
        }

        /// The tag's attributes as a dictionary; a name given twice is an error.
        private func attributes(of elementName: String) throws(ParseError) -> [String: String] {
            var attributes = [String: String](minimumCapacity: pendingAttributes.count)
            for (position, (name, value)) in pendingAttributes.enumerated()
            where attributes.updateValue(value, forKey: name) != nil {
                // Two names equal as Swift strings may still differ in bytes (composed and decomposed é), which
                // XML allows; only the same bytes twice is an error.
                if pendingAttributes[..<position].contains(where: { $0.name.utf8.elementsEqual(name.utf8) }) {
                    throw failure("the attribute \(name) appears twice in <\(elementName)>")
                }
            }
            return attributes
        }

        /// A quoted value, its references replaced and its blanks normalised.
        private mutating func attributeValue(of attributeName: String) throws(ParseError) -> String {
            guard !atEnd, bytes[index] == Self.doubleQuote || bytes[index] == Self.quote else {
                throw failure("the value of the attribute \(attributeName) is not quoted")
            }
            let delimiter = bytes[index]
            let startLine = line
            index += 1
            let start = index
            // The value as it reads, kept only once a reference or a blank other than a space changes it.
            var decoded: [UInt8]?
            while !atEnd, bytes[index] != delimiter {
                let current = bytes[index]
                if current == Self.lessThan {
                    throw failure("the value of the attribute \(attributeName) contains '<' (write &lt;)")
                }
                let isChanged =
                    current == Self.ampersand || current == Self.tab || current == Self.newline
                    || current == Self.carriageReturn
                if isChanged, decoded == nil {
                    decoded = Array(bytes[start..<index])
                }
                if current == Self.ampersand {
                    decoded! += String(try reference()).utf8
                } else if isChanged {
                    // A tab or a line break becomes a space; `\r\n` is one line break.
                    let isLineEnd = current == Self.carriageReturn && byte(at: 1) == Self.newline
                    advance()
                    if isLineEnd { advance() }
                    decoded!.append(Self.space)
                } else {
                    let characterStart = index
                    try character()
                    decoded? += bytes[characterStart..<index]
                }
            }
            guard !atEnd else {
                throw failure(
                    "the value of the attribute \(attributeName) is never closed (truncated?)", line: startLine)
            }
            let value =
                decoded.map { String(decoding: $0, as: UTF8.self) }
                ?? String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            index += 1
            return value
        }

        /// The character an entity or character reference's body (between `&` and `;`) stands for.
        private static func referenced(_ body: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
            switch String(decoding: body, as: UTF8.self) {
            case "lt": return "<"
            case "gt": return ">"
            case "amp": return "&"
            case "quot": return "\""
            case "apos": return "'"
            case let text where text.hasPrefix("#x"):
                guard text.count > 2, text.dropFirst(2).allSatisfy(\.isHexDigit) else { return nil }
                return UInt32(text.dropFirst(2), radix: 16).flatMap { isAllowed($0) ? Unicode.Scalar($0) : nil }
            case let text where text.hasPrefix("#"):
                guard text.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
                return UInt32(text.dropFirst()).flatMap { isAllowed($0) ? Unicode.Scalar($0) : nil }
            default: return nil
            }
        }

        /// Checks the reference at `index` (`&amp;`, `&#10;`, `&#x41;`) and moves past it.
        private mutating func reference() throws(ParseError) -> Unicode.Scalar {
            let start = index + 1
            var end = start
            while end < bytes.count, end - start <= 64, bytes[end] != UInt8(ascii: ";") { end += 1 }
            guard end < bytes.count, bytes[end] == UInt8(ascii: ";"), end > start,
                let scalar = Self.referenced(UnsafeBufferPointer(rebasing: bytes[start..<end]))
            else {
                throw failure("an '&' that starts no known entity or character reference (write &amp;)")
            }
            index = end + 1
            return scalar
        }

        /// What follows inside an open element: text, a child, a comment, a section, or its end tag.
        private mutating func content() throws(ParseError) {
            while !atEnd, bytes[index] != Self.lessThan {
                let current = bytes[index]
                if current == Self.ampersand {
                    _ = try reference()
                } else if current == Self.closingBracket, starts(with: "]]>") {
                    throw failure("the text contains ']]>', which XML does not allow outside a CDATA section")
                } else {
                    try character()
                }
            }
            guard !atEnd else {
                throw failure("it ends before <\(open.last?.name ?? "")> is closed (truncated?)")
            }
            switch byte(at: 1) {
            case Self.slash?:
                try endTag()
            case Self.exclamation?:
                if starts(with: "<!--") {
                    try comment()
                } else if starts(with: "<![CDATA[") {
                    index += 9
                    try skip(past: "]]>", what: "a CDATA section")
                } else {
                    throw failure("a '<!' that starts no comment or CDATA section")
                }
            case Self.question?:
                try processingInstruction()
            default:
                try startTag()
            }
        }

        /// `</name>`, which must close the innermost open element.
        private mutating func endTag() throws(ParseError) {
            index += 2
            guard let closing = try name(), let innermost = open.popLast() else {
                throw failure("a '</' that starts no closing tag")
            }
            // Names match byte for byte: `String`'s == would take a decomposed é for a composed one.
            guard closing.utf8.elementsEqual(innermost.name.utf8) else {
                throw failure(
                    "the closing tag </\(closing)> does not match <\(innermost.name)> (line \(innermost.line))")
            }
            _ = skipBlanks()
            guard !atEnd, bytes[index] == Self.greaterThan else {
                throw failure("the closing tag </\(closing)> is not closed with '>'")
            }
            index += 1
            close(innermost)
        }

        /// Hands a complete element to its parent, or keeps it as the finished root.
        private mutating func close(_ element: InterfaceBuilderElement) {
            if open.isEmpty {
                finished = element
            } else {
                open[open.count - 1].children.append(element)
            }
        }
    }
}
