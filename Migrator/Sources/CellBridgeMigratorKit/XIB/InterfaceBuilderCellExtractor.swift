/// Finds the cells in a parsed `.xib` or `.storyboard` document.
enum InterfaceBuilderCellExtractor {
    /// The cell elements. Every element of a document is asked, so these compare names rather than hash them.
    private static func cellKind(_ elementName: String) -> CellKind? {
        switch elementName {
        case "collectionViewCell": return .collection
        case "tableViewCell": return .table
        default: return nil
        }
    }

    /// Header and footer elements: a XIB's `<tableViewHeaderFooterView>` or `<collectionReusableView>`, a storyboard
    /// collection view's section header and footer.
    private static func headerKind(_ elementName: String) -> CellKind? {
        switch elementName {
        case "tableViewHeaderFooterView": return .table
        case "collectionReusableView": return .collection
        default: return nil
        }
    }

    /// A controller's name: an element (`<viewController>`, `<tableViewController>`, `<navigationController>`,
    /// a scene's controller) or a File's Owner class (`FeedViewController`). Asked of every element, so compared
    /// as bytes.
    private static func isControllerName(_ name: String) -> Bool {
        let suffix = "Controller".utf8
        let utf8 = name.utf8
        return utf8.count >= suffix.count && utf8.suffix(suffix.count).elementsEqual(suffix)
    }

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
        let ownerIsScreen = owner.map(isControllerName) ?? false
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

    private static func collect(
        _ element: InterfaceBuilderElement, scene: String?, file: String, isStoryboard: Bool,
        into result: inout [InterfaceBuilderCell]
    ) {
        var scene = scene
        if element.name == "scene" {
            scene = nil
        }
        if isControllerName(element.name) {
            scene = element["customClass"] ?? element["storyboardIdentifier"] ?? scene
        }
        for child in element.children {
            if let kind = cellKind(child.name) {
                result.append(describe(child, kind: kind, scene: scene, file: file, isStoryboard: isStoryboard))
            } else if let kind = headerKind(child.name) {
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
        var viewCount = 0
        var scrolling: String?
        content.forEachDescendant { element in
            let name = element.name
            guard element.attributes["id"] != nil, name != "constraint", name != "color", name != "fontDescription",
                name != "rect", name != "state", !name.hasSuffix("GestureRecognizer")
            else { return }
            viewCount += 1
            if scrolling == nil, scrollingElements.contains(name) { scrolling = name }
        }
        // An outlet to one of the cell's own constraints (`heightConstraint`) adjusts the layout; it is not
        // a view, so it does not count towards risk.
        var constraintIDs: Set<String> = []
        var gestures = false
        cell.forEachDescendant { element in
            if element.name == "constraint", let id = element["id"] { constraintIDs.insert(id) }
            if element.name == "outletCollection", element["property"] == "gestureRecognizers" { gestures = true }
        }
        let outlets =
            cell.child(named: "connections")?.children.filter { connection in
                connection.name == "outlet" && !constraintIDs.contains(connection["destination"] ?? "")
            }.count ?? 0
        let customClass = cell["customClass"].flatMap { $0.isEmpty ? nil : $0 }
        var found = InterfaceBuilderCell(
            customClass: customClass, kind: kind, reuseIdentifier: cell["reuseIdentifier"], file: file,
            isStoryboardPrototype: isStoryboard, scene: scene, line: cell.line, subviewCount: viewCount,
            outletCount: outlets, scrollingViewElement: scrolling, hasGestureRecognizers: gestures,
            element: cell)
        if cell["customModuleProvider"] != "target", let module = cell["customModule"], !module.isEmpty {
            found.customModule = module
        }
        return found
    }
}
