/// An Objective-C file as the byte-level readers see it: the original bytes (for the text of literals), the same
/// bytes with comments and literal contents blanked (for structure), its `@implementation`s and the methods they
/// define. No Objective-C parser: a method is a `-`/`+` at the start of a line at the implementation's top level,
/// its selector pieces up to the `{` that opens its body.
struct ObjectiveCSource {
    /// One `@implementation Name` … `@end` (a category's too).
    struct Implementation {
        var name: String
        var range: Range<Int>
    }

    /// One method definition inside an implementation.
    struct Method {
        /// The implementation's class.
        var owner: String
        /// `tableView:cellForRowAtIndexPath:` for `- (UITableViewCell *)tableView:(UITableView *)tableView
        /// cellForRowAtIndexPath:(NSIndexPath *)indexPath`.
        var selector: String
        /// Where the `-`/`+` is.
        var start: Int
        /// `UITableViewCell` for `(UITableViewCell *)`.
        var returnType: String?
        /// The class names of its parameters, in order.
        var parameterTypes: [String]
        /// The names of its parameters (`cellId` in `cellId:(NSString *)cellId`).
        var parameterNames: [String] = []
        /// Between the braces, the braces excluded.
        var body: Range<Int>
        var isClassMethod: Bool

        /// The selector's first piece: what `[self configureCell:…]` calls.
        var firstPiece: String {
            String(selector.prefix { $0 != ":" })
        }
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let code: BlankedSource
    let implementations: [Implementation]
    let methods: [Method]
    /// Signatures whose body the reader could not delimit (a `{` that never closes), by selector and offset.
    let undelimitedMethods: [(selector: String, start: Int)]
    private var lineTable: LineTable?

    private static let implementationMarker = Array("@implementation".utf8)
    private static let endMarker = Array("@end".utf8)

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        let code = BlankedSource(bytes, language: .objectiveC)
        self.code = code
        var implementations: [Implementation] = []
        var methods: [Method] = []
        var undelimited: [(String, Int)] = []
        code.withBuffer { buffer in
            for end in ByteSearch.offsets(after: Self.implementationMarker, in: buffer) {
                var cursor = ByteCursor(buffer, at: end)
                cursor.skipBlanks()
                guard let name = cursor.identifier() else { continue }
                let close = ByteSearch.firstOffset(of: Self.endMarker, in: buffer, from: cursor.offset) ?? buffer.count
                let implementation = Implementation(name: name, range: (end - Self.implementationMarker.count)..<close)
                implementations.append(implementation)
                Self.methods(in: buffer, implementation: implementation, into: &methods, undelimited: &undelimited)
            }
        }
        self.implementations = implementations
        self.methods = methods
        self.undelimitedMethods = undelimited
    }

    /// The implementation whose range holds `offset`.
    func implementation(at offset: Int) -> Implementation? {
        implementations.last { $0.range.contains(offset) }
    }

    /// The method whose body holds `offset` (methods are in file order and do not overlap: a binary search).
    func method(at offset: Int) -> Method? {
        var low = 0
        var high = methods.count
        while low < high {
            let middle = (low + high) / 2
            if methods[middle].body.upperBound <= offset { low = middle + 1 } else { high = middle }
        }
        return low < methods.count && methods[low].body.contains(offset) ? methods[low] : nil
    }

    mutating func line(at offset: Int) -> Int {
        if lineTable == nil { lineTable = LineTable(bytes) }
        return lineTable?.line(atOffset: offset) ?? 1
    }

    // MARK: Methods

