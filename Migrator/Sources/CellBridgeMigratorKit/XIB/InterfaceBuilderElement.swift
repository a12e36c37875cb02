/// One XML element of a `.xib` or `.storyboard`, kept as a plain tree so cell extraction and scaffolding
/// can walk it without touching the XML parser again.
struct InterfaceBuilderElement: Sendable, Hashable, Codable {
    var name: String
    var attributes: [String: String]
    var children: [InterfaceBuilderElement]
    /// Line of the opening tag, for messages.
    var line: Int

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// The first direct child with this element name and, if given, this `key` attribute.
    func child(named name: String, key: String? = nil) -> InterfaceBuilderElement? {
        children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
    }

    /// Every element below this one, depth first, in document order.
    func descendants(where predicate: (InterfaceBuilderElement) -> Bool) -> [InterfaceBuilderElement] {
        var result: [InterfaceBuilderElement] = []
        forEachDescendant { element in
            if predicate(element) {
                result.append(element)
            }
        }
        return result
    }

    /// Calls `body` with every element below this one, depth first, in document order, without collecting them.
    func forEachDescendant(_ body: (InterfaceBuilderElement) -> Void) {
        for child in children {
            body(child)
            child.forEachDescendant(body)
        }
    }

    /// The views laid out inside this one (`<subviews>`), in the order Interface Builder stacks them.
    var subviews: [InterfaceBuilderElement] {
        child(named: "subviews")?.children ?? []
    }

    /// The cell's content view (`<view key="contentView">` or `<tableViewCellContentView>`).
    var contentView: InterfaceBuilderElement? {
        children.first { $0.attributes["key"] == "contentView" }
    }
}
