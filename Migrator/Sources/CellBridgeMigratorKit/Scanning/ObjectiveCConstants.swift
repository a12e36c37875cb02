/// The string constants of one Objective-C file, with their scope: `#define kFeedCellID @"feed"` and a top-level
/// `static NSString *const kFeedCellID = @"feed";` for the whole file (and, through the inventory, for the files
/// that import it), a `static NSString *CellIdentifier = @"Cell";` inside a method for that method only. Screens
/// often declare the same local name with a different value in each method, so a use is resolved to the
/// declaration in its own method before the file's.
struct ObjectiveCConstants {
    private struct Constant {
        var name: String
        var value: String
        var offset: Int
        /// The method body it is declared in; `nil` at file level.
        var scope: Range<Int>?
    }

    private var constants: [Constant] = []

    private static let stringType = Array("NSString".utf8)
    private static let defineMarker = Array("#define".utf8)

    init(_ source: ObjectiveCSource) {
        let code = source.code
        var found: [Constant] = []
        code.withBuffer { blanked in
            for end in ByteSearch.offsets(after: Self.stringType, in: blanked) {
                let start = end - Self.stringType.count
                guard ByteCursor.startsWord(blanked, at: start) else { continue }
                var cursor = ByteCursor(source.bytes, at: end)
                cursor.skipBlanks()
                guard cursor.consume(UInt8(ascii: "*")) else { continue }
                cursor.skipBlanks()
                var name = cursor.identifier()
                if name == "const" {
                    cursor.skipBlanks()
                    name = cursor.identifier()
                }
                guard let name else { continue }
                cursor.skipBlanks()
                guard cursor.consume(UInt8(ascii: "=")) else { continue }
                cursor.skipBlanks()
                guard cursor.consume(UInt8(ascii: "@")), let text = ObjectiveCExpression.stringLiteral(&cursor) else {
                    continue
                }
                found.append(Constant(name: name, value: text, offset: start, scope: source.method(at: start)?.body))
            }
            for end in ByteSearch.offsets(after: Self.defineMarker, in: blanked) {
                var cursor = ByteCursor(source.bytes, at: end)
                cursor.skipBlanks()
                guard let name = cursor.identifier() else { continue }
                while cursor.current == 0x20 || cursor.current == 0x09 { cursor.offset += 1 }
                guard cursor.consume(UInt8(ascii: "@")), let text = ObjectiveCExpression.stringLiteral(&cursor) else {
                    continue
                }
                found.append(Constant(name: name, value: text, offset: end, scope: nil))
            }
        }
        constants = found
    }

    /// The value of `name` used at `offset`: the last declaration before it in the same method, else the file's.
    func value(of name: String, at offset: Int) -> String? {
        let local = constants.last { constant in
            constant.name == name && constant.offset < offset && (constant.scope?.contains(offset) ?? false)
        }
        if let local { return local.value }
        return constants.first { $0.name == name && $0.scope == nil }?.value
    }

    /// The file-level constants whose name may be a reuse identifier, for other files that use them.
    var fileLevel: [IdentifierMemberDeclaration] {
        constants.filter { $0.scope == nil }.map { constant in
            IdentifierMemberDeclaration(
                typeName: ReuseIdentifierExpression.globalScope, name: constant.name, value: .literal(constant.value))
        }
    }
}
