/// Reads `@interface Name : Superclass` declarations from Objective-C bytes; no Objective-C parser is needed
/// for the class hierarchy. Categories and class extensions (`@interface Name (Extra)`, `@interface Name ()`)
/// add no superclass and are skipped, as are lightweight generics (`@interface Box<T> : NSObject`).
enum ObjectiveCInterfaceReader {
    static let marker = Array("@interface".utf8)

    /// Whether the file can declare a class at all: the byte-level prefilter for `.h`/`.m` files.
    static func mayDeclareClasses(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        ByteSearch.contains(bytes, marker)
    }

    static func classes(in bytes: UnsafeBufferPointer<UInt8>, file: String) -> [ObjectiveCClass] {
        var result: [ObjectiveCClass] = []
        var lines: LineTable?
        for end in ByteSearch.offsets(after: marker, in: bytes) {
            var cursor = ByteCursor(bytes, at: end)
            guard let space = cursor.current, !ByteCursor.isIdentifierByte(space),
                let (name, superclass) = cursor.nameAndSuperclass()
            else { continue }
            if lines == nil { lines = LineTable(bytes) }
            let line = lines?.line(atOffset: end - marker.count) ?? 1
            result.append(ObjectiveCClass(name: name, superclass: superclass, file: file, line: line))
        }
        return result
    }
}
