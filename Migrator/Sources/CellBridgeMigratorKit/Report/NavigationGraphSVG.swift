/// Draws the screens and the navigation between them as an inline SVG (no script, no external file): three bands
/// in the migration articles' order read from the bottom up (leaf screens at the bottom, list screens above them,
/// the navigation layer on top), each screen a box with its number in the screen plan and its cell count, each push,
/// presentation or segue an arrow, each container's child a dashed line. Large apps draw the screens that navigate
/// or are navigated to, most connected first, up to `maximumNodes`, and say how many were left out.
enum NavigationGraphSVG {
    static let maximumNodes = 60
    private static let width = 1100
    private static let nodeWidth = 196
    private static let nodeHeight = 38
    private static let gap = 14
    private static let rowGap = 46
    private static let bandLabelHeight = 22

    /// The SVG, how many screens it draws and how many it leaves out.
    static func render(_ screens: [ScreenUsage], edges: [NavigationEdge]) -> (svg: String, drawn: Int, omitted: Int) {
        let drawn = chosen(screens, edges: edges)
        let names = Set(drawn.map(\.name))
        let perRow = max(1, (width - gap) / (nodeWidth + gap))
        var positions: [String: (x: Int, y: Int)] = [:]
        var bands: [(stage: ScreenStage, y: Int)] = []
        var y = 8
        for stage in ScreenStage.allCases.reversed() {
            let members = drawn.filter { $0.stage == stage }.sorted { ($0.order ?? 0) < ($1.order ?? 0) }
            guard !members.isEmpty else { continue }
            bands.append((stage, y))
            y += bandLabelHeight
            for (index, screen) in members.enumerated() {
                let row = index / perRow
                let column = index % perRow
                // Each row centred, so a short band sits under the middle of a long one.
                let inRow = min(perRow, members.count - row * perRow)
                let left = (width - inRow * nodeWidth - (inRow - 1) * gap) / 2
                positions[screen.name] = (left + column * (nodeWidth + gap), y + row * (nodeHeight + rowGap))
            }
            y += ((members.count + perRow - 1) / perRow) * (nodeHeight + rowGap)
        }
        let height = max(y, 40)
        var svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(width) \(height)\" width=\"100%\" "
            + "role=\"img\" aria-label=\"Navigation between screens\" class=\"navigation-graph\">\n"
        for band in bands {
            svg +=
                "<text class=\"nav-band\" x=\"\(gap)\" y=\"\(band.y + 14)\">\(bandTitle(band.stage))</text>\n"
        }
        for edge in edges where names.contains(edge.from) && names.contains(edge.to) {
            guard let from = positions[edge.from], let to = positions[edge.to] else { continue }
            svg += line(from: from, to: to, kind: edge.kind)
        }
        for screen in drawn {
            guard let position = positions[screen.name] else { continue }
            svg += node(screen, at: position)
        }
        svg += "</svg>"
        return (svg, drawn.count, screens.count - drawn.count)
    }

    /// Every screen when they fit; else those with edges, most connected first (ties by plan order).
    private static func chosen(_ screens: [ScreenUsage], edges: [NavigationEdge]) -> [ScreenUsage] {
        guard screens.count > maximumNodes else { return screens }
        var degree: [String: Int] = [:]
        for edge in edges {
            degree[edge.from, default: 0] += 1
            degree[edge.to, default: 0] += 1
        }
        return Array(
            screens.filter { degree[$0.name] != nil }.sorted {
                (-(degree[$0.name] ?? 0), $0.order ?? 0) < (-(degree[$1.name] ?? 0), $1.order ?? 0)
            }.prefix(maximumNodes))
    }

    private static func bandTitle(_ stage: ScreenStage) -> String {
        switch stage {
        case .navigation: return "Navigation (migrate last)"
        case .list: return "List screens (migrate second)"
        case .leaf: return "Leaf screens (migrate first)"
        }
    }

    private static func node(_ screen: ScreenUsage, at position: (x: Int, y: Int)) -> String {
        let label = shortened(screen.name, to: 28)
        let detail =
            "#\(screen.order ?? 0) · "
            + (screen.cellNames.isEmpty
                ? screen.stage.rawValue : TextReportRenderer.plural(screen.cellNames.count, "cell"))
        let tooltip =
            screen.name + (screen.cellNames.isEmpty ? "" : ": " + screen.cellNames.joined(separator: ", "))
        return "<g class=\"nav-node \(screen.stage.rawValue)\"><title>\(HTMLText.escape(tooltip))</title>"
            + "<rect x=\"\(position.x)\" y=\"\(position.y)\" width=\"\(nodeWidth)\" height=\"\(nodeHeight)\" rx=\"6\"/>"
            + "<text class=\"nav-name\" x=\"\(position.x + 8)\" y=\"\(position.y + 16)\">\(HTMLText.escape(label))</text>"
            + "<text class=\"nav-detail\" x=\"\(position.x + 8)\" y=\"\(position.y + 31)\">\(HTMLText.escape(detail))</text>"
            + "</g>\n"
    }

    /// A straight arrow down (or up) between two rows; a curve between boxes of the same row. The arrowhead is a
    /// small triangle of its own (a `marker` would need a `url(#…)` reference).
    private static func line(from: (x: Int, y: Int), to: (x: Int, y: Int), kind: NavigationEdge.Kind) -> String {
        let style = kind == .contains ? "nav-edge contains" : "nav-edge"
        let startX = from.x + nodeWidth / 2
        let endX = to.x + nodeWidth / 2
        let path: String
        let tip: (x: Double, y: Double)
        let toward: (x: Double, y: Double)
        if from.y == to.y {
            let middle = (startX + endX) / 2
            path = "M\(startX),\(from.y) Q\(middle),\(from.y - 30) \(endX),\(to.y)"
            tip = (Double(endX), Double(to.y))
            toward = (Double(middle), Double(from.y - 30))
        } else if from.y < to.y {
            path = "M\(startX),\(from.y + nodeHeight) L\(endX),\(to.y)"
            tip = (Double(endX), Double(to.y))
            toward = (Double(startX), Double(from.y + nodeHeight))
        } else {
            path = "M\(startX),\(from.y) L\(endX),\(to.y + nodeHeight)"
            tip = (Double(endX), Double(to.y + nodeHeight))
            toward = (Double(startX), Double(from.y))
        }
        var svg = "<path class=\"\(style)\" d=\"\(path)\"/>\n"
        if kind != .contains {
            svg += arrowHead(at: tip, comingFrom: toward)
        }
        return svg
    }

    /// A 7-pixel triangle pointing at `tip` along the line from `origin`.
    private static func arrowHead(at tip: (x: Double, y: Double), comingFrom origin: (x: Double, y: Double)) -> String {
        let dx = tip.x - origin.x
        let dy = tip.y - origin.y
        let length = max(1, (dx * dx + dy * dy).squareRoot())
        let (ux, uy) = (dx / length, dy / length)
        let back = (x: tip.x - ux * 7, y: tip.y - uy * 7)
        let left = (x: back.x - uy * 3.5, y: back.y + ux * 3.5)
        let right = (x: back.x + uy * 3.5, y: back.y - ux * 3.5)
        func point(_ value: (x: Double, y: Double)) -> String {
            "\((value.x * 10).rounded() / 10),\((value.y * 10).rounded() / 10)"
        }
        return "<path class=\"nav-arrow\" d=\"M\(point(tip)) L\(point(left)) L\(point(right)) z\"/>\n"
    }

    /// `VeryLongScreenNameVie…` beyond `limit` characters.
    private static func shortened(_ text: String, to limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
    }
}
