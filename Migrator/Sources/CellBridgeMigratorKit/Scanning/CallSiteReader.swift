/// Finds, without a parse, the calls of a file that hand an existing instance to an initializer:
/// `RowView(viewModel: viewModel, …)`, `RowView(model: self.model)` (labelled arguments only). SwiftUI views are built in files that
/// mention nothing the prefilter looks for, and the `@StateObject` rule needs their call sites. A name the
/// same file makes with a call (`let viewModel = VM(…)`) or declares as a computed property (a factory) is
/// a fresh instance and not recorded; neither is anything after the file's first preview (sample data).
enum CallSiteReader {
    private static let previewMarkers = ["#Preview", "PreviewProvider"].map { Array($0.utf8) }
    /// Apple's types, built everywhere and never holding an app's `@StateObject`.
    private static let frameworkTypes: Set<String> = [
        "Text", "Image", "Button", "Label", "Toggle", "TextField", "Picker", "NavigationLink", "ForEach", "Section",
        "VStack", "HStack", "ZStack", "List", "Group", "Color", "Font", "Binding", "State", "URL", "Date", "Data",
        "String", "Int", "Double", "Bool", "Array", "Set", "Dictionary", "Task", "Notification", "Result",
    ]

    /// What the calls of a file say: the instances handed to initializers, and where each capitalised name is
    /// called (`OrderStatusBadge(` at 1,204), which `UnparsedSwiftReader` assigns to the file's SwiftUI views.
    struct Calls {
        var passedReferences: [PassedReference] = []
        var typeCalls: [(offset: Int, name: String)] = []
    }

    static func calls(in bytes: UnsafeBufferPointer<UInt8>) -> Calls {
        let end = previewMarkers.compactMap { ByteSearch.firstOffset(of: $0, in: bytes, from: 0) }.min() ?? bytes.count
        var calls = Calls()
        var result: [PassedReference] = []
        var lines: LineTable?
        var freshness: [String: Bool] = [:]
        func isFresh(_ name: String) -> Bool {
            if let known = freshness[name] { return known }
            let fresh = Self.isFresh(name, in: bytes)
            freshness[name] = fresh
            return fresh
        }
        var offset = 0
        while offset < end, let open = ByteSearch.firstOffset(of: [UInt8(ascii: "(")], in: bytes, from: offset) {
            offset = open + 1
            guard let typeName = typeName(before: open, in: bytes) else { continue }
            calls.typeCalls.append((open, typeName))
            guard open < end, !frameworkTypes.contains(typeName), !FrameworkClasses.isFrameworkName(typeName) else {
                continue
            }
            var cursor = ByteCursor(bytes, at: open + 1)
            // Arguments at depth 0: `label: reference` followed by `,` or `)`.
            while cursor.offset < min(end, open + 2048) {
                cursor.skipBlanks()
                let start = cursor.offset
                guard let label = cursor.identifier() else { break }
                cursor.skipBlanks()
                if cursor.consume(UInt8(ascii: ":")) {
                    cursor.skipBlanks()
                    if let argument = reference(&cursor), !isFresh(argument) {
                        if lines == nil { lines = LineTable(bytes) }
                        result.append(
                            PassedReference(
                                typeName: typeName, label: label, argument: argument,
                                line: lines?.line(atOffset: start) ?? 1))
                    }
                }
                guard skipToNextArgument(&cursor) else { break }
            }
        }
        calls.passedReferences = result
        return calls
    }

    /// The capitalised name right before `(` (`RowView(`, `Feature.RowView(`), not a call on a value.
    private static func typeName(before open: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var start = open
        while start > 0, ByteCursor.isIdentifierByte(bytes[start - 1]) { start -= 1 }
        guard start < open, (0x41...0x5A).contains(bytes[start]) else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<open]), as: UTF8.self)
    }

    /// `viewModel` or `self.viewModel` ending the argument; `nil` for calls, literals, members of other values.
    private static func reference(_ cursor: inout ByteCursor) -> String? {
        let start = cursor.offset
        guard var name = cursor.identifier(), let first = name.unicodeScalars.first,
            first.properties.isLowercase
        else {
            cursor.offset = start
            return nil
        }
        if name == "self", cursor.consume(UInt8(ascii: ".")) {
            guard let member = cursor.identifier() else { return nil }
            name = "self." + member
        }
        cursor.skipBlanks()
        guard cursor.current == UInt8(ascii: ",") || cursor.current == UInt8(ascii: ")") else { return nil }
        return ["true", "false", "nil", "self"].contains(name) ? nil : name
    }

    /// Moves past the current argument to the next one; `false` at the closing `)`.
    private static func skipToNextArgument(_ cursor: inout ByteCursor) -> Bool {
        var depth = 0
        while let byte = cursor.current {
            cursor.offset += 1
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if depth == 0 { return false }
                depth -= 1
            case UInt8(ascii: ","):
                if depth == 0 { return true }
            case UInt8(ascii: "\""):
                while let next = cursor.current, next != UInt8(ascii: "\"") { cursor.offset += 1 }
                cursor.offset += 1
            default: break
            }
        }
        return false
    }

    /// Whether the reference does not certainly hand on an existing instance: the file makes `name` with a call
    /// (`let name = VM(`, `var name = .init(`), declares it as a computed property (`var name: VM {`), or binds
    /// it to another value's member (`if let name = parent.child`), which may be computed on a type this reading
    /// cannot see. A parameter, a pattern binding or a stored property is left: an existing instance.
    private static func isFresh(_ name: String, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let bare = name.hasPrefix("self.") ? String(name.dropFirst(5)) : name
        for keyword in ["let ", "var "] {
            for offset in ByteSearch.offsets(after: Array((keyword + bare).utf8), in: bytes) {
                var cursor = ByteCursor(bytes, at: offset)
                guard let next = cursor.current, !ByteCursor.isIdentifierByte(next) else { continue }
                cursor.skipBlanks()
                if cursor.consume(UInt8(ascii: "=")) {
                    cursor.skipBlanks()
                    if cursor.current == UInt8(ascii: ".") { return true }
                    let start = cursor.offset
                    guard cursor.identifier() != nil else { continue }
                    if (0x41...0x5A).contains(bytes[start]) {
                        // `Type(…)` or `Type.make(…)`: made here.
                        while cursor.consume(UInt8(ascii: ".")), cursor.identifier() != nil {}
                        if cursor.current == UInt8(ascii: "(") { return true }
                    } else if cursor.current == UInt8(ascii: ".") || cursor.current == UInt8(ascii: "?") {
                        return true
                    }
                } else if cursor.consume(UInt8(ascii: ":")) {
                    // `var name: VM {` (computed), not `var name: VM` / `var name: VM = …` (stored).
                    while let byte = cursor.current, byte != 0x0A, byte != UInt8(ascii: "{"), byte != UInt8(ascii: "=")
                    {
                        cursor.offset += 1
                    }
                    if cursor.current == UInt8(ascii: "{") { return true }
                }
            }
        }
        return false
    }
}
