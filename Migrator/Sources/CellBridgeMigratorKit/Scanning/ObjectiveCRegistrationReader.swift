/// Reads, byte-level, what an Objective-C `.m`/`.mm` file says about reuse identifiers: its registrations of cells
/// and header/footer views (`[tableView registerNib:nib forCellReuseIdentifier:@"feed"]`, `registerClass:[FeedCell
/// class] forCellWithReuseIdentifier:…`, `forHeaderFooterViewReuseIdentifier:`, `forSupplementaryViewOfKind:…
/// withReuseIdentifier:`), its dequeues and allocations that pair a class with an identifier (`FeedCell *cell =
/// [tableView dequeueReusableCellWithIdentifier:CellIdentifier]`, `[[FeedCell alloc] initWithStyle:…
/// reuseIdentifier:CellIdentifier]`), and the class methods that give an identifier (`+ (NSString
/// *)cellIdentifier { return NSStringFromClass([self class]); }`).
///
/// Commented-out code is not read (the structure is found in the comment-blanked bytes). No Objective-C parser: a
/// registration or a method it cannot read is left out, never guessed.
enum ObjectiveCRegistrationReader {
    private static let registerClass = Array("registerClass:".utf8)
    private static let registerNib = Array("registerNib:".utf8)
    private static let nibWithName = Array("nibWithNibName:".utf8)
    private static let dequeuePrefix = Array("dequeue".utf8)
    private static let supplementaryIdentifier = Array("withReuseIdentifier:".utf8)
    private static let allocationIdentifierMarkers = ["reuseIdentifier:", "initWithReuseIdentifier:"].map {
        Array($0.utf8)
    }

    /// Registrations and dequeues (`registrations`) and identifier declarations (`identifierMembers`).
    static func read(
        _ source: inout ObjectiveCSource, constants: ObjectiveCConstants, into facts: inout SwiftSourceFacts
    ) {
        let code = source.code
        var calls: [(CellRegistrationCall, Int)] = []
        code.withBuffer { blanked in
            for (marker, isNib) in [(registerClass, false), (registerNib, true)] {
                for end in ByteSearch.offsets(after: marker, in: blanked) {
                    let start = end - marker.count
                    guard let implementation = source.implementation(at: start),
                        let registration = self.registration(
                            in: source, after: end, isNib: isNib, owner: implementation.name,
                            implementationStart: implementation.range.lowerBound, constants: constants)
                    else { continue }
                    calls.append((registration, start))
                }
            }
            var dequeues = dequeueIdentifierArguments(in: blanked)
            // `withReuseIdentifier:` follows `registerClass:…` too; only a dequeue's counts here.
            for end in ByteSearch.offsets(after: supplementaryIdentifier, in: blanked) {
                let start = end - supplementaryIdentifier.count
                if precededByDequeue(blanked, at: start) { dequeues.append((start, end)) }
            }
            for (start, end) in dequeues {
                guard let method = source.method(at: start),
                    let dequeue = self.dequeue(
                        in: source, blanked: blanked, identifierAt: end, markerStart: start, method: method,
                        constants: constants)
                else { continue }
                calls.append((dequeue, start))
            }
            for marker in allocationIdentifierMarkers {
                for end in ByteSearch.offsets(after: marker, in: blanked) {
                    let start = end - marker.count
                    guard ByteCursor.startsWord(blanked, at: start), let method = source.method(at: start),
                        let allocation = self.allocation(
                            in: source, blanked: blanked, identifierAt: end, markerStart: start, method: method,
                            constants: constants)
                    else { continue }
                    calls.append((allocation, start))
                }
            }
        }
        for (call, offset) in calls {
            var located = call
            located.line = source.line(at: offset)
            facts.registrations.append(located)
        }
        facts.identifierMembers += identifierMethods(in: source, constants: constants) + constants.fileLevel
    }

    // MARK: Registrations

