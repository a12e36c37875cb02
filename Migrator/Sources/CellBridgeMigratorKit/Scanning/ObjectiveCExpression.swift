/// Reads, byte-level, the Objective-C expressions that stand for a reuse identifier or a nib name: `@"feed"`,
/// `[FeedCell cellIdentifier]`, `NSStringFromClass([FeedCell class])`, `NSStringFromClass(self.class)`, a constant
/// (`kFeedCellID`, resolved in its file when the file declares it); anything else is unknown, with its text.
enum ObjectiveCExpression {
    /// The expression at the cursor (which is on the original bytes, so literals keep their text). `constants`
    /// resolves a bare name used at `offset` within its own file. `selfClass` is the class whose method the
    /// expression is written in (`[self cellReuseIdentifier]` in a row's `+registerViewsWithTableView:` asks the
    /// row); without it (a declaration's value) `self` is the type the declaration is looked up on.
    static func identifier(
        _ cursor: inout ByteCursor, constants: ObjectiveCConstants? = nil, selfClass: String? = nil
    ) -> ReuseIdentifierExpression {
        let selfType = selfClass ?? ReuseIdentifierExpression.selfType
        let start = cursor.offset
        if cursor.consume(UInt8(ascii: "@")), let text = stringLiteral(&cursor) {
            return .literal(text)
        }
        cursor.offset = start
        if cursor.current == UInt8(ascii: "[") {
            _ = cursor.consume(UInt8(ascii: "["))
            cursor.skipBlanks()
            if let receiver = cursor.identifier() {
                cursor.skipBlanks()
                if let selector = cursor.identifier() {
                    cursor.skipBlanks()
                    if cursor.consume(UInt8(ascii: "]")), ReuseIdentifierSyntax.isIdentifierLikeName(selector) {
                        let type = receiver == "self" ? selfType : receiver
                        return .member(type: type, name: ReuseIdentifierSyntax.methodName(selector))
                    }
                }
            }
            return unknown(from: start, &cursor)
        }
        guard let name = cursor.identifier() else { return unknown(from: start, &cursor) }
        if name == "NSStringFromClass" {
            cursor.skipBlanks()
            guard cursor.consume(UInt8(ascii: "(")) else { return unknown(from: start, &cursor) }
            cursor.skipBlanks()
            var type: String?
            if cursor.current == UInt8(ascii: "[") {
                type = classLiteral(&cursor)
            } else if let receiver = cursor.identifier() {
                type = receiver
                if cursor.consume(UInt8(ascii: ".")) {
                    guard cursor.identifier() == "class" else { return unknown(from: start, &cursor) }
                }
            }
            cursor.skipBlanks()
            guard let type, cursor.consume(UInt8(ascii: ")")) else { return unknown(from: start, &cursor) }
            return .typeName(type == "self" ? selfType : type)
        }
        // `FeedCell.reuseIdentifier`: dot syntax on a class reads its class property (or a class method without
        // arguments, which Objective-C lets a dot call); `self.identifier` is an instance's, read at run time.
        if cursor.current == UInt8(ascii: "."), SyntaxText.isTypeLike(name) {
            var member = cursor
            member.offset += 1
            if let property = member.identifier(), endsArgument(member) {
                cursor = member
                return .member(type: name, name: property)
            }
            return unknown(from: start, &cursor)
        }
        // A constant, unless more follows (`self.identifier`, `kPrefix stringByAppendingString:…`); the message's
        // next selector piece (`kFeedCellID forIndexPath:indexPath`) may.
        guard endsArgument(cursor) else { return unknown(from: start, &cursor) }
        if let value = constants?.value(of: name, at: start) {
            return .literal(value)
        }
        return .member(type: ReuseIdentifierExpression.globalScope, name: name)
    }

    /// Whether the argument ends at the cursor: a `]`, `;`, `)` or `,` follows, or the message's next selector
    /// piece (`forIndexPath:`).
    private static func endsArgument(_ cursor: ByteCursor) -> Bool {
        var next = cursor
        next.skipBlanks()
        guard let end = next.current else { return false }
        if [UInt8(ascii: "]"), UInt8(ascii: ";"), UInt8(ascii: ")"), UInt8(ascii: ",")].contains(end) { return true }
        return next.identifier() != nil && next.consume(UInt8(ascii: ":"))
    }

    /// `[X class]` at the cursor: `X`.
    static func classLiteral(_ cursor: inout ByteCursor) -> String? {
        guard cursor.consume(UInt8(ascii: "[")) else { return nil }
        cursor.skipBlanks()
        guard let name = cursor.identifier() else { return nil }
        cursor.skipBlanks()
        guard cursor.identifier() == "class" else { return nil }
        cursor.skipBlanks()
        guard cursor.consume(UInt8(ascii: "]")) else { return nil }
        return name
    }

    /// The contents of `"…"` at the cursor (after its `@`), without escapes; `nil` if it has any.
    static func stringLiteral(_ cursor: inout ByteCursor) -> String? {
        guard cursor.consume(UInt8(ascii: "\"")) else { return nil }
        let start = cursor.offset
        while let byte = cursor.current, byte != UInt8(ascii: "\""), byte != 0x0A {
            if byte == UInt8(ascii: "\\") { return nil }
            cursor.offset += 1
        }
        guard cursor.current == UInt8(ascii: "\"") else { return nil }
        let text = String(decoding: UnsafeBufferPointer(rebasing: cursor.bytes[start..<cursor.offset]), as: UTF8.self)
        cursor.offset += 1
        return text
    }

    /// The text from `start` to the end of the argument, as written, for the report: up to the end of the statement
    /// or message, or the message's next selector piece (`forIndexPath:`), which is not part of it.
    private static func unknown(from start: Int, _ cursor: inout ByteCursor) -> ReuseIdentifierExpression {
        var end = start
        var depth = 0
        let limit = min(cursor.bytes.count, start + 120)
        while end < limit {
            let byte = cursor.bytes[end]
            if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: "]") || byte == UInt8(ascii: ")") {
                if depth == 0 { break }
                depth -= 1
            }
            if byte == UInt8(ascii: ";") || byte == 0x0A { break }
            if depth == 0, byte == 0x20 || byte == 0x09 {
                var next = ByteCursor(cursor.bytes, at: end)
                next.skipBlanks()
                if next.identifier() != nil, next.current == UInt8(ascii: ":") { break }
            }
            end += 1
        }
        cursor.offset = end
        return .unknown(String(decoding: UnsafeBufferPointer(rebasing: cursor.bytes[start..<end]), as: UTF8.self))
    }
}
