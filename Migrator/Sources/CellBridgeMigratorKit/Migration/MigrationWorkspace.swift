internal import SwiftParser
internal import SwiftSyntax

/// The app's files as a migration sees them: read on demand, edited in memory, parsed at most once per
/// version. The change set is the difference between what was read and what the steps left.
final class MigrationWorkspace {
    let root: String
    /// Relative paths of the app's own Swift files (dependency folders left out), sorted.
    let swiftFiles: [String]
    private var originals: [String: String?] = [:]
    private var current: [String: String?] = [:]
    private var order: [String] = []
    private var trees: [String: SourceFileSyntax] = [:]
    /// Per file, the type declarations of its current tree; per word, the files that mention it. Both are
    /// read many times while a migration is planned and dropped whenever a file is written.
    private var declarationsByFile: [String: [TypeDeclaration]] = [:]
    private var filesByWord: [String: [String]] = [:]
    /// Per file, the identifiers its current text holds (`swiftFiles(mentioning:)` for a name is a lookup).
    private var identifiersByFile: [String: Set<Substring>] = [:]
    var done: [String] = []
    var manualSteps: [String] = []
    var warnings: [String] = []
    /// What must be done by hand before `--apply` may write (the CellBridge package missing from the build).
    var blockers: [String] = []

    init(root: String, swiftFiles: [String]) {
        self.root = root
        self.swiftFiles = swiftFiles
    }

    /// The file's text as the steps so far left it; nil when it does not exist (or was deleted).
    func text(_ path: String) -> String? {
        if let value = current[path] { return value }
        let value = ChangeSetWriter.read(root + "/" + path)
        originals[path] = value
        current[path] = value
        return value
    }

    /// The parsed tree of the file's current text.
    func tree(_ path: String) -> SourceFileSyntax? {
        if let tree = trees[path] { return tree }
        guard let text = text(path) else { return nil }
        let tree = Parser.parse(source: text)
        trees[path] = tree
        return tree
    }

    func exists(_ path: String) -> Bool { text(path) != nil }

    /// Replaces (or, with nil, deletes) the file's text.
    func write(_ path: String, _ text: String?) {
        _ = self.text(path)
        if !order.contains(path) { order.append(path) }
        current[path] = .some(text)
        trees[path] = nil
        declarationsByFile[path] = nil
        identifiersByFile[path] = nil
        filesByWord = [:]
    }

    /// Applies text edits to the file's current text.
    func edit(_ path: String, _ edits: [TextEdit]) {
        guard !edits.isEmpty, let text = text(path) else { return }
        write(path, TextEdit.apply(edits, to: text))
    }

    /// Swift files whose current text contains `word`.
    func swiftFiles(mentioning word: String) -> [String] {
        if let files = filesByWord[word] { return files }
        let isIdentifier = !word.isEmpty && word.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        let files = swiftFiles.filter { path in
            guard let text = text(path) else { return false }
            if isIdentifier { return identifiers(in: path, text: text).contains(Substring(word)) }
            return text.utf8.contains(word.utf8)
        }
        filesByWord[word] = files
        return files
    }

    private func identifiers(in path: String, text: String) -> Set<Substring> {
        if let found = identifiersByFile[path] { return found }
        let found = Set(text.split { !($0.isLetter || $0.isNumber || $0 == "_") })
        identifiersByFile[path] = found
        return found
    }

    /// The type declarations of the file's current text.
    func typeDeclarations(in path: String) -> [TypeDeclaration] {
        if let found = declarationsByFile[path] { return found }
        let found = tree(path).map { TypeDeclaration.all(in: $0, path: path) } ?? []
        declarationsByFile[path] = found
        return found
    }

    /// The edits so far, in the order the files were first written.
    var changeSet: MigrationChangeSet {
        var set = MigrationChangeSet()
        for path in order {
            let before = originals[path] ?? nil
            let after = current[path] ?? nil
            if before != after {
                set.edits.append(FileEdit(path: path, before: before, after: after))
            }
        }
        set.done = done
        set.manualSteps = manualSteps
        set.warnings = warnings
        set.blockers = blockers
        return set
    }
}

/// A replacement of a UTF-8 byte range of a file's text: how the migration changes a file without
/// touching any byte outside the nodes it rewrites, so comments and formatting stay as they were.
struct TextEdit: Sendable, Equatable {
    var range: Range<Int>
    var replacement: String

    /// The same edit with its range moved by `offset` bytes (to apply it to a node's own text).
    func shifted(by offset: Int) -> TextEdit {
        TextEdit(range: range.lowerBound + offset..<range.upperBound + offset, replacement: replacement)
    }

    static func insert(_ text: String, at offset: Int) -> TextEdit {
        TextEdit(range: offset..<offset, replacement: text)
    }

    /// Applies non-overlapping edits (insertions at one offset keep their order).
    static func apply(_ edits: [TextEdit], to text: String) -> String {
        var bytes = Array(text.utf8)
        let ordered = edits.enumerated().sorted {
            ($0.element.range.lowerBound, $0.offset) > ($1.element.range.lowerBound, $1.offset)
        }
        for (_, edit) in ordered {
            bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
