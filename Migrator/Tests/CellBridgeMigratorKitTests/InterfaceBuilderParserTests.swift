import Foundation
import XCTest

@testable import CellBridgeMigratorKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The scan's own XML reader against Foundation's `XMLParser` (libxml2 on Linux), which the scan used
/// before: the same tree for every document both accept, a refusal for every document `XMLParser`
/// refuses, over the repository's Interface Builder files, any folder named by `CELLBRIDGE_XML_CORPUS`
/// (a field test's apps), and seeded generated documents with random damage.
final class InterfaceBuilderParserTests: XCTestCase {
    // MARK: Against XMLParser

    func testEveryInterfaceBuilderFileOfTheRepositoryParsesAsXMLParserParsesIt() throws {
        let repository = URL(fileURLWithPath: FixturePaths.feedApp).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
        var folders = [repository]
        if let corpus = ProcessInfo.processInfo.environment["CELLBRIDGE_XML_CORPUS"] { folders.append(corpus) }
        var compared = 0
        for folder in folders {
            let walker = FileManager.default.enumerator(atPath: folder)
            while let relative = walker?.nextObject() as? String {
                guard relative.hasSuffix(".xib") || relative.hasSuffix(".storyboard"), !relative.contains(".build/")
                else { continue }
                guard let data = FileManager.default.contents(atPath: folder + "/" + relative) else { continue }
                let bytes = [UInt8](data)
                let expected = ReferenceParser.parse(bytes)
                let actual = try? InterfaceBuilderParser.parse(bytes)
                if let expected, expected.name == "document" {
                    XCTAssertEqual(actual, expected, relative)
                } else if expected == nil {
                    XCTAssertNil(actual, "XMLParser refuses \(relative)")
                }
                compared += 1
            }
        }
        XCTAssertGreaterThanOrEqual(compared, 10, "the repository's example and demo apps have Interface Builder files")
    }

    /// Generated documents in Interface Builder's shape, then the same documents damaged at random: every
    /// document XMLParser refuses is refused, and every one both accept gives the same tree.
    func testGeneratedAndDamagedDocumentsAgreeWithXMLParser() {
        var generator = SeededGenerator(seed: 0x1B_2026)
        var accepted = 0
        var refused = 0
        for round in 0..<1500 {
            let document = Self.document(using: &generator)
            var bytes = Array(document.utf8)
            if round % 3 != 0 {
                Self.damage(&bytes, using: &generator)
            }
            // XMLParser traps on an element name that is not valid UTF-8 (swift-corelibs-foundation builds a
            // String from it by force); the scan must refuse such a file with a message.
            guard String(validating: bytes, as: UTF8.self) != nil else {
                XCTAssertThrowsError(try InterfaceBuilderParser.parse(bytes))
                refused += 1
                continue
            }
            let expected = ReferenceParser.parse(bytes)
            let actual = Result { try InterfaceBuilderParser.parse(bytes) }
            switch (expected, actual) {
            case (nil, .success(let tree)):
                XCTFail(
                    "XMLParser refuses it, the scan took <\(tree.name)>:\n\(String(decoding: bytes, as: UTF8.self))")
            case (let expected?, .success(let tree)):
                XCTAssertEqual(tree, expected, String(decoding: bytes, as: UTF8.self))
                accepted += 1
            case (let expected?, .failure(let error)) where expected.name == "document":
                XCTFail("XMLParser takes it, the scan refused (\(error)):\n\(String(decoding: bytes, as: UTF8.self))")
            default:
                refused += 1
            }
        }
        XCTAssertGreaterThan(accepted, 500)
        XCTAssertGreaterThan(refused, 300)
    }

    // MARK: What the reader keeps

    func testAttributeValuesAreNormalisedAsXMLRequires() throws {
        let root = try InterfaceBuilderParser.parse(
            Array(
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document a=\"x&#10;y\tz\r\nw &amp; &lt;&gt;&quot;&apos; &#x41;&#66;\" b='it\"s'/>"
                    .utf8))
        XCTAssertEqual(root["a"], "x\ny z w & <>\"' AB")
        XCTAssertEqual(root["b"], "it\"s")
    }

