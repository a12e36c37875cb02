/// Reads, byte-level, where an Objective-C file's classes navigate: `[self.navigationController
/// pushViewController:vc animated:YES]`, `presentViewController:animated:completion:`, `showViewController:sender:`,
/// `performSegueWithIdentifier:sender:`, a tab bar's `viewControllers = @[…]`, a window's `rootViewController = …`.
/// The destination is the class the argument allocates (`[[DetailViewController alloc] init]`, `[DetailViewController
/// new]`, a class factory), the declared class of a local (`DetailViewController *vc = …`), through a navigation
/// controller made around it, or a storyboard identifier.
enum ObjectiveCNavigationReader {
    private static let triggers: [(marker: [UInt8], kind: NavigationEdge.Kind)] =
        ([
            ("pushViewController:", .push), ("presentViewController:", .present), ("showViewController:", .show),
            ("showDetailViewController:", .show), ("performSegueWithIdentifier:", .segue),
            ("setViewControllers:", .contains), ("viewControllers = ", .contains), ("rootViewController = ", .contains),
            ("addChildViewController:", .contains),
        ] as [(String, NavigationEdge.Kind)]).map { (Array($0.0.utf8), $0.1) }
    private static let instantiate = Array("instantiateViewControllerWithIdentifier:".utf8)
    private static let rootViewController = Array("initWithRootViewController:".utf8)

    static func facts(_ source: ObjectiveCSource) -> [NavigationFact] {
        source.code.withBuffer { code in
            var result: [NavigationFact] = []
            var lines: LineTable?
            for trigger in triggers {
                for end in ByteSearch.offsets(after: trigger.marker, in: code) {
                    let start = end - trigger.marker.count
                    // `self.window.rootViewController = …`, not a local `UIViewController *rootViewController = …`.
                    var previous = start - 1
                    while previous >= 0, code[previous] == 0x20 || code[previous] == 0x09 { previous -= 1 }
                    guard ByteCursor.startsWord(code, at: start),
                        previous < 0 || code[previous] != UInt8(ascii: "*"),
                        let method = source.method(at: start)
                    else {
                        continue
                    }
                    var cursor = ByteCursor(code, at: end)
                    cursor.skipBlanks()
                    let destinations: [NavigationFact.Destination]
                    if trigger.kind == .segue {
                        var literal = ByteCursor(source.bytes, at: cursor.offset)
                        guard literal.consume(UInt8(ascii: "@")),
                            let identifier = ObjectiveCExpression.stringLiteral(&literal)
                        else { continue }
                        destinations = [.segue(identifier)]
                    } else if trigger.kind == .contains, cursor.consume(UInt8(ascii: "@")),
                        cursor.current == UInt8(ascii: "[")
                    {
                        destinations = elements(code, source: source, from: cursor.offset + 1, method: method)
                    } else if let destination = destination(
                        code, source: source, at: cursor.offset, method: method, depth: 0)
                    {
                        destinations = [destination]
                    } else {
                        continue
                    }
                    if lines == nil { lines = LineTable(source.bytes) }
                    let line = lines?.line(atOffset: start) ?? 1
                    for destination in destinations {
                        result.append(
                            NavigationFact(from: method.owner, destination: destination, kind: trigger.kind, line: line)
                        )
                    }
                }
            }
            return result
        }
    }

