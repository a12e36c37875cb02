/// Reads, byte-level, the data sources of an Objective-C file: every `tableView:cellForRowAtIndexPath:` and
/// `collectionView:cellForItemAtIndexPath:` it defines, and the methods that take or make a cell
/// (`configureCell:atIndexPath:`, `- (FeedCell *)feedCellForItem:`), whose dispatch counts for the data sources of
/// their class that call them. Each gives the same `DataSourceFacts` a Swift one does, so the inventory judges both
/// alike: the classes the body names (`FeedCell *cell = …`, `(FeedCell *)`, `[FeedCell class]`, `[[FeedCell alloc]
/// …]`), the identifiers it dequeues, its first branch (`if`, `switch`, `?:`) and a `switch` or `isKindOfClass:`
/// chain over item types.
enum ObjectiveCDataSourceReader {
    private static let allocationIdentifier = Array("reuseIdentifier:".utf8)
    private static let headerFooter = Array("HeaderFooter".utf8)
    private static let loadNibNamed = Array("loadNibNamed:".utf8)
    private static let kindOfClass = Array("isKindOfClass:".utf8)

    /// Data sources (and helpers) of the file's methods, and the methods whose body the reader could not delimit.
    static func read(
        _ source: ObjectiveCSource, constants: ObjectiveCConstants, file: String,
        into facts: inout SwiftSourceFacts
    ) {
        let lines = LineTable(source.bytes)
        for method in source.methods {
            let isDataSource = isDataSourceSelector(method.selector)
            // A factory's class method that makes a cell (`+ (UITableViewCell *)folderCellFor:…`) is a helper too,
            // of the data sources that call it on its class.
            let isHelper =
                !isDataSource
                && ([method.returnType] + (method.isClassMethod ? [] : method.parameterTypes)).contains {
                    $0?.hasSuffix("Cell") == true
                }
            guard isDataSource || isHelper else { continue }
            let start = lines.position(atOffset: method.start)
            var dataSource = DataSourceFacts(
                line: start.line, column: start.column, typeName: method.owner,
                method: method.selector.hasSuffix("cellForItemAtIndexPath:") ? "cellForItemAt" : "cellForRowAt")
            if isHelper {
                dataSource.method = method.firstPiece
                dataSource.helperFunction = method.firstPiece
            }
            source.code.withBuffer { blanked in
                readBody(
                    of: method, in: blanked, original: source.bytes, constants: constants, lines: lines,
                    into: &dataSource)
            }
            facts.dataSources.append(dataSource)
        }
        for undelimited in source.undelimitedMethods where isDataSourceSelector(undelimited.selector) {
            facts.notAnalysed.append(
                NotAnalysedCode(
                    file: file, line: lines.line(atOffset: undelimited.start), what: undelimited.selector,
                    reason: "its body's braces do not balance (a macro or unbalanced preprocessor branches?)"))
        }
    }

    /// `tableView:cellForRowAtIndexPath:` or `collectionView:cellForItemAtIndexPath:` (whatever the first piece is
    /// called): two pieces, the second UIKit's. A utility whose selector merely ends so
    /// (`reloadCellForRowAtIndexPath:`, `visibleCellForRowAtIndexPath:`) is no data source.
    static func isDataSourceSelector(_ selector: String) -> Bool {
        let pieces = selector.split(separator: ":")
        guard pieces.count == 2, let last = pieces.last else { return false }
        return last == "cellForRowAtIndexPath" || last == "cellForItemAtIndexPath"
    }