    /// Every method defined at the top level of `implementation`.
    private static func methods(
        in code: UnsafeBufferPointer<UInt8>, implementation: Implementation, into result: inout [Method],
        undelimited: inout [(String, Int)]
    ) {
        var index = implementation.range.lowerBound
        let end = implementation.range.upperBound
        var depth = 0
        var lineStart = true
        while index < end {
            let byte = code[index]
            switch byte {
            case UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: "}"):
                depth = max(0, depth - 1)
            case UInt8(ascii: "-"), UInt8(ascii: "+"):
                if depth == 0, lineStart {
                    switch definition(in: code, at: index, owner: implementation.name, limit: end) {
                    case .definition(let method):
                        result.append(method)
                        index = method.body.upperBound + 1
                        lineStart = false
                        continue
                    case .undelimited(let selector):
                        undelimited.append((selector, index))
                        return
                    case .declaration:
                        break
                    }
                }
            default:
                break
            }
            if byte == 0x0A {
                lineStart = true
            } else if byte != 0x20 && byte != 0x09 && byte != 0x0D {
                lineStart = false
            }
            index += 1
        }
    }

    /// What starts at a `-`/`+`: a definition, a declaration (it ends at `;`), or a definition whose body
    /// never closes.
    private enum Found {
        case definition(Method)
        case declaration
        case undelimited(selector: String)
    }

    private static func definition(
        in code: UnsafeBufferPointer<UInt8>, at start: Int, owner: String, limit: Int
    ) -> Found {
        guard let signature = signature(in: code, at: start, limit: limit),
            code[signature.end] == UInt8(ascii: "{")
        else { return .declaration }
        guard let close = BlankedSource.closingBrace(in: code, ofBraceAt: signature.end, limit: limit) else {
            return .undelimited(selector: signature.selector)
        }
        return .definition(
            Method(
                owner: owner, selector: signature.selector, start: start, returnType: signature.returnType,
                parameterTypes: signature.parameterTypes, parameterNames: signature.parameterNames,
                body: (signature.end + 1)..<close, isClassMethod: code[start] == UInt8(ascii: "+")))
    }

    /// `- (Type *)piece:(Type *)name piece2:(Type)name2 …` up to its `{` or `;` (`end`).
    private static func signature(
        in code: UnsafeBufferPointer<UInt8>, at start: Int, limit: Int
    ) -> (selector: String, returnType: String?, parameterTypes: [String], parameterNames: [String], end: Int)? {
        var cursor = ByteCursor(code, at: start + 1)
        cursor.skipBlanks()
        var returnType: String?
        if cursor.current == UInt8(ascii: "(") {
            returnType = typeName(&cursor)
        }
        var selector = ""
        var parameterTypes: [String] = []
        var parameterNames: [String] = []
        while cursor.offset < limit {
            cursor.skipBlanks()
            guard let byte = cursor.current else { return nil }
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: ";") {
                return selector.isEmpty ? nil : (selector, returnType, parameterTypes, parameterNames, cursor.offset)
            }
            guard let piece = cursor.identifier() else {
                // Attributes and macros after the selector (`NS_REQUIRES_SUPER`, `__attribute__((…))`).
                if byte == UInt8(ascii: "(") {
                    guard cursor.skipBalanced(open: UInt8(ascii: "("), close: UInt8(ascii: ")")) else { return nil }
                    continue
                }
                if byte == UInt8(ascii: ",") || byte == UInt8(ascii: ".") {
                    cursor.offset += 1
                    continue
                }
                return nil
            }
            cursor.skipBlanks()
            if cursor.consume(UInt8(ascii: ":")) {
                selector += piece + ":"
                cursor.skipBlanks()
                if cursor.current == UInt8(ascii: "(") {
                    parameterTypes.append(typeName(&cursor) ?? "")
                }
                cursor.skipBlanks()
                if let name = cursor.identifier() { parameterNames.append(name) }
            } else if selector.isEmpty {
                selector = piece
            }
        }
        return nil
    }

    /// The class named by a parenthesised type at the cursor (`(FeedCell *)`, `(nonnull UITableViewCell *)`,
    /// `(__kindof UITableViewCell *)`): its last identifier before the `*`. Moves past the `)`.
    static func typeName(_ cursor: inout ByteCursor) -> String? {
        let start = cursor.offset
        guard cursor.skipBalanced(open: UInt8(ascii: "("), close: UInt8(ascii: ")")) else {
            cursor.offset = start + 1
            return nil
        }
        var inner = ByteCursor(cursor.bytes, at: start + 1)
        var name: String?
        while inner.offset < cursor.offset - 1 {
            inner.skipBlanks()
            if let word = inner.identifier() {
                if !["nonnull", "nullable", "__kindof", "const", "_Nonnull", "_Nullable", "__nonnull"].contains(word),
                    name == nil || inner.current != UInt8(ascii: "<")
                {
                    name = word
                }
                if inner.current == UInt8(ascii: "<") {
                    _ = inner.skipBalanced(open: UInt8(ascii: "<"), close: UInt8(ascii: ">"))
                }
            } else {
                if inner.current == UInt8(ascii: "*") { break }
                inner.offset += 1
            }
        }
        return name
    }

}
