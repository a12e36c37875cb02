internal import Foundation
internal import SwiftSyntax

/// The modules a new file imports: those of the files its code is drawn from (the cell's file, the view
/// model's, the places that configure the cell), so every type it names is visible where it is compiled.
enum ImportLines {
    /// The top-level `import` lines of `paths`, in first-seen order, without duplicates.
    static func of(_ paths: [String], in workspace: MigrationWorkspace) -> [String] {
        var result: [String] = []
        for path in paths {
            guard let tree = workspace.tree(path) else { continue }
            for item in tree.statements {
                guard let declaration = item.item.as(ImportDeclSyntax.self),
                    !declaration.attributes.contains(where: { $0.trimmedDescription == "@testable" })
                else { continue }
                let line = declaration.trimmedDescription
                if !result.contains(line) { result.append(line) }
            }
        }
        return result
    }

    /// `text` with the `import` lines it lacks added after its own imports (or after its header comment).
    static func adding(_ imports: [String], to text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let present = Set(lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("import ") })
        let missing = imports.filter { !present.contains($0) }
        guard !missing.isEmpty else { return text }
        let lastImport = lines.lastIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix("import ") }
        let indentation = lastImport.map { String(lines[$0].prefix { $0 == " " }) } ?? ""
        let position = lastImport.map { $0 + 1 } ?? (lines.firstIndex { !$0.hasPrefix("//") } ?? 0)
        lines.insert(contentsOf: missing.map { indentation + $0 }, at: position)
        // Keep a block of imports sorted as people write them.
        let block = lines.indices.filter { lines[$0].trimmingCharacters(in: .whitespaces).hasPrefix("import ") }
        if let first = block.first, let last = block.last, last - first + 1 == block.count {
            let sorted = block.map { lines[$0] }.sorted {
                $0.trimmingCharacters(in: .whitespaces) < $1.trimmingCharacters(in: .whitespaces)
            }
            for (offset, index) in block.enumerated() { lines[index] = sorted[offset] }
        }
        return lines.joined(separator: "\n")
    }
}