    private static func readBody(
        of method: ObjectiveCSource.Method, in blanked: UnsafeBufferPointer<UInt8>,
        original: UnsafeBufferPointer<UInt8>, constants: ObjectiveCConstants, lines: LineTable,
        into facts: inout DataSourceFacts
    ) {
        let body = method.body
        var index = body.lowerBound
        var previousSignificant: UInt8 = 0
        while index < body.upperBound {
            let byte = blanked[index]
            if byte == UInt8(ascii: "?"), facts.firstBranch == nil {
                facts.firstBranch = lines.position(atOffset: index)
            }
            guard ByteCursor.isIdentifierByte(byte), !(0x30...0x39).contains(byte) else {
                if byte != 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D { previousSignificant = byte }
                index += 1
                continue
            }
            var cursor = ByteCursor(blanked, at: index)
            guard let word = cursor.identifier() else {
                index += 1
                continue
            }
            let wordStart = index
            index = cursor.offset
            switch word {
            case "if", "else":
                if facts.firstBranch == nil { facts.firstBranch = lines.position(atOffset: wordStart) }
            case "switch":
                if facts.firstBranch == nil { facts.firstBranch = lines.position(atOffset: wordStart) }
                if facts.switchOnType == nil, let subject = switchSubject(blanked, after: cursor.offset),
                    DataSourceFacts.typeSwitchSubjects.contains(subject)
                {
                    facts.switchOnType = lines.position(atOffset: wordStart)
                }
            case "self" where previousSignificant == UInt8(ascii: "["):
                // `[self configureCell:cell atIndexPath:indexPath]`: a method of the same class.
                cursor.skipBlanks()
                if let selector = cursor.identifier() {
                    facts.calledFunctions.insert(selector)
                }
            case _ where previousSignificant == UInt8(ascii: "[") && SyntaxText.isTypeLike(word):
                // `[CellFactory folderCellForTableView:…]`: a class method of another class, its helper if it
                // makes a cell.
                facts.referencedTypeNames.insert(word)
                var message = cursor
                message.skipBlanks()
                if let selector = message.identifier(), !["class", "alloc", "new"].contains(selector) {
                    facts.calledFunctions.insert(word + "." + selector)
                } else if isClassUse(
                    word, blanked, wordStart: wordStart, after: cursor.offset, previous: previousSignificant)
                {
                    facts.castTypeNames.insert(word)
                }
            default:
                guard SyntaxText.isTypeLike(word) else { break }
                facts.referencedTypeNames.insert(word)
                if isClassUse(word, blanked, wordStart: wordStart, after: cursor.offset, previous: previousSignificant)
                {
                    facts.castTypeNames.insert(word)
                }
            }
            previousSignificant = blanked[cursor.offset - 1]
        }
        readKindOfClassChecks(body, blanked, lines: lines, into: &facts)
        readLoadedNibs(body, blanked, original: original, into: &facts)
        readIdentifiers(of: method, blanked, original: original, constants: constants, into: &facts)
    }

    /// `FeedCell *cell`, `(FeedCell *)`, `[FeedCell class]`, `[[FeedCell alloc] …]`, `[FeedCell new]`: the class a
    /// cell variable holds, what Swift spells as a cast.
    private static func isClassUse(
        _ word: String, _ blanked: UnsafeBufferPointer<UInt8>, wordStart: Int, after end: Int, previous: UInt8
    ) -> Bool {
        var cursor = ByteCursor(blanked, at: end)
        cursor.skipBlanks()
        if cursor.consume(UInt8(ascii: "*")) {
            cursor.skipBlanks()
            // A declaration `X *name` or a cast `(X *)`.
            return cursor.identifier() != nil || cursor.current == UInt8(ascii: ")")
        }
        if previous == UInt8(ascii: "[") {
            return ["class", "alloc", "new"].contains(cursor.identifier() ?? "")
        }
        return false
    }

    /// The last identifier inside the parentheses after `switch`: `type` for `switch (item.type)`.
    private static func switchSubject(_ blanked: UnsafeBufferPointer<UInt8>, after offset: Int) -> String? {
        var cursor = ByteCursor(blanked, at: offset)
        cursor.skipBlanks()
        let open = cursor.offset
        guard cursor.current == UInt8(ascii: "("),
            cursor.skipBalanced(open: UInt8(ascii: "("), close: UInt8(ascii: ")"))
        else { return nil }
        var inner = ByteCursor(blanked, at: open + 1)
        var last: String?
        while inner.offset < cursor.offset - 1 {
            if let word = inner.identifier() {
                last = word
            } else {
                inner.offset += 1
            }
        }
        return last
    }

