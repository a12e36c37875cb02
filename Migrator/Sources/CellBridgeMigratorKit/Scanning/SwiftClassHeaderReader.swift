/// Reads `class Name: Superclass` headers from a Swift file the prefilter did not let through, without a parse.
///
/// The prefilter skips files that mention no cell-related word, which is right for models and services but
/// would lose a cell whose file never says `Cell` (`final class ReadingItem: BaseFeedItem`, where the base
/// class is an Objective-C cell). One `memchr`-driven pass over the bytes already in memory finds each class
/// and its first inherited type, so the inventory can join it into the hierarchy and show its file.
enum SwiftClassHeaderReader {
    private static let marker = Array("class".utf8)
    /// Words that may follow `class` without it declaring one (`class func`, `class var`, `class override`).
    private static let notTypeNames: Set<String> = [
        "func", "var", "let", "subscript", "override", "final", "private", "fileprivate", "internal", "public",
        "open", "static", "convenience", "required", "dynamic", "lazy", "weak", "unowned", "mutating", "nonisolated",
    ]

    private static let aliasMarker = Array("typealias".utf8)

    /// `typealias Row = UITableViewCell` → `Row` → `UITableViewCell`.
    static func typeAliases(in bytes: UnsafeBufferPointer<UInt8>) -> [String: String] {
        var result: [String: String] = [:]
        for end in ByteSearch.offsets(after: aliasMarker, in: bytes) {
            guard ByteCursor.startsWord(bytes, at: end - aliasMarker.count) else { continue }
            var cursor = ByteCursor(bytes, at: end)
            if let (name, target) = cursor.nameAndSuperclass(separator: UInt8(ascii: "=")) {
                result[name] = target
            }
        }
        return result
    }

    static func classes(in bytes: UnsafeBufferPointer<UInt8>, file: String) -> [SwiftTypeFacts] {
        var result: [SwiftTypeFacts] = []
        var lines: LineTable?
        for end in ByteSearch.offsets(after: marker, in: bytes) {
            let start = end - marker.count
            guard ByteCursor.startsWord(bytes, at: start), end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09
            else { continue }
            var cursor = ByteCursor(bytes, at: end)
            guard let (name, superclass) = cursor.nameAndSuperclass(), !notTypeNames.contains(name) else { continue }
            if lines == nil { lines = LineTable(bytes) }
            result.append(
                SwiftTypeFacts(
                    name: name, file: file, line: lines?.line(atOffset: start) ?? 1, superclass: superclass,
                    conformances: [superclass]))
        }
        return result
    }
}
