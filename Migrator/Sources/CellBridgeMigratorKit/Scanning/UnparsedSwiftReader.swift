/// What the scan reads from a Swift file the prefilter did not let through, byte-level and in the same single
/// read: its class headers (a cell whose file never says `Cell`), its view helpers (a hosting view added
/// through one), the instances its calls hand to initializers (the `@StateObject` rule's call sites), and
/// which types each of its SwiftUI views builds (hosted content followed through intermediate views).
enum UnparsedSwiftReader {
    private static let swiftUIImport = Array("import SwiftUI".utf8)
    private static let declarationMarkers = ["struct ", "class ", "enum ", "extension ", "actor "].map {
        Array($0.utf8)
    }

    /// `nil` when the file says nothing the inventory can use.
    static func facts(in bytes: UnsafeBufferPointer<UInt8>, file: String) -> SwiftSourceFacts? {
        let classes = SwiftClassHeaderReader.classes(in: bytes, file: file)
        let helpers = ViewHelperReader.helpers(in: bytes)
        // Views are built, and handed their models, in SwiftUI files; the rest of an app (models, services,
        // UIKit views) needs no call-site reading.
        let calls = ByteSearch.contains(bytes, swiftUIImport) ? CallSiteReader.calls(in: bytes) : CallSiteReader.Calls()
        let views = calls.typeCalls.isEmpty ? [:] : viewReferences(in: bytes, typeCalls: calls.typeCalls)
        let aliases = SwiftClassHeaderReader.typeAliases(in: bytes)
        guard
            !classes.isEmpty || !helpers.isEmpty || !calls.passedReferences.isEmpty || !views.isEmpty
                || !aliases.isEmpty
        else {
            return nil
        }
        var facts = SwiftSourceFacts(file: file, isParsed: false, types: classes)
        facts.typeAliases = aliases
        facts.viewAddingHelpers = helpers
        facts.passedReferences = calls.passedReferences
        facts.viewReferences = views
        return facts
    }

    /// Each `struct Name: View` (or `…: Equatable, View`) → the capitalised names called between its header
    /// and the next declaration, and in the file's `extension Name` blocks.
    private static func viewReferences(
        in bytes: UnsafeBufferPointer<UInt8>, typeCalls: [(offset: Int, name: String)]
    ) -> [String: Set<String>] {
        var declarations: [Int] = []
        for marker in declarationMarkers {
            declarations += ByteSearch.offsets(after: marker, in: bytes).map { $0 - marker.count }.filter {
                ByteCursor.startsWord(bytes, at: $0)
            }
        }
        declarations.sort()
        guard !declarations.isEmpty else { return [:] }
        var owners: [(start: Int, name: String?)] = []
        var views: Set<String> = []
        for start in declarations {
            var cursor = ByteCursor(bytes, at: start)
            let keyword = cursor.identifier()
            cursor.skipBlanks()
            guard let name = cursor.qualifiedName() else {
                owners.append((start, nil))
                continue
            }
            if keyword == "struct", conformsToView(&cursor) {
                views.insert(name)
                owners.append((start, name))
            } else if keyword == "extension" {
                owners.append((start, name))
            } else {
                owners.append((start, nil))
            }
        }
        var result: [String: Set<String>] = [:]
        var index = 0
        for call in typeCalls {
            while index + 1 < owners.count, owners[index + 1].start <= call.offset { index += 1 }
            guard owners[index].start <= call.offset, let owner = owners[index].name, views.contains(owner),
                call.name != owner
            else { continue }
            result[owner, default: []].insert(call.name)
        }
        return result
    }

    /// After the name: `<…>`, then `: A, View, B` up to `{` or `where`.
    private static func conformsToView(_ cursor: inout ByteCursor) -> Bool {
        guard cursor.skipAngleBrackets() else { return false }
        cursor.skipBlanks()
        guard cursor.consume(UInt8(ascii: ":")) else { return false }
        let limit = cursor.offset + 512
        while cursor.offset < limit, let byte = cursor.current, byte != UInt8(ascii: "{") {
            cursor.skipBlanks()
            if let name = cursor.qualifiedName() {
                if name == "View" { return true }
                if name == "where" { return false }
            } else {
                cursor.offset += 1
            }
        }
        return false
    }
}
