internal import SwiftSyntax

/// `--remove-legacy`: deletes a migrated cell's XIB (or storyboard prototype) and its class, with their
/// project entries, when nothing else in the app uses them; otherwise it names what still does.
struct LegacyCellRemover {
    let cell: CellInventoryEntry
    let workspace: MigrationWorkspace

    mutating func remove(layout: CellMigrator.Layout) throws(MigrationFailure) {
        let declarations = workspace.declarations(of: cell.name)
        let users = references(excluding: declarations)
        guard users.isEmpty else {
            let shown = users.prefix(5).joined(separator: ", ")
            workspace.manualSteps.append(
                "--remove-legacy: kept \(cell.name) and \(layout.file): still used at \(shown)"
                    + (users.count > 5 ? " and \(users.count - 5) more" : ""))
            return
        }
        var deletedFiles: [String] = []
        // The class and its extensions; a file left with no declaration goes too.
        for path in Set(declarations.map(\.path)).sorted() {
            guard let text = workspace.text(path) else { continue }
            let edits = declarations.filter { $0.path == path }.map { Self.removal(of: $0.node, in: text) }
            let remaining = TextEdit.apply(edits, to: text)
            if Self.declaresNothing(remaining) {
                workspace.write(path, nil)
                deletedFiles.append(path)
                workspace.done.append("\(path): deleted (it held only \(cell.name))")
            } else {
                workspace.write(path, remaining)
                workspace.done.append("\(path): removed the class \(cell.name)")
            }
        }
        if cell.definedIn == .storyboard {
            guard let text = workspace.text(layout.file), let edited = Self.removingElement(at: layout.line, from: text)
            else {
                workspace.manualSteps.append("\(layout.file): remove the \(cell.name) prototype in Interface Builder")
                return
            }
            guard (try? InterfaceBuilderParser.parse(Array(edited.utf8))) != nil else {
                throw MigrationFailure(
                    "internal error: \(layout.file) would not parse without the \(cell.name) prototype; nothing was written"
                )
            }
            workspace.write(layout.file, edited)
            workspace.done.append("\(layout.file): removed the \(cell.name) prototype")
        } else {
            workspace.write(layout.file, nil)
            deletedFiles.append(layout.file)
            workspace.done.append("\(layout.file): deleted")
        }
        for file in deletedFiles {
            do {
                for project in try ProjectMembership.remove(file, in: workspace) {
                    workspace.done.append("\(project): removed \(file)")
                }
            } catch {
                throw MigrationFailure(error.description)
            }
        }
    }

    /// `path:line` of every use of the cell's name (or its nib's name as a literal) outside its own
    /// declarations, in Swift files and in other Interface Builder files.
    private func references(excluding declarations: [TypeDeclaration]) -> [String] {
        var result: [String] = []
        let nibLiteral =
            "\"" + (cell.xib.map { String(($0.split(separator: "/").last ?? "").dropLast(4)) } ?? cell.name) + "\""
        for path in workspace.swiftFiles {
            guard let text = workspace.text(path), text.contains(cell.name) || text.contains(nibLiteral),
                let tree = workspace.tree(path)
            else { continue }
            let own = declarations.filter { $0.path == path }.map { SyntaxEditing.range(of: $0.node) }
            for token in tree.tokens(viewMode: .sourceAccurate) {
                let offset = token.positionAfterSkippingLeadingTrivia.utf8Offset
                guard !own.contains(where: { $0.contains(offset) }) else { continue }
                let isNibName: Bool
                if case .stringSegment = token.tokenKind {
                    isNibName = "\"" + token.text + "\"" == nibLiteral
                } else {
                    isNibName = false
                }
                let place = "\(path):\(SyntaxEditing.line(of: token, in: text))"
                if token.text == cell.name || (cell.definedIn == .xib && isNibName), !result.contains(place) {
                    result.append(place)
                }
            }
        }
        for path in cell.interfaceBuilderFiles where path != cell.xib {
            result.append(path)
        }
        return result
    }

    /// The declaration's lines with the doc comment right above them.
    static func removal(of node: DeclSyntax, in text: String) -> TextEdit {
        let bytes = Array(text.utf8)
        var start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        // Take the comment lines directly above (no blank line between).
        var offset = node.position.utf8Offset
        var commentStart: Int?
        var newlines = 0
        for piece in node.leadingTrivia {
            switch piece {
            case .newlines(let count), .carriageReturnLineFeeds(let count):
                newlines = count
                if count > 1 { commentStart = nil }
            case .lineComment, .docLineComment, .blockComment, .docBlockComment:
                if commentStart == nil || newlines > 1 { commentStart = offset }
                newlines = 0
            default:
                break
            }
            offset += piece.sourceLength.utf8Length
        }
        if let commentStart { start = commentStart }
        while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
        var end = node.endPositionBeforeTrailingTrivia.utf8Offset
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        if end < bytes.count { end += 1 }
        // One blank line before it goes too, so no double blank line is left.
        if start >= 2, bytes[start - 1] == UInt8(ascii: "\n"), bytes[start - 2] == UInt8(ascii: "\n") { start -= 1 }
        return TextEdit(range: start..<end, replacement: "")
    }

    /// Whether Swift source holds only imports and comments.
    static func declaresNothing(_ text: String) -> Bool {
        text.split(separator: "\n").allSatisfy { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty || trimmed.hasPrefix("import ") || trimmed.hasPrefix("//")
        }
    }

    /// The text without the element that opens on `line` (1-based), and without a `<prototypes>` it leaves empty.
    static func removingElement(at line: Int, from text: String) -> String? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard line >= 1, line <= lines.count else { return nil }
        let opening = lines[line - 1].trimmingCharacters(in: .whitespaces)
        guard opening.hasPrefix("<"),
            let name = opening.dropFirst().split(whereSeparator: { $0 == " " || $0 == ">" }).first
        else { return nil }
        var depth = 0
        var end: Int?
        for index in (line - 1)..<lines.count {
            let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("<\(name) ") || trimmed == "<\(name)>" {
                if !trimmed.hasSuffix("/>") { depth += 1 }
            }
            if trimmed.hasPrefix("</\(name)>") {
                depth -= 1
                if depth == 0 {
                    end = index
                    break
                }
            }
        }
        guard let end else { return nil }
        lines.removeSubrange((line - 1)...end)
        let before = line - 2
        if before >= 0, before + 1 < lines.count, lines[before].trimmingCharacters(in: .whitespaces) == "<prototypes>",
            lines[before + 1].trimmingCharacters(in: .whitespaces) == "</prototypes>"
        {
            lines.removeSubrange(before...(before + 1))
        }
        return lines.joined(separator: "\n")
    }
}
