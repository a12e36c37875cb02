internal import SwiftParser
internal import SwiftSyntax

/// Checks that Swift source parses, with the same parser the scan uses. The scaffolder runs it on
/// every draft so a bad draft is reported instead of written; tests use it too (they cannot import
/// SwiftSyntax themselves, see Package.swift).
public enum SwiftSyntaxCheck {
    /// Descriptions of the syntax errors in `source` ("line 3: expected '}'"); empty when it parses.
    public static func syntaxErrors(in source: String) -> [String] {
        let tree = Parser.parse(source: source)
        guard tree.hasError else { return [] }
        let converter = SourceLocationConverter(fileName: "scaffold.swift", tree: tree)
        var errors: [String] = []
        for token in tree.tokens(viewMode: .all) where token.presence == .missing || token.hasError {
            errors.append("line \(converter.location(for: token.position).line): unexpected or missing '\(token.text)'")
        }
        return errors.isEmpty ? ["the source does not parse"] : errors
    }
}
