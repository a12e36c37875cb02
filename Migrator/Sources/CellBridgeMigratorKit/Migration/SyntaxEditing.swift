internal import SwiftSyntax

/// Where nodes sit in their file's text, and the small insertions every rewrite needs (an import, a
/// member), computed so that no byte outside the change moves.
enum SyntaxEditing {
    /// The node's bytes without its leading and trailing trivia (comments and white space stay put).
    static func range(of node: some SyntaxProtocol) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }

    /// Replaces the node's text, its trivia kept.
    static func replace(_ node: some SyntaxProtocol, with text: String) -> TextEdit {
        TextEdit(range: range(of: node), replacement: text)
    }

    /// The white space that starts the line holding `offset`.
    static func indentation(at offset: Int, in text: String) -> String {
        let bytes = Array(text.utf8)
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The indentation one level deeper than `indentation`, in the file's own style (tabs or spaces).
    static func deeper(_ indentation: String, in text: String) -> String {
        indentation + (text.contains("\n\t") && !text.contains("\n    ") ? "\t" : "    ")
    }

    /// `text` with every non-empty line after the first prefixed by `indentation`.
    static func indent(_ text: String, by indentation: String, includingFirstLine: Bool = false) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in lines.indices where (index > 0 || includingFirstLine) && !lines[index].isEmpty {
            lines[index] = indentation + lines[index]
        }
        return lines.joined(separator: "\n")
    }

    /// Removes a statement or declaration; when it is alone on its lines, the lines go too.
    static func remove(_ node: some SyntaxProtocol, in text: String) -> TextEdit {
        let bytes = Array(text.utf8)
        let nodeRange = range(of: node)
        var start = nodeRange.lowerBound
        while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
        var end = nodeRange.upperBound
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        let aloneBefore = start == 0 || bytes[start - 1] == UInt8(ascii: "\n")
        let aloneAfter = end == bytes.count || bytes[end] == UInt8(ascii: "\n")
        if aloneBefore, aloneAfter {
            return TextEdit(range: start..<min(end + 1, bytes.count), replacement: "")
        }
        return TextEdit(range: nodeRange, replacement: "")
    }

    /// An `import module` line in sorted position among the file's imports; nil when already imported.
    static func addImport(_ module: String, to tree: SourceFileSyntax) -> TextEdit? {
        // Top-level imports, or those of the first clause of a top-level `#if canImport(UIKit)`-style block
        // when the file keeps its imports there.
        var imports: [ImportDeclSyntax] = []
        for item in tree.statements {
            if let declaration = item.item.as(ImportDeclSyntax.self) {
                imports.append(declaration)
            } else if imports.isEmpty, let block = item.item.as(IfConfigDeclSyntax.self),
                case .statements(let statements)? = block.clauses.first?.elements
            {
                imports += statements.compactMap { $0.item.as(ImportDeclSyntax.self) }
            }
        }
        if imports.contains(where: { $0.path.map(\.name.text).joined(separator: ".") == module }) {
            return nil
        }
        let line = "import \(module)\n"
        if let next = imports.first(where: { $0.path.first.map(\.name.text).map { $0 > module } ?? false }) {
            let offset = next.positionAfterSkippingLeadingTrivia.utf8Offset
            let indentation = String(repeating: " ", count: column(of: next))
            return .insert(indentation + line, at: offset - column(of: next))
        }
        if let last = imports.last {
            let indentation = String(repeating: " ", count: column(of: last))
            return .insert("\n" + indentation + line.dropLast(), at: last.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        // No imports: after the file's leading comment block, before the first declaration.
        guard let first = tree.statements.first else { return .insert(line, at: 0) }
        return .insert(line + "\n", at: first.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    private static func column(of node: some SyntaxProtocol) -> Int {
        var count = 0
        for piece in node.leadingTrivia.reversed() {
            switch piece {
            case .spaces(let n), .tabs(let n): count += n
            default: return count
            }
        }
        return count
    }

    /// Inserts `member` (already formatted, unindented) at the end of a type's member block, one blank
    /// line after the last member, indented like the members.
    static func appendMember(_ member: String, to block: MemberBlockSyntax, in text: String) -> TextEdit {
        let declarationIndent = indentation(at: block.leftBrace.positionAfterSkippingLeadingTrivia.utf8Offset, in: text)
        if let last = block.members.last {
            let memberIndent = indentation(at: last.positionAfterSkippingLeadingTrivia.utf8Offset, in: text)
            return .insert(
                "\n\n" + indent(member, by: memberIndent, includingFirstLine: true),
                at: last.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        let memberIndent = deeper(declarationIndent, in: text)
        return TextEdit(
            range: block.leftBrace.endPositionBeforeTrailingTrivia
                .utf8Offset..<block.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset,
            replacement: "\n" + indent(member, by: memberIndent, includingFirstLine: true) + "\n" + declarationIndent)
    }

    /// `(target, value)` of `target = value` as the parser leaves it (an unfolded sequence); the value of
    /// `a = b ?? c` is the sequence `b ?? c`, built apart from the tree (for its text, not its position).
    static func assignment(_ sequence: SequenceExprSyntax) -> (target: ExprSyntax, value: ExprSyntax)? {
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        if elements.count == 3 { return (elements[0], elements[2]) }
        var rest = Array(elements[2...])
        rest[0] = rest[0].with(\.leadingTrivia, [])
        rest[rest.count - 1] = rest[rest.count - 1].with(\.trailingTrivia, [])
        return (elements[0], ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(rest))))
    }

    /// One line of source for messages: white space runs collapsed, cut at `limit` characters.
    /// `toggle` for `toggle`, `self.toggle`, `toggle?` or `toggle!`: the name a cell's code refers to one of its
    /// own properties by; nil for anything else.
    static func referencedName(_ expression: ExprSyntax) -> String? {
        var current = expression
        if let optional = current.as(OptionalChainingExprSyntax.self) { current = optional.expression }
        if let forced = current.as(ForceUnwrapExprSyntax.self) { current = forced.expression }
        if let member = current.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            return member.declName.baseName.text
        }
        return current.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    static func oneLine(_ node: some SyntaxProtocol, limit: Int = 90) -> String {
        let words = node.trimmedDescription.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
        let line = words.joined(separator: " ")
        return line.count > limit ? String(line.prefix(limit - 1)) + "…" : line
    }

    /// 1-based line of the node's first token.
    static func line(of node: some SyntaxProtocol, in text: String) -> Int {
        line(of: node.positionAfterSkippingLeadingTrivia, in: text)
    }

    /// 1-based line of a position.
    static func line(of position: AbsolutePosition, in text: String) -> Int {
        text.utf8.prefix(position.utf8Offset).reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }
}

extension String {
    /// Whether `word` occurs as a whole identifier (not inside a longer one).
    func containsWord(_ word: String) -> Bool {
        var rest = Substring(self)
        let isPart: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" }
        while let range = rest.range(of: word) {
            let before = range.lowerBound > rest.startIndex ? rest[rest.index(before: range.lowerBound)] : nil
            let after = range.upperBound < rest.endIndex ? rest[range.upperBound] : nil
            if !(before.map(isPart) ?? false), !(after.map(isPart) ?? false) { return true }
            rest = rest[range.upperBound...]
        }
        return false
    }
}

/// The function declaration that contains a 1-based line of a file.
final class FunctionAtLine: SyntaxVisitor {
    let line: Int
    let text: String
    private(set) var function: FunctionDeclSyntax?

    init(line: Int, text: String) {
        self.line = line
        self.text = text
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let first = SyntaxEditing.line(of: node, in: text)
        let last = SyntaxEditing.line(of: node.endPositionBeforeTrailingTrivia, in: text)
        if (first...max(first, last)).contains(line) { function = node }
        return .visitChildren
    }
}