    /// `if ([item isKindOfClass:[BannerItem class]]) … else if ([item isKindOfClass:[PromoItem class]])`: a switch
    /// over item types, at the first check, with the types it matches.
    private static func readKindOfClassChecks(
        _ body: Range<Int>, _ blanked: UnsafeBufferPointer<UInt8>, lines: LineTable,
        into facts: inout DataSourceFacts
    ) {
        let region = UnsafeBufferPointer(rebasing: blanked[body])
        for end in ByteSearch.offsets(after: kindOfClass, in: region) {
            var cursor = ByteCursor(region, at: end)
            cursor.skipBlanks()
            // `[object isKindOfClass:[UITableViewCell class]]` picks the cell out of `loadNibNamed:`'s objects, and
            // `[value isKindOfClass:[NSString class]]` checks a value: neither matches the item's type.
            guard let name = ObjectiveCExpression.classLiteral(&cursor), !FrameworkClasses.isFrameworkName(name)
            else { continue }
            facts.typePatternNames.insert(name)
            facts.switchHasTypePatterns = true
            if facts.switchOnType == nil {
                facts.switchOnType = lines.position(atOffset: body.lowerBound + end - kindOfClass.count)
            }
        }
    }

    /// The two literals of the last `name = condition ? @"a" : @"b";` in the method before `offset`; empty when
    /// the local is not assigned so. Structure is read in the blanked bytes, the literals' text in the original.
    private static func chosenLiterals(
        _ name: String, in method: ObjectiveCSource.Method, blanked: UnsafeBufferPointer<UInt8>,
        original: UnsafeBufferPointer<UInt8>, constants: ObjectiveCConstants, before offset: Int
    ) -> [String] {
        let base = method.body.lowerBound
        let region = UnsafeBufferPointer(rebasing: blanked[base..<offset])
        let needle = Array(name.utf8)
        var result: [String] = []
        for end in ByteSearch.offsets(after: needle, in: region)
        where ByteCursor.startsWord(region, at: end - needle.count) {
            var cursor = ByteCursor(region, at: end)
            cursor.skipBlanks()
            guard cursor.consume(UInt8(ascii: "=")), cursor.current != UInt8(ascii: "=") else { continue }
            result = []
            var question = cursor.offset
            while question < region.count, region[question] != UInt8(ascii: ";"), region[question] != UInt8(ascii: "?")
            {
                question += 1
            }
            guard question < region.count, region[question] == UInt8(ascii: "?") else { continue }
            var branches = ByteCursor(original, at: base + question + 1)
            guard let first = literal(&branches, constants: constants) else { continue }
            branches.skipBlanks()
            guard branches.consume(UInt8(ascii: ":")), let second = literal(&branches, constants: constants) else {
                continue
            }
            result = [first, second]
        }
        return result
    }

    /// `@"text"`, or a constant of the file (`#define FEED_CELL_ID @"feed"`), at the cursor.
    private static func literal(_ cursor: inout ByteCursor, constants: ObjectiveCConstants) -> String? {
        cursor.skipBlanks()
        let start = cursor.offset
        if cursor.consume(UInt8(ascii: "@")) { return ObjectiveCExpression.stringLiteral(&cursor) }
        guard let name = cursor.identifier() else { return nil }
        return constants.value(of: name, at: start)
    }

    /// `[[NSBundle mainBundle] loadNibNamed:@"CellView" owner:self options:nil]`: the cell laid out in that nib is the
    /// one the body shows, recorded by the nib's name (the inventory knows which cell a nib lays out).
    private static func readLoadedNibs(
        _ body: Range<Int>, _ blanked: UnsafeBufferPointer<UInt8>, original: UnsafeBufferPointer<UInt8>,
        into facts: inout DataSourceFacts
    ) {
        let region = UnsafeBufferPointer(rebasing: blanked[body])
        for end in ByteSearch.offsets(after: loadNibNamed, in: region) {
            var cursor = ByteCursor(original, at: body.lowerBound + end)
            cursor.skipBlanks()
            guard cursor.consume(UInt8(ascii: "@")), let name = ObjectiveCExpression.stringLiteral(&cursor) else {
                continue
            }
            facts.referencedTypeNames.insert(name)
        }
    }