    func testWellFormedSpellingsInterfaceBuilderRarelyWritesAreRead() throws {
        let root = try InterfaceBuilderParser.parse(
            Array(
                "<document caf\u{E9}=\"&#x0000000041;\" cafe\u{301}=\"2\"><\u{E9}l\u{B7}1 x = '1'/></document >".utf8))
        XCTAssertEqual(root.attributes.count, 1, "Swift's dictionary keeps one of two canonically equal names")
        XCTAssertEqual(root.children.map(\.name), ["\u{E9}l\u{B7}1"])
        XCTAssertEqual(root.children.first?["x"], "1")
    }

    func testAnElementsLineIsTheLineItsTagOpensOn() throws {
        let root = try InterfaceBuilderParser.parse(
            Array(
                "\u{FEFF}<?xml version=\"1.0\"?>\r\n<document>\r\n  <!-- a\ncomment -->\r  <view\n    id=\"1\"\n  />\n<string>a &amp; b<![CDATA[<x>]]></string></document>\n"
                    .utf8))
        XCTAssertEqual(root.line, 2)
        XCTAssertEqual(root.children.map(\.name), ["view", "string"])
        XCTAssertEqual(root.children.map(\.line), [5, 8])
        XCTAssertEqual(root.children[0]["id"], "1")
    }

    func testMalformedDocumentsSayWhereAndWhy() {
        let cases: [(String, String)] = [
            ("<document>\n<view>\n</document>", "line 3: the closing tag </document> does not match <view> (line 2)"),
            ("<document><view id=\"1\" id=\"2\"/></document>", "the attribute id appears twice in <view>"),
            ("<document><view id=1/></document>", "the value of the attribute id is not quoted"),
            ("<document><view id=\"a<b\"/></document>", "contains '<'"),
            ("<document>&nbsp;</document>", "an '&' that starts no known entity"),
            ("<document>\u{1}</document>", "control character"),
            ("<document/><document/>", "a second root element"),
            ("<document/>text", "text after the root element"),
            ("<document><view id=\"1\"class=\"x\"/></document>", "not separated by a blank"),
            ("<document>\n<view>", "line 2: it ends before <view> is closed (truncated?)"),
            ("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><document/>", "its encoding is ISO-8859-1"),
            ("<!DOCTYPE document [<!ENTITY x \"y\">]><document/>", "document type declaration"),
            ("<!DOCTYPE document><document/>", "document type declaration"),
            ("<document><\u{300}a/></document>", "a '<' that starts no tag"),
            ("<document \u{2000}=\"1\"/>", "a tag is not closed"),
            ("<document a=\"&#x+41;\"/>", "an '&' that starts no known entity"),
            ("<document><d\u{E9}></de\u{301}></document>", "does not match"),
            ("<document><!-- a -- b --></document>", "a comment contains '--'"),
            ("<document>]]></document>", "']]>'"),
            ("<document>&#0;</document>", "an '&' that starts no known entity"),
        ]
        for (text, reason) in cases {
            XCTAssertThrowsError(try InterfaceBuilderParser.parse(Array(text.utf8)), text) { error in
                XCTAssertTrue("\(error)".contains(reason), "\(text): \(error)")
            }
        }
        for bytes: [UInt8] in [[0x3C, 0x64, 0xC3, 0x28, 0x2F, 0x3E], [0x3C, 0x64, 0xE0, 0x80, 0x80, 0x2F, 0x3E]] {
            XCTAssertThrowsError(try InterfaceBuilderParser.parse(bytes)) { error in
                XCTAssertTrue("\(error)".contains("not valid UTF-8"), "\(error)")
            }
        }
    }

    // MARK: Generated documents

    private static let names = ["document", "objects", "tableViewCell", "view", "rect", "color", "constraint", "label"]
    private static let attributeNames = ["id", "key", "customClass", "text", "reuseIdentifier", "x", "a-b.c"]
    private static let values = [
        "", "Cell", "fr-1a-2b", "a &amp; b", "&lt;tag&gt;", "&quot;q&quot;", "it&apos;s", "line&#10;break", "&#x1F600;",
        "caf\u{E9}", "\u{1F600} emoji", "tab\there", "two  spaces", "50%", "x > y",
    ]

