/// Finds the cells in a parsed `.xib` or `.storyboard` document.
enum InterfaceBuilderCellExtractor {
    private static let cellElements: [String: CellKind] = [
        "collectionViewCell": .collection, "tableViewCell": .table,
    ]
    private static let scrollingElements: Set<String> = ["collectionView", "tableView", "scrollView"]

    /// Every top-level cell in the document; cells nested in a cell's own collection view are part of
    /// that cell's layout, not separate inventory entries.
    static func cells(in document: InterfaceBuilderElement, file: String, isStoryboard: Bool) -> [InterfaceBuilderCell]
    {
        var result: [InterfaceBuilderCell] = []
        collect(document, scene: nil, file: file, isStoryboard: isStoryboard, into: &result)
        return result
    }

    private static func collect(
        _ element: InterfaceBuilderElement, scene: String?, file: String, isStoryboard: Bool,
        into result: inout [InterfaceBuilderCell]
    ) {
        var scene = scene
        if element.name == "scene" {
            scene = nil
        }
        if element.name.hasSuffix("ViewController") || element.name.hasSuffix("Controller") {
            scene = element["customClass"] ?? element["storyboardIdentifier"] ?? scene
        }
        for child in element.children {
            if let kind = cellElements[child.name] {
                result.append(describe(child, kind: kind, scene: scene, file: file, isStoryboard: isStoryboard))
            } else {
                collect(child, scene: scene, file: file, isStoryboard: isStoryboard, into: &result)
            }
        }
    }

    private static func describe(
        _ cell: InterfaceBuilderElement, kind: CellKind, scene: String?, file: String, isStoryboard: Bool
    ) -> InterfaceBuilderCell {
        let content = cell.contentView ?? cell
        let views = content.descendants { element in
            element.attributes["id"] != nil && element.name != "constraint" && element.name != "color"
                && element.name != "fontDescription" && element.name != "rect" && element.name != "state"
                && !element.name.hasSuffix("GestureRecognizer")
        }
        let scrolling = views.first { scrollingElements.contains($0.name) }
        // An outlet to one of the cell's own constraints (`heightConstraint`) adjusts the layout; it is not
        // a view, so it does not count towards risk.
        let constraintIDs = Set(cell.descendants { $0.name == "constraint" }.compactMap { $0["id"] })
        let outlets =
            cell.child(named: "connections")?.children.filter { connection in
                connection.name == "outlet" && !constraintIDs.contains(connection["destination"] ?? "")
            }.count ?? 0
        let gestures = !cell.descendants { $0.name == "outletCollection" && $0["property"] == "gestureRecognizers" }
            .isEmpty
        return InterfaceBuilderCell(
            customClass: cell["customClass"], kind: kind, reuseIdentifier: cell["reuseIdentifier"], file: file,
            isStoryboardPrototype: isStoryboard, scene: scene, line: cell.line, subviewCount: views.count,
            outletCount: outlets, scrollingViewElement: scrolling?.name, hasGestureRecognizers: gestures,
            element: cell)
    }
}