    /// `registerClass:[X class] for…ReuseIdentifier:EXPR` or `registerNib:NIB for…ReuseIdentifier:EXPR`, where
    /// `NIB` is `[UINib nibWithNibName:NAME bundle:…]` or a variable assigned one earlier in the class; a header
    /// or supplementary view's registration (`forHeaderFooterViewReuseIdentifier:`, `forSupplementaryViewOfKind:
    /// KIND withReuseIdentifier:`) too.
    private static func registration(
        in source: ObjectiveCSource, after end: Int, isNib: Bool, owner: String, implementationStart: Int,
        constants: ObjectiveCConstants
    ) -> CellRegistrationCall? {
        let bytes = source.bytes
        var cursor = ByteCursor(bytes, at: end)
        cursor.skipBlanks()
        var cellClass: String?
        var nibName: String?
        var nibExpression: ReuseIdentifierExpression?
        if isNib {
            let argumentStart = cursor.offset
            var nibStart: Int?
            if cursor.current == UInt8(ascii: "[") {
                nibStart = argumentStart
            } else if let variable = cursor.identifier() {
                nibStart = lastAssignment(of: variable, in: bytes, before: argumentStart, after: implementationStart)
            }
            guard let nibStart, let name = nibNameArgument(in: bytes, from: nibStart, constants: constants) else {
                return nil
            }
            (cellClass, nibName, nibExpression) = name
            cursor.offset = argumentStart
            skipMessageArgument(&cursor)
        } else {
            guard let name = ObjectiveCExpression.classLiteral(&cursor) else { return nil }
            cellClass = name
        }
        cursor.skipBlanks()
        guard let selector = cursor.identifier() else { return nil }
        var kind: CellKind
        var isSupplementary = false
        switch selector {
        case "forCellReuseIdentifier": kind = .table
        case "forCellWithReuseIdentifier": kind = .collection
        case "forHeaderFooterViewReuseIdentifier":
            kind = .table
            isSupplementary = true
        case "forSupplementaryViewOfKind":
            kind = .collection
            isSupplementary = true
            guard cursor.consume(UInt8(ascii: ":")) else { return nil }
            cursor.skipBlanks()
            skipMessageArgument(&cursor)
            cursor.skipBlanks()
            guard cursor.identifier() == "withReuseIdentifier" else { return nil }
        default: return nil
        }
        guard cursor.consume(UInt8(ascii: ":")) else { return nil }
        cursor.skipBlanks()
        let identifier = ObjectiveCExpression.identifier(&cursor, constants: constants, selfClass: owner)
        var call = CellRegistrationCall(
            cellClass: cellClass, nibName: nibName, reuseIdentifier: identifier, cellKind: kind,
            registeringType: owner, line: 0)
        call.isSupplementary = isSupplementary
        call.nibNameExpression = nibExpression
        return call
    }

