/// Reads, byte-level and in the same single read, where a Swift file's types navigate: `pushViewController(…)`,
/// `present(…, animated:)`, `show(…, sender:)`, `performSegue(withIdentifier:)`, a tab bar's `viewControllers = […]`
/// or `setViewControllers([…])`, a window's `rootViewController = …`. The destination is the type the argument
/// builds (`DetailViewController(item: item)`, `.make()`, `UINavigationController(rootViewController: X())`), the
/// type a local was made or cast as (`let vc = … as! DetailViewController`), or a storyboard identifier; what it
/// cannot name is left out. Every Swift file is read, since navigation code rarely mentions a cell.
enum SwiftNavigationReader {
    private static let triggers: [(marker: [UInt8], kind: NavigationEdge.Kind)] =
        ([
            ("pushViewController(", .push), ("present(", .present), ("show(", .show),
            ("showDetailViewController(", .show),
            ("performSegue(", .segue), ("setViewControllers(", .contains), ("viewControllers = ", .contains),
            ("rootViewController = ", .contains), ("addChild(", .contains),
        ] as [(String, NavigationEdge.Kind)]).map { (Array($0.0.utf8), $0.1) }
    private static let declarationKeywords = ["class", "struct", "enum", "extension", "actor"].map {
        Array($0.utf8)
    }

    /// An empty list when the file navigates nowhere (one search per trigger tells).
    static func facts(in bytes: UnsafeBufferPointer<UInt8>, code blanked: BlankedSource) -> [NavigationFact] {
        blanked.withBuffer { code in
            var hits: [(offset: Int, end: Int, kind: NavigationEdge.Kind, marker: [UInt8])] = []
            for trigger in triggers {
                for end in ByteSearch.offsets(after: trigger.marker, in: code) {
                    let start = end - trigger.marker.count
                    // `present(` must be the call, not `isBeingPresent(`; `show(` not `reshow(`; and
                    // `let rootViewController = …` declares a local, it sets no window's or container's property.
                    guard ByteCursor.startsWord(code, at: start), !declaresLocal(code, before: start) else { continue }
                    hits.append((start, end, trigger.kind, trigger.marker))
                }
            }
            guard !hits.isEmpty else { return [] }
            let owners = declarationRanges(in: code)
            let lines = LineTable(bytes)
            var result: [NavigationFact] = []
            for hit in hits {
                guard let owner = owners.last(where: { $0.range.contains(hit.offset) })?.name else { continue }
                let line = lines.line(atOffset: hit.offset)
                for destination in destinations(of: hit, code: code, original: bytes, floor: 0) {
                    result.append(NavigationFact(from: owner, destination: destination, kind: hit.kind, line: line))
                }
            }
            return result
        }
    }

    /// Whether `let` or `var` comes right before `offset` (`if let rootViewController = …`).
    private static func declaresLocal(_ code: UnsafeBufferPointer<UInt8>, before offset: Int) -> Bool {
        var index = offset - 1
        while index >= 0, code[index] == 0x20 || code[index] == 0x09 { index -= 1 }
        guard index >= 2 else { return false }
        let word = [code[index - 2], code[index - 1], code[index]]
        let isKeyword = word == Array("let".utf8) || word == Array("var".utf8)
        return isKeyword && (index < 3 || !ByteCursor.isIdentifierByte(code[index - 3]))
    }

    // MARK: Owners

    /// Each type declaration's name and the range of its body, innermost last for a given offset.
    static func declarationRanges(in code: UnsafeBufferPointer<UInt8>) -> [(name: String, range: Range<Int>)] {
        var result: [(name: String, range: Range<Int>)] = []
        for keyword in declarationKeywords {
            for end in ByteSearch.offsets(after: keyword, in: code) {
                let start = end - keyword.count
                guard ByteCursor.startsWord(code, at: start), end < code.count, code[end] == 0x20 || code[end] == 0x09
                else { continue }
                var cursor = ByteCursor(code, at: end)
                cursor.skipBlanks()
                guard let name = cursor.qualifiedName(), SyntaxText.isTypeLike(name),
                    let open = BlankedSource.openingBrace(in: code, after: cursor.offset, within: 4096),
                    let close = BlankedSource.closingBrace(in: code, ofBraceAt: open)
                else { continue }
                result.append((name, open..<close))
            }
        }
        // Outer declarations first, so `last(where:)` finds the innermost one.
        return result.sorted { ($0.range.lowerBound, $1.range.upperBound) < ($1.range.lowerBound, $0.range.upperBound) }
    }

    // MARK: Destinations