    private static func document(using generator: inout SeededGenerator) -> String {
        var text = generator.next(upTo: 2) == 0 ? "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" : ""
        if generator.next(upTo: 6) == 0 { text += "<!-- generated -->\n" }
        text += element(named: "document", depth: 0, using: &generator)
        text += generator.next(upTo: 2) == 0 ? "\n" : ""
        return text
    }

    private static func element(named name: String, depth: Int, using generator: inout SeededGenerator) -> String {
        let indent = String(repeating: "    ", count: depth)
        var tag = "\(indent)<\(name)"
        for attribute in attributeNames.shuffled(using: &generator).prefix(generator.next(upTo: 4)) {
            let quote = generator.next(upTo: 5) == 0 ? "'" : "\""
            let value = values[generator.next(upTo: values.count)]
            tag += " \(attribute)=\(quote)\(value)\(quote)"
        }
        let childCount = depth > 4 ? 0 : generator.next(upTo: 4)
        if childCount == 0, generator.next(upTo: 2) == 0 {
            return tag + "/>\n"
        }
        var body = ""
        for _ in 0..<childCount {
            switch generator.next(upTo: 12) {
            case 0:
                body +=
                    "\(indent)    <!-- \(values[generator.next(upTo: values.count)].replacingOccurrences(of: "&", with: "and")) -->\n"
            case 1: body += "\(indent)    text \(values[generator.next(upTo: values.count)])\n"
            case 2: body += "\(indent)    <![CDATA[<raw> & ]]>\n"
            default:
                body += element(named: names[generator.next(upTo: names.count)], depth: depth + 1, using: &generator)
            }
        }
        return tag + ">\n" + body + "\(indent)</\(name)>\n"
    }

    /// Deletes, inserts or replaces a few bytes, or cuts the document short.
    private static func damage(_ bytes: inout [UInt8], using generator: inout SeededGenerator) {
        let damaging: [UInt8] = Array("<>&\"'=/!?;#x ]-".utf8) + [0x01, 0x00, 0xC3, 0x80, 0xFF]
        for _ in 0..<(1 + generator.next(upTo: 3)) where !bytes.isEmpty {
            let position = generator.next(upTo: bytes.count)
            switch generator.next(upTo: 4) {
            case 0: bytes.remove(at: position)
            case 1: bytes.insert(damaging[generator.next(upTo: damaging.count)], at: position)
            case 2: bytes[position] = damaging[generator.next(upTo: damaging.count)]
            default: bytes.removeSubrange(position...)
            }
        }
    }
}

/// SplitMix64: the same documents on every run.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    mutating func next(upTo bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

/// The tree Foundation's `XMLParser` gives, built as the scan built it before it read XML itself; `nil`
/// when `XMLParser` reports an error or finds no root.
private enum ReferenceParser {
    static func parse(_ bytes: [UInt8]) -> InterfaceBuilderElement? {
        guard !bytes.isEmpty else { return nil }
        let builder = TreeBuilder()
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = builder
        parser.shouldProcessNamespaces = false
        guard parser.parse(), parser.parserError == nil, !builder.isTooDeep, builder.open.isEmpty else { return nil }
        return builder.root
    }

    private final class TreeBuilder: NSObject, XMLParserDelegate {
        var open: [InterfaceBuilderElement] = []
        var root: InterfaceBuilderElement?
        var isTooDeep = false

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            guard open.count < InterfaceBuilderParser.maximumDepth else {
                isTooDeep = true
                parser.abortParsing()
                return
            }
            // XMLParser reports the line a tag ends on; the generated tags are one line each.
            open.append(
                InterfaceBuilderElement(
                    name: elementName, attributes: attributeDict, children: [], line: parser.lineNumber))
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
        ) {
            guard let finished = open.popLast() else { return }
            if open.isEmpty {
                if root != nil { parser.abortParsing() }
                root = finished
            } else {
                open[open.count - 1].children.append(finished)
            }
        }
    }
}
