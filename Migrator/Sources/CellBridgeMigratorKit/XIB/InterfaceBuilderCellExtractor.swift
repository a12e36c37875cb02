/// Finds the cells in a parsed `.xib` or `.storyboard` document.
enum InterfaceBuilderCellExtractor {
    private static let cellElements: [String: CellKind] = [
        "collectionViewCell": .collection, "tableViewCell": .table,
    ]
    private static let scrollingElements: Set<String> = ["collectionView", "tableView", "scrollView"]

    /// Every top-level cell in the document; cells nested in a cell's own collection view are part of
    /// that cell's layout, not separate inventory entries.
    ///
    /// A storyboard prototype without a custom class is UIKit's own cell dequeued by its reuse identifier, and
    /// is named by it; one without an identifier either (a static cell of a static table) is no reusable cell
    /// at all, and neither is a class-less cell in a view controller's XIB (its File's Owner is a view
    /// controller: the XIB is a screen, not a cell named after it). A XIB whose root is a plain `<view>` is
    /// kept as a candidate layout of its custom class (or its File's Owner's) for the inventory to accept or drop.
    static func cells(in document: InterfaceBuilderElement, file: String, isStoryboard: Bool) -> [InterfaceBuilderCell]
    {
        var result: [InterfaceBuilderCell] = []
        let objects = document.child(named: "objects")
        let owner = objects?.children.first {
            $0.name == "placeholder" && $0["placeholderIdentifier"] == "IBFilesOwner"
        }?["customClass"]
        let ownerIsScreen = owner.map(isViewControllerName) ?? false
        collect(document, scene: nil, file: file, isStoryboard: isStoryboard, into: &result)
        result.removeAll { cell in
            cell.customClass == nil && (ownerIsScreen || (isStoryboard && (cell.reuseIdentifier ?? "").isEmpty))
        }
        if !isStoryboard, !ownerIsScreen, result.isEmpty,
            let root = objects?.children.first(where: { $0.name == "view" }),
            let name = root["customClass"] ?? owner
        {
            var cell = describe(root, kind: nil, scene: nil, file: file, isStoryboard: false)
            cell.customClass = name
            cell.isPlainViewRoot = true
            result.append(cell)
        }
        return result
    }

    private static func isViewControllerName(_ name: String) -> Bool {
        name.hasSuffix("Controller") || name.hasSuffix("ViewController")
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
        _ cell: InterfaceBuilderElement, kind: CellKind?, scene: String?, file: String, isStoryboard: Bool
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
        let customClass = cell["customClass"].flatMap { $0.isEmpty ? nil : $0 }
        return InterfaceBuilderCell(
            customClass: customClass, kind: kind, reuseIdentifier: cell["reuseIdentifier"], file: file,
            isStoryboardPrototype: isStoryboard, scene: scene, line: cell.line, subviewCount: views.count,
            outletCount: outlets, scrollingViewElement: scrolling?.name, hasGestureRecognizers: gestures,
            element: cell)
    }
}
