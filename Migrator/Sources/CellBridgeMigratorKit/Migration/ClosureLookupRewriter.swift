internal import SwiftSyntax

/// Rewrites the closures a data source hands its view models so they act on the right item when they
/// fire: a closure that read `self.items[indexPath.item]` would, after an insert or a delete, act on
/// whatever item is at that index by then. It looks its item up again by identity instead
/// (`self.items.first(where: { $0.id == item.id })`), and captures `self` weakly, since the view model
/// that stores it lives in a cell that `self` owns. A closure that uses `indexPath` otherwise gets a
/// `// TODO(cellbridge):` instead.
struct ClosureLookupRewriter {
    /// The data source's collection of items (`items`) and how a case read one (`indexPath.item`).
    var collection: String
    var index: String
    /// The mapping function's parameter (`item`).
    var itemName: String
    /// How two items are matched: `$0.id == item.id`, `$0 == item`, or nil when the item type has no identity.
    var match: String?

    /// The statement's text, indented by `indentation`, with its closures rewritten; and the TODO lines
    /// for closures it left alone.
    func rewrite(_ statement: CodeBlockItemSyntax, in text: String, indentation: String) -> (
        text: String, todos: [String]
    ) {
        let start = statement.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = statement.endPositionBeforeTrailingTrivia.utf8Offset
        let original = SyntaxEditing.indentation(at: start, in: text)
        var edits: [TextEdit] = []
        var todos: [String] = []
        let closures = ClosureCollector(viewMode: .sourceAccurate)
        closures.walk(statement)
        for closure in closures.closures {
            switch rewrite(closure, in: text) {
            case .edits(let closureEdits): edits += closureEdits
            case .todo(let line): todos.append(line)
            case .unchanged: continue
            }
        }
        let local = edits.map {
            TextEdit(range: ($0.range.lowerBound - start)..<($0.range.upperBound - start), replacement: $0.replacement)
        }
        let slice = String(decoding: Array(text.utf8)[start..<end], as: UTF8.self)
        let rewritten = TextEdit.apply(local, to: slice)
        return (reindent(rewritten, from: original, to: indentation), todos)
    }

    /// Moves every line but the first from `old` indentation to `new`.
    private func reindent(_ text: String, from old: String, to new: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            guard index > 0 else { return String(line) }
            return line.hasPrefix(old) ? new + line.dropFirst(old.count) : String(line)
        }.joined(separator: "\n")
    }

    private enum Result {
        case edits([TextEdit])
        case todo(String)
        case unchanged
    }

    private func rewrite(_ closure: ClosureExprSyntax, in text: String) -> Result {
        let references = AllReferences(viewMode: .sourceAccurate)
        references.walk(closure)
        let usesIndexPath = references.names.contains("indexPath")
        let usesSelf = references.names.contains("self")
        guard usesIndexPath || usesSelf else { return .unchanged }
        let capturesSelf =
            closure.signature?.capture?.items.contains { $0.trimmedDescription.contains("self") } ?? false
        var edits: [TextEdit] = []
        var guardClauses: [String] = []
        if usesIndexPath {
            let lookups = SubscriptCollector(viewMode: .sourceAccurate)
            lookups.walk(closure)
            let matching = lookups.subscripts.filter { call in
                let base = call.calledExpression.trimmedDescription
                return (base == collection || base == "self." + collection)
                    && call.arguments.count == 1 && call.arguments.first?.expression.trimmedDescription == index
            }
            guard let match, !capturesSelf, references.count(of: "indexPath") == matching.count else {
                return .todo(
                    "// TODO(cellbridge): a closure here uses indexPath, which points at another item after inserts and "
                        + "deletes; look the item up when it fires")
            }
            for call in matching { edits.append(SyntaxEditing.replace(call, with: "current")) }
            guardClauses = ["let self", "let current = self.\(collection).first(where: { \(match) })"]
        } else if !capturesSelf {
            guardClauses = ["let self"]
        } else {
            return .unchanged
        }
        let guardLine = "guard " + guardClauses.joined(separator: ", ") + " else { return }"
        let closureStart = closure.positionAfterSkippingLeadingTrivia.utf8Offset
        let indentation = SyntaxEditing.indentation(at: closureStart, in: text)
        let bodyIndentation =
            closure.statements.first.map {
                SyntaxEditing.indentation(at: $0.positionAfterSkippingLeadingTrivia.utf8Offset, in: text)
            } ?? SyntaxEditing.deeper(indentation, in: text)
        let parameters = closure.signature?.parameterClause?.trimmedDescription
        let header = "{ [weak self]" + (parameters.map { " " + $0 } ?? "") + " in"
        let singleLine = !closure.trimmedDescription.contains("\n")
        if singleLine {
            let inner = SyntaxEditing.deeper(indentation, in: text)
            let body = TextEdit.apply(
                edits.map {
                    TextEdit(
                        range: ($0.range.lowerBound - closure.statements.position.utf8Offset)..<($0.range.upperBound
                            - closure.statements.position.utf8Offset), replacement: $0.replacement)
                }, to: closure.statements.description
            ).trimmingCharacters(in: .whitespaces)
            return .edits([
                SyntaxEditing.replace(
                    closure, with: header + "\n" + inner + guardLine + "\n" + inner + body + "\n" + indentation + "}")
            ])
        }
        let headerEnd =
            closure.signature?.endPositionBeforeTrailingTrivia.utf8Offset
            ?? closure.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(
            TextEdit(range: closureStart..<headerEnd, replacement: header + "\n" + bodyIndentation + guardLine))
        return .edits(edits)
    }
}

/// The outermost closures of a tree (a closure inside another is the outer one's business).
final class ClosureCollector: SyntaxVisitor {
    var closures: [ClosureExprSyntax] = []

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        closures.append(node)
        return .skipChildren
    }
}

/// Every subscript call in a tree.
final class SubscriptCollector: SyntaxVisitor {
    var subscripts: [SubscriptCallExprSyntax] = []

    override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
        subscripts.append(node)
        return .visitChildren
    }
}

/// The names a tree refers to (not member names after a dot), with how often.
final class AllReferences: SyntaxVisitor {
    private(set) var counts: [String: Int] = [:]

    var names: Set<String> { Set(counts.keys) }

    func count(of name: String) -> Int { counts[name] ?? 0 }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != node.id {
            counts[node.baseName.text, default: 0] += 1
        }
        return .visitChildren
    }
}
