internal import Foundation

#if canImport(FoundationXML)
    internal import FoundationXML
#endif

/// Parses Interface Builder XML into an `InterfaceBuilderElement` tree with Foundation's XML parser.
enum InterfaceBuilderParser {
    struct ParseError: Error, Sendable, CustomStringConvertible {
        var description: String
    }

    /// Parses a whole document; throws with the parser's line and reason when the XML is malformed or
    /// is not an Interface Builder document.
    static func parse(_ bytes: [UInt8]) throws(ParseError) -> InterfaceBuilderElement {
        guard !bytes.isEmpty else { throw ParseError(description: "the file is empty") }
        let builder = TreeBuilder()
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = builder
        parser.shouldProcessNamespaces = false
        let succeeded = parser.parse()
        if builder.isTooDeep {
            throw ParseError(
                description:
                    "elements nest deeper than \(TreeBuilder.maximumDepth) levels (line \(builder.depthLine)); "
                    + "not a real Interface Builder file")
        }
        guard succeeded, let root = builder.root else {
            throw ParseError(
                description: "not valid XML (line \(parser.lineNumber): \(plainReason(parser.parserError)))")
        }
        if root.name == "archive", root["type"]?.hasPrefix("com.apple.InterfaceBuilder") == true {
            throw ParseError(
                description: "an Interface Builder file in the format before Xcode 5 (root element <archive>), which "
                    + "cellbridge does not read; open and save it in a current Xcode to have its cells read")
        }
        guard root.name == "document" else {
            throw ParseError(description: "not an Interface Builder document (root element <\(root.name)>)")
        }
        return root
    }

    /// Foundation's messages for XML errors are "The operation could not be completed" with a
    /// code; the common ones are said here in words a developer can act on. The codes are
    /// libxml2's, which Apple's `XMLParser.ErrorCode` shares; swift-corelibs-foundation's enum
    /// numbers them differently, so the numbers are matched here, not the enum.
    static func plainReason(_ error: Error?) -> String {
        guard let error = error as NSError? else { return "unknown XML error" }
        switch error.code {
        case 4: return "the document is empty"
        case 5: return "not well formed: it ends before its elements are closed, or goes on after the end (truncated?)"
        case 9: return "it contains a character that is not allowed in XML"
        case 31, 32: return "its encoding is unknown or unsupported"
        case 39, 40, 41: return "an attribute is not quoted or not closed"
        case 72, 73: return "a tag is not opened with '<' or closed with '>'"
        case 76: return "a closing tag does not match its opening tag"
        case 77, 85: return "elements are not properly nested or closed"
        default: return "malformed XML (parser error \(error.code))"
        }
    }

    private final class TreeBuilder: NSObject, XMLParserDelegate {
        /// Real documents nest a few dozen levels; the cap keeps hostile input from exhausting the stack
        /// of the recursive walks (and of the tree's own deallocation) that follow.
        static let maximumDepth = 256

        var stack: [InterfaceBuilderElement] = []
        var root: InterfaceBuilderElement?
        var isTooDeep = false
        var depthLine = 0

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            guard stack.count < Self.maximumDepth else {
                if !isTooDeep {
                    isTooDeep = true
                    depthLine = parser.lineNumber
                    parser.abortParsing()
                }
                return
            }
            stack.append(
                InterfaceBuilderElement(
                    name: elementName, attributes: attributeDict, children: [], line: parser.lineNumber))
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?
        ) {
            guard !isTooDeep, let finished = stack.popLast() else { return }
            if stack.isEmpty {
                root = finished
            } else {
                stack[stack.count - 1].children.append(finished)
            }
        }
    }
}
