/// A place in one source file as the compiler prints it: 1-based line and 1-based UTF-8 column.
struct SourcePosition: Sendable, Hashable, Codable {
    var line: Int
    var column: Int
}
