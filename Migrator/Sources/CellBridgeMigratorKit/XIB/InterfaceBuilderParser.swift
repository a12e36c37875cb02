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
            let reason = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "unknown XML error"
            throw ParseError(description: "not valid XML (line \(parser.lineNumber): \(reason))")
        }
        guard root.name == "document" else {
            throw ParseError(description: "not an Interface Builder document (root element <\(root.name)>)")
        }
        return root
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