    private static func destinations(
        of hit: (offset: Int, end: Int, kind: NavigationEdge.Kind, marker: [UInt8]), code: UnsafeBufferPointer<UInt8>,
        original: UnsafeBufferPointer<UInt8>, floor: Int
    ) -> [NavigationFact.Destination] {
        let isCall = hit.marker.last == UInt8(ascii: "(")
        let arguments = (isCall ? argumentRanges(code, from: hit.end) : [expressionRange(code, from: hit.end)]).map {
            trimmed(code, $0)
        }.filter { !$0.isEmpty }
        guard let first = arguments.first else { return [] }
        let labels = arguments.map { label(code, $0) }
        switch hit.kind {
        case .present where !labels.contains("animated"), .show where !labels.contains("sender"):
            return []
        case .segue:
            guard labels.first == "withIdentifier", let text = stringLiteral(original, code, in: first) else {
                return []
            }
            return [.segue(text)]
        case .contains where code[first.lowerBound] == UInt8(ascii: "["):
            // `[A(), UINavigationController(rootViewController: B())]`: each element.
            let inner = argumentRanges(code, from: first.lowerBound + 1).map { trimmed(code, $0) }.filter {
                !$0.isEmpty
            }
            return inner.compactMap { destination(of: $0, code: code, original: original, before: hit.offset) }
        default:
            return destination(of: first, code: code, original: original, before: hit.offset).map { [$0] } ?? []
        }
    }

    /// The screen an expression stands for.
    private static func destination(
        of range: Range<Int>, code: UnsafeBufferPointer<UInt8>, original: UnsafeBufferPointer<UInt8>, before: Int,
        depth: Int = 0
    ) -> NavigationFact.Destination? {
        guard depth < 4 else { return nil }
        var range = range
        if let colon = labelColon(code, range) { range = (colon + 1)..<range.upperBound }
        let text = String(decoding: UnsafeBufferPointer(rebasing: code[range]), as: UTF8.self)
        if let cast = castType(in: text) { return .type(cast) }
        if let identifier = instantiatedIdentifier(original, code, in: range) {
            return .storyboardIdentifier(identifier)
        }
        var cursor = ByteCursor(code, at: range.lowerBound)
        cursor.skipBlanks()
        guard var name = cursor.identifier() else { return nil }
        if name == "self", cursor.consume(UInt8(ascii: ".")), let next = cursor.identifier() { name = next }
        // A navigation controller made around the screen, UIKit's or the app's own subclass
        // (`AppNavigationController(rootViewController: detail)`): the screen is the root.
        if cursor.current == UInt8(ascii: "("), let inner = argumentRanges(code, from: cursor.offset + 1).first,
            name == "UINavigationController" || label(code, inner) == "rootViewController"
        {
            return destination(of: inner, code: code, original: original, before: before, depth: depth + 1)
        }
        if SyntaxText.isTypeLike(name) {
            // `Detail(…)`, `Detail.make(…)`: made here; a bare `Detail` is a declared type.
            var after = cursor
            if after.consume(UInt8(ascii: ".")), after.identifier() != nil {
                return after.current == UInt8(ascii: "(") ? .made(name) : .type(name)
            }
            return cursor.current == UInt8(ascii: "(") ? .made(name) : .type(name)
        }
        // A method of the file that makes the screen (`settingsScreen()`): what its body returns.
        if cursor.current == UInt8(ascii: "("), let returned = returnedExpression(of: name, in: code) {
            return destination(
                of: returned, code: code, original: original, before: returned.upperBound, depth: depth + 1)
        }
        // A local: what it was made from, earlier in the same function.
        guard let value = assignedValue(of: name, in: code, before: before) else { return nil }
        return destination(of: value, code: code, original: original, before: value.lowerBound, depth: depth + 1)
    }

