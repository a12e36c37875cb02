/// Reads, byte-level, what an Objective-C `.m`/`.mm` file says about reuse identifiers: its cell registrations
/// (`[tableView registerNib:nib forCellReuseIdentifier:@"feed"]`, `registerClass:[FeedCell class]
/// forCellWithReuseIdentifier:…`), the class methods that give an identifier (`+ (NSString *)cellIdentifier
/// { return NSStringFromClass([self class]); }`) and string constants (`NSString *const kFeedCellID = @"feed"`).
///
/// It returns them as source facts that were not parsed (`isParsed` false), the way the unparsed Swift reader
/// does, so that the inventory reads registrations and identifier declarations from one list whatever the
/// language. No Objective-C parser: a registration or a method it cannot read is left out, never guessed.
enum ObjectiveCRegistrationReader {
    private static let implementationMarker = Array("@implementation".utf8)
    private static let endMarker = Array("@end".utf8)
    private static let registerClass = Array("registerClass:".utf8)
    private static let registerNib = Array("registerNib:".utf8)
    private static let classMethod = Array("+".utf8)
    private static let stringType = Array("NSString".utf8)
    private static let nibWithName = Array("nibWithNibName:".utf8)

    /// Whether the file can hold anything this reader reads: the prefilter for `.m`/`.mm` files.
    static func mayRegister(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        ByteSearch.contains(bytes, stringType) || ByteSearch.contains(bytes, Array("register".utf8))
    }

    /// `nil` when the file registers no cell and declares no identifier.
    static func facts(in bytes: UnsafeBufferPointer<UInt8>, file: String) -> SwiftSourceFacts? {
        let implementations = self.implementations(in: bytes)
        var lines: LineTable?
        var facts = SwiftSourceFacts(file: file, isParsed: false, types: [])
        for (marker, kindIsRegisterNib) in [(registerClass, false), (registerNib, true)] {
            for end in ByteSearch.offsets(after: marker, in: bytes) {
                let start = end - marker.count
                guard let implementation = implementations.last(where: { $0.range.contains(start) }),
                    let registration = self.registration(
                        in: bytes, after: end, isNib: kindIsRegisterNib, owner: implementation.name,
                        implementationStart: implementation.range.lowerBound)
                else { continue }
                var call = registration
                if lines == nil { lines = LineTable(bytes) }
                call.line = lines?.line(atOffset: start) ?? 1
                facts.registrations.append(call)
            }
        }
        facts.identifierMembers =
            identifierMethods(in: bytes, implementations: implementations)
            + stringConstants(in: bytes)
        guard !facts.registrations.isEmpty || !facts.identifierMembers.isEmpty else { return nil }
        return facts
    }

    // MARK: Implementations

    /// Each `@implementation Name` … `@end` with the class's name.
    private static func implementations(in bytes: UnsafeBufferPointer<UInt8>) -> [(name: String, range: Range<Int>)] {
        var result: [(name: String, range: Range<Int>)] = []
        for end in ByteSearch.offsets(after: implementationMarker, in: bytes) {
            var cursor = ByteCursor(bytes, at: end)
            cursor.skipBlanks()
            guard let name = cursor.identifier() else { continue }
            let close = ByteSearch.firstOffset(of: endMarker, in: bytes, from: cursor.offset) ?? bytes.count
            result.append((name, (end - implementationMarker.count)..<close))
        }
        return result
    }

    // MARK: Registrations