    /// The elements of `@[a, b]`, from just after its `[`.
    private static func elements(
        _ code: UnsafeBufferPointer<UInt8>, source: ObjectiveCSource, from start: Int, method: ObjectiveCSource.Method
    ) -> [NavigationFact.Destination] {
        var result: [NavigationFact.Destination] = []
        var cursor = ByteCursor(code, at: start)
        let limit = min(code.count, start + 2000)
        while cursor.offset < limit {
            cursor.skipBlanks()
            if cursor.current == UInt8(ascii: "]") { break }
            if let destination = destination(code, source: source, at: cursor.offset, method: method, depth: 0) {
                result.append(destination)
            }
            // To the next `,` at this level.
            var depth = 0
            while let byte = cursor.current, cursor.offset < limit {
                if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "(") { depth += 1 }
                if byte == UInt8(ascii: "]") || byte == UInt8(ascii: ")") {
                    if depth == 0 { return result }
                    depth -= 1
                }
                cursor.offset += 1
                if depth == 0, byte == UInt8(ascii: ",") { break }
            }
        }
        return result
    }

    /// The screen the expression at `offset` stands for.
    private static func destination(
        _ code: UnsafeBufferPointer<UInt8>, source: ObjectiveCSource, at offset: Int, method: ObjectiveCSource.Method,
        depth: Int
    ) -> NavigationFact.Destination? {
        guard depth < 4 else { return nil }
        var cursor = ByteCursor(code, at: offset)
        cursor.skipBlanks()
        if cursor.consume(UInt8(ascii: "[")) {
            let messageStart = cursor.offset - 1
            cursor.skipBlanks()
            var receiver: String?
            if cursor.consume(UInt8(ascii: "[")) {
                // `[[X alloc] init…]`
                cursor.skipBlanks()
                receiver = cursor.identifier()
                cursor.skipBlanks()
                guard cursor.identifier() == "alloc" else { return nil }
            } else {
                receiver = cursor.identifier()
            }
            var end = ByteCursor(code, at: messageStart)
            _ = end.skipBalanced(open: UInt8(ascii: "["), close: UInt8(ascii: "]"))
            let message = UnsafeBufferPointer(rebasing: code[messageStart..<end.offset])
            if let found = ByteSearch.firstOffset(of: instantiate, in: message, from: 0) {
                var literal = ByteCursor(source.bytes, at: messageStart + found + instantiate.count)
                literal.skipBlanks()
                guard literal.consume(UInt8(ascii: "@")), let identifier = ObjectiveCExpression.stringLiteral(&literal)
                else { return nil }
                return .storyboardIdentifier(identifier)
            }
            guard let receiver, SyntaxText.isTypeLike(receiver) else { return nil }
            // A navigation controller made around the screen, UIKit's or the app's own subclass
            // (`[[AppNavigationController alloc] initWithRootViewController:vc]`): the screen is the root.
            if let found = ByteSearch.firstOffset(of: rootViewController, in: message, from: 0) {
                return destination(
                    code, source: source, at: messageStart + found + rootViewController.count, method: method,
                    depth: depth + 1)
            }
            if receiver == "UINavigationController" { return nil }
            // `[[X alloc] init…]`, `[X new]`, a class factory `[X controllerFor…]`.
            return .made(receiver)
        }
        guard let name = cursor.identifier(), !SyntaxText.isTypeLike(name), name != "self", name != "nil" else {
            return nil
        }
        let value = lastAssignment(of: name, in: code, method: method, before: offset)
        // `AppNavigationController *navigation = [[AppNavigationController alloc] initWithRootViewController:vc]`:
        // what it was made around, not its declared class.
        if let value, wrapsRootViewController(code, at: value) {
            return destination(code, source: source, at: value, method: method, depth: depth + 1)
        }
        if let declared = ObjectiveCRegistrationReader.declaredClass(
            of: name, in: code, method: method, before: offset), declared != "UIViewController"
        {
            return .type(declared)
        }
        guard let value else { return nil }
        return destination(code, source: source, at: value, method: method, depth: depth + 1)
    }

    /// Whether the message at `offset` is `[[X alloc] initWithRootViewController:…]`.
    private static func wrapsRootViewController(_ code: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        var cursor = ByteCursor(code, at: offset)
        cursor.skipBlanks()
        let start = cursor.offset
        guard cursor.current == UInt8(ascii: "["),
            cursor.skipBalanced(open: UInt8(ascii: "["), close: UInt8(ascii: "]"))
        else { return false }
        return ByteSearch.contains(UnsafeBufferPointer(rebasing: code[start..<cursor.offset]), rootViewController)
    }

    /// Where the value of the last `name = …` in the method before `offset` starts.
    private static func lastAssignment(
        of name: String, in code: UnsafeBufferPointer<UInt8>, method: ObjectiveCSource.Method, before offset: Int
    ) -> Int? {
        let needle = Array(name.utf8)
        let region = UnsafeBufferPointer(rebasing: code[method.body.lowerBound..<offset])
        var result: Int?
        for end in ByteSearch.offsets(after: needle, in: region) {
            guard ByteCursor.startsWord(region, at: end - needle.count) else { continue }
            var cursor = ByteCursor(region, at: end)
            cursor.skipBlanks()
            guard cursor.consume(UInt8(ascii: "=")), cursor.current != UInt8(ascii: "=") else { continue }
            result = method.body.lowerBound + cursor.offset
        }
        return result
    }
}
