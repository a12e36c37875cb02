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
        var stack: [InterfaceBuilderElement] = []
        var root: InterfaceBuilderElement?

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            stack.append(
                InterfaceBuilderElement(
                    name: elementName, attributes: attributeDict, children: [], line: parser.lineNumber))
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?
        ) {
            guard let finished = stack.popLast() else { return }
            if stack.isEmpty {
                root = finished
            } else {
                stack[stack.count - 1].children.append(finished)
            }
        }
    }
}