    /// Whether the statement up to `offset` allocates UIKit's own cell (`[[UITableViewCell alloc]
    /// initWithStyle:… reuseIdentifier:@"cell"]`): its identifier names no cell of the app.
    private static func allocatesStockCell(_ region: UnsafeBufferPointer<UInt8>, before offset: Int) -> Bool {
        var start = offset
        while start > 0, offset - start < 200, ![UInt8(ascii: ";"), UInt8(ascii: "{")].contains(region[start - 1]) {
            start -= 1
        }
        let statement = UnsafeBufferPointer(rebasing: region[start..<offset])
        return InventoryBuilder.stockCellClasses.contains { name in
            ByteSearch.contains(statement, Array("[\(name) alloc]".utf8))
        }
    }

    /// The identifiers the body dequeues or allocates cells with: literals (and the file's constants) name cells
    /// registered under them; other expressions are resolved by the inventory, or left run-time values.
    private static func readIdentifiers(
        of method: ObjectiveCSource.Method, _ blanked: UnsafeBufferPointer<UInt8>,
        original: UnsafeBufferPointer<UInt8>, constants: ObjectiveCConstants, into facts: inout DataSourceFacts
    ) {
        let body = method.body
        let region = UnsafeBufferPointer(rebasing: blanked[body])
        // A header's dequeue names no cell.
        var arguments = ObjectiveCRegistrationReader.dequeueIdentifierArguments(in: region).filter { start, end in
            !ByteSearch.contains(UnsafeBufferPointer(rebasing: region[start..<end]), headerFooter)
        }
        for end in ByteSearch.offsets(after: allocationIdentifier, in: region) {
            let start = end - allocationIdentifier.count
            if ByteCursor.startsWord(region, at: start) { arguments.append((start, end)) }
        }
        // What the caller hands a wrapper as its identifier (`[UITableViewCell cellForTable:tableView
        // cellId:@"value"]`, `reuseIdentifier:kRowID`): a literal or a constant names the cell as a dequeue would.
        var handed: [(start: Int, end: Int)] = []
        for end in ByteSearch.offsets(after: [UInt8(ascii: ":")], in: region) {
            var start = end - 1
            while start > 0, ByteCursor.isIdentifierByte(region[start - 1]) { start -= 1 }
            let piece = String(decoding: UnsafeBufferPointer(rebasing: region[start..<(end - 1)]), as: UTF8.self)
                .lowercased()
            guard
                ["cellid", "cellidentifier", "reuseid", "identifier", "withidentifier"].contains(piece)
                    || piece.hasSuffix("cellidentifier") || piece.hasSuffix("reuseidentifier"),
                !arguments.contains(where: { $0.start == start })
            else { continue }
            handed.append((start, end))
        }
        for (start, end) in arguments + handed where !allocatesStockCell(region, before: start) {
            var cursor = ByteCursor(original, at: body.lowerBound + end)
            cursor.skipBlanks()
            switch ObjectiveCExpression.identifier(&cursor, constants: constants, selfClass: method.owner) {
            case .literal(let text): facts.stringLiterals.insert(text)
            // A wrapper's own parameter (`cellId`) is whatever its caller hands it: the caller's argument counts.
            case .member(let type, let name)
            where type == ReuseIdentifierExpression.globalScope && method.parameterNames.contains(name):
                continue
            // `NSString *identifier = marker ? @"marker" : @"message";`: either literal.
            case .member(let type, let name)
            where type == ReuseIdentifierExpression.globalScope
                && !chosenLiterals(
                    name, in: method, blanked: blanked, original: original, constants: constants,
                    before: body.lowerBound + start
                ).isEmpty:
                facts.stringLiterals.formUnion(
                    chosenLiterals(
                        name, in: method, blanked: blanked, original: original, constants: constants,
                        before: body.lowerBound + start))
            case let expression:
                // Handed to another method, only a literal or the file's constant is sure to be an identifier.
                if handed.contains(where: { $0.start == start }) { continue }
                facts.identifierExpressions.append(expression)
            }
        }
    }
}
