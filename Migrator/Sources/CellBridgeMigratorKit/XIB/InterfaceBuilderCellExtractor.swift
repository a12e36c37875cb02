/// Finds the cells in a parsed `.xib` or `.storyboard` document.
enum InterfaceBuilderCellExtractor {
    private static let cellElements: [String: CellKind] = [
        "collectionViewCell": .collection, "tableViewCell": .table,
    ]
    /// Header and footer elements: a XIB's `<tableViewHeaderFooterView>` or `<collectionReusableView>`, a storyboard
    /// collection view's section header and footer.
    private static let headerElements: [String: CellKind] = [
        "tableViewHeaderFooterView": .table, "collectionReusableView": .collection,
    ]
    private static let scrollingElements: Set<String> = ["collectionView", "tableView", "scrollView"]

    /// Every top-level cell (and header or footer view) in the document; cells nested in a cell's own collection
    /// view are part of that cell's layout, not separate inventory entries.
    ///
    /// A storyboard prototype without a custom class is UIKit's own cell dequeued by its reuse identifier, and
    /// is named by it; one without an identifier either (a static cell of a static table) is no reusable cell
    /// at all. A class-less cell in a XIB is judged by the XIB's content: the XIB's only top-level view, it is the
    /// XIB's cell (loaded with `loadNibNamed:owner:` and taken as `nib[0]`, whoever the File's Owner is, named by the
    /// file); beside a top-level `<view>` of a screen, it is one of that screen's static rows. A XIB whose root is a
    /// plain `<view>` is kept as a candidate layout of its custom class (or its File's Owner's) for the inventory to
    /// accept or drop.
    static func cells(in document: InterfaceBuilderElement, file: String, isStoryboard: Bool) -> [InterfaceBuilderCell]
    {
        var result: [InterfaceBuilderCell] = []
        let objects = document.child(named: "objects")
        let owner = objects?.children.first {
            $0.name == "placeholder" && $0["placeholderIdentifier"] == "IBFilesOwner"
        }?["customClass"]
        let ownerIsScreen = owner.map(isViewControllerName) ?? false
        let hasScreenView = objects?.children.contains { $0.name == "view" } ?? false
        collect(document, scene: nil, file: file, isStoryboard: isStoryboard, into: &result)
        result.removeAll { cell in
            cell.customClass == nil
                && (isStoryboard ? (cell.reuseIdentifier ?? "").isEmpty : hasScreenView || cell.role == .headerFooter)
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
            } else if let kind = headerElements[child.name] {
                var header = describe(child, kind: kind, scene: scene, file: file, isStoryboard: isStoryboard)
                header.role = .headerFooter
                result.append(header)
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
        var found = InterfaceBuilderCell(
            customClass: customClass, kind: kind, reuseIdentifier: cell["reuseIdentifier"], file: file,
            isStoryboardPrototype: isStoryboard, scene: scene, line: cell.line, subviewCount: views.count,
            outletCount: outlets, scrollingViewElement: scrolling?.name, hasGestureRecognizers: gestures,
            element: cell)
        if cell["customModuleProvider"] != "target", let module = cell["customModule"], !module.isEmpty {
            found.customModule = module
        }
        return found
    }
}