    /// `registerClass:[X class] for…ReuseIdentifier:EXPR` or `registerNib:NIB for…ReuseIdentifier:EXPR`, where
    /// `NIB` is `[UINib nibWithNibName:NAME bundle:…]` or a variable assigned one earlier in the class.
    private static func registration(
        in bytes: UnsafeBufferPointer<UInt8>, after end: Int, isNib: Bool, owner: String, implementationStart: Int
    ) -> CellRegistrationCall? {
        var cursor = ByteCursor(bytes, at: end)
        cursor.skipBlanks()
        var cellClass: String?
        var nibName: String?
        if isNib {
            let argumentStart = cursor.offset
            if cursor.current == UInt8(ascii: "[") {
                guard let name = nibNameArgument(in: bytes, from: argumentStart) else { return nil }
                (cellClass, nibName) = name
            } else if let variable = cursor.identifier(),
                let assignment = lastAssignment(
                    of: variable, in: bytes, before: argumentStart, after: implementationStart),
                let name = nibNameArgument(in: bytes, from: assignment)
            {
                (cellClass, nibName) = name
            } else {
                return nil
            }
            skipMessageArgument(&cursor)
        } else {
            guard let name = classLiteral(&cursor) else { return nil }
            cellClass = name
        }
        cursor.skipBlanks()
        guard let selector = cursor.identifier() else { return nil }
        let kind: CellKind
        switch selector {
        case "forCellReuseIdentifier": kind = .table
        case "forCellWithReuseIdentifier": kind = .collection
        default: return nil  // headers, footers and supplementary views are not cells
        }
        guard cursor.consume(UInt8(ascii: ":")) else { return nil }
        cursor.skipBlanks()
        let identifier = expression(&cursor)
        return CellRegistrationCall(
            cellClass: cellClass, nibName: nibName, reuseIdentifier: identifier, cellKind: kind,
            registeringType: owner, line: 0)
    }

    /// `[X class]` at the cursor: `X`.
    private static func classLiteral(_ cursor: inout ByteCursor) -> String? {
        guard cursor.consume(UInt8(ascii: "[")) else { return nil }
        cursor.skipBlanks()
        guard let name = cursor.identifier() else { return nil }
        cursor.skipBlanks()
        guard cursor.identifier() == "class" else { return nil }
        cursor.skipBlanks()
        guard cursor.consume(UInt8(ascii: "]")) else { return nil }
        return name
    }

    /// The nib `[UINib nibWithNibName:NAME bundle:…]` at `offset` names: a literal is the nib's name; a class's
    /// method or `NSStringFromClass([X class])` names the nib after the class `X`.
    private static func nibNameArgument(
        in bytes: UnsafeBufferPointer<UInt8>, from offset: Int
    ) -> (cellClass: String?, nibName: String?)? {
        let limit = min(bytes.count, offset + 160)
        guard let found = ByteSearch.firstOffset(of: nibWithName, in: bytes, from: offset), found < limit else {
            return nil
        }
        var cursor = ByteCursor(bytes, at: found + nibWithName.count)
        cursor.skipBlanks()
        switch expression(&cursor) {
        case .literal(let name): return (nil, name)
        case .typeName(let type), .member(let type, _):
            return type == ReuseIdentifierExpression.globalScope ? nil : (type, nil)
        case .unknown: return nil
        }
    }

    /// Where the value of the last `variable = …` before `offset` (and after `floor`) starts.
    private static func lastAssignment(
        of variable: String, in bytes: UnsafeBufferPointer<UInt8>, before offset: Int, after floor: Int
    ) -> Int? {
        let needle = Array(variable.utf8)
        var result: Int?
        for end in ByteSearch.offsets(after: needle, in: bytes) where end < offset && end - needle.count > floor {
            guard ByteCursor.startsWord(bytes, at: end - needle.count) else { continue }
            var cursor = ByteCursor(bytes, at: end)
            cursor.skipBlanks()
            guard cursor.consume(UInt8(ascii: "=")), cursor.current != UInt8(ascii: "=") else { continue }
            cursor.skipBlanks()
            result = cursor.offset
        }
        return result
    }

    /// Moves past one message argument: an identifier or a balanced `[…]`.
    private static func skipMessageArgument(_ cursor: inout ByteCursor) {
        if cursor.current == UInt8(ascii: "[") {
            _ = cursor.skipBalanced(open: UInt8(ascii: "["), close: UInt8(ascii: "]"))
        } else {
            _ = cursor.identifier()
        }
    }

    // MARK: Identifier expressions

