/// Reads, byte-level, what an Objective-C class's implementation says about the risk of moving it to SwiftUI and
/// about who uses whom: the views it builds in code (`addSubview:`), a scrolling view it creates (`[[UICollectionView
/// alloc] …]`), a text view, `drawRect:`, gesture recognizers, timers and display links, its `IBOutlet`s; and the
/// classes it instantiates (`[[FeedDataSource alloc] init]`) or makes its own view's data source (`.dataSource =
/// self`), which decides whether a data source is shared.
enum ObjectiveCImplementationReader {
    private static let scrollingViews = ["UICollectionView", "UITableView", "UIScrollView"]
    private static let interfaceMarker = Array("@interface".utf8)
    private static let endMarker = Array("@end".utf8)

    /// One `SwiftTypeFacts` per implemented class (an extension-like record: risk facts only), and the uses.
    static func read(_ source: ObjectiveCSource, into facts: inout SwiftSourceFacts) {
        source.code.withBuffer { code in
            var lines: LineTable?
            for implementation in source.implementations {
                var type = SwiftTypeFacts(
                    name: implementation.name, file: facts.file, line: 0, superclass: nil, conformances: [])
                type.kind = .extension
                type.isExtension = true
                let region = UnsafeBufferPointer(rebasing: code[implementation.range])
                type.subviewAdditions = ByteSearch.offsets(after: Array("addSubview:".utf8), in: region).count
                for view in scrollingViews {
                    let marker = Array("[\(view) alloc]".utf8)
                    if type.scrollingViewEvidence == nil,
                        let found = ByteSearch.firstOffset(of: marker, in: region, from: 0)
                    {
                        if lines == nil { lines = LineTable(source.bytes) }
                        let line = lines?.line(atOffset: implementation.range.lowerBound + found) ?? 1
                        type.scrollingViewEvidence = "creates a \(view) in code (line \(line))"
                    }
                }
                type.hasTextView = ByteSearch.contains(region, Array("UITextView".utf8))
                type.hasCustomDrawing = source.methods.contains {
                    $0.owner == implementation.name && $0.selector == "drawRect:"
                        && implementation.range.contains($0.start)
                }
                type.hasGestureRecognizers = ByteSearch.contains(region, Array("GestureRecognizer alloc]".utf8))
                type.hasTimers =
                    ByteSearch.contains(region, Array("NSTimer".utf8))
                    || ByteSearch.contains(region, Array("CADisplayLink".utf8))
                facts.types.append(type)
                noteUses(in: region, owner: implementation.name, into: &facts)
            }
        }
        readOutlets(source, into: &facts)
    }

    /// The `IBOutlet`s each class's `@interface` blocks declare, added to its record.
    static func readOutlets(_ source: ObjectiveCSource, into facts: inout SwiftSourceFacts) {
        source.code.withBuffer { code in
            guard ByteSearch.contains(code, Array("IBOutlet".utf8)) else { return }
            for (name, count) in outlets(in: code) {
                if let index = facts.types.firstIndex(where: { $0.name == name }) {
                    facts.types[index].outletCount += count
                } else {
                    var type = SwiftTypeFacts(name: name, file: facts.file, line: 0, superclass: nil, conformances: [])
                    type.kind = .extension
                    type.isExtension = true
                    type.outletCount = count
                    facts.types.append(type)
                }
            }
        }
    }

    /// `[[X alloc] …]` and `[X new]`: `owner` uses `X`; `.dataSource = self`: `owner` is its own view's data source.
    private static func noteUses(
        in region: UnsafeBufferPointer<UInt8>, owner: String, into facts: inout SwiftSourceFacts
    ) {
        for end in ByteSearch.offsets(after: Array("[[".utf8), in: region) {
            var cursor = ByteCursor(region, at: end)
            cursor.skipBlanks()
            guard let name = cursor.identifier(), SyntaxText.isTypeLike(name), name != owner else { continue }
            cursor.skipBlanks()
            if cursor.identifier() == "alloc" {
                facts.typeUses[name, default: []].insert(owner)
            }
        }
        for marker in [".dataSource = self", ".dataSource=self", ".delegate = self"] {
            if ByteSearch.contains(region, Array(marker.utf8)) {
                facts.typeUses[owner, default: []].insert(owner)
            }
        }
    }

    /// `IBOutlet` properties per class, in its `@interface` blocks (the header's and the class extension's);
    /// outlets to `NSLayoutConstraint`s adjust a layout and are not views.
    private static func outlets(in code: UnsafeBufferPointer<UInt8>) -> [String: Int] {
        var result: [String: Int] = [:]
        for end in ByteSearch.offsets(after: interfaceMarker, in: code) {
            var cursor = ByteCursor(code, at: end)
            cursor.skipBlanks()
            guard let name = cursor.identifier() else { continue }
            let close = ByteSearch.firstOffset(of: endMarker, in: code, from: end) ?? code.count
            let block = UnsafeBufferPointer(rebasing: code[end..<close])
            var count = 0
            for outlet in ByteSearch.offsets(after: Array("IBOutlet".utf8), in: block) {
                var type = ByteCursor(block, at: outlet)
                type.skipBlanks()
                if type.identifier() != "NSLayoutConstraint" { count += 1 }
            }
            if count > 0 { result[name, default: 0] += count }
        }
        return result
    }
}
