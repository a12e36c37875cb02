/// Finds, without a parse, the functions of a file that add one of their own parameters as a subview
/// (`func pinSubview(_ view: UIView) { addSubview(view) … }`). Such helpers usually live in a `UIView`
/// extension file that mentions nothing the prefilter looks for, and a hosting controller's view handed to
/// one of them is added to the hierarchy just the same.
enum ViewHelperReader {
    private static let markers = ["addSubview(", "addArrangedSubview(", "insertSubview("].map { Array($0.utf8) }
    private static let functionMarker = Array("func ".utf8)

    /// Names of the helper functions in `bytes`; empty when the file adds no subviews.
    static func helpers(in bytes: UnsafeBufferPointer<UInt8>) -> Set<String> {
        var additions: [Int] = []
        for marker in markers {
            additions += ByteSearch.offsets(after: marker, in: bytes)
        }
        guard !additions.isEmpty else { return [] }
        let functions = ByteSearch.offsets(after: functionMarker, in: bytes).compactMap { function(at: $0, in: bytes) }
        var result: Set<String> = []
        for addition in additions {
            // The nearest function header before the call is the one it is in.
            guard let enclosing = functions.last(where: { $0.end <= addition }),
                let argument = firstArgument(at: addition, in: bytes), enclosing.parameters.contains(argument)
            else { continue }
            result.insert(enclosing.name)
        }
        return result
    }

    /// `func name(_ view: UIView, in container: UIView)` → name, its parameters' inner names, where the
    /// header ends.
    private static func function(
        at offset: Int, in bytes: UnsafeBufferPointer<UInt8>
    ) -> (name: String, parameters: Set<String>, end: Int)? {
        guard offset >= functionMarker.count, ByteCursor.startsWord(bytes, at: offset - functionMarker.count) else {
            return nil
        }
        var cursor = ByteCursor(bytes, at: offset)
        cursor.skipBlanks()
        guard let name = cursor.identifier() else { return nil }
        guard cursor.skipAngleBrackets(), cursor.consume(UInt8(ascii: "(")) else { return nil }
        var parameters: Set<String> = []
        var names: [String] = []
        var depth = 0
        while let byte = cursor.current, cursor.offset < offset + 1024 {
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "<") {
                depth += 1
                cursor.offset += 1
            } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: ">") {
                if depth == 0, byte == UInt8(ascii: ")") {
                    cursor.offset += 1
                    return (name, parameters, cursor.offset)
                }
                depth -= 1
                cursor.offset += 1
            } else if byte == UInt8(ascii: ":"), depth == 0 {
                // The inner name is the last identifier before the colon (`_ view:`, `view:`, `in container:`).
                if let inner = names.last { parameters.insert(inner) }
                names = []
                cursor.offset += 1
                while let next = cursor.current, next != UInt8(ascii: ","), next != UInt8(ascii: ")") || depth > 0 {
                    if next == UInt8(ascii: "(") { depth += 1 }
                    if next == UInt8(ascii: ")") { depth -= 1 }
                    cursor.offset += 1
                }
            } else if let identifier = cursor.identifier() {
                names.append(identifier)
            } else {
                cursor.offset += 1
            }
        }
        return nil
    }

    /// `view` for `addSubview(view)` / `addSubview(view, …)`.
    private static func firstArgument(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var cursor = ByteCursor(bytes, at: offset)
        cursor.skipBlanks()
        guard let name = cursor.identifier() else { return nil }
        cursor.skipBlanks()
        guard let next = cursor.current, next == UInt8(ascii: ")") || next == UInt8(ascii: ",") else { return nil }
        return name
    }
}
