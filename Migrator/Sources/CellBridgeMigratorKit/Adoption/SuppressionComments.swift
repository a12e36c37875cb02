/// The `// cellbridge:` comments of one Swift file, which silence findings where a team has decided to
/// live with them:
///
/// - `// cellbridge:disable:next RULE` — the next line;
/// - `// cellbridge:disable:this RULE` — its own line (a trailing comment);
/// - `// cellbridge:disable RULE` … `// cellbridge:enable RULE` — every line from the first to the
///   line before the second (or to the end of the file).
///
/// Several rules may follow, separated by spaces or commas; `--` starts a free-text reason. Found with a
/// byte search (they are rare), so files without one cost one `memchr` pass.
struct SuppressionComments: Sendable, Hashable, Codable {
    enum Kind: String, Sendable, Hashable, Codable {
        case disable
        case enable
        case disableNext = "disable:next"
        case disableThis = "disable:this"
    }

    struct Directive: Sendable, Hashable, Codable {
        var kind: Kind
        /// The rule names as written; unknown ones become `unknown-rule-in-suppression` findings.
        var ruleNames: [String]
        var line: Int
        var column: Int
    }

    /// A `cellbridge:` comment that is not one of the four forms.
    struct Malformed: Sendable, Hashable, Codable {
        var text: String
        var line: Int
        var column: Int
    }

    var file: String
    var directives: [Directive] = []
    var malformed: [Malformed] = []

    private static let marker = Array("cellbridge:".utf8)

    /// The comments in `bytes`, or `nil` when there are none.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, file: String) -> SuppressionComments? {
        var offsets: [Int] = []
        var start = 0
        while let offset = ByteSearch.firstOffset(of: marker, in: bytes, from: start) {
            offsets.append(offset)
            start = offset + marker.count
        }
        guard !offsets.isEmpty else { return nil }
        let lines = LineTable(bytes)
        var result = SuppressionComments(file: file)
        for offset in offsets {
            let position = lines.position(atOffset: offset)
            let lineStart = offset - (position.column - 1)
            // Only a comment that starts with the marker counts: `// cellbridge:…` (also `///`), not a
            // mention of it later in a comment or a string.
            guard let commentStart = commentStart(in: bytes, from: lineStart, to: offset) else { continue }
            var end = offset
            while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
            let text = String(
                decoding: UnsafeBufferPointer(rebasing: bytes[(offset + marker.count)..<end]), as: UTF8.self)
            let column = commentStart - lineStart + 1
            if let directive = directive(text, line: position.line, column: column) {
                result.directives.append(directive)
            } else {
                result.malformed.append(
                    Malformed(text: "cellbridge:" + text, line: position.line, column: column))
            }
        }
        return result
    }

    /// Where the `//` that the marker at `end` directly follows (after slashes and spaces) starts.
    private static func commentStart(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
        var index = end
        while index > start, bytes[index - 1] == 0x20 || bytes[index - 1] == 0x2F { index -= 1 }
        while index < end, bytes[index] == 0x20 { index += 1 }
        guard index + 1 < end, bytes[index] == 0x2F, bytes[index + 1] == 0x2F else { return nil }
        return index
    }

    private static func directive(_ text: String, line: Int, column: Int) -> Directive? {
        let reasonless = text.range(of: "--").map { String(text[..<$0.lowerBound]) } ?? text
        let words = reasonless.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init)
        guard let command = words.first, let kind = Kind(rawValue: command), words.count >= 2 else { return nil }
        return Directive(kind: kind, ruleNames: Array(words.dropFirst()), line: line, column: column)
    }

    /// Whether a finding of `rule` on `line` is silenced.
    func suppresses(_ rule: LintRule, onLine line: Int) -> Bool {
        var disabledSince: Int?
        for directive in directives where directive.ruleNames.contains(rule.rawValue) {
            switch directive.kind {
            case .disableThis where directive.line == line, .disableNext where directive.line + 1 == line:
                return true
            case .disable:
                if disabledSince == nil, directive.line <= line { disabledSince = directive.line }
            case .enable:
                if let since = disabledSince, since <= line, line < directive.line { return true }
                if directive.line <= line { disabledSince = nil }
            default:
                continue
            }
        }
        return disabledSince != nil
    }

    /// Findings for names that are no rule and for `cellbridge:` comments of no known form, so a typo
    /// does not silently suppress nothing.
    func problems() -> [Finding] {
        let valid = LintRule.allCases.map(\.rawValue)
        var findings: [Finding] = []
        for directive in directives {
            for name in directive.ruleNames where LintRule(rawValue: name) == nil {
                let hint = CommandLineParser.suggestion(for: name, among: valid)
                findings.append(
                    Finding(
                        rule: .unknownRuleInSuppression, file: file, line: directive.line, column: directive.column,
                        message: "`cellbridge:\(directive.kind.rawValue)` names unknown rule '\(name)'\(hint); "
                            + "it suppresses nothing. Valid rules: \(valid.joined(separator: ", "))."))
            }
        }
        for comment in malformed {
            findings.append(
                Finding(
                    rule: .unknownRuleInSuppression, file: file, line: comment.line, column: comment.column,
                    message: "`\(comment.text.trimmingSpaces)` is not a suppression; write "
                        + "`cellbridge:disable:next RULE`, `disable:this RULE`, or `disable RULE` … `enable RULE`."))
        }
        return findings
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