    /// `Detail` in `as! Detail`, `as? Detail`, `: Detail =`.
    private static func castType(in text: String) -> String? {
        for marker in ["as! ", "as? "] {
            guard let range = text.range(of: marker, options: .backwards) else { continue }
            let name = text[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            let last = SyntaxText.simpleTypeName(String(name))
            if SyntaxText.isTypeLike(last) { return last }
        }
        return nil
    }

    /// `"Detail"` in `instantiateViewController(withIdentifier: "Detail")`.
    private static func instantiatedIdentifier(
        _ original: UnsafeBufferPointer<UInt8>, _ code: UnsafeBufferPointer<UInt8>, in range: Range<Int>
    ) -> String? {
        let marker = Array("instantiateViewController(withIdentifier:".utf8)
        guard let found = ByteSearch.firstOffset(of: marker, in: UnsafeBufferPointer(rebasing: code[range]), from: 0)
        else { return nil }
        let start = range.lowerBound + found + marker.count
        return stringLiteral(original, code, in: start..<range.upperBound)
    }

    /// What `func name(…) -> … { … }` in the same file returns: its last `return`'s expression, or its body when it
    /// is a single expression.
    private static func returnedExpression(of name: String, in code: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        let marker = Array("func \(name)(".utf8)
        guard let found = ByteSearch.firstOffset(of: marker, in: code, from: 0),
            let open = BlankedSource.openingBrace(in: code, after: found + marker.count),
            let close = BlankedSource.closingBrace(in: code, ofBraceAt: open)
        else { return nil }
        let body = UnsafeBufferPointer(rebasing: code[(open + 1)..<close])
        let returnMarker = Array("return ".utf8)
        if let last = ByteSearch.offsets(after: returnMarker, in: body).last {
            return expressionRange(code, from: open + 1 + last)
        }
        return trimmed(code, (open + 1)..<close)
    }

    /// The right-hand side of the last `let name = …`, `var name = …`, `name = …` or `let name: T` before `offset`,
    /// within a few thousand bytes (the same function, in practice).
    private static func assignedValue(
        of name: String, in code: UnsafeBufferPointer<UInt8>, before offset: Int
    ) -> Range<Int>? {
        let floor = max(0, offset - 4000)
        let region = UnsafeBufferPointer(rebasing: code[floor..<offset])
        let needle = Array(name.utf8)
        var result: Range<Int>?
        for end in ByteSearch.offsets(after: needle, in: region) {
            let start = end - needle.count
            guard ByteCursor.startsWord(region, at: start), end < region.count,
                !ByteCursor.isIdentifierByte(region[end])
            else { continue }
            var cursor = ByteCursor(region, at: end)
            while cursor.current == 0x20 { cursor.offset += 1 }
            if cursor.consume(UInt8(ascii: ":")) {
                // `let vc: DetailViewController = …` names the type itself.
                let typeStart = cursor.offset
                while cursor.current == 0x20 { cursor.offset += 1 }
                if let type = cursor.qualifiedName(), SyntaxText.isTypeLike(type) {
                    result = (floor + typeStart)..<(floor + cursor.offset)
                }
                continue
            }
            guard cursor.consume(UInt8(ascii: "=")), cursor.current != UInt8(ascii: "=") else { continue }
            let value = expressionRange(code, from: floor + cursor.offset)
            result = value
        }
        return result
    }

    // MARK: Arguments

    /// The ranges of a call's arguments, from just after its `(` to its `)`.
    private static func argumentRanges(_ code: UnsafeBufferPointer<UInt8>, from start: Int) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var depth = 0
        var argumentStart = start
        var index = start
        let limit = min(code.count, start + 2000)
        while index < limit {
            switch code[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if depth == 0 {
                    if index > argumentStart { result.append(argumentStart..<index) }
                    return result
                }
                depth -= 1
            case UInt8(ascii: ","):
                if depth == 0 {
                    result.append(argumentStart..<index)
                    argumentStart = index + 1
                }
            default: break
            }
            index += 1
        }
        return result
    }

    /// An expression from `start` to the end of its line or statement, brackets balanced.
    private static func expressionRange(_ code: UnsafeBufferPointer<UInt8>, from start: Int) -> Range<Int> {
        var depth = 0
        var index = start
        let limit = min(code.count, start + 2000)
        while index < limit {
            let byte = code[index]
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") { depth += 1 }
            if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                if depth == 0 { break }
                depth -= 1
            }
            if depth == 0, byte == 0x0A || byte == UInt8(ascii: ";") { break }
            index += 1
        }
        return start..<index
    }

    /// `range` without the blanks around it.
    private static func trimmed(_ code: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        let blanks: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
        while lower < upper, blanks.contains(code[lower]) { lower += 1 }
        while upper > lower, blanks.contains(code[upper - 1]) { upper -= 1 }
        return lower..<upper
    }

    /// The argument's label (`animated` for `animated: true`), if it has one.
    private static func label(_ code: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String? {
        guard let colon = labelColon(code, range) else { return nil }
        var cursor = ByteCursor(code, at: range.lowerBound)
        cursor.skipBlanks()
        let name = cursor.identifier()
        return cursor.offset <= colon ? name : nil
    }

    /// The `:` after an argument's label.
    private static func labelColon(_ code: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        var cursor = ByteCursor(code, at: range.lowerBound)
        cursor.skipBlanks()
        guard cursor.identifier() != nil else { return nil }
        cursor.skipBlanks()
        return cursor.current == UInt8(ascii: ":") && cursor.offset < range.upperBound ? cursor.offset : nil
    }

    /// The text of the first string literal in `range` (a label before it allowed), read from the original bytes.
    static func stringLiteral(
        _ original: UnsafeBufferPointer<UInt8>, _ code: UnsafeBufferPointer<UInt8>, in range: Range<Int>
    ) -> String? {
        guard let open = code[range].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
        var close = open + 1
        while close < range.upperBound, code[close] != UInt8(ascii: "\"") { close += 1 }
        guard close < range.upperBound, close > open + 1 else { return nil }
        let text = String(decoding: UnsafeBufferPointer(rebasing: original[(open + 1)..<close]), as: UTF8.self)
        return text.contains("\\") ? nil : text
    }
}