    /// An identifier expression at the cursor: `@"feed"`, `[X cellIdentifier]`, `NSStringFromClass([X class])`,
    /// `NSStringFromClass(self)`, a constant `kFeedCellID`; anything else is unknown, with its text.
    private static func expression(_ cursor: inout ByteCursor) -> ReuseIdentifierExpression {
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
                        let type = receiver == "self" ? ReuseIdentifierExpression.selfType : receiver
                        return .member(type: type, name: ReuseIdentifierSyntax.methodName(selector))
                    }
                }
            }
            return unknown(from: start, &cursor)
        }
        if let name = cursor.identifier() {
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
                return .typeName(type == "self" ? ReuseIdentifierExpression.selfType : type)
            }
            // A constant, unless more follows (`self.identifier`, `kPrefix stringByAppendingString:…`).
            var next = cursor
            next.skipBlanks()
            guard let end = next.current, [UInt8(ascii: "]"), UInt8(ascii: ";"), UInt8(ascii: ")")].contains(end) else {
                return unknown(from: start, &cursor)
            }
            return .member(type: ReuseIdentifierExpression.globalScope, name: name)
        }
        return unknown(from: start, &cursor)
    }

    /// The text from `start` to the end of the statement or message, as written, for the report.
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
            end += 1
        }
        cursor.offset = end
        return .unknown(String(decoding: UnsafeBufferPointer(rebasing: cursor.bytes[start..<end]), as: UTF8.self))
    }

    /// The contents of `"…"` at the cursor (after its `@`), without escapes; `nil` if it has any.
    private static func stringLiteral(_ cursor: inout ByteCursor) -> String? {
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

    // MARK: Declarations

    /// `+ (NSString *)cellIdentifier { return EXPR; }` inside `@implementation X`: `X.cellIdentifier()`.
    private static func identifierMethods(
        in bytes: UnsafeBufferPointer<UInt8>, implementations: [(name: String, range: Range<Int>)]
    ) -> [IdentifierMemberDeclaration] {
        var result: [IdentifierMemberDeclaration] = []
        for implementation in implementations {
            var offset = implementation.range.lowerBound
            while let plus = ByteSearch.firstOffset(of: classMethod, in: bytes, from: offset),
                plus < implementation.range.upperBound
            {
                offset = plus + 1
                guard plus == 0 || bytes[plus - 1] == 0x0A || bytes[plus - 1] == 0x20 || bytes[plus - 1] == 0x09 else {
                    continue
                }
                var cursor = ByteCursor(bytes, at: plus + 1)
                cursor.skipBlanks()
                guard cursor.consume(UInt8(ascii: "(")) else { continue }
                cursor.skipBlanks()
                guard cursor.identifier() == "NSString" else { continue }
                cursor.skipBlanks()
                guard cursor.consume(UInt8(ascii: "*")) else { continue }
                cursor.skipBlanks()
                guard cursor.consume(UInt8(ascii: ")")) else { continue }
                cursor.skipBlanks()
                guard let name = cursor.identifier(), ReuseIdentifierSyntax.isIdentifierLikeName(name) else { continue }
                cursor.skipBlanks()
                guard cursor.consume(UInt8(ascii: "{")) else { continue }
                cursor.skipBlanks()
                guard cursor.identifier() == "return" else { continue }
                cursor.skipBlanks()
                let value = expression(&cursor)
                cursor.skipBlanks()
                guard cursor.consume(UInt8(ascii: ";")) else { continue }
                cursor.skipBlanks()
                guard cursor.consume(UInt8(ascii: "}")) else { continue }
                result.append(
                    IdentifierMemberDeclaration(
                        typeName: implementation.name, name: ReuseIdentifierSyntax.methodName(name), value: value))
            }
        }
        return result
    }

    /// `NSString *const kFeedCellID = @"feed";` (also `static`, `NSString * const`): a global constant.
    private static func stringConstants(in bytes: UnsafeBufferPointer<UInt8>) -> [IdentifierMemberDeclaration] {
        var result: [IdentifierMemberDeclaration] = []
        for end in ByteSearch.offsets(after: stringType, in: bytes) {
            guard ByteCursor.startsWord(bytes, at: end - stringType.count) else { continue }
            var cursor = ByteCursor(bytes, at: end)
            cursor.skipBlanks()
            guard cursor.consume(UInt8(ascii: "*")) else { continue }
            cursor.skipBlanks()
            var name = cursor.identifier()
            if name == "const" {
                cursor.skipBlanks()
                name = cursor.identifier()
            }
            guard let name, ReuseIdentifierSyntax.isIdentifierLikeName(name) else { continue }
            cursor.skipBlanks()
            guard cursor.consume(UInt8(ascii: "=")) else { continue }
            cursor.skipBlanks()
            guard cursor.consume(UInt8(ascii: "@")), let text = stringLiteral(&cursor) else { continue }
            result.append(
                IdentifierMemberDeclaration(
                    typeName: ReuseIdentifierExpression.globalScope, name: name, value: .literal(text)))
        }
        return result
    }
}