    /// The nib `[UINib nibWithNibName:NAME bundle:…]` at `offset` names: a literal (or a constant of the file) is
    /// the nib's name; a class's method or `NSStringFromClass([X class])` names the nib after the class `X`; a
    /// constant declared elsewhere is left to the inventory.
    private static func nibNameArgument(
        in bytes: UnsafeBufferPointer<UInt8>, from offset: Int, constants: ObjectiveCConstants
    ) -> (cellClass: String?, nibName: String?, expression: ReuseIdentifierExpression?)? {
        let limit = min(bytes.count, offset + 160)
        guard let found = ByteSearch.firstOffset(of: nibWithName, in: bytes, from: offset), found < limit else {
            return nil
        }
        var cursor = ByteCursor(bytes, at: found + nibWithName.count)
        cursor.skipBlanks()
        let expression = ObjectiveCExpression.identifier(&cursor, constants: constants)
        switch expression {
        case .literal(let name): return (nil, name, nil)
        case .member(let type, _) where type == ReuseIdentifierExpression.globalScope:
            return (nil, nil, expression)
        case .typeName(let type), .member(let type, _): return (type, nil, nil)
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

    /// Moves past one message argument: an identifier (dotted), a string, or a balanced `[…]`.
    private static func skipMessageArgument(_ cursor: inout ByteCursor) {
        if cursor.current == UInt8(ascii: "[") {
            _ = cursor.skipBalanced(open: UInt8(ascii: "["), close: UInt8(ascii: "]"))
        } else if cursor.consume(UInt8(ascii: "@")) {
            _ = ObjectiveCExpression.stringLiteral(&cursor)
        } else {
            _ = cursor.qualifiedName()
        }
    }

    // MARK: Dequeues and allocations

    /// Each selector piece that starts with `dequeue` and ends in `Identifier:` (UIKit's
    /// `dequeueReusableCellWithIdentifier:`, `dequeueReusableHeaderFooterViewWithIdentifier:`, and the app's own
    /// wrappers, `dequeueOrCreateCellWithIdentifier:`): where the piece starts and where its argument does.
    static func dequeueIdentifierArguments(in blanked: UnsafeBufferPointer<UInt8>) -> [(start: Int, end: Int)] {
        var result: [(start: Int, end: Int)] = []
        for end in ByteSearch.offsets(after: dequeuePrefix, in: blanked) {
            let start = end - dequeuePrefix.count
            guard ByteCursor.startsWord(blanked, at: start) else { continue }
            var cursor = ByteCursor(blanked, at: start)
            guard let piece = cursor.identifier(), piece.hasSuffix("Identifier"), cursor.consume(UInt8(ascii: ":"))
            else { continue }
            result.append((start, cursor.offset))
        }
        return result
    }

    /// Whether the `withReuseIdentifier:` at `offset` belongs to a `dequeueReusable…` message.
    private static func precededByDequeue(_ blanked: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        let from = max(0, offset - 160)
        guard
            let dequeue = ByteSearch.firstOffset(
                of: Array("dequeueReusableSupplementaryViewOfKind:".utf8),
                in: UnsafeBufferPointer(rebasing: blanked[from..<offset]), from: 0)
        else { return false }
        return !blanked[(from + dequeue)..<offset].contains(UInt8(ascii: ";"))
    }

    /// `X *cell = [tableView dequeueReusableCellWithIdentifier:ID …]`, `(X *)[… dequeue…]`, or `cell = […]` with
    /// `X *cell` declared earlier in the method: X's identifier is ID.
    private static func dequeue(
        in source: ObjectiveCSource, blanked: UnsafeBufferPointer<UInt8>, identifierAt end: Int, markerStart: Int,
        method: ObjectiveCSource.Method, constants: ObjectiveCConstants
    ) -> CellRegistrationCall? {
        guard let open = messageStart(blanked, before: markerStart, floor: method.body.lowerBound),
            let cellClass = receivingClass(blanked, messageAt: open, method: method)
        else { return nil }
        var cursor = ByteCursor(source.bytes, at: end)
        cursor.skipBlanks()
        let identifier = ObjectiveCExpression.identifier(&cursor, constants: constants, selfClass: method.owner)
        let marker = String(decoding: UnsafeBufferPointer(rebasing: blanked[markerStart..<end]), as: UTF8.self)
        var call = CellRegistrationCall(
            cellClass: cellClass, nibName: nil, reuseIdentifier: identifier,
            cellKind: marker.contains("ReuseIdentifier") ? .collection : .table, registeringType: method.owner,
            line: 0)
        call.isDequeue = true
        call.isSupplementary = marker.contains("HeaderFooter") || marker.hasPrefix("with")
        return call
    }

    /// `[[X alloc] initWithStyle:… reuseIdentifier:ID]` (a cell made when the dequeue found none) or `[[X alloc]
    /// initWithReuseIdentifier:ID]` (a header): X's identifier is ID.
    private static func allocation(
        in source: ObjectiveCSource, blanked: UnsafeBufferPointer<UInt8>, identifierAt end: Int, markerStart: Int,
        method: ObjectiveCSource.Method, constants: ObjectiveCConstants
    ) -> CellRegistrationCall? {
        guard let open = messageStart(blanked, before: markerStart, floor: method.body.lowerBound) else { return nil }
        // `[[X alloc] init…` : the receiver is itself a message `[X alloc]`.
        var cursor = ByteCursor(blanked, at: open + 1)
        cursor.skipBlanks()
        guard cursor.consume(UInt8(ascii: "[")) else { return nil }
        cursor.skipBlanks()
        guard let cellClass = cursor.identifier(), SyntaxText.isTypeLike(cellClass) else { return nil }
        cursor.skipBlanks()
        guard cursor.identifier() == "alloc" else { return nil }
        var value = ByteCursor(source.bytes, at: end)
        value.skipBlanks()
        let identifier = ObjectiveCExpression.identifier(&value, constants: constants, selfClass: method.owner)
        // `reuseIdentifier:nil`: a cell made to be used once, under no identifier.
        if identifier == .member(type: ReuseIdentifierExpression.globalScope, name: "nil") { return nil }
        let isHeader = blanked[markerStart] == UInt8(ascii: "i")
        var call = CellRegistrationCall(
            cellClass: cellClass, nibName: nil, reuseIdentifier: identifier, registeringType: method.owner, line: 0)
        call.isDequeue = true
        call.isSupplementary = isHeader
        return call
    }

    /// The `[` that opens the message containing `offset`, not looking before `floor`.
    private static func messageStart(_ blanked: UnsafeBufferPointer<UInt8>, before offset: Int, floor: Int) -> Int? {
        var depth = 0
        var index = offset - 1
        while index >= floor {
            switch blanked[index] {
            case UInt8(ascii: "]"): depth += 1
            case UInt8(ascii: "["):
                if depth == 0 { return index }
                depth -= 1
            case UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}"):
                return nil
            default: break
            }
            index -= 1
        }
        return nil
    }

    /// The class a message's result is given to: a cast right before it (`(X *)[…]`), the declaration the
    /// statement starts with (`X *cell = […]`), or the declared type of the variable it is assigned to.
    static func receivingClass(
        _ blanked: UnsafeBufferPointer<UInt8>, messageAt open: Int, method: ObjectiveCSource.Method
    ) -> String? {
        var index = open - 1
        while index > method.body.lowerBound, blanked[index] == 0x20 || blanked[index] == 0x09 || blanked[index] == 0x0A
        {
            index -= 1
        }
        if blanked[index] == UInt8(ascii: ")"), let cast = castName(blanked, closingAt: index) {
            return cast
        }
        // The statement's start: after the previous `;`, `{` or `}`.
        var start = index
        while start > method.body.lowerBound,
            ![UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}")].contains(blanked[start - 1])
        {
            start -= 1
        }
        var cursor = ByteCursor(blanked, at: start)
        cursor.skipBlanks()
        guard let first = cursor.identifier() else { return nil }
        cursor.skipBlanks()
        if SyntaxText.isTypeLike(first), cursor.consume(UInt8(ascii: "*")) {
            return first
        }
        guard cursor.consume(UInt8(ascii: "=")) else { return nil }
        return declaredClass(of: first, in: blanked, method: method, before: start)
    }

    /// `X` for `(X *)` closing at `close`.
    private static func castName(_ blanked: UnsafeBufferPointer<UInt8>, closingAt close: Int) -> String? {
        var open = close
        while open > 0, blanked[open] != UInt8(ascii: "(") {
            open -= 1
            if close - open > 80 { return nil }
        }
        var cursor = ByteCursor(blanked, at: open)
        guard let name = ObjectiveCSource.typeName(&cursor), SyntaxText.isTypeLike(name),
            blanked[open..<close].contains(UInt8(ascii: "*"))
        else { return nil }
        return name
    }

    /// The class of `X *name` declared in the method before `offset`.
    static func declaredClass(
        of name: String, in blanked: UnsafeBufferPointer<UInt8>, method: ObjectiveCSource.Method, before offset: Int
    ) -> String? {
        let needle = Array(name.utf8)
        var found: String?
        let body = UnsafeBufferPointer(rebasing: blanked[method.body.lowerBound..<offset])
        for end in ByteSearch.offsets(after: needle, in: body) {
            let start = end - needle.count
            guard ByteCursor.startsWord(body, at: start), end == body.count || !ByteCursor.isIdentifierByte(body[end])
            else { continue }
            // Back over blanks and the `*` to the type name.
            var index = start - 1
            while index >= 0, body[index] == 0x20 || body[index] == 0x09 { index -= 1 }
            guard index >= 0, body[index] == UInt8(ascii: "*") else { continue }
            index -= 1
            while index >= 0, body[index] == 0x20 || body[index] == 0x09 { index -= 1 }
            var wordStart = index
            while wordStart > 0, ByteCursor.isIdentifierByte(body[wordStart - 1]) { wordStart -= 1 }
            guard index >= wordStart else { continue }
            let type = String(decoding: UnsafeBufferPointer(rebasing: body[wordStart...index]), as: UTF8.self)
            if SyntaxText.isTypeLike(type) { found = type }
        }
        return found
    }

    // MARK: Declarations

    /// `+ (NSString *)cellIdentifier { return EXPR; }` inside `@implementation X`: `X.cellIdentifier()`.
    private static func identifierMethods(
        in source: ObjectiveCSource, constants: ObjectiveCConstants
    ) -> [IdentifierMemberDeclaration] {
        var result: [IdentifierMemberDeclaration] = []
        for method in source.methods where method.isClassMethod && method.returnType == "NSString" {
            guard !method.selector.utf8.contains(UInt8(ascii: ":")),
                ReuseIdentifierSyntax.isIdentifierLikeName(method.selector)
            else {
                continue
            }
            var cursor = ByteCursor(source.bytes, at: method.body.lowerBound)
            cursor.skipBlanks()
            guard cursor.identifier() == "return" else { continue }
            cursor.skipBlanks()
            let value = ObjectiveCExpression.identifier(&cursor, constants: constants)
            cursor.skipBlanks()
            guard cursor.consume(UInt8(ascii: ";")) else { continue }
            cursor.skipBlanks()
            guard cursor.offset >= method.body.upperBound else { continue }
            result.append(
                IdentifierMemberDeclaration(
                    typeName: method.owner, name: ReuseIdentifierSyntax.methodName(method.selector), value: value))
        }
        return result
    }
}
